import type en from './en';
import type { Messages } from '../../types';

export default {
  tabs: {
    email: 'メール',
    mobile: '携帯電話',
  },
  login: {
    title: 'ログイン',
    welcome: 'おかえりなさい',
    subtitle: 'ログインして取引や資産管理を始めましょう',
    submit: 'ログイン',
    forgot: 'パスワードをお忘れですか？',
    noAccount: '初めてご利用ですか？',
    register: 'アカウントを作成',
  },
  register: {
    title: '新規登録',
    heading: 'アカウントを作成',
    subtitle: '暗号資産と米国株をひとつのアプリで',
    submit: '登録する',
    haveAccount: 'アカウントをお持ちですか？',
    login: 'ログイン',
    invite: '招待コード',
    inviteOptional: '招待コード（任意）',
    invitePlaceholder: '招待コードを入力',
  },
  forget: {
    title: 'パスワード再設定',
    heading: 'パスワードを再設定',
    subtitle: 'メールアドレスまたは携帯電話に認証コードを送信します',
    submit: '再設定する',
  },
} satisfies Messages<typeof en>;
