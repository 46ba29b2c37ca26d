/** Invite and rebate (jp). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: '友達を招待',
  lead: 'リンク、QRコード、ポスターを共有しましょう。あなたのコードで登録した友達はあなたのアカウントに紐付けられます。',
  code: 'あなたの招待コード',
  copyCode: 'コードをコピー',
  link: 'あなたの招待リンク',
  copyLink: 'リンクをコピー',
  qrAlt: '招待リンクのQRコード',
  terms: {
    title: 'あなたのリベート',
    rate: '{{product}} {{percent}}%',
    period_one: '各友達の登録から {{count}} 日間、その友達が支払う取引手数料のこの割合を受け取れます。',
    period_other: '各友達の登録から {{count}} 日間、その友達が支払う取引手数料のこの割合を受け取れます。',
    rules:
      '1階層のみ：友達が招待したユーザーからはリベートは発生しません。リベートはプラットフォームが受け取る手数料から支払われ、誰かの損失から支払われることはありません。手数料の支払いと同時にあなたのアカウントに入金されます。',
  },
  products: {
    spot: '現物',
    futures: '先物',
    options: 'オプション',
  },
  poster: {
    title: '一緒に取引しよう',
    save: 'ポスターを保存',
    saved: 'ポスターを保存しました',
    failed: 'ポスターを作成できませんでした',
  },
  stats: {
    invitees: '招待した友達',
    earned: '獲得リベート',
  },
  tabs: {
    invitees: '招待一覧',
    rebates: 'リベート',
  },
  invitees: {
    empty: 'まだあなたのコードで登録した友達はいません',
    joined: '{{when}} に登録',
    until: '{{when}} までリベート対象',
  },
  rebates: {
    empty: 'リベートはまだありません',
    source: '{{invitee}} の{{product}}注文 #{{id}}',
    fee: '手数料 {{fee}} × {{percent}}%',
  },
  pager: {
    prev: '前へ',
    next: '次へ',
    page: '{{page}} / {{pages}}',
  },
} satisfies Messages<typeof en>;
