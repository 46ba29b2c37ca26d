import type en from './en';
import type { Messages } from '../../types';

export default {
  header: {
    language: '言語',
    support: 'カスタマーサービス',
    account: 'アカウントと設定',
  },
  banners: {
    label: 'ピックアップ',
    goTo: '{{n}}枚目を表示',
  },
  notice: {
    ok: '了解しました',
  },
  shortcuts: {
    title: 'サービス',
    more: 'もっと見る',
    less: '閉じる',
  },
  shortcut: {
    contact: 'お問い合わせ',
    borrowing: '借入',
    repayment: '返済',
    recharge: '入金',
    withdraw: '出金',
    stock: '株式',
    contract: '先物',
    copy: 'コピートレード',
    financial: '資産運用',
    superLeverage: 'スーパーレバレッジ',
    otc: 'OTC',
    coupon: 'クーポンセンター',
    bill: '取引明細',
    exchange: '両替',
    lockMining: 'ロックアップ',
    game: 'ミニゲーム',
    chat: 'チャットルーム',
    quickDeposit: 'クイック入金',
    defiMining: 'DeFiマイニング',
    cloudMining: 'クラウドマイニング',
    coinTransfer: 'コイン振替',
    ieo: 'IEO',
    options: 'オプション',
    nft: 'NFT',
    invest: 'デュアル投資',
    download: 'アプリをインストール',
  },
  market: {
    title: 'マーケット',
    pending: '相場データが接続されると、ここにリアルタイム価格が表示されます。',
    viewAll: 'マーケットを開く',
  },
  news: {
    title: 'ニュース',
    empty: 'ニュースはまだありません',
  },
} satisfies Messages<typeof en>;
