import type en from './en';
import type { Messages } from '../../types';

export default {
  header: {
    language: '语言',
    support: '在线客服',
    account: '账户与设置',
  },
  banners: {
    label: '精选活动',
    goTo: '查看第{{n}}张',
  },
  notice: {
    ok: '我知道了',
  },
  shortcuts: {
    title: '服务',
    more: '更多',
    less: '收起',
  },
  shortcut: {
    contact: '联系我们',
    borrowing: '借贷',
    repayment: '还款',
    recharge: '充币',
    withdraw: '提币',
    stock: '股票',
    contract: '合约',
    copy: '跟单',
    financial: '理财',
    superLeverage: '超级杠杆',
    otc: 'OTC',
    coupon: '领券中心',
    bill: '账单',
    exchange: '闪兑',
    lockMining: '锁仓挖矿',
    game: '小游戏',
    chat: '聊天室',
    quickDeposit: '快捷充值',
    defiMining: 'DeFi挖矿',
    cloudMining: '云挖矿',
    coinTransfer: '币币划转',
    ieo: 'IEO',
    options: '期权',
    nft: 'NFT',
    invest: '双币投资',
    download: '安装应用',
  },
  market: {
    title: '行情',
    pending: '行情数据接入后，实时价格将显示在这里。',
    viewAll: '查看行情',
  },
  news: {
    title: '资讯',
    empty: '暂无资讯',
  },
} satisfies Messages<typeof en>;
