/**
 * The trading fees a batch moved into `sys:fees` (settle.ts), one per side of each fill, for the
 * fee port's listeners (platform/fee-hooks.ts: the invite module's rebates) to hear inside the
 * batch's transaction. The buyer pays in the base asset and the seller in the quote; the market
 * maker pays none. `feeRef` is the fill's own entry key plus the side, so a listener keys one
 * payment per fee.
 */
import type { FeePaid } from '../../platform/fee-hooks';
import { MARKET_MAKER, type OrderState, type SpotMarket } from './market';
import type { Writes } from './settle';

export function feesOf(m: SpotMarket, w: Writes): FeePaid[] {
  const orders = new Map<number, OrderState>([...w.newOrders, ...w.changedOrders]);
  const out: FeePaid[] = [];
  for (const t of w.trades) {
    for (const [id, fee, role] of [
      [t.takerOrderId, t.takerFee, 'taker'],
      [t.makerOrderId, t.makerFee, 'maker'],
    ] as const) {
      const o = orders.get(id);
      if (!o || o.userId === MARKET_MAKER || fee <= 0n) continue;
      out.push({
        userId: o.userId,
        product: 'spot',
        orderId: o.id,
        feeRef: `spot:trade:${t.takerOrderId}:${t.makerOrderId}:${role}`,
        asset: o.side === 'buy' ? m.shape.base : m.shape.quote,
        amount: fee,
        book: m.book,
      });
    }
  }
  return out;
}
