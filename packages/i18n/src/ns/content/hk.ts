import type en from './en';
import type { Messages } from '../../types';

export default {
  article: {
    title: '文章詳情',
    missing: '找不到這篇文章',
  },
  faq: {
    title: '常見問題',
    empty: '暫無問題',
  },
  contact: {
    title: '聯絡我們',
    email: '客服電郵',
  },
  about: {
    title: '關於我們',
  },
  compliance: {
    title: '營運合規',
  },
  webView: {
    title: '網頁',
    open: '在瀏覽器開啟',
    invalid: '無法開啟此連結',
  },
} satisfies Messages<typeof en>;
