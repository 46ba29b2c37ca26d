import type en from './en';
import type { Messages } from '../../types';

export default {
  article: {
    title: '記事',
    missing: 'この記事は見つかりません',
  },
  faq: {
    title: 'よくある質問',
    empty: '質問はまだありません',
  },
  contact: {
    title: 'お問い合わせ',
    email: 'サポート用メール',
  },
  about: {
    title: '会社概要',
  },
  compliance: {
    title: '運営コンプライアンス',
  },
  webView: {
    title: 'ウェブページ',
    open: 'ブラウザで開く',
    invalid: 'このリンクは開けません',
  },
} satisfies Messages<typeof en>;
