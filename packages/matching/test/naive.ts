/**
 * A deliberately simple reference engine: every resting order in one array, and at each step the
 * best opposite order found by scanning and sorting. Slow and obviously right, it is what the real
 * engine is checked against.
 */
import type { BookSnapshot, CancelReason, Command, Fill, OrderEvent, PlaceCommand, Result, Side } from '../src/types';

interface Resting {
  id: number;
  owner: number;
  side: Side;
  price: number;
  remaining: number;
  filled: number;
  seq: number;
}

export class NaiveEngine {
  private resting: Resting[] = [];
  private seq = 0;
  private reference: number | undefined;

  constructor(private readonly bandPpm = 0) {}

  private accepts(side: Side, limit: number, price: number) {
    return side === 'buy' ? price <= limit : price >= limit;
  }

  private bestOpposite(side: Side, limit: number): Resting | undefined {
    const candidates = this.resting.filter((o) => o.side !== side && this.accepts(side, limit, o.price));
    candidates.sort((a, b) => (side === 'buy' ? a.price - b.price : b.price - a.price) || a.seq - b.seq);
    return candidates[0];
  }

  private limitOf(c: PlaceCommand): number {
    if (c.kind === 'limit') return c.price!;
    if (this.bandPpm > 0 && this.reference !== undefined) {
      const band = Math.floor((this.reference * this.bandPpm) / 1_000_000);
      return c.side === 'buy' ? this.reference + band : Math.max(1, this.reference - band);
    }
    return c.side === 'buy' ? Number.MAX_SAFE_INTEGER : 1;
  }

  apply(c: Command): Result {
    const fills: Fill[] = [];
    const events: OrderEvent[] = [];
    if (c.type === 'reference') {
      if (Number.isSafeInteger(c.price) && c.price > 0) this.reference = c.price;
      return { fills, events };
    }
    if (c.type === 'cancel') {
      const o = this.resting.find((x) => x.id === c.id);
      if (!o) events.push({ type: 'rejected', id: c.id, reason: 'unknown_order' });
      else {
        this.resting = this.resting.filter((x) => x !== o);
        events.push({ type: 'cancelled', id: c.id, remaining: o.remaining, reason: 'user' });
      }
      return { fills, events };
    }
    if (c.type === 'move') {
      const o = this.resting.find((x) => x.id === c.id);
      const okPrice = Number.isSafeInteger(c.price) && c.price > 0;
      if (!o || !okPrice) {
        events.push({ type: 'rejected', id: c.id, reason: o ? 'invalid' : 'unknown_order' });
        return { fills, events };
      }
      this.resting = this.resting.filter((x) => x !== o);
      const taker = {
        id: o.id,
        owner: o.owner,
        side: o.side,
        remaining: o.remaining,
        filled: o.filled,
        limit: c.price,
        budget: undefined as bigint | undefined,
      };
      this.take(taker, fills, events);
      if (taker.remaining === 0) events.push({ type: 'done', id: o.id, filled: taker.filled, remaining: 0 });
      else {
        this.resting.push({ ...o, price: c.price, remaining: taker.remaining, filled: taker.filled, seq: ++this.seq });
        events.push({ type: 'rested', id: o.id, price: c.price, remaining: taker.remaining });
      }
      return { fills, events };
    }
    // place
    if (this.resting.some((x) => x.id === c.id)) {
      events.push({ type: 'rejected', id: c.id, reason: 'duplicate_id' });
      return { fills, events };
    }
    const pos = (n: number | undefined) => n !== undefined && Number.isSafeInteger(n) && n > 0;
    const byQuote = c.kind === 'market' && c.side === 'buy' && c.qty === undefined && c.quote !== undefined;
    const valid =
      (c.kind === 'limit' ? pos(c.price) && pos(c.qty) : byQuote ? c.quote! > 0n : pos(c.qty)) && !(c.kind === 'market' && c.postOnly);
    if (!valid) {
      events.push({ type: 'rejected', id: c.id, reason: 'invalid' });
      return { fills, events };
    }
    const limit = this.limitOf(c);
    const taker = {
      id: c.id,
      owner: c.owner,
      side: c.side,
      remaining: byQuote ? Number.MAX_SAFE_INTEGER : c.qty!,
      filled: 0,
      limit,
      budget: byQuote ? c.quote : undefined,
    };
    events.push({ type: 'accepted', id: c.id, remaining: byQuote ? 0 : taker.remaining });
    if (c.postOnly && this.bestOpposite(c.side, limit)) {
      // any crossing opposite order, own or not
      events.push({ type: 'cancelled', id: c.id, remaining: taker.remaining, reason: 'post_only' });
      return { fills, events };
    }
    if (c.tif === 'FOK') {
      const available = this.resting
        .filter((o) => o.side !== c.side && o.owner !== c.owner && this.accepts(c.side, limit, o.price))
        .reduce((s, o) => s + o.remaining, 0);
      if (available < taker.remaining) {
        events.push({ type: 'cancelled', id: c.id, remaining: taker.remaining, reason: 'fok' });
        return { fills, events };
      }
    }
    const stop = this.take(taker, fills, events);
    if (byQuote) {
      if (taker.filled > 0 && (stop === 'budget' || stop === 'filled'))
        events.push({ type: 'done', id: c.id, filled: taker.filled, remaining: 0 });
      else
        events.push({
          type: 'cancelled',
          id: c.id,
          remaining: 0,
          reason: stop === 'limit' ? 'price_band' : stop === 'budget' ? 'budget' : 'no_liquidity',
        });
    } else if (taker.remaining === 0) events.push({ type: 'done', id: c.id, filled: taker.filled, remaining: 0 });
    else if (c.kind === 'limit' && c.tif === 'GTC') {
      this.resting.push({
        id: c.id,
        owner: c.owner,
        side: c.side,
        price: c.price!,
        remaining: taker.remaining,
        filled: taker.filled,
        seq: ++this.seq,
      });
      events.push({ type: 'rested', id: c.id, price: c.price!, remaining: taker.remaining });
    } else {
      const reason: CancelReason = c.kind === 'limit' ? 'ioc' : stop === 'limit' ? 'price_band' : 'no_liquidity';
      events.push({ type: 'cancelled', id: c.id, remaining: taker.remaining, reason });
    }
    return { fills, events };
  }

  private take(
    t: { id: number; owner: number; side: Side; remaining: number; filled: number; limit: number; budget: bigint | undefined },
    fills: Fill[],
    events: OrderEvent[],
  ): 'filled' | 'limit' | 'empty' | 'budget' {
    for (;;) {
      if (t.remaining === 0) return 'filled';
      if (t.budget !== undefined) {
        // A budget that cannot buy one lot at the next price (within the band or not) is spent.
        const next = this.bestOpposite(t.side, t.side === 'buy' ? Number.MAX_SAFE_INTEGER : 1);
        if (next ? t.budget < BigInt(next.price) : t.budget === 0n) return 'budget';
      }
      const best = this.bestOpposite(t.side, t.limit);
      if (!best) return this.resting.some((o) => o.side !== t.side) ? 'limit' : 'empty';
      if (best.owner === t.owner) {
        this.resting = this.resting.filter((x) => x !== best);
        events.push({ type: 'cancelled', id: best.id, remaining: best.remaining, reason: 'self_trade' });
        continue;
      }
      let qty = Math.min(best.remaining, t.remaining);
      if (t.budget !== undefined) {
        // Compared in bigint, as the engine does: a large budget never goes through a float.
        const affordable = t.budget / BigInt(best.price);
        if (affordable < BigInt(qty)) qty = Number(affordable);
        if (qty === 0) return 'budget';
        t.budget -= BigInt(qty) * BigInt(best.price);
      }
      fills.push({
        takerId: t.id,
        makerId: best.id,
        takerOwner: t.owner,
        makerOwner: best.owner,
        takerSide: t.side,
        price: best.price,
        qty,
      });
      t.remaining -= qty;
      t.filled += qty;
      best.remaining -= qty;
      best.filled += qty;
      if (best.remaining === 0) {
        this.resting = this.resting.filter((x) => x !== best);
        events.push({ type: 'done', id: best.id, filled: best.filled, remaining: 0 });
      }
    }
  }

  snapshot(): BookSnapshot {
    const side = (s: Side) => {
      const orders = this.resting
        .filter((o) => o.side === s)
        .sort((a, b) => (s === 'buy' ? b.price - a.price : a.price - b.price) || a.seq - b.seq);
      const levels: BookSnapshot['bids'] = [];
      for (const o of orders) {
        const last = levels[levels.length - 1];
        if (last && last.price === o.price) last.orders.push({ id: o.id, owner: o.owner, remaining: o.remaining });
        else levels.push({ price: o.price, orders: [{ id: o.id, owner: o.owner, remaining: o.remaining }] });
      }
      return levels;
    };
    return { bids: side('buy'), asks: side('sell') };
  }
}
