/** The chat room (a tab of pages/kefu/index). (th) */
import type { Messages } from '../../types';
import type en from './en';

export default {
  room: 'ห้อง',
  empty: 'ยังไม่มีข้อความ',
  emptyHint: 'ทักทายห้องนี้สิ',
  you: 'คุณ',
  report: 'รายงาน',
  reportConfirm: 'รายงานข้อความนี้ให้ผู้ดูแลหรือไม่',
  cancel: 'ยกเลิก',
  reported: 'รายงานแล้ว ขอบคุณ',
  filtered: 'ลิงก์และข้อมูลติดต่อถูกซ่อน',
  mutedUntil: 'ผู้ดูแลปิดเสียงคุณจนถึง {{time}}',
  writeSomething: 'กรุณาพิมพ์ข้อความก่อน',
  placeholder: 'ส่งข้อความถึงห้อง',
  send: 'ส่ง',
  rules: 'ไม่เกิน 300 ตัวอักษร 5 ข้อความต่อ 30 วินาที ลิงก์และข้อมูลติดต่อจะถูกซ่อน เจ้าหน้าที่จะไม่ทักคุณก่อนที่นี่',
} satisfies Messages<typeof en>;
