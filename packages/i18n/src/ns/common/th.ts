import type en from './en';
import type { Messages } from '../../types';

export default {
  ok: 'ตกลง',
  success: 'สำเร็จ',
  loginSuccess: 'เข้าสู่ระบบสำเร็จ',
  registerSuccess: 'ลงทะเบียนสำเร็จ',
  logoutSuccess: 'ออกจากระบบแล้ว',
  saved: 'บันทึกแล้ว',
  codeSent: 'ส่งรหัสยืนยันแล้ว',
  codeValid: 'รหัสยืนยันถูกต้อง',
  passwordChanged: 'เปลี่ยนรหัสผ่านแล้ว',
  payPasswordSet: 'ตั้งรหัสผ่านการชำระเงินแล้ว',
  mobileBound: 'ผูกหมายเลขโทรศัพท์มือถือแล้ว',
  emailBound: 'ผูกอีเมลแล้ว',
  mailSubject: 'รหัสยืนยัน {{site}}',
  mailBody: 'รหัสยืนยัน {{site}} ของคุณคือ {{code}} รหัสนี้จะหมดอายุใน 10 นาที หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่อข้อความนี้ และห้ามเปิดเผยรหัสให้ผู้อื่นทราบ',
  smsBody: '[{{site}}] รหัสยืนยันของคุณคือ {{code}} ใช้ได้ภายใน 10 นาที ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น',
  transferDone: 'โอนสำเร็จ',
} satisfies Messages<typeof en>;
