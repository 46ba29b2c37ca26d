import type en from './en';
import type { Messages } from '../../types';

export default {
  header: {
    language: 'ภาษา',
    support: 'ฝ่ายบริการลูกค้า',
    account: 'บัญชีและการตั้งค่า',
  },
  banners: {
    label: 'ไฮไลต์',
    goTo: 'แสดงไฮไลต์ที่ {{n}}',
  },
  notice: {
    ok: 'รับทราบ',
  },
  shortcuts: {
    title: 'บริการ',
    more: 'เพิ่มเติม',
    less: 'ย่อ',
  },
  shortcut: {
    contact: 'ติดต่อเรา',
    borrowing: 'กู้ยืม',
    repayment: 'ชำระคืน',
    recharge: 'ฝาก',
    withdraw: 'ถอน',
    stock: 'หุ้น',
    contract: 'ฟิวเจอร์ส',
    copy: 'เทรดตาม',
    financial: 'การเงิน',
    superLeverage: 'เลเวอเรจสูง',
    otc: 'OTC',
    coupon: 'ศูนย์คูปอง',
    bill: 'รายการบัญชี',
    exchange: 'แลกเปลี่ยน',
    lockMining: 'ขุดแบบล็อก',
    game: 'มินิเกม',
    chat: 'ห้องแชท',
    quickDeposit: 'ฝากด่วน',
    defiMining: 'ขุด DeFi',
    cloudMining: 'ขุดบนคลาวด์',
    coinTransfer: 'โอนเหรียญ',
    ieo: 'IEO',
    options: 'ออปชัน',
    nft: 'NFT',
    invest: 'ลงทุนสองสกุล',
    download: 'ติดตั้งแอป',
  },
  market: {
    title: 'ตลาด',
    pending: 'ราคาแบบเรียลไทม์จะแสดงที่นี่เมื่อเชื่อมต่อข้อมูลตลาดแล้ว',
    viewAll: 'เปิดหน้าตลาด',
  },
  news: {
    title: 'ข่าวสาร',
    empty: 'ยังไม่มีข่าวสาร',
  },
} satisfies Messages<typeof en>;
