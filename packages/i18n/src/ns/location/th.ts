import type en from './en';
import type { Messages } from '../../types';

export default {
  choose: {
    title: 'ประเทศหรือภูมิภาค',
    lead: 'ประเทศหรือภูมิภาคที่คุณเลือกจะกำหนดรหัสโทรศัพท์ของหมายเลขมือถือ และสกุลเงินที่ใช้แสดงจำนวนเงินของคุณ',
    dialCode: 'รหัสโทรศัพท์',
    currency: 'สกุลเงิน',
    saved: 'ตั้งประเทศหรือภูมิภาคเป็น{{region}}แล้ว',
    savedFiat: 'ตั้งประเทศหรือภูมิภาคเป็น{{region}}แล้ว ตอนนี้แสดงจำนวนเงินเป็น {{fiat}}',
    fiatNote: 'คุณเปลี่ยนสกุลเงินได้ทุกเมื่อในการตั้งค่า',
  },
  open: {
    title: 'ตำแหน่ง',
    coordinates: 'พิกัด',
    openInMaps: 'เปิดในแอปแผนที่',
    openOnWeb: 'ดูบน OpenStreetMap',
    copy: 'คัดลอกที่อยู่',
    invalid: 'ลิงก์ตำแหน่งนี้ไม่ถูกต้อง',
    invalidHint: 'ตำแหน่งต้องมีที่อยู่ หรือละติจูดตั้งแต่ -90 ถึง 90 และลองจิจูดตั้งแต่ -180 ถึง 180',
  },
} satisfies Messages<typeof en>;
