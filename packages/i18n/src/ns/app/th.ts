import type en from './en';
import type { Messages } from '../../types';

export default {
  tabs: {
    home: 'หน้าแรก',
    market: 'ตลาด',
    trade: 'เทรด',
    finance: 'การเงิน',
    assets: 'สินทรัพย์',
  },
  tradeKinds: {
    label: 'ผลิตภัณฑ์การเทรด',
    spot: 'สปอต',
    futures: 'ฟิวเจอร์ส',
    options: 'ออปชัน',
    signIn: 'เข้าสู่ระบบเพื่อเทรด',
  },
  nav: {
    back: 'ย้อนกลับ',
    main: 'เมนูหลัก',
    tabs: 'แท็บ',
    settings: 'การตั้งค่า',
  },
  actions: {
    backHome: 'กลับหน้าแรก',
    cancel: 'ยกเลิก',
    confirm: 'ยืนยัน',
    save: 'บันทึก',
  },
  states: {
    loading: 'กำลังโหลด…',
    empty: 'ยังไม่มีข้อมูล',
    error: 'โหลดข้อมูลไม่สำเร็จ',
    errorHint: 'โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
    retry: 'ลองอีกครั้ง',
    loadMore: 'โหลดเพิ่มเติม',
    noMore: 'ไม่มีข้อมูลเพิ่มเติม',
  },
  page: {
    loadFailed: 'โหลดหน้านี้ไม่สำเร็จ',
  },
  notFound: {
    title: 'ไม่พบหน้านี้',
    body: 'หน้าที่คุณต้องการไม่มีอยู่หรือถูกย้ายไปแล้ว',
  },
  network: {
    error: 'เครือข่ายขัดข้อง โปรดตรวจสอบการเชื่อมต่อ',
    timeout: 'คำขอหมดเวลา โปรดลองอีกครั้ง',
    status: 'เครือข่ายขัดข้อง ({{status}}) โปรดลองอีกครั้ง',
  },
  time: {
    justNow: 'เมื่อสักครู่',
  },
  code: {
    send: 'ขอรหัส',
    sending: 'กำลังส่ง…',
    resend: 'ส่งใหม่ใน {{seconds}} วินาที',
  },
  form: {
    email: 'อีเมล',
    emailPlaceholder: 'กรอกอีเมลของคุณ',
    mobile: 'หมายเลขโทรศัพท์มือถือ',
    mobilePlaceholder: 'กรอกหมายเลขโทรศัพท์มือถือ',
    password: 'รหัสผ่าน',
    passwordPlaceholder: 'กรอกรหัสผ่าน',
    newPassword: 'รหัสผ่านใหม่',
    passwordRule: 'ยาวกว่าหกตัวอักษร',
    confirmPassword: 'ยืนยันรหัสผ่าน',
    confirmPlaceholder: 'กรอกรหัสผ่านอีกครั้ง',
    code: 'รหัสยืนยัน',
    codePlaceholder: 'รหัส 6 หลัก',
    showPassword: 'แสดงรหัสผ่าน',
    hidePassword: 'ซ่อนรหัสผ่าน',
    /** Why a typed amount was refused (DecimalField). */
    amount: {
      character: 'พิมพ์ได้เฉพาะตัวเลข และใช้ “{{decimal}}” เป็นจุดทศนิยม',
      separator: 'ไม่ต้องใส่ตัวคั่นหลักพัน ใช้ “{{decimal}}” เป็นจุดทศนิยม (เช่น 1234{{decimal}}5)',
      decimals: 'ทศนิยมได้ไม่เกิน {{count}} ตำแหน่ง',
      whole: 'ใส่ได้เฉพาะจำนวนเต็ม',
    },
  },
  area: {
    title: 'ประเทศหรือภูมิภาค',
    search: 'ค้นหาชื่อหรือรหัสโทรศัพท์',
    empty: 'ไม่พบประเทศหรือภูมิภาคที่ตรงกัน',
  },
  copy: {
    done: 'คัดลอกแล้ว',
    failed: 'คัดลอกไม่สำเร็จ โปรดคัดลอกด้วยตนเอง',
  },
  simulated: {
    label: 'ตลาดจำลอง',
    hint: 'ราคามาจากระบบจำลองตลาด ไม่ใช่จากตลาดแลกเปลี่ยนจริง',
  },
  version: 'เวอร์ชัน {{version}}',
} satisfies Messages<typeof en>;
