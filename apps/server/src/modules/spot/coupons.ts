/**
 * Fee-discount coupons on spot orders (issue 18), in the batch writer's memory like every other
 * money movement here (settle.ts), written by the batch's one ledger write:
 * - placing an order with a coupon reserves it (the coupon is checked through coupons'
 *   `spotDiscounts` port before the order is queued, and its row is taken in the batch's
 *   transaction: a coupon another order took first refuses this order, and nothing is written);
 * - each fill of the order, taker or maker, while the coupon has not expired, is paid `percent`
 *   of its fee's worth in the quote coin (a sell's fee is in the quote; a buy's, in the base, is
 *   worth fee x price, rounded down), rounded down, until the cap is used: `coupon.fee_discount`,
 *   key `coupon:use:<coupon>:<taker>:<maker>`, from the coupon's treasury hold to the owner's
 *   quote balance, in the fill's own batch;
 * - when the order ends (filled, cancelled, refused by the book), what the hold has left goes back
 *   to the treasury (`coupon.release`, key `coupon:release:<coupon>`) and the coupon is used;
 *   an order that gave nothing gives the coupon back to the user instead (held, its hold intact),
 *   or, past the coupon's expiry, releases it as expired (`coupon.expire`, `coupon:expire:<coupon>`).
 * The fee itself is unchanged: the trade entry posts it to `sys:fees` as before, and the fee port
 * (invite's rebates) hears that fee; the discount is the campaign's money, not the fee revenue's.
 */
import { batchEntry, type HoldChange } from '@bourse/ledger';
import type { SpotCouponMove as CouponMove, SpotCouponTerms } from '../../platform/spot-discounts';
import type { OrderState } from './market';
import { accountOf, type Writes } from './settle';

export type { SpotDiscounts } from '../../platform/spot-discounts';
export type { CouponMove };

/** The coupon an order holds, with what it gave so far. */
export interface OrderCoupon extends SpotCouponTerms {
  given: bigint;
}

/** What a new order's coupon is: its terms, or why it cannot be used (thrown when the order is placed, not replayed). */
export type CouponLookup = { terms: SpotCouponTerms } | { error: unknown };

const refOf = (o: OrderState) => `spot:${o.id}`;

function moveOf(w: Writes, o: OrderState, c: OrderCoupon): CouponMove {
  let move = w.couponMoves.get(c.couponId);
  if (!move) {
    move = { couponId: c.couponId, userId: o.userId, orderRef: refOf(o), reserve: false, given: 0n, released: 0n, ending: null };
    w.couponMoves.set(c.couponId, move);
  }
  return move;
}

/** The coupon's treasury hold: paid out of (settled) or released, once per hold in the batch. */
function takeFromHold(w: Writes, c: OrderCoupon, amount: bigint, column: 'settled' | 'released'): void {
  const change: HoldChange = w.holdChanges.get(c.holdId) ?? { holdId: c.holdId, account: c.account, settled: 0n, released: 0n };
  change[column] += amount;
  w.holdChanges.set(c.holdId, change);
}

/** The order was opened with the coupon: reserve it (once per batch: a second order naming it is refused before it exists). */
export function reserveCoupon(w: Writes, o: OrderState): void {
  moveOf(w, o, o.coupon!).reserve = true;
}

/** Whether this batch already moved the coupon (it cannot be reserved again in it). */
export const couponBusy = (w: Writes, couponId: number): boolean => w.couponMoves.has(couponId);

/**
 * One side of a fill: the discount on its fee (minor units of `o`'s received asset), paid from the
 * coupon's hold into the owner's quote balance. `fill` is the fill's quote and base amounts and its
 * key (`<taker>:<maker>`).
 */
export function discountFee(w: Writes, o: OrderState, fee: bigint, fill: { quote: bigint; base: bigint; key: string; at: Date }): bigint {
  const c = o.coupon;
  if (!c || fee <= 0n || c.given >= c.cap || fill.at.getTime() >= c.expiresAt) return 0n;
  // A buyer's fee is in the base coin: its worth in the quote at this fill's price, rounded down.
  const worth = o.side === 'sell' ? fee : (fee * fill.quote) / fill.base;
  const want = (worth * BigInt(c.percent)) / 100n;
  const give = want < c.cap - c.given ? want : c.cap - c.given;
  if (give <= 0n) return 0n;
  const m = w.m;
  const to = accountOf(m, o.userId, m.shape.quote);
  batchEntry(w, {
    key: `coupon:use:${c.couponId}:${fill.key}`,
    kind: 'coupon.fee_discount',
    meta: { couponId: c.couponId, orderRef: refOf(o), orderId: o.id, market: m.shape.symbol, fee: fee.toString(), holdIds: [c.holdId] },
    lines: [
      { account: c.account, bucket: 'frozen', amount: -give },
      { account: to, amount: give },
    ],
  });
  takeFromHold(w, c, give, 'settled');
  w.credit(to, give);
  c.given += give;
  moveOf(w, o, c).given += give;
  return give;
}

/** The order ended: release what the coupon's hold has left, or give the coupon back when it gave nothing. */
export function endCoupon(w: Writes, o: OrderState, at: Date): void {
  const c = o.coupon;
  if (!c) return;
  const move = moveOf(w, o, c);
  const expired = at.getTime() >= c.expiresAt;
  move.ending = c.given > 0n ? 'used' : expired ? 'expired' : 'held';
  if (move.ending === 'held') return;
  const rest = c.cap - c.given;
  if (rest <= 0n) return;
  const used = move.ending === 'used';
  batchEntry(w, {
    key: `coupon:${used ? 'release' : 'expire'}:${c.couponId}`,
    kind: used ? 'coupon.release' : 'coupon.expire',
    meta: { couponId: c.couponId, orderRef: refOf(o), holdId: c.holdId },
    lines: [
      { account: c.account, bucket: 'frozen', amount: -rest },
      { account: c.account, bucket: 'available', amount: rest },
    ],
  });
  takeFromHold(w, c, rest, 'released');
  move.released += rest;
}
