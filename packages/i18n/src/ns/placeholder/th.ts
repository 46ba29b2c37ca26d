import type en from './en';
import type { Messages } from '../../types';

export default {
  title: 'ยังไม่เปิดให้บริการ',
  body: '{{product}} กำลังอยู่ระหว่างการพัฒนา และจะแสดงที่นี่ทันทีที่พร้อม',
  product: {
    market: 'ตลาด',
    spot: 'เทรดสปอต',
    futures: 'ฟิวเจอร์ส',
    options: 'ออปชันรายวินาที',
    finance: 'การเงิน',
    wallet: 'กระเป๋าเงิน',
    kyc: 'ยืนยันตัวตน',
    coupons: 'คูปอง',
    bills: 'รายการบัญชี',
    copyTrading: 'เทรดตาม',
    otc: 'เทรด OTC',
    ieo: 'IEO',
    lockMining: 'ขุดแบบล็อก',
    dualInvest: 'ลงทุนสองสกุล',
    nft: 'ตลาด NFT',
    loans: 'สินเชื่อ',
    games: 'มินิเกม',
    support: 'ฝ่ายบริการลูกค้า',
    location: 'ตำแหน่งที่ตั้ง',
  },
} satisfies Messages<typeof en>;
