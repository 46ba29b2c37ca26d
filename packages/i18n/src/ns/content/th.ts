import type en from './en';
import type { Messages } from '../../types';

export default {
  article: {
    title: 'บทความ',
    missing: 'ไม่พบบทความนี้',
  },
  faq: {
    title: 'คำถามที่พบบ่อย',
    empty: 'ยังไม่มีคำถาม',
  },
  contact: {
    title: 'ติดต่อเรา',
    email: 'อีเมลฝ่ายบริการ',
  },
  about: {
    title: 'เกี่ยวกับเรา',
  },
  compliance: {
    title: 'การปฏิบัติตามข้อกำหนด',
  },
  webView: {
    title: 'หน้าเว็บ',
    open: 'เปิดในเบราว์เซอร์',
    invalid: 'ไม่สามารถเปิดลิงก์นี้ได้',
  },
} satisfies Messages<typeof en>;
