/** Orders and fills as the API answers them, from what a market's writer holds in memory. */
import type { SpotFill } from '@bourse/contract';
import { parseUnits } from '@bourse/money';
import { AppError } from '../../platform/errors';
import type { TradeRecord } from './items';
import type { OrderState, SpotMarket } from './market';
import type { OrderRow } from './store';

/** An order the writer holds, in the shape of its row. */
export function rowOf(m: SpotMarket, o: OrderState): OrderRow {
  return {
    id: o.id,
    market_id: m.shape.id,
    user_id: o.userId,
    side: o.side,
    kind: o.kind,
    tif: o.tif,
    post_only: o.postOnly,
    price: o.price,
    qty: o.qty,
    quote_budget: o.quoteBudget?.toString() ?? null,
    filled_qty: o.filledQty,
    filled_quote: o.filledQuote.toString(),
    fee: o.fee.toString(),
    status: o.status,
    cancel_reason: o.cancelReason,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
    coupon_id: o.coupon?.couponId ?? null,
    coupon_discount: o.coupon ? o.coupon.given.toString() : null,
  };
}

/** One of the order's fills as its owner sees it: their role and fee. */
export function fillOf(m: SpotMarket, t: TradeRecord, order: OrderState): SpotFill {
  const role = t.takerOrderId === order.id ? ('taker' as const) : ('maker' as const);
  const fee = role === 'taker' ? t.takerFee : t.makerFee;
  return {
    id: t.id,
    price: m.formatPrice(t.price),
    qty: m.formatQty(t.qty),
    side: t.takerSide,
    time: t.at.getTime(),
    role,
    // A buy pays its fee in the base coin it receives, a sell in the quote coin.
    fee: order.side === 'buy' ? m.formatBase(fee) : m.formatQuote(fee),
    fee_currency: order.side === 'buy' ? m.shape.base : m.shape.quote,
  };
}

export function parseQuote(text: string, scale: number): bigint {
  try {
    return parseUnits(text, scale, { allowZero: false });
  } catch {
    throw new AppError('AMOUNT_INVALID');
  }
}
