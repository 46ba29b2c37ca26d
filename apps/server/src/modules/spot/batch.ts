/**
 * One batch of a market's writer, in memory: each queued item in arrival order against the book,
 * with the money settled after every command (settle.ts), exactly as the items would have run one
 * transaction each. An item that cannot run (insufficient funds at its point of the sequence, an
 * unknown order, an invalid amount) fails alone, before it changes anything; the others go on.
 * Anything else that goes wrong fails the whole batch, which the writer then undoes (trading.ts).
 */
import { type Balance, LedgerError } from '@bourse/ledger';
import type { PlaceCommand } from '@bourse/matching';
import { AppError } from '../../platform/errors';
import { type CouponLookup, couponBusy, type OrderCoupon, reserveCoupon } from './coupons';
import type { Item, PlacedOrder, Placed, PlaceRequest, QuotePlanner } from './items';
import { MARKET_MAKER, type OrderState, type SpotMarket } from './market';
import { accountOf, Writes } from './settle';

export interface BatchInput {
  /** Orders already stored under a request key: `<user>:<key>` to the order's id. */
  stored: Map<string, number>;
  /** Fresh order and hold ids, ascending: at least one each per order the batch may create. */
  orderIds: number[];
  holdIds: number[];
  balances: Map<string, Balance>;
  now: () => Date;
}

export type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** How many orders an item may create (ids to reserve before the batch runs). */
export function ordersOf(m: SpotMarket, item: Item): number {
  if (item.type === 'place') return 1;
  return item.type === 'requote' ? 2 * m.rules.mmLevels : 0;
}

/** The accounts an item may hold from (locked and read before the batch runs). */
export function accountsOf(m: SpotMarket, item: Item) {
  if (item.type === 'place') return [accountOf(m, item.userId, item.req.side === 'sell' ? m.shape.base : m.shape.quote)];
  if (item.type === 'requote') return [accountOf(m, MARKET_MAKER, m.shape.base), accountOf(m, MARKET_MAKER, m.shape.quote)];
  return [];
}

/**
 * The accounts an item's owner may receive into (both of the market's assets): made sure of
 * before the batch, so that a fill can always credit them, then or when the order rests and fills later.
 */
export function receivingOf(m: SpotMarket, item: Item) {
  const owner = item.type === 'place' ? item.userId : item.type === 'requote' ? MARKET_MAKER : undefined;
  return owner === undefined ? [] : [accountOf(m, owner, m.shape.base), accountOf(m, owner, m.shape.quote)];
}

export class Batch {
  readonly writes: Writes;
  /** Request keys placed by this batch: `<user>:<key>` to the order's id. */
  private readonly placed = new Map<string, number>();

  constructor(
    private readonly m: SpotMarket,
    private readonly input: BatchInput,
  ) {
    this.writes = new Writes(m, input.balances);
  }

  /** Run one item; its answer, or the error it alone fails with. */
  run(item: Item): Outcome {
    try {
      return { ok: true, value: this.dispatch(item) };
    } catch (error) {
      if (error instanceof AppError || error instanceof LedgerError) return { ok: false, error };
      throw error;
    }
  }

  private dispatch(item: Item): unknown {
    switch (item.type) {
      case 'place':
        return this.place(item.userId, item.req, item.requestKey, item.coupon);
      case 'cancel':
        return this.cancel(item.userId, item.orderId);
      case 'reference':
        this.m.engine.apply({ type: 'reference', price: item.price });
        return undefined;
      case 'requote':
        return this.requote(item.plan);
    }
  }

  private place(userId: number, req: PlaceRequest, requestKey: string | null, lookup?: CouponLookup): Placed {
    const key = requestKey === null ? undefined : `${userId}:${requestKey}`;
    if (key !== undefined) {
      const stored = this.input.stored.get(key);
      if (stored !== undefined) return { kind: 'existing', orderId: stored };
      const earlier = this.placed.get(key);
      if (earlier !== undefined) return this.answer(earlier);
    }
    // After the replays above: an order already placed with its coupon answers as placed.
    const coupon = lookup === undefined ? null : this.couponFor(lookup);
    const { amount, budget } = this.holdFor(req);
    const id = this.input.orderIds.shift();
    const holdId = this.input.holdIds.shift();
    if (id === undefined || holdId === undefined) throw new Error(`${this.m.shape.symbol}: batch ran out of reserved ids`);
    const at = this.input.now();
    const order: OrderState = {
      id,
      userId,
      side: req.side,
      kind: req.kind,
      tif: req.tif,
      postOnly: req.postOnly,
      price: req.price ?? null,
      qty: req.qty ?? null,
      quoteBudget: req.quote ?? null,
      filledQty: 0,
      filledQuote: 0n,
      fee: 0n,
      status: 'new',
      cancelReason: null,
      requestKey,
      createdAt: at,
      updatedAt: at,
      holdId,
      holdLeft: 0n,
      coupon,
    };
    // Refuses (INSUFFICIENT_BALANCE) before the order or its hold exist anywhere.
    this.writes.open(order, amount);
    if (coupon) reserveCoupon(this.writes, order);
    if (key !== undefined) this.placed.set(key, id);
    const command: PlaceCommand = {
      type: 'place',
      id,
      owner: userId,
      side: req.side,
      kind: req.kind,
      tif: req.tif,
      postOnly: req.postOnly,
      ...(req.price !== undefined ? { price: req.price } : {}),
      ...(req.qty !== undefined ? { qty: req.qty } : {}),
      ...(budget !== undefined ? { quote: budget } : {}),
    };
    this.writes.apply(this.m.engine.apply(command), at);
    return this.answer(id);
  }

  /** The order as it stands now, with its fills so far: what the caller of this item is answered. */
  private answer(id: number): PlacedOrder {
    const order = this.writes.newOrders.get(id)!;
    const coupon = order.coupon && { ...order.coupon };
    return { kind: 'new', order: { ...order, coupon }, fills: [...(this.writes.fills.get(id) ?? [])] };
  }

  /** A new order's coupon, or the reason it cannot have it (the item fails alone, before anything changes). */
  private couponFor(lookup: CouponLookup): OrderCoupon {
    if ('error' in lookup) throw lookup.error;
    const terms = lookup.terms;
    if (this.input.now().getTime() >= terms.expiresAt) throw new AppError('COUPON_EXPIRED');
    // Another order of this batch took it (the database refuses one another batch took).
    if (couponBusy(this.writes, terms.couponId)) throw new AppError('COUPON_NOT_APPLICABLE');
    return { ...terms, given: 0n };
  }

  /** What the order holds, and a market buy by amount's budget in the engine's units. */
  private holdFor(req: PlaceRequest): { amount: bigint; budget?: bigint } {
    const m = this.m;
    if (req.side === 'sell') return { amount: m.baseOf(req.qty!) };
    if (req.kind === 'limit') return { amount: m.quoteOf(req.price!, req.qty!) };
    if (req.quote !== undefined) {
      const budget = m.budgetUnits(req.quote);
      if (budget <= 0n) throw new AppError('AMOUNT_INVALID');
      return { amount: req.quote, budget };
    }
    // A market buy by quantity holds enough for the worst price the band allows, around the
    // reference the book will band it with: the one it was last given on this queue. The feed's
    // newest price may differ (it reaches the book later, behind this order).
    const ref = m.engine.referencePrice();
    if (ref === undefined) throw new AppError('PRICE_UNAVAILABLE');
    return { amount: m.quoteOf(ref + Math.floor((ref * m.rules.bandPpm) / 1_000_000), req.qty!) };
  }

  /**
   * A user's cancel: the order must be theirs (the market maker's are not) and still open. The
   * service has checked the stored owner before queueing; one closed earlier in this batch is
   * checked here.
   */
  private cancel(userId: number, orderId: number): void {
    const w = this.writes;
    const order = this.m.orders.get(orderId) ?? w.newOrders.get(orderId) ?? w.changedOrders.get(orderId);
    if (userId === MARKET_MAKER || (order && order.userId !== userId)) throw new AppError('ORDER_NOT_FOUND');
    if (!order || !this.m.orders.has(orderId)) throw new AppError('ORDER_NOT_OPEN');
    this.writes.apply(this.m.engine.apply({ type: 'cancel', id: orderId }), this.input.now());
  }

  /**
   * The market maker's re-quote: plan for its funds as if its resting orders here were cancelled,
   * keep those the planner matched to a level (within half a step of it; their place in the queue
   * too), cancel the others, then place what the plan adds. A small move of the price changes a level or two, not all of them:
   * each order placed is a hold and a release in the ledger (issue 14: storage per day).
   */
  private requote(plan: QuotePlanner): void {
    const m = this.m;
    const resting = [...m.orders.values()]
      .filter((o) => o.userId === MARKET_MAKER && o.price !== null)
      .map((o) => ({ id: o.id, side: o.side, price: o.price!, held: o.holdLeft }));
    const heldFor = (side: 'buy' | 'sell') => resting.reduce((sum, o) => (o.side === side ? sum + o.held : sum), 0n);
    const asIfCancelled = (balance: { available: bigint; frozen: bigint }, held: bigint) => ({
      available: balance.available + held,
      frozen: balance.frozen - held,
    });
    const base = asIfCancelled(this.writes.balance(accountOf(m, MARKET_MAKER, m.shape.base)), heldFor('sell'));
    const quote = asIfCancelled(this.writes.balance(accountOf(m, MARKET_MAKER, m.shape.quote)), heldFor('buy'));
    const wanted = plan(base, quote, resting);
    const keep = new Set(wanted.keep);
    for (const o of resting) {
      if (!keep.has(o.id)) this.writes.apply(m.engine.apply({ type: 'cancel', id: o.id }), this.input.now());
    }
    for (const req of wanted.place) {
      try {
        this.place(MARKET_MAKER, req, null);
      } catch (error) {
        // Its cancels already ran: a refusal now is a bug in the plan, and undoes the whole batch.
        throw new Error(`${m.shape.symbol}: market maker order refused: ${String(error)}`, { cause: error });
      }
    }
  }
}
