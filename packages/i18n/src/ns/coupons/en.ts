/** Coupons: the coupon centre, the order forms' coupon picker, and what an order's record says of its coupon (issue 18). */
export default {
  title: 'Coupon centre',
  claimTitle: 'Claim a coupon',
  noCampaigns: 'No coupons to claim right now',
  mineTitle: 'My coupons',
  tab: { usable: 'Usable', used: 'Used', expired: 'Expired' },
  empty: { usable: 'No usable coupons', used: 'No used coupons yet', expired: 'No expired coupons' },
  how: {
    title: 'How coupons work',
    fee: 'A fee discount takes its percentage off the trading fee of one order, up to its cap.',
    voucher:
      'An experience voucher lends the stake of one seconds-options order or the margin of one futures position. When the order ends, the credit goes back: you keep only the profit.',
    expiry: 'Each coupon has an expiry date. An expired coupon cannot be used.',
    funded: 'Every coupon is paid from a funded platform account: its value is set aside when you claim it.',
  },
  label: {
    fee_discount: '{{percent}}% off fees (up to {{cap}})',
    stake_voucher: '{{amount}} options stake voucher',
    margin_voucher: '{{amount}} futures margin voucher',
  },
  product: { lever: 'Futures', microtrade: 'Options' },
  validDays_one: 'Valid for {{count}} day after claiming',
  validDays_other: 'Valid for {{count}} days after claiming',
  claimUntil: 'Claim by {{when}}',
  alreadyClaimed: 'Claimed',
  claim: 'Claim',
  claimed: 'Coupon claimed',
  availability: {
    open: 'Open',
    paused: 'Paused',
    ended: 'Ended',
    exhausted: 'All claimed',
    awaiting_funding: 'Awaiting funding',
  },
  fromGame: 'Mini game prize',
  expires: 'Expires {{when}}',
  status: { held: 'Usable', in_use: 'In use on an open order', used: 'Used', expired: 'Expired' },
  gave: {
    fee_discount: 'Saved {{amount}} on fees · {{when}}',
    stake_voucher: 'Lent {{amount}} of stake · {{when}}',
    margin_voucher: 'Lent {{amount}} of margin · {{when}}',
  },
  returned: 'Credit returned when the order ended: {{amount}}',
  orderRef: 'Order {{ref}}',
  use: 'Use',
  picker: { title: 'Coupon', none: 'No coupon' },
  effect: {
    fee_discount: 'This coupon takes {{amount}} off the fee.',
    stake_voucher: 'This voucher pays {{amount}} of the stake. When the order ends, that credit goes back: you keep only the profit.',
    margin_voucher:
      'This voucher pays {{amount}} of the margin. When the position closes, that credit goes back: you keep only the profit.',
  },
  order: {
    fee_discount: 'Coupon #{{id}}: {{amount}} off the fee',
    stake_voucher: 'Voucher #{{id}}: {{amount}} of the stake lent',
    margin_voucher: 'Voucher #{{id}}: {{amount}} of the margin lent',
  },
};
