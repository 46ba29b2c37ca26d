import type en from './en';
import type { Messages } from '../../types';

export default {
  tabs: {
    email: '電郵',
    mobile: '手機',
  },
  login: {
    title: '登入',
    welcome: '歡迎回來',
    subtitle: '登入後即可交易及管理你的資產',
    submit: '登入',
    forgot: '忘記密碼？',
    noAccount: '還沒有帳戶？',
    register: '立即註冊',
  },
  register: {
    title: '註冊',
    heading: '建立帳戶',
    subtitle: '一個應用程式，買賣加密貨幣及美股',
    submit: '註冊',
    haveAccount: '已有帳戶？',
    login: '前往登入',
    invite: '邀請碼',
    inviteOptional: '邀請碼（選填）',
    invitePlaceholder: '請輸入邀請碼',
  },
  forget: {
    title: '重設密碼',
    heading: '重設你的密碼',
    subtitle: '我們會向你的電郵或手機傳送驗證碼',
    submit: '重設密碼',
  },
} satisfies Messages<typeof en>;
