import type en from './en';
import type { Messages } from '../../types';

export default {
  ok: '确定',
  success: '操作成功',
  loginSuccess: '登录成功',
  registerSuccess: '注册成功',
  logoutSuccess: '已退出登录',
  saved: '已保存',
  codeSent: '验证码已发送',
  codeValid: '验证码有效',
  passwordChanged: '密码已修改',
  payPasswordSet: '资金密码已设置',
  mobileBound: '手机号已绑定',
  emailBound: '邮箱已绑定',
  mailSubject: '{{site}}验证码',
  mailBody: '您的{{site}}验证码为{{code}}，10分钟内有效。如非本人操作，请忽略此邮件，切勿将验证码告知任何人。',
  smsBody: '【{{site}}】您的验证码为{{code}}，10分钟内有效，请勿泄露给他人。',
  transferDone: '划转成功',
} satisfies Messages<typeof en>;
