import type en from './en';
import type { Messages } from '../../types';

export default {
  tabs: {
    home: 'ホーム',
    market: 'マーケット',
    trade: '取引',
    finance: '資産運用',
    assets: '資産',
  },
  tradeKinds: {
    label: '取引商品',
    spot: '現物',
    futures: '先物',
    options: 'オプション',
    signIn: 'ログインして取引',
  },
  nav: {
    back: '戻る',
    main: 'メインナビゲーション',
    tabs: 'タブ',
    settings: '設定',
  },
  actions: {
    backHome: 'ホームに戻る',
    cancel: 'キャンセル',
    confirm: '確定',
    save: '保存',
  },
  states: {
    loading: '読み込み中…',
    empty: 'まだ何もありません',
    error: '読み込めませんでした',
    errorHint: '接続を確認して、もう一度お試しください。',
    retry: '再試行',
    loadMore: 'さらに読み込む',
    noMore: 'これ以上データはありません',
  },
  page: {
    loadFailed: 'ページを読み込めませんでした',
  },
  notFound: {
    title: 'ページが見つかりません',
    body: 'お探しのページは存在しないか、移動しました。',
  },
  network: {
    error: 'ネットワークエラーです。接続を確認してください',
    timeout: 'リクエストがタイムアウトしました。もう一度お試しください',
    status: 'ネットワークエラー（{{status}}）です。もう一度お試しください',
  },
  time: {
    justNow: 'たった今',
  },
  code: {
    send: 'コードを送信',
    sending: '送信中…',
    resend: '{{seconds}}秒後に再送信',
  },
  form: {
    email: 'メールアドレス',
    emailPlaceholder: 'メールアドレスを入力',
    mobile: '携帯電話番号',
    mobilePlaceholder: '携帯電話番号を入力',
    password: 'パスワード',
    passwordPlaceholder: 'パスワードを入力',
    newPassword: '新しいパスワード',
    passwordRule: '7文字以上',
    confirmPassword: 'パスワード（確認）',
    confirmPlaceholder: 'もう一度パスワードを入力',
    code: '認証コード',
    codePlaceholder: '6桁のコード',
    showPassword: 'パスワードを表示',
    hidePassword: 'パスワードを隠す',
    /** Why a typed amount was refused (DecimalField). */
    amount: {
      character: '数字のみ入力できます（小数点は「{{decimal}}」）',
      separator: '桁区切りは不要、小数点は「{{decimal}}」（例：1234{{decimal}}5）',
      decimals: '小数点以下は{{count}}桁までです',
      whole: '整数のみ入力できます',
    },
  },
  area: {
    title: '国・地域',
    search: '名称または国番号で検索',
    empty: '該当する国・地域がありません',
  },
  copy: {
    done: 'コピーしました',
    failed: 'コピーできませんでした。手動でコピーしてください',
  },
  simulated: {
    label: 'シミュレーション相場',
    hint: '価格は実際の取引所ではなく、相場シミュレーターによるものです',
  },
  version: 'バージョン {{version}}',
} satisfies Messages<typeof en>;
