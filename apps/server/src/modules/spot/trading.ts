/**
 * The market's writer: group commit. Orders, cancels, reference prices and the market maker's
 * re-quotes wait on the market's queue; the writer takes every item waiting (up to BATCH_BOUND),
 * runs them in memory in arrival order (batch.ts) and writes all their rows, holds, fills and
 * ledger entries at once with set-based statements (flush.ts). Each caller is answered only after
 * the write has committed, from memory.
 *
 * A batch runs at once: one statement reads (balances, ids, stored request keys, the market's
 * `seq`), the book runs in memory, one statement writes everything and commits on its own, and
 * only if the market's `seq` is still the one read (no other writer, on this node or another, came
 * in between). The balances are not locked between the two statements: the accounts' CHECK is
 * the guard. If the write fails for any reason, nothing of it is applied; the book is rebuilt
 * from the committed state and each item runs again alone, in order, in a transaction that bumps
 * `seq` first (its row lock makes writers take turns) and locks the balances it reads, so exactly
 * the bad item fails with its own error and the others commit.
 *
 * A node whose book is not at the `seq` it reads has missed another node's work and rebuilds
 * before matching.
 */
import type { Executor } from '@bourse/db';
import { type BatchStart, beginBatch, getHolds, systemAccount } from '@bourse/ledger';
import { MatchingEngine } from '@bourse/matching';
import type { AppContext } from '../../app/context';
import { accountsOf, Batch, type Outcome, ordersOf, receivingOf } from './batch';
import { type Ahead, flush, readStart, type Start, startRide } from './flush';
import { accountOf } from './settle';
import { FeeHooks, type FeePaid } from '../../platform/fee-hooks';
import type { CouponLookup, SpotDiscounts } from './coupons';
import { feesOf } from './fees';
import type { Answer, Committed, Item, Placed, PlaceRequest, QuotePlanner } from './items';
import type { OrderState, SpotMarket } from './market';
import { listOpenOrders, lockSeqShared, readSeq } from './store';

export type { PlaceRequest } from './items';

export class Trading {
  /** Who hears each batch's trading fees inside its transaction (the fee port: invite's rebates). */
  readonly fees = new FeeHooks();

  constructor(
    private readonly ctx: AppContext,
    private readonly reference: (m: SpotMarket) => number | undefined,
    private readonly committed: (m: SpotMarket, c: Committed) => void,
    private readonly discounts: SpotDiscounts,
  ) {}

  private now(): Date {
    return this.ctx.clock.now();
  }

  /** Give the market its writer. */
  attach(m: SpotMarket): void {
    m.attach((items) => this.write(m, items));
  }

  /** Replace the market's book with the committed open orders, in time order. */
  async rebuild(ex: Executor, m: SpotMarket): Promise<void> {
    const rows = await listOpenOrders(ex, m.shape.id);
    const holds = await getHolds(
      ex,
      rows.map((r) => r.hold_id),
    );
    // Every owner of an open order can receive what it fills (orders placed before batches made sure of it).
    const owners = [...new Set(rows.map((r) => r.user_id))];
    if (owners.length > 0) {
      await beginBatch(ex, {
        lock: [],
        holds: 0,
        ensure: owners.flatMap((u) => [accountOf(m, u, m.shape.base), accountOf(m, u, m.shape.quote)]),
      });
    }
    // The fee-discount coupons open orders hold, with what each gave so far (coupons.ts).
    const couponIds = rows.flatMap((r) => (r.coupon_id === null ? [] : [r.coupon_id]));
    const coupons = new Map((await this.discounts.reserved(ex, couponIds)).map((c) => [c.couponId, c]));
    const engine = new MatchingEngine({ bandPpm: m.rules.bandPpm });
    m.orders.clear();
    m.seq = -1;
    for (const r of rows) {
      const result = engine.apply({
        type: 'place',
        id: r.id,
        owner: r.user_id,
        side: r.side,
        kind: 'limit',
        price: r.price!,
        qty: r.qty! - r.filled_qty,
        tif: 'GTC',
      });
      if (result.fills.length > 0) throw new Error(`${m.shape.symbol}: stored open orders cross (order ${r.id})`);
      const hold = holds.get(r.hold_id);
      const order: OrderState = {
        id: r.id,
        userId: r.user_id,
        side: r.side,
        kind: r.kind,
        tif: r.tif,
        postOnly: r.post_only,
        price: r.price,
        qty: r.qty,
        quoteBudget: r.quote_budget === null ? null : BigInt(r.quote_budget),
        filledQty: r.filled_qty,
        filledQuote: BigInt(r.filled_quote),
        fee: BigInt(r.fee),
        status: r.status,
        cancelReason: r.cancel_reason,
        requestKey: r.request_key,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
        holdId: r.hold_id,
        holdLeft: hold && hold.status === 'open' ? hold.amount - hold.settled - hold.released : 0n,
        coupon: null,
      };
      const terms = r.coupon_id === null ? undefined : coupons.get(r.coupon_id);
      if (terms) order.coupon = { ...terms, given: BigInt(r.coupon_discount ?? '0') };
      m.orders.set(r.id, order);
    }
    const ref = this.reference(m);
    if (ref !== undefined) engine.apply({ type: 'reference', price: ref });
    m.engine = engine;
  }

  /**
   * Bring the book up to date with what other nodes committed (for reads: depth). Takes the
   * market row in share mode, so it waits for a writer in progress instead of reading half its work.
   * `force`: rebuild even at the same `seq` (a node that takes a market's lease starts from what is committed).
   */
  async refresh(m: SpotMarket, force = false): Promise<void> {
    await m.run(async () => {
      if (!force && (await readSeq(this.ctx.db, m.shape.id)) === m.seq) return;
      await this.ctx.db.tx(async (ex) => {
        const locked = await lockSeqShared(ex, m.shape.id);
        await this.rebuild(ex, m);
        m.seq = locked!.seq;
      });
    });
  }

  private submit<T>(m: SpotMarket, build: (answer: Answer<T>) => Item): Promise<T> {
    return new Promise<T>((resolve, reject) => m.submit(build({ resolve, reject } as Answer<T>)));
  }

  /** Place an order (with its coupon's terms, or why it cannot have it); answered once the batch holding it has committed. */
  place(m: SpotMarket, userId: number, req: PlaceRequest, extra: { requestKey: string | null; coupon?: CouponLookup }): Promise<Placed> {
    return this.submit<Placed>(m, (answer) => ({ type: 'place', userId, req, ...extra, answer }));
  }

  /** Cancel a user's open order (ORDER_NOT_FOUND, ORDER_NOT_OPEN). */
  cancel(m: SpotMarket, userId: number, orderId: number): Promise<void> {
    return this.submit<void>(m, (answer) => ({ type: 'cancel', userId, orderId, answer }));
  }

  /** The market maker's orders replaced by the plan, in one batch. */
  requote(m: SpotMarket, plan: QuotePlanner): Promise<void> {
    return this.submit<void>(m, (answer) => ({ type: 'requote', plan, answer }));
  }

  /** Feed the book the feed's price (it bounds market orders) on the market's queue. */
  setReference(m: SpotMarket, ticks: number): Promise<void> {
    return this.submit<void>(m, (answer) => ({ type: 'reference', price: ticks, answer }));
  }

  /**
   * The queue's batch handler: commit the items together at once; if that fails, the book goes
   * back to the committed state and each item runs again alone, in order, in a transaction that
   * locks what it reads, so exactly the bad one fails with its own error.
   */
  private async write(m: SpotMarket, items: Item[]): Promise<void> {
    let current = items;
    // The current batch's start when the previous batch's write read it ahead.
    let start: Started | undefined;
    while (current.length > 0) {
      if (current.every((i) => i.type === 'reference')) {
        for (const i of current) this.alone(m, i);
        return;
      }
      let next: Item[] = [];
      let written: (Written & { next?: Started }) | undefined;
      try {
        start ??= await this.read(m, current);
        if (m.seq !== start.seq) await this.rebuild(this.ctx.db, m);
        const batch = new Batch(m, { ...start, now: () => this.now() });
        const outcomes = current.map((item) => batch.run(item));
        // What has queued up meanwhile is the next batch: this write reads its start too.
        next = m.take();
        const ahead = next.length > 0 ? aheadOf(m, next) : undefined;
        const how = { marketId: m.shape.id, expectSeq: start.seq, next: ahead };
        // A batch with fees a listener acts on (an invitee's, for a rebate) or with a coupon is
        // written in a transaction with the listeners and coupons' rows; any other stays the one
        // statement it always was.
        const fees = this.fees.listening ? feesOf(m, batch.writes) : [];
        const inOne = batch.writes.couponMoves.size === 0 && (fees.length === 0 || !(await this.fees.wanted(fees)));
        const nextStart = inOne
          ? await flush(this.ctx.db, batch.writes, how)
          : await this.ctx.db.tx((ex) => this.flushWithOthers(ex, batch, fees, how));
        m.seq = start.seq + 1;
        written = { outcomes, committed: committedOf(batch), next: nextStart };
      } catch {
        // Nothing of the write applied, and the book may have moved ahead of what was committed:
        // rebuild, then each item alone.
        m.seq = -1;
        for (const item of current) await this.writeAlone(m, item);
      }
      // Committed (or settled alone): answered here, outside the retry, before the next batch runs.
      if (written) this.answer(m, current, written);
      start = written?.next;
      current = next;
    }
  }

  /** A reference price needs no writing: the book takes it in memory. */
  private alone(m: SpotMarket, item: Item): boolean {
    if (item.type !== 'reference') return false;
    m.engine.apply({ type: 'reference', price: item.price });
    item.answer.resolve(undefined as never);
    return true;
  }

  private async writeAlone(m: SpotMarket, item: Item): Promise<void> {
    if (this.alone(m, item)) return;
    let written: Written;
    try {
      written = await this.commitLocked(m, [item]);
    } catch (error) {
      m.seq = -1;
      item.answer.reject(error);
      return;
    }
    this.answer(m, [item], written);
  }

  /** Answer each item of a committed batch, then tell the live rooms (a failure there is logged, never retried). */
  private answer(m: SpotMarket, items: Item[], result: Written): void {
    items.forEach((item, i) => {
      const outcome = result.outcomes[i]!;
      if (outcome.ok) item.answer.resolve(outcome.value as never);
      else item.answer.reject(outcome.error);
    });
    try {
      this.committed(m, result.committed);
    } catch (err) {
      this.ctx.log.error({ err, market: m.shape.symbol }, 'spot: publishing a committed batch failed');
    }
  }

  /**
   * The batch's write inside a transaction, with what else moves with it: the coupons' rows first
   * (a coupon another order took first fails the batch, naming why), then the ledger and spot rows,
   * the campaigns' figures, and the fee listeners.
   */
  private async flushWithOthers(ex: Executor, batch: Batch, fees: FeePaid[], how: Parameters<typeof flush>[2]) {
    const moves = [...batch.writes.couponMoves.values()];
    await this.discounts.rows(ex, moves, this.now());
    const nextRead = await flush(ex, batch.writes, how);
    await this.discounts.budgets(ex, moves);
    await this.fees.paid(ex, fees);
    return nextRead;
  }

  /** A batch's start on its own (no batch before it to read it ahead): balances, ids, stored keys, `seq`. */
  private async read(m: SpotMarket, items: Item[]): Promise<Started> {
    const { needs, keys } = aheadOf(m, items);
    const { balances, holdIds, row } = await beginBatch(
      this.ctx.db,
      { ...needs, readOnly: true },
      startRide(m.shape.id, keys, needs.holds, false),
    );
    return { ...readStart(row), balances, holdIds };
  }

  /** The batch in one transaction that bumps `seq` first (writers take turns) and locks the balances it reads. */
  private async commitLocked(m: SpotMarket, items: Item[]): Promise<Written> {
    let attempt = 0;
    let seq = 0;
    const { needs, keys } = aheadOf(m, items);
    const out = await this.ctx.db.tx(async (ex) => {
      const { balances, holdIds, row } = await beginBatch(ex, needs, startRide(m.shape.id, keys, needs.holds, true));
      const start = readStart(row);
      seq = start.seq;
      // A retried transaction (PostgreSQL deadlock), or another node's work: start from the committed book.
      if (attempt++ > 0 || m.seq !== seq - 1) await this.rebuild(ex, m);
      const batch = new Batch(m, { ...start, balances, holdIds, now: () => this.now() });
      const outcomes = items.map((item) => batch.run(item));
      await this.flushWithOthers(ex, batch, feesOf(m, batch.writes), { marketId: m.shape.id });
      return { outcomes, committed: committedOf(batch) };
    });
    m.seq = seq;
    return out;
  }
}

type Started = Start & Pick<BatchStart, 'balances' | 'holdIds'>;

interface Written {
  outcomes: Outcome[];
  committed: Committed;
}

function committedOf(batch: Batch): Committed {
  const w = batch.writes;
  return { trades: w.trades, orders: [...w.newOrders.values(), ...w.changedOrders.values()] };
}

/** What a batch reads before it runs: request keys to look up, ids to reserve, accounts to lock and to make sure of. */
function aheadOf(m: SpotMarket, items: Item[]): Ahead {
  const keys: Array<{ userId: number; key: string }> = [];
  for (const i of items) if (i.type === 'place' && i.requestKey !== null) keys.push({ userId: i.userId, key: i.requestKey });
  return {
    keys,
    needs: {
      holds: items.reduce((s, i) => s + ordersOf(m, i), 0),
      lock: items.flatMap((i) => accountsOf(m, i)),
      ensure: [...items.flatMap((i) => receivingOf(m, i)), systemAccount('fees', m.shape.base), systemAccount('fees', m.shape.quote)],
    },
  };
}
