import type en from './en';
import type { Messages } from '../../types';

export default {
  tabs: {
    email: '邮箱',
    mobile: '手机',
  },
  login: {
    title: '登录',
    welcome: '欢迎回来',
    subtitle: '登录后即可交易并管理您的资产',
    submit: '登录',
    forgot: '忘记密码？',
    noAccount: '还没有账户？',
    register: '立即注册',
  },
  register: {
    title: '注册',
    heading: '创建账户',
    subtitle: '一个应用，交易加密货币和美股',
    submit: '注册',
    haveAccount: '已有账户？',
    login: '去登录',
    invite: '邀请码',
    inviteOptional: '邀请码（选填）',
    invitePlaceholder: '请输入邀请码',
  },
  forget: {
    title: '重置密码',
    heading: '重置您的密码',
    subtitle: '我们将向您的邮箱或手机发送验证码',
    submit: '重置密码',
  },
} satisfies Messages<typeof en>;
