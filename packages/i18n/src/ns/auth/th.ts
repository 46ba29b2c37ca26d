import type en from './en';
import type { Messages } from '../../types';

export default {
  tabs: {
    email: 'อีเมล',
    mobile: 'โทรศัพท์มือถือ',
  },
  login: {
    title: 'เข้าสู่ระบบ',
    welcome: 'ยินดีต้อนรับกลับมา',
    subtitle: 'เข้าสู่ระบบเพื่อเทรดและจัดการสินทรัพย์ของคุณ',
    submit: 'เข้าสู่ระบบ',
    forgot: 'ลืมรหัสผ่าน?',
    noAccount: 'ยังไม่มีบัญชี?',
    register: 'สร้างบัญชี',
  },
  register: {
    title: 'ลงทะเบียน',
    heading: 'สร้างบัญชีของคุณ',
    subtitle: 'คริปโตและหุ้นสหรัฐฯ ในแอปเดียว',
    submit: 'ลงทะเบียน',
    haveAccount: 'มีบัญชีอยู่แล้ว?',
    login: 'เข้าสู่ระบบ',
    invite: 'รหัสเชิญ',
    inviteOptional: 'รหัสเชิญ (ไม่บังคับ)',
    invitePlaceholder: 'กรอกรหัสเชิญ',
  },
  forget: {
    title: 'รีเซ็ตรหัสผ่าน',
    heading: 'รีเซ็ตรหัสผ่านของคุณ',
    subtitle: 'เราจะส่งรหัสไปยังอีเมลหรือโทรศัพท์มือถือของคุณ',
    submit: 'รีเซ็ตรหัสผ่าน',
  },
} satisfies Messages<typeof en>;
