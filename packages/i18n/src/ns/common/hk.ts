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
  accountExists: {
    subject: '{{site}}：您已有帳戶',
    mailBody:
      '有人申請使用此電郵地址註冊{{site}}帳戶，但此地址已有帳戶，因此我們沒有發送註冊驗證碼。如需登入，請在登入頁面輸入此電郵地址及您的密碼。如忘記密碼，請在登入頁面點選「忘記密碼？」，以驗證碼重設。如這不是您本人的操作，請忽略此郵件。',
    smsBody: '【{{site}}】此手機號碼已有帳戶，未有發送註冊驗證碼。請直接登入，或使用「忘記密碼？」重設密碼。如非本人操作，請忽略。',
  },
  signInAlert: {
    subject: '{{site}}：您的帳戶出現登入失敗',
    mailBody:
      '過去{{minutes}}分鐘內，您的{{site}}帳戶有{{count}}次登入失敗，最近一次來自{{address}}，時間為{{time}}。來自該地址的登入已暫停{{minutes}}分鐘；您常用的裝置及網絡仍可使用密碼登入。如這不是您本人的操作，請立即更改密碼，並在安全設定中啟用身份驗證器。',
    smsBody: '【{{site}}】您的帳戶在{{minutes}}分鐘內有{{count}}次登入失敗，最近一次來自{{address}}。如非本人操作，請立即更改密碼。',
  },
  payPasswordLocked: {
    subject: '{{site}}：資金密碼已鎖定',
    mailBody:
      '您的{{site}}帳戶資金密碼已連續輸錯{{count}}次。提幣及其他需要資金密碼的操作已鎖定至{{until}}。如這不是您本人的操作，可能有人正在使用您的登入工作階段：請立即更改登入密碼及資金密碼。',
    smsBody: '【{{site}}】資金密碼連續輸錯{{count}}次，提幣已鎖定至{{until}}。如非本人操作，請立即更改密碼。',
  },
} satisfies Messages<typeof en>;
