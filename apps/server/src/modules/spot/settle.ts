/**
 * Turning what the book did into money, in memory, for the batch to write at once (flush.ts):
 * every fill is a trade and one ledger entry that moves the buyer's held quote to the seller and
 * the seller's held base to the buyer (fees, from configuration and rounded up, to the fee
 * account); every finished order releases what its hold still holds, and so does every order the
 * book rejects; a resting buy keeps exactly price x remaining held. Each command's results are
 * settled before the next command runs, so a batch ends where the same commands one by one would.
 *
 * `balances` follows the accounts the batch locked (those its orders hold from): a hold is
 * refused when the account would not have had the funds at that point of the sequence.
 */
import {
  type Balance,
  batchEntry,
  type EntryInput,
  type HoldChange,
  LedgerError,
  type NewHold,
  refKey,
  systemAccount,
  userAccount,
} from '@bourse/ledger';
import type { Fill, OrderEvent, Result } from '@bourse/matching';
import { applyRate } from '@bourse/money';
import { type CouponMove, discountFee, endCoupon } from './coupons';
import type { TradeRecord } from './items';
import { MARKET_MAKER, type OrderState, type SpotMarket } from './market';

export function accountOf(m: SpotMarket, userId: number, asset: string) {
  return userId === MARKET_MAKER ? systemAccount('marketMaker', asset) : userAccount(userId, asset, m.book);
}

/** The account an order's hold draws on: the base for a sell, the quote for a buy. */
export function holdAccount(m: SpotMarket, o: { userId: number; side: 'buy' | 'sell' }) {
  return accountOf(m, o.userId, o.side === 'sell' ? m.shape.base : m.shape.quote);
}

export class Writes {
  readonly entries: EntryInput[] = [];
  readonly newHolds = new Map<number, NewHold>();
  readonly holdChanges = new Map<number, HoldChange>();
  /** Orders created by the batch (inserted) and older ones it changed (updated). */
  readonly newOrders = new Map<number, OrderState>();
  readonly changedOrders = new Map<number, OrderState>();
  readonly trades: TradeRecord[] = [];
  /** The fills of each order created by the batch, for its answer. */
  readonly fills = new Map<number, TradeRecord[]>();
  /** What the batch did to fee-discount coupons (coupons.ts), by coupon. */
  readonly couponMoves = new Map<number, CouponMove>();

  constructor(
    readonly m: SpotMarket,
    readonly balances: Map<string, Balance>,
  ) {}

  /** The account's balance at this point of the batch (zero for one the batch did not lock). */
  balance(ref: { owner: string; asset: string; book: string }): Balance {
    return this.balances.get(refKey(ref)) ?? { available: 0n, frozen: 0n };
  }

  /** Money paid into an account's available balance by the batch (a coupon's discount). */
  credit(ref: { owner: string; asset: string; book: string }, amount: bigint): void {
    this.move(ref, amount, 0n);
  }

  private move(ref: { owner: string; asset: string; book: string }, available: bigint, frozen: bigint): void {
    const b = this.balances.get(refKey(ref));
    if (b) {
      b.available += available;
      b.frozen += frozen;
    }
  }

  /** A new order and its hold; INSUFFICIENT_BALANCE (before anything changes) when the funds are not there. */
  open(order: OrderState, amount: bigint): void {
    const m = this.m;
    const account = holdAccount(m, order);
    if (amount <= 0n) throw new LedgerError('INVALID_ENTRY', 'hold amount must be positive');
    if (this.balance(account).available < amount) throw new LedgerError('INSUFFICIENT_BALANCE');
    const key = `spot:hold:${order.id}`;
    batchEntry(this, {
      key,
      kind: m.shape.kind === 'stock' ? 'stock.hold' : 'spot.hold',
      meta: { orderId: order.id, market: m.shape.symbol },
      lines: [
        { account, bucket: 'available', amount: -amount },
        { account, bucket: 'frozen', amount },
      ],
    });
    this.newHolds.set(order.holdId, { id: order.holdId, key, account, amount, settled: 0n, released: 0n });
    this.move(account, -amount, amount);
    order.holdLeft = amount;
    this.newOrders.set(order.id, order);
    this.fills.set(order.id, []);
    m.orders.set(order.id, order);
  }

  /** Pay `amount` out of the order's hold, or release it back to the owner. */
  private take(order: OrderState, amount: bigint, column: 'settled' | 'released'): void {
    if (amount > order.holdLeft) throw new Error(`order ${order.id}: hold ${order.holdId} exceeded`);
    order.holdLeft -= amount;
    const account = holdAccount(this.m, order);
    const fresh = this.newHolds.get(order.holdId);
    const change = fresh ?? this.holdChanges.get(order.holdId) ?? { holdId: order.holdId, account, settled: 0n, released: 0n };
    change[column] += amount;
    if (!fresh) this.holdChanges.set(order.holdId, change as HoldChange);
    this.move(account, column === 'released' ? amount : 0n, -amount);
  }

  private touch(order: OrderState, at: Date): void {
    order.updatedAt = at;
    if (!this.newOrders.has(order.id)) this.changedOrders.set(order.id, order);
  }

  private release(order: OrderState, key: string, amount: bigint, meta: Record<string, unknown>): void {
    if (amount <= 0n) return;
    const account = holdAccount(this.m, order);
    batchEntry(this, {
      key,
      kind: 'spot.release',
      meta: { ...meta, holdId: order.holdId },
      lines: [
        { account, bucket: 'frozen', amount: -amount },
        { account, bucket: 'available', amount },
      ],
    });
    this.take(order, amount, 'released');
  }

  /** Settle one command's results: its fills, then what happened to each order. */
  apply(result: Result, at: Date): void {
    for (const fill of result.fills) this.fill(fill, at);
    for (const event of result.events) this.event(event, at);
  }

  private fill(fill: Fill, at: Date): void {
    const m = this.m;
    const { base, quote } = m.shape;
    const taker = m.orders.get(fill.takerId)!;
    const maker = m.orders.get(fill.makerId)!;
    const buyer = fill.takerSide === 'buy' ? taker : maker;
    const seller = fill.takerSide === 'buy' ? maker : taker;
    const quoteAmount = m.quoteOf(fill.price, fill.qty);
    const baseAmount = m.baseOf(fill.qty);
    const feePpm = (o: OrderState) => BigInt(o.userId === MARKET_MAKER ? 0 : o === taker ? m.rules.takerFeePpm : m.rules.makerFeePpm);
    const buyerFee = applyRate(baseAmount, feePpm(buyer), 'ceil');
    const sellerFee = applyRate(quoteAmount, feePpm(seller), 'ceil');
    const holdIds = [buyer.holdId, seller.holdId].sort((a, b) => a - b);
    const trade: TradeRecord = {
      id: 0,
      takerOrderId: fill.takerId,
      makerOrderId: fill.makerId,
      takerSide: fill.takerSide,
      price: fill.price,
      qty: fill.qty,
      quote: quoteAmount,
      takerFee: taker === buyer ? buyerFee : sellerFee,
      makerFee: maker === buyer ? buyerFee : sellerFee,
      at,
      platform: taker.userId === MARKET_MAKER || maker.userId === MARKET_MAKER,
      entry: batchEntry(this, {
        // A taker meets a maker at most once (one of the two is gone after their fill): the pair
        // names the trade before the trade row has its id.
        key: `spot:trade:${fill.takerId}:${fill.makerId}`,
        kind: m.shape.kind === 'stock' ? 'stock.trade' : 'spot.trade',
        meta: {
          market: m.shape.symbol,
          price: m.formatPrice(fill.price),
          qty: m.formatQty(fill.qty),
          taker: fill.takerId,
          maker: fill.makerId,
          // Each side's order, so a bill line opens the order it belongs to (wallet bills).
          buyOrder: buyer.id,
          sellOrder: seller.id,
          holdIds,
        },
        lines: [
          { account: holdAccount(m, buyer), bucket: 'frozen', amount: -quoteAmount },
          { account: holdAccount(m, seller), bucket: 'frozen', amount: -baseAmount },
          { account: accountOf(m, seller.userId, quote), amount: quoteAmount - sellerFee },
          ...(sellerFee > 0n ? [{ account: systemAccount('fees', quote), amount: sellerFee }] : []),
          { account: accountOf(m, buyer.userId, base), amount: baseAmount - buyerFee },
          ...(buyerFee > 0n ? [{ account: systemAccount('fees', base), amount: buyerFee }] : []),
        ],
      }),
    };
    this.trades.push(trade);
    // A fee-discount coupon on either order pays part of its fee back from the coupon's hold.
    const paid = { quote: quoteAmount, base: baseAmount, key: `${fill.takerId}:${fill.makerId}`, at };
    discountFee(this, buyer, buyerFee, paid);
    discountFee(this, seller, sellerFee, paid);
    this.take(buyer, quoteAmount, 'settled');
    this.take(seller, baseAmount, 'settled');
    this.move(accountOf(m, seller.userId, quote), quoteAmount - sellerFee, 0n);
    this.move(accountOf(m, buyer.userId, base), baseAmount - buyerFee, 0n);
    for (const [o, fee] of [
      [taker, trade.takerFee],
      [maker, trade.makerFee],
    ] as const) {
      o.filledQty += fill.qty;
      o.filledQuote += quoteAmount;
      o.fee += fee;
      o.status = 'partial';
      this.touch(o, at);
      this.fills.get(o.id)?.push(trade);
    }
  }

  private finish(order: OrderState, status: 'filled' | 'cancelled', reason: string | null, at: Date): void {
    order.status = status;
    order.cancelReason = reason;
    this.release(order, `spot:release:${order.id}`, order.holdLeft, { orderId: order.id, market: this.m.shape.symbol });
    endCoupon(this, order, at);
    this.m.orders.delete(order.id);
    this.touch(order, at);
  }

  private event(event: OrderEvent, at: Date): void {
    const m = this.m;
    const order = m.orders.get(event.id);
    if (!order) return;
    if (event.type === 'done' || event.type === 'cancelled') {
      this.finish(order, event.type === 'done' ? 'filled' : 'cancelled', event.type === 'cancelled' ? event.reason : null, at);
    } else if (event.type === 'rejected' && !m.engine.has(event.id)) {
      // The book refused the order (or, on a cancel, does not hold it): it can never fill, so it
      // ends here with the reason and its hold comes back. Otherwise it would stay open with its
      // funds frozen, and no cancel or rebuild could reach it. A rejected command on an order the
      // book still holds (a duplicate id) leaves that order alone.
      this.finish(order, 'cancelled', event.reason, at);
    } else if (event.type === 'rested') {
      order.status = order.filledQty > 0 ? 'partial' : 'new';
      // A buy that took liquidity below its limit keeps only price x remaining held.
      if (order.side === 'buy') {
        const needed = m.quoteOf(event.price, event.remaining);
        if (order.holdLeft > needed) this.release(order, `spot:trim:${order.id}`, order.holdLeft - needed, { orderId: order.id });
      }
      this.touch(order, at);
    }
  }
}
