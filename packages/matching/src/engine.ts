/**
 * A price-time priority order book over integer ticks and lots. Pure and deterministic: no clock,
 * no I/O; the same commands always give the same book and fills, so a command log replays.
 *
 * - limit (GTC, IOC, FOK, post-only), market by quantity, market buy by quote budget;
 * - cancel, and move (a new price, losing time priority);
 * - self-trade prevention: a taker meeting its owner's resting order cancels that resting order;
 * - a price band: market orders do not fill further than bandPpm from the reference price.
 */
import { BookSide, type Order } from './book-side';
import type { BookLevel, BookSnapshot, CancelReason, Command, EngineOptions, OrderEvent, PlaceCommand, Result, Side } from './types';

const PPM = 1_000_000;

interface Taker {
  id: number;
  owner: number;
  side: Side;
  remaining: number;
  filled: number;
  /** Worst price the taker accepts. */
  limit: number;
  budget: bigint | undefined;
}

export class MatchingEngine {
  private readonly bids = new BookSide(true);
  private readonly asks = new BookSide(false);
  private readonly orders = new Map<number, Order>();
  private reference: number | undefined;
  private readonly bandPpm: number;

  constructor(options: EngineOptions = {}) {
    this.bandPpm = options.bandPpm ?? 0;
  }

  apply(command: Command): Result {
    const result: Result = { fills: [], events: [] };
    switch (command.type) {
      case 'place':
        this.place(command, result);
        break;
      case 'cancel':
        this.cancel(command.id, result);
        break;
      case 'move':
        this.move(command.id, command.price, result);
        break;
      case 'reference':
        if (Number.isSafeInteger(command.price) && command.price > 0) this.reference = command.price;
        break;
    }
    return result;
  }

  private sideOf(side: Side): BookSide {
    return side === 'buy' ? this.bids : this.asks;
  }

  private opposite(side: Side): BookSide {
    return side === 'buy' ? this.asks : this.bids;
  }

  private static validQty(n: number | undefined): n is number {
    return n !== undefined && Number.isSafeInteger(n) && n > 0;
  }

  private place(c: PlaceCommand, r: Result): void {
    if (this.orders.has(c.id)) {
      r.events.push({ type: 'rejected', id: c.id, reason: 'duplicate_id' });
      return;
    }
    const byQuote = c.kind === 'market' && c.side === 'buy' && c.qty === undefined && c.quote !== undefined;
    const valid =
      (c.kind === 'limit'
        ? MatchingEngine.validQty(c.price) && MatchingEngine.validQty(c.qty)
        : byQuote
          ? c.quote! > 0n
          : MatchingEngine.validQty(c.qty)) && !(c.kind === 'market' && c.postOnly);
    if (!valid) {
      r.events.push({ type: 'rejected', id: c.id, reason: 'invalid' });
      return;
    }
    const taker: Taker = {
      id: c.id,
      owner: c.owner,
      side: c.side,
      remaining: byQuote ? Number.MAX_SAFE_INTEGER : c.qty!,
      filled: 0,
      limit: this.limitOf(c),
      budget: byQuote ? c.quote : undefined,
    };
    r.events.push({ type: 'accepted', id: c.id, remaining: byQuote ? 0 : taker.remaining });

    if (c.postOnly && this.crosses(taker)) {
      r.events.push({ type: 'cancelled', id: c.id, remaining: taker.remaining, reason: 'post_only' });
      return;
    }
    if (c.tif === 'FOK' && this.fillable(taker) < taker.remaining) {
      r.events.push({ type: 'cancelled', id: c.id, remaining: taker.remaining, reason: 'fok' });
      return;
    }
    const stop = this.match(taker, r);
    this.finish(c, taker, stop, r);
  }

  /** The worst price an order accepts: its limit, and for market orders the band around the reference. */
  private limitOf(c: { kind: 'limit' | 'market'; side: Side; price?: number }): number {
    if (c.kind === 'limit') return c.price!;
    if (this.bandPpm > 0 && this.reference !== undefined) {
      const band = Math.floor((this.reference * this.bandPpm) / PPM);
      return c.side === 'buy' ? this.reference + band : Math.max(1, this.reference - band);
    }
    return c.side === 'buy' ? Number.MAX_SAFE_INTEGER : 1;
  }

  private crosses(t: Taker): boolean {
    const best = this.opposite(t.side).best();
    return best !== undefined && (t.side === 'buy' ? best.price <= t.limit : best.price >= t.limit);
  }

  /** Quantity the taker could take from other owners within its limit (FOK pre-check). */
  private fillable(t: Taker): number {
    const side = this.opposite(t.side);
    let total = 0;
    for (let i = side.prices.length - 1; i >= 0 && total < t.remaining; i--) {
      const price = side.prices[i]!;
      if (t.side === 'buy' ? price > t.limit : price < t.limit) break;
      for (let o = side.levels.get(price)!.head; o; o = o.next) if (o.owner !== t.owner) total += o.remaining;
    }
    return total;
  }

  /** Take liquidity; returns why it stopped. */
  private match(t: Taker, r: Result): 'filled' | 'limit' | 'empty' | 'budget' {
    const book = this.opposite(t.side);
    for (;;) {
      if (t.remaining === 0) return 'filled';
      const level = book.best();
      if (!level) return t.budget === 0n ? 'budget' : 'empty';
      // A budget that cannot buy one lot at the next price is spent: the order is done there,
      // whatever lies beyond (the band, the buyer's own orders) and however much is left over.
      if (t.budget !== undefined && t.budget < BigInt(level.price)) return 'budget';
      if (t.side === 'buy' ? level.price > t.limit : level.price < t.limit) return 'limit';
      let maker = level.head;
      while (maker && t.remaining > 0) {
        const next = maker.next;
        if (t.budget !== undefined && t.budget < BigInt(level.price)) return 'budget';
        if (maker.owner === t.owner) {
          book.remove(maker);
          this.orders.delete(maker.id);
          r.events.push({ type: 'cancelled', id: maker.id, remaining: maker.remaining, reason: 'self_trade' });
          maker = next;
          continue;
        }
        let qty = maker.remaining < t.remaining ? maker.remaining : t.remaining;
        if (t.budget !== undefined) {
          // Compared in bigint: a budget can afford more lots than a number holds exactly.
          const affordable = t.budget / BigInt(level.price);
          if (affordable < BigInt(qty)) qty = Number(affordable);
          if (qty === 0) return 'budget';
          t.budget -= BigInt(qty) * BigInt(level.price);
        }
        r.fills.push({
          takerId: t.id,
          makerId: maker.id,
          takerOwner: t.owner,
          makerOwner: maker.owner,
          takerSide: t.side,
          price: level.price,
          qty,
        });
        t.remaining -= qty;
        t.filled += qty;
        if (qty === maker.remaining) {
          maker.filled += qty;
          maker.remaining = 0;
          level.volume -= qty;
          book.remove(maker);
          this.orders.delete(maker.id);
          r.events.push({ type: 'done', id: maker.id, filled: maker.filled, remaining: 0 });
        } else {
          book.reduce(maker, qty);
          // A maker left partly filled means the taker ran out: of quantity (the loop ends) or of
          // budget. It must stop here, not walk on to the next maker (which could cancel it as a
          // self-trade although nothing more would have been taken).
          if (t.remaining > 0) return 'budget';
        }
        maker = next;
      }
    }
  }

  private finish(c: PlaceCommand, t: Taker, stop: 'filled' | 'limit' | 'empty' | 'budget', r: Result): void {
    if (t.budget !== undefined) {
      // A spend-by-amount order is done when it bought something and the rest cannot buy a lot.
      if (t.filled > 0 && (stop === 'budget' || stop === 'filled'))
        r.events.push({ type: 'done', id: c.id, filled: t.filled, remaining: 0 });
      else
        r.events.push({
          type: 'cancelled',
          id: c.id,
          remaining: 0,
          reason: stop === 'limit' ? 'price_band' : stop === 'budget' ? 'budget' : 'no_liquidity',
        });
      return;
    }
    if (t.remaining === 0) {
      r.events.push({ type: 'done', id: c.id, filled: t.filled, remaining: 0 });
      return;
    }
    if (c.kind === 'limit' && c.tif === 'GTC') {
      const order: Order = {
        id: c.id,
        owner: c.owner,
        side: c.side,
        price: c.price!,
        remaining: t.remaining,
        filled: t.filled,
        level: null,
        prev: null,
        next: null,
      };
      this.sideOf(c.side).add(order);
      this.orders.set(order.id, order);
      r.events.push({ type: 'rested', id: c.id, price: order.price, remaining: order.remaining });
      return;
    }
    const reason: CancelReason = c.kind === 'limit' ? 'ioc' : stop === 'limit' ? 'price_band' : 'no_liquidity';
    r.events.push({ type: 'cancelled', id: c.id, remaining: t.remaining, reason });
  }

  private cancel(id: number, r: Result): void {
    const order = this.orders.get(id);
    if (!order) {
      r.events.push({ type: 'rejected', id, reason: 'unknown_order' });
      return;
    }
    this.sideOf(order.side).remove(order);
    this.orders.delete(id);
    r.events.push({ type: 'cancelled', id, remaining: order.remaining, reason: 'user' });
  }

  private move(id: number, price: number, r: Result): void {
    const order = this.orders.get(id);
    if (!order || !MatchingEngine.validQty(price)) {
      r.events.push({ type: 'rejected', id, reason: order ? 'invalid' : 'unknown_order' });
      return;
    }
    this.sideOf(order.side).remove(order);
    this.orders.delete(id);
    const taker: Taker = {
      id,
      owner: order.owner,
      side: order.side,
      remaining: order.remaining,
      filled: order.filled,
      limit: price,
      budget: undefined,
    };
    const stop = this.match(taker, r);
    if (taker.remaining === 0) {
      r.events.push({ type: 'done', id, filled: taker.filled, remaining: 0 });
      return;
    }
    void stop;
    order.price = price;
    order.remaining = taker.remaining;
    order.filled = taker.filled;
    this.sideOf(order.side).add(order);
    this.orders.set(id, order);
    r.events.push({ type: 'rested', id, price, remaining: order.remaining });
  }

  // ---- reading the book ---------------------------------------------------------------------

  /** The reference price market orders are banded around now (undefined until one is given). */
  referencePrice(): number | undefined {
    return this.reference;
  }

  has(id: number): boolean {
    return this.orders.has(id);
  }

  order(id: number): { id: number; owner: number; side: Side; price: number; remaining: number; filled: number } | undefined {
    const o = this.orders.get(id);
    return o && { id: o.id, owner: o.owner, side: o.side, price: o.price, remaining: o.remaining, filled: o.filled };
  }

  snapshot(): BookSnapshot {
    const levels = (side: BookSide): BookLevel[] => {
      const out: BookLevel[] = [];
      for (let i = side.prices.length - 1; i >= 0; i--) {
        const level = side.levels.get(side.prices[i]!)!;
        const orders = [];
        for (let o = level.head; o; o = o.next) orders.push({ id: o.id, owner: o.owner, remaining: o.remaining });
        out.push({ price: level.price, orders });
      }
      return out;
    };
    return { bids: levels(this.bids), asks: levels(this.asks) };
  }

  /** Aggregated depth, best first: [price, total quantity]. */
  depth(levels: number): { bids: Array<[number, number]>; asks: Array<[number, number]> } {
    const side = (s: BookSide) => {
      const out: Array<[number, number]> = [];
      for (let i = s.prices.length - 1; i >= 0 && out.length < levels; i--) {
        const level = s.levels.get(s.prices[i]!)!;
        out.push([level.price, level.volume]);
      }
      return out;
    };
    return { bids: side(this.bids), asks: side(this.asks) };
  }

  bestBid(): number | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): number | undefined {
    return this.asks.best()?.price;
  }

  get size(): number {
    return this.orders.size;
  }
}

export type { OrderEvent };
