import type en from './en';
import type { Messages } from '../../types';

export default {
  ok: '確定',
  success: '操作成功',
  loginSuccess: '登入成功',
  registerSuccess: '註冊成功',
  logoutSuccess: '已登出',
  saved: '已儲存',
  codeSent: '驗證碼已發送',
  codeValid: '驗證碼有效',
  passwordChanged: '密碼已更改',
  payPasswordSet: '資金密碼已設定',
  mobileBound: '手機號碼已綁定',
  emailBound: '電郵地址已綁定',
  mailSubject: '{{site}}驗證碼',
  mailBody: '您的{{site}}驗證碼為{{code}}，10分鐘內有效。如非本人操作，請忽略此訊息，切勿向任何人透露驗證碼。',
  smsBody: '【{{site}}】您的驗證碼為{{code}}，10分鐘內有效，請勿向他人透露。',
  transferDone: '劃轉成功',
} satisfies Messages<typeof en>;
