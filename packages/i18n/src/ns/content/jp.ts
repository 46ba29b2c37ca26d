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
  download: {
    title: 'アプリをインストール',
    lead: '本アプリはウェブアプリです。アプリストアからダウンロードするものはありません。ホーム画面に追加すると、他のアプリと同じように全画面で開き、常に最新の状態です。',
    note: '必ずこのサイト自身のアドレスからインストールしてください。他の場所で配布されている同名のアプリは当社のものではありません。',
    ios: {
      title: 'iPhone・iPad（Safari）',
      step1: 'このサイトを Safari で開きます。',
      step2: '画面下部の共有ボタンをタップします。',
      step3: '「ホーム画面に追加」を選び、「追加」をタップします。',
    },
    android: {
      title: 'Android（Chrome）',
      step1: 'このサイトを Chrome で開きます。',
      step2: '右上の ⋮ メニューをタップします。',
      step3: '「アプリをインストール」または「ホーム画面に追加」を選び、確定します。',
    },
    desktop: {
      title: 'パソコン（Chrome または Edge）',
      step1: 'このサイトを Chrome または Edge で開きます。',
      step2: 'アドレスバー右側のインストールアイコンをクリックするか、ブラウザのメニューを開きます。',
      step3: '「インストール」（または「アプリ」→「このサイトをアプリとしてインストール」）を選びます。',
    },
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
