/** Coupons (zh). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: '优惠券中心',
  claimTitle: '领取优惠券',
  noCampaigns: '目前没有可领取的优惠券',
  mineTitle: '我的优惠券',
  tab: { usable: '可使用', used: '已使用', expired: '已过期' },
  empty: { usable: '没有可使用的优惠券', used: '还没有已使用的优惠券', expired: '没有已过期的优惠券' },
  how: {
    title: '优惠券如何使用',
    fee: '手续费折扣券按其比例减免一笔订单的交易手续费，最多减免至其上限。',
    voucher: '体验券为一笔秒合约订单垫付本金，或为一笔合约仓位垫付保证金。订单结束时，垫付的金额会收回：您只保留盈利部分。',
    expiry: '每张优惠券都有到期日，过期后无法使用。',
    funded: '每张优惠券都由平台已注资的账户支付：领取时即预留其价值。',
  },
  label: {
    fee_discount: '手续费 {{percent}}% 折扣（最多 {{cap}}）',
    stake_voucher: '{{amount}} 期权本金体验券',
    margin_voucher: '{{amount}} 合约保证金体验券',
  },
  product: { lever: '合约', microtrade: '期权' },
  validDays_one: '领取后 {{count}} 天内有效',
  validDays_other: '领取后 {{count}} 天内有效',
  claimUntil: '领取截止 {{when}}',
  alreadyClaimed: '已领取',
  claim: '领取',
  claimed: '领取成功',
  availability: { open: '可领取', paused: '已暂停', ended: '已结束', exhausted: '已领完', awaiting_funding: '等待注资' },
  fromGame: '小游戏奖品',
  expires: '{{when}} 到期',
  status: { held: '可使用', in_use: '正用于未结束的订单', used: '已使用', expired: '已过期' },
  gave: {
    fee_discount: '节省手续费 {{amount}} · {{when}}',
    stake_voucher: '垫付本金 {{amount}} · {{when}}',
    margin_voucher: '垫付保证金 {{amount}} · {{when}}',
  },
  returned: '订单结束时收回的垫付金额：{{amount}}',
  orderRef: '订单 {{ref}}',
  use: '去使用',
  picker: { title: '优惠券', none: '不使用' },
  effect: {
    fee_discount: '此优惠券可减免手续费 {{amount}}。',
    stake_voucher: '此体验券垫付本金 {{amount}}。订单结束时垫付金额将收回：您只保留盈利部分。',
    margin_voucher: '此体验券垫付保证金 {{amount}}。平仓时垫付金额将收回：您只保留盈利部分。',
  },
  order: {
    fee_discount: '优惠券 #{{id}}：手续费减免 {{amount}}',
    stake_voucher: '体验券 #{{id}}：垫付本金 {{amount}}',
    margin_voucher: '体验券 #{{id}}：垫付保证金 {{amount}}',
  },
} satisfies Messages<typeof en>;
