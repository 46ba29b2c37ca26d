/**
 * The copy trading agreement, as documents in two languages (SPEC section 2: agreement_zh and
 * agreement_en). They are the agreement's text, not interface strings: every other language links
 * to the English one (format.ts, agreementPath).
 */
export const AGREEMENT = {
  en: [
    'Copy trading opens futures positions in your own futures account when a trader you follow opens one. Each copy is your position: your margin, your fees, your profit and your loss.',
    'A copy opens at the feed’s price at that moment, never at the trader’s earlier price, with the trader’s leverage. If the price has moved from the trader’s fill by more than your slippage cap, if the copy would use more margin than your follow amount, if your futures balance cannot cover its margin and fee, or if the market cannot take the lots, the copy is skipped and the receipt says why.',
    'With a fixed multiple your lots are the trader’s lots times the multiple (a result above 1 that is not whole is rounded to two decimals, and futures open whole lots only); with fixed lots each copy has the lots you chose.',
    'When the trader closes, or a take-profit or stop-loss closes the trader’s position, your open copies close at the same price. You may close a copy yourself at any time, or detach it (self-hold) so it no longer closes with the trader.',
    'The trader’s profit share, shown before you follow, is taken from a copy’s realised profit after fees, only when it closes in profit, and paid to the trader through the ledger. Nothing is charged on a loss.',
    'Past results shown on a trader’s page are computed from closed positions and do not promise future results. Leveraged trading can lose the whole margin. Cancelling a follow stops new copies; open copies stay open until they close.',
  ],
  zh: [
    '跟单会在您跟随的交易员开仓时，在您自己的合约账户中开立仓位。每笔跟单都是您的仓位：保证金、手续费、盈利和亏损均归您所有。',
    '跟单按当时行情价开仓，而不是交易员较早的价格，并使用交易员的杠杆。若价格相对交易员成交价的偏离超过您的滑点上限、跟单所需保证金将超过跟单金额、您的合约余额不足以支付保证金和手续费，或市场无法接受该手数，则跳过该跟单，并在凭证中说明原因。',
    '固定倍数模式下，您的手数为交易员手数乘以倍数（大于1且非整数的结果四舍五入到两位小数，合约只接受整数手）；固定手数模式下，每笔跟单为您设定的手数。',
    '交易员平仓，或止盈止损触发其平仓时，您未平仓的跟单按相同价格平仓。您可随时自行平仓，或转为自主持仓，使其不再随交易员平仓。',
    '交易员的分润比例在跟随前展示，仅在跟单盈利平仓时从扣除手续费后的已实现利润中收取，并通过账本支付给交易员。亏损不收取任何费用。',
    '交易员主页展示的历史业绩由已平仓仓位计算，不代表未来收益。杠杆交易可能损失全部保证金。取消跟单会停止新的跟单，已开跟单保持至平仓。',
  ],
} as const;
