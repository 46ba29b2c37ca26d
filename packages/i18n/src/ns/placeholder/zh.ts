import type en from './en';
import type { Messages } from '../../types';

export default {
  title: '暂未开放',
  body: '{{product}}正在建设中，完成后将在此上线。',
  product: {
    market: '行情',
    spot: '币币交易',
    futures: '合约交易',
    options: '秒合约',
    finance: '理财',
    wallet: '钱包',
    kyc: '身份认证',
    coupons: '优惠券',
    bills: '账单',
    copyTrading: '跟单交易',
    otc: 'OTC交易',
    ieo: 'IEO',
    lockMining: '锁仓挖矿',
    dualInvest: '双币投资',
    nft: 'NFT市场',
    loans: '借贷',
    games: '小游戏',
    support: '在线客服',
    location: '位置',
  },
} satisfies Messages<typeof en>;
