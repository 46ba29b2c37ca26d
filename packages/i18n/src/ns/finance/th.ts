/** The Finance tab (th). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: 'การเงิน',
  intro: 'รับผลตอบแทนจากสิ่งที่คุณถือ จากผลิตภัณฑ์ที่มีเงินทุนจ่ายก่อนคุณสมัคร',
  lock: {
    title: 'การล็อกเพื่อรับผลตอบแทน',
    range: 'รายวัน {{min}} ถึง {{max}}',
    terms: 'ระยะเวลา: {{terms}}',
    locked: 'ล็อกอยู่',
    interestPaid: 'ดอกเบี้ยที่จ่ายแล้ว',
    interestToCome: 'ดอกเบี้ยที่จะได้รับ',
    next: 'ดอกเบี้ยครั้งถัดไป: {{when}}',
    orders: 'คำสั่งของฉัน',
    browse: 'สมัคร',
    none: 'คุณไม่มีคำสั่งล็อกที่กำลังดำเนินการ',
    signIn: 'เข้าสู่ระบบเพื่อดูการถือครองและดอกเบี้ย',
    awaiting: 'ขายหมด: รอเติมเงินทุน',
    days: '{{days}} วัน',
  },
} satisfies Messages<typeof en>;
