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
  accountExists: {
    subject: '{{site}}：您已有账户',
    mailBody:
      '有人申请使用此邮箱注册{{site}}账户，但该邮箱已有账户，因此我们没有发送注册验证码。如需登录，请在登录页面输入此邮箱和您的密码。如果忘记密码，请在登录页面点击“忘记密码？”，通过验证码重置。如果这不是您本人的操作，请忽略此邮件。',
    smsBody: '【{{site}}】此手机号已有账户，未发送注册验证码。请直接登录，或使用“忘记密码？”重置密码。如非本人操作，请忽略。',
  },
  signInAlert: {
    subject: '{{site}}：您的账户出现登录失败',
    mailBody:
      '过去{{minutes}}分钟内，您的{{site}}账户有{{count}}次登录失败，最近一次来自{{address}}，时间为{{time}}。来自该地址的登录已暂停{{minutes}}分钟；您常用的设备和网络仍可使用密码登录。如果这不是您本人的操作，请立即修改密码，并在安全设置中开启身份验证器。',
    smsBody: '【{{site}}】您的账户在{{minutes}}分钟内有{{count}}次登录失败，最近一次来自{{address}}。如非本人操作，请立即修改密码。',
  },
  payPasswordLocked: {
    subject: '{{site}}：资金密码已锁定',
    mailBody:
      '您的{{site}}账户资金密码已连续输错{{count}}次。提币及其他需要资金密码的操作已锁定至{{until}}。如果这不是您本人的操作，可能有人正在使用您的登录会话：请立即修改登录密码和资金密码。',
    smsBody: '【{{site}}】资金密码连续输错{{count}}次，提币已锁定至{{until}}。如非本人操作，请立即修改密码。',
  },
} satisfies Messages<typeof en>;
