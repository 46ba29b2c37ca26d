import type en from './en';
import type { Messages } from '../../types';

export default {
  tabs: {
    home: '首頁',
    market: '行情',
    trade: '交易',
    finance: '理財',
    assets: '資產',
  },
  tradeKinds: {
    label: '交易產品',
    spot: '幣幣',
    futures: '合約',
    options: '期權',
    signIn: '登入後交易',
  },
  nav: {
    back: '返回',
    main: '主導覽',
    tabs: '標籤列',
    settings: '設定',
  },
  actions: {
    backHome: '返回首頁',
    cancel: '取消',
    confirm: '確定',
    save: '儲存',
  },
  states: {
    loading: '載入中…',
    empty: '暫無內容',
    error: '載入失敗',
    errorHint: '請檢查網絡連線後再試。',
    retry: '重試',
    loadMore: '載入更多',
    noMore: '沒有更多資料了',
  },
  page: {
    loadFailed: '頁面載入失敗',
  },
  notFound: {
    title: '找不到頁面',
    body: '你要找的頁面不存在或已移動。',
  },
  network: {
    error: '網絡錯誤，請檢查網絡連線',
    timeout: '請求逾時，請再試一次',
    status: '網絡錯誤（{{status}}），請再試一次',
  },
  time: {
    justNow: '剛剛',
  },
  code: {
    send: '獲取驗證碼',
    sending: '傳送中…',
    resend: '{{seconds}}秒後重新傳送',
  },
  form: {
    email: '電郵',
    emailPlaceholder: '請輸入電郵地址',
    mobile: '手機號碼',
    mobilePlaceholder: '請輸入手機號碼',
    password: '密碼',
    passwordPlaceholder: '請輸入密碼',
    newPassword: '新密碼',
    passwordRule: '密碼長度須多於六位',
    confirmPassword: '確認密碼',
    confirmPlaceholder: '請再次輸入密碼',
    code: '驗證碼',
    codePlaceholder: '6位驗證碼',
    showPassword: '顯示密碼',
    hidePassword: '隱藏密碼',
    /** Why a typed amount was refused (DecimalField). */
    amount: {
      character: '只能輸入數字，小數點用「{{decimal}}」',
      separator: '不要使用千位分隔符，小數點用「{{decimal}}」（如 1234{{decimal}}5）',
      decimals: '最多 {{count}} 位小數',
      whole: '只能輸入整數',
    },
  },
  area: {
    title: '國家或地區',
    search: '搜尋名稱或區號',
    empty: '沒有符合的國家或地區',
  },
  copy: {
    done: '已複製',
    failed: '複製失敗，請手動複製',
  },
  simulated: {
    label: '模擬行情',
    hint: '價格來自行情模擬器，並非真實交易所',
  },
  version: '版本 {{version}}',
} satisfies Messages<typeof en>;
