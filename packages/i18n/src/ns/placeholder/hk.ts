import type en from './en';
import type { Messages } from '../../types';

export default {
  title: '暫未開放',
  body: '{{product}}正在建設中，完成後會在這裡推出。',
  product: {
    market: '行情',
    spot: '幣幣交易',
    futures: '合約交易',
    options: '秒合約',
    finance: '理財',
    wallet: '錢包',
    kyc: '身份認證',
    coupons: '優惠券',
    bills: '帳單',
    copyTrading: '跟單交易',
    otc: 'OTC交易',
    ieo: 'IEO',
    lockMining: '鎖倉挖礦',
    dualInvest: '雙幣投資',
    nft: 'NFT市場',
    loans: '借貸',
    games: '小遊戲',
    support: '線上客服',
    location: '位置',
  },
} satisfies Messages<typeof en>;
