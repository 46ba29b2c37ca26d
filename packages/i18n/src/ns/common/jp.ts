import type en from './en';
import type { Messages } from '../../types';

export default {
  ok: 'OK',
  success: '成功しました',
  loginSuccess: 'ログインしました',
  registerSuccess: '登録が完了しました',
  logoutSuccess: 'ログアウトしました',
  saved: '保存しました',
  codeSent: '認証コードを送信しました',
  codeValid: '認証コードは有効です',
  passwordChanged: 'パスワードを変更しました',
  payPasswordSet: '資金パスワードを設定しました',
  mobileBound: '携帯電話番号を連携しました',
  emailBound: 'メールアドレスを連携しました',
  mailSubject: '【{{site}}】認証コード',
  mailBody:
    '{{site}}の認証コードは{{code}}です。有効期限は10分間です。お心当たりのない場合は、このメッセージを破棄してください。認証コードは誰にも教えないでください。',
  smsBody: '【{{site}}】認証コード：{{code}}（10分間有効）。このコードは誰にも教えないでください。',
  transferDone: '振替が完了しました',
} satisfies Messages<typeof en>;
