import type en from './en';
import type { Messages } from '../../types';

export default {
  header: {
    language: '語言',
    support: '線上客服',
    account: '帳戶及設定',
  },
  banners: {
    label: '精選推介',
    goTo: '查看第{{n}}張',
  },
  notice: {
    ok: '知道了',
  },
  shortcuts: {
    title: '服務',
    more: '更多',
    less: '收起',
  },
  shortcut: {
    contact: '聯絡我們',
    borrowing: '借貸',
    repayment: '還款',
    recharge: '存幣',
    withdraw: '提幣',
    stock: '股票',
    contract: '合約',
    copy: '跟單',
    financial: '理財',
    superLeverage: '超級槓桿',
    otc: 'OTC',
    coupon: '領券中心',
    bill: '帳單',
    exchange: '閃兌',
    lockMining: '鎖倉挖礦',
    game: '小遊戲',
    chat: '聊天室',
    quickDeposit: '快捷存款',
    defiMining: 'DeFi挖礦',
    cloudMining: '雲挖礦',
    coinTransfer: '幣幣劃轉',
    ieo: 'IEO',
    options: '期權',
    nft: 'NFT',
    invest: '雙幣投資',
    download: '安裝應用',
  },
  market: {
    title: '行情',
    pending: '接入行情數據後，實時價格會在這裡顯示。',
    viewAll: '查看行情',
  },
  news: {
    title: '資訊',
    empty: '暫無資訊',
  },
} satisfies Messages<typeof en>;
