/** The Finance tab (hk). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: '理財',
  intro: '用您持有的資產賺取收益；產品的收益在您申購前已注資。',
  lock: {
    title: '鎖倉挖礦',
    range: '日收益 {{min}} 至 {{max}}',
    terms: '期限：{{terms}}',
    locked: '鎖倉中',
    interestPaid: '已發利息',
    interestToCome: '待發利息',
    next: '下次派息：{{when}}',
    orders: '我的訂單',
    browse: '去申購',
    none: '您沒有進行中的鎖倉訂單。',
    signIn: '登入後查看您的持倉和利息。',
    awaiting: '已售罄：等待注資',
    days: '{{days}} 天',
  },
} satisfies Messages<typeof en>;
