/** Coupons (hk). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: '優惠券中心',
  claimTitle: '領取優惠券',
  noCampaigns: '目前沒有可領取的優惠券',
  mineTitle: '我的優惠券',
  tab: { usable: '可使用', used: '已使用', expired: '已過期' },
  empty: { usable: '沒有可使用的優惠券', used: '尚未有已使用的優惠券', expired: '沒有已過期的優惠券' },
  how: {
    title: '優惠券如何使用',
    fee: '手續費折扣券按其比例減免一筆訂單的交易手續費，最多減免至其上限。',
    voucher: '體驗券為一筆秒合約訂單墊付本金，或為一筆合約倉位墊付保證金。訂單結束時，墊付的金額會收回：您只保留盈利部分。',
    expiry: '每張優惠券都有到期日，過期後無法使用。',
    funded: '每張優惠券都由平台已注資的帳戶支付：領取時即預留其價值。',
  },
  label: {
    fee_discount: '手續費 {{percent}}% 折扣（最多 {{cap}}）',
    stake_voucher: '{{amount}} 期權本金體驗券',
    margin_voucher: '{{amount}} 合約保證金體驗券',
  },
  product: { lever: '合約', microtrade: '期權' },
  validDays_one: '領取後 {{count}} 天內有效',
  validDays_other: '領取後 {{count}} 天內有效',
  claimUntil: '領取截止 {{when}}',
  alreadyClaimed: '已領取',
  claim: '領取',
  claimed: '領取成功',
  availability: { open: '可領取', paused: '已暫停', ended: '已結束', exhausted: '已領完', awaiting_funding: '等待注資' },
  fromGame: '小遊戲獎品',
  expires: '{{when}} 到期',
  status: { held: '可使用', in_use: '正用於未結束的訂單', used: '已使用', expired: '已過期' },
  gave: {
    fee_discount: '節省手續費 {{amount}} · {{when}}',
    stake_voucher: '墊付本金 {{amount}} · {{when}}',
    margin_voucher: '墊付保證金 {{amount}} · {{when}}',
  },
  returned: '訂單結束時收回的墊付金額：{{amount}}',
  orderRef: '訂單 {{ref}}',
  use: '去使用',
  picker: { title: '優惠券', none: '不使用' },
  effect: {
    fee_discount: '此優惠券可減免手續費 {{amount}}。',
    stake_voucher: '此體驗券墊付本金 {{amount}}。訂單結束時墊付金額將收回：您只保留盈利部分。',
    margin_voucher: '此體驗券墊付保證金 {{amount}}。平倉時墊付金額將收回：您只保留盈利部分。',
  },
  order: {
    fee_discount: '優惠券 #{{id}}：手續費減免 {{amount}}',
    stake_voucher: '體驗券 #{{id}}：墊付本金 {{amount}}',
    margin_voucher: '體驗券 #{{id}}：墊付保證金 {{amount}}',
  },
} satisfies Messages<typeof en>;
