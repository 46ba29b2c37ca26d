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
  download: {
    title: '安裝應用',
    lead: '本應用是網頁應用，無需從應用商店下載。將其加入主畫面後，它會像其他應用一樣全螢幕開啟，並始終保持最新。',
    note: '請只從本站自己的網址安裝。其他地方提供的同名應用都不是我們的。',
    ios: {
      title: 'iPhone 和 iPad（Safari）',
      step1: '用 Safari 開啟本站。',
      step2: '點按畫面底部的「分享」按鈕。',
      step3: '選擇「加入主畫面」，然後點「新增」。',
    },
    android: {
      title: 'Android（Chrome）',
      step1: '用 Chrome 開啟本站。',
      step2: '點按右上角的 ⋮ 選單。',
      step3: '選擇「安裝應用程式」或「新增至主畫面」，然後確認。',
    },
    desktop: {
      title: '電腦（Chrome 或 Edge）',
      step1: '用 Chrome 或 Edge 開啟本站。',
      step2: '點擊網址列右側的安裝圖示，或開啟瀏覽器選單。',
      step3: '選擇「安裝」（或「應用程式」→「將此網站安裝為應用程式」）。',
    },
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
