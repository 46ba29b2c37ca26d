import type en from './en';
import type { Messages } from '../../types';

export default {
  title: '準備中です',
  body: '{{product}}は現在準備中です。準備ができ次第、ここに表示されます。',
  product: {
    market: 'マーケット',
    spot: '現物取引',
    futures: '先物取引',
    options: '秒単位オプション',
    finance: '資産運用',
    wallet: 'ウォレット',
    kyc: '本人確認',
    coupons: 'クーポン',
    bills: '取引明細',
    copyTrading: 'コピートレード',
    otc: 'OTC取引',
    ieo: 'IEO',
    lockMining: 'ロックアップ',
    dualInvest: 'デュアル投資',
    nft: 'NFTマーケット',
    loans: 'ローン',
    games: 'ミニゲーム',
    support: 'カスタマーサービス',
    location: '位置情報',
  },
} satisfies Messages<typeof en>;
