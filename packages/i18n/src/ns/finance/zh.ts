/** The Finance tab (zh). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: '理财',
  intro: '用您持有的资产赚取收益；产品的收益在您申购前已注资。',
  lock: {
    title: '锁仓挖矿',
    range: '日收益 {{min}} 至 {{max}}',
    terms: '期限：{{terms}}',
    locked: '锁仓中',
    interestPaid: '已发利息',
    interestToCome: '待发利息',
    next: '下次派息：{{when}}',
    orders: '我的订单',
    browse: '去申购',
    none: '您没有进行中的锁仓订单。',
    signIn: '登录后查看您的持仓和利息。',
    awaiting: '已售罄：等待注资',
    days: '{{days}} 天',
  },
} satisfies Messages<typeof en>;
