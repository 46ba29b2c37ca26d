/** The Finance tab (jp). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: '資産運用',
  intro: '保有資産で収益を。支払いは申し込み前に資金が用意されています。',
  lock: {
    title: 'ロックアップ運用',
    range: '日利 {{min}}〜{{max}}',
    terms: '期間：{{terms}}',
    locked: 'ロック中',
    interestPaid: '支払済み利息',
    interestToCome: '今後の利息',
    next: '次回の利息：{{when}}',
    orders: '注文',
    browse: '申し込む',
    none: '運用中のロック注文はありません。',
    signIn: 'ログインすると保有額と利息が表示されます。',
    awaiting: '完売：資金待ち',
    days: '{{days}}日',
  },
} satisfies Messages<typeof en>;
