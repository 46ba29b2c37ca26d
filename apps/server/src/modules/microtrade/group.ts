/**
 * Seconds options' group commit (issue 14): orders wait on their market's queue; the writer takes
 * every order waiting (up to GROUP_BOUND) and writes them in ONE transaction with a fixed number
 * of statements whatever their number:
 *
 *   1. the entry tick: the last tick stored at or before the batch's instant, read once for the
 *      batch (PRICE_UNAVAILABLE, PRICE_STALE refuse every order of it, as they would each alone);
 *   2. the orders already stored under the batch's request keys (a retry answers with its order);
 *   3. `beginBatch`: lock the house and every user's micro book (the house first, as settlements
 *      lock it), read their balances and reserve the hold ids;
 *   4. in memory, in arrival order: each order against the balances the orders before it left,
 *      INSUFFICIENT_BALANCE before HOUSE_CAPACITY, as the single path checks them;
 *   5. one INSERT of the orders, holds named; `postBatch` (two statements) for every hold and fee
 *      with the single path's keys, kinds, lines and meta; the fee port (invite's rebates) once.
 *
 * The acceptance instant (open time, the entry tick, settle time) is the batch's: the moment the
 * writer takes the order, at most one batch's write after the request arrived. An idle market
 * takes its first order at once. An order with a coupon takes the single path (one transaction,
 * the coupon's `apply` between the row and the balance check), in its place in the arrival order.
 * A batch whose transaction fails is rolled back whole and each order then runs alone through the
 * single path, answered with its own result or named error.
 */
import type { Executor } from '@bourse/db';
import {
  type AccountRef,
  batchEntry,
  beginBatch,
  type EntryInput,
  type NewHold,
  postBatch,
  refKey,
  systemAccount,
  userAccount,
} from '@bourse/ledger';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import type { FeePaid } from '../../platform/fee-hooks';
import { WriterQueue } from '../../platform/writer-queue';
import type { Side } from '@bourse/maths/seconds';
import { type BatchOrder, insertOrders, ordersByRequestKeys } from './group-store';
import type { MicroMarketView, MicroTickView } from './ports';
import type { OrderRow, TermsRow } from './store';

/** The most orders one batch takes (as spot's BATCH_BOUND). */
export const GROUP_BOUND = 256;

/** An order as validated before it queues: its market, terms, stake maths and request key. */
export interface MicroItem {
  userId: number;
  market: MicroMarketView;
  asset: string;
  terms: TermsRow;
  side: Side;
  stake: bigint;
  feeMinor: bigint;
  profitMinor: bigint;
  requestKey: string;
  couponId?: number | undefined;
}

/** The order as committed; `fresh` false when the request key had one already. */
export interface MicroAnswer {
  row: OrderRow;
  fresh: boolean;
}

interface Queued {
  item: MicroItem;
  resolve(answer: MicroAnswer): void;
  reject(error: unknown): void;
}

type Result = { ok: true; value: MicroAnswer } | { ok: false; error: unknown };

export class MicroGroup {
  private readonly queues = new Map<number, WriterQueue<Queued>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      /** One order in its own transaction (service.ts): a coupon's, or one of a batch that failed. */
      single(item: MicroItem): Promise<MicroAnswer>;
      /** The entry tick at an instant, read in the transaction; refuses a missing or stale one. */
      entryTick(ex: Executor, marketId: number, nowMs: number): Promise<MicroTickView>;
      /** Tell the fee port about these fees, in the batch's transaction. */
      feesPaid(ex: Executor, fees: FeePaid[]): Promise<void>;
    },
  ) {}

  submit(item: MicroItem): Promise<MicroAnswer> {
    return new Promise<MicroAnswer>((resolve, reject) => this.queueOf(item.market.id).submit({ item, resolve, reject }));
  }

  /** Run `work` on a market's queue after everything queued before it (tests hold a queue this way). */
  run<T>(marketId: number, work: () => Promise<T>): Promise<T> {
    return this.queueOf(marketId).run(work);
  }

  /** How many orders wait on a market's queue. */
  waiting(marketId: number): number {
    return this.queueOf(marketId).waiting;
  }

  private queueOf(marketId: number): WriterQueue<Queued> {
    let queue = this.queues.get(marketId);
    if (!queue) {
      queue = new WriterQueue<Queued>(GROUP_BOUND, (items) => this.write(items));
      this.queues.set(marketId, queue);
    }
    return queue;
  }

  /** Runs of orders without a coupon as batches, the others alone, all in arrival order. */
  private async write(queued: Queued[]): Promise<void> {
    let run: Queued[] = [];
    for (const q of queued) {
      if (q.item.couponId === undefined) {
        run.push(q);
        continue;
      }
      await this.batch(run);
      run = [];
      await this.alone(q);
    }
    await this.batch(run);
  }

  private async alone(q: Queued): Promise<void> {
    try {
      q.resolve(await this.deps.single(q.item));
    } catch (error) {
      q.reject(error);
    }
  }

  private async batch(run: Queued[]): Promise<void> {
    if (run.length === 0) return;
    let results: Result[];
    try {
      results = await this.ctx.db.tx((ex) =>
        this.commit(
          ex,
          run.map((q) => q.item),
        ),
      );
    } catch (err) {
      this.ctx.log.warn({ err, orders: run.length }, 'seconds options: a batch failed; each order runs alone');
      for (const q of run) await this.alone(q);
      return;
    }
    run.forEach((q, i) => {
      const r = results[i]!;
      if (r.ok) q.resolve(r.value);
      else q.reject(r.error);
    });
  }

  /** The batch's statements (see the top of this file); planned afresh on each attempt of the transaction. */
  private async commit(ex: Executor, items: MicroItem[]): Promise<Result[]> {
    const nowMs = this.ctx.clock.now().getTime();
    let tick: MicroTickView;
    try {
      tick = await this.deps.entryTick(ex, items[0]!.market.id, nowMs);
    } catch (error) {
      if (error instanceof AppError) return items.map(() => ({ ok: false, error }));
      throw error;
    }
    const prior = await ordersByRequestKeys(
      ex,
      items.map((i) => ({ userId: i.userId, key: i.requestKey })),
    );
    const micro = (i: { userId: number; asset: string }) => userAccount(i.userId, i.asset, 'micro');
    const assets = [...new Set(items.map((i) => i.asset))];
    const start = await beginBatch(ex, {
      lock: [...assets.map((a) => systemAccount('house', a)), ...items.map(micro)],
      holds: 2 * items.length,
      ensure: assets.map((a) => systemAccount('fees', a)),
    });
    const available = new Map([...start.balances].map(([k, b]) => [k, b.available]));
    const has = (ref: AccountRef) => available.get(refKey(ref)) ?? 0n;
    const take = (ref: AccountRef, amount: bigint) => available.set(refKey(ref), has(ref) - amount);
    const orders: BatchOrder[] = [];
    const planned = new Set<string>();
    const outcomes = items.map((i, n): { key: string; fresh: boolean } | { prior: OrderRow } | { error: AppError } => {
      const key = `${i.userId}:${i.requestKey}`;
      const stored = prior.get(key);
      if (stored) return { prior: stored };
      if (planned.has(key)) return { key, fresh: false }; // the same request twice in one batch: one order
      const house = systemAccount('house', i.asset);
      // Tell a user who cannot pay that, before asking whether the house can.
      if (has(micro(i)) < i.stake + i.feeMinor) return { error: new AppError('INSUFFICIENT_BALANCE') };
      if (has(house) < i.profitMinor) return { error: new AppError('HOUSE_CAPACITY') };
      take(micro(i), i.stake + i.feeMinor);
      take(house, i.profitMinor);
      planned.add(key);
      orders.push(
        newOrder(i, tick, { nowMs, holdId: start.holdIds[2 * n]!, houseHoldId: i.profitMinor > 0n ? start.holdIds[2 * n + 1]! : null }),
      );
      return { key, fresh: true };
    });
    const rows = await insertOrders(ex, orders);
    const { entries, newHolds, fees } = moneyOf(orders, rows);
    await postBatch(ex, { entries, newHolds });
    await this.deps.feesPaid(ex, fees);
    return outcomes.map((o) => {
      if ('error' in o) return { ok: false, error: o.error };
      if ('prior' in o) return { ok: true, value: { row: o.prior, fresh: false } };
      return { ok: true, value: { row: rows.get(o.key)!, fresh: o.fresh } };
    });
  }
}

/** The order's row as the single path inserts it, at the batch's instant and entry tick. */
function newOrder(i: MicroItem, tick: MicroTickView, at: { nowMs: number; holdId: number; houseHoldId: number | null }): BatchOrder {
  return {
    userId: i.userId,
    marketId: i.market.id,
    asset: i.asset,
    side: i.side,
    seconds: i.terms.seconds,
    stake: i.stake,
    fee: i.feeMinor,
    feePpm: i.terms.fee_ppm,
    payoutPpm: i.terms.payout_ppm,
    winProfit: i.profitMinor,
    openAt: new Date(at.nowMs),
    settleAt: new Date(at.nowMs + i.terms.seconds * 1000),
    priceScale: tick.priceScale,
    openTickId: tick.id,
    openTickTs: new Date(tick.ts),
    openPrice: tick.price,
    openSource: tick.source,
    requestKey: i.requestKey,
    symbol: i.market.symbol,
    holdId: at.holdId,
    houseHoldId: at.houseHoldId,
  };
}

/** Each order's entries in the single path's order (the house's hold, the stake's hold, the fee), and its fee for the port. */
function moneyOf(orders: BatchOrder[], rows: Map<string, OrderRow>) {
  const batch = { entries: [] as EntryInput[] };
  const newHolds: NewHold[] = [];
  const fees: FeePaid[] = [];
  const holdLines = (account: AccountRef, amount: bigint) => [
    { account, bucket: 'available' as const, amount: -amount },
    { account, bucket: 'frozen' as const, amount },
  ];
  for (const o of orders) {
    const id = rows.get(`${o.userId}:${o.requestKey}`)!.id;
    const user = userAccount(o.userId, o.asset, 'micro');
    const house = systemAccount('house', o.asset);
    const meta = { orderId: id, market: o.symbol, side: o.side, seconds: o.seconds };
    if (o.houseHoldId !== null) {
      const e = batchEntry(batch, { key: `micro:house:${id}`, kind: 'micro.house_hold', meta, lines: holdLines(house, o.winProfit) });
      newHolds.push({ id: o.houseHoldId, key: e.key, account: house, amount: o.winProfit, settled: 0n, released: 0n });
    }
    const e = batchEntry(batch, { key: `micro:stake:${id}`, kind: 'micro.stake', meta, lines: holdLines(user, o.stake) });
    newHolds.push({ id: o.holdId, key: e.key, account: user, amount: o.stake, settled: 0n, released: 0n });
    if (o.fee > 0n) {
      const feeRef = `micro:fee:${id}`;
      const to = systemAccount('fees', o.asset);
      const lines = [
        { account: user, amount: -o.fee },
        { account: to, amount: o.fee },
      ];
      batchEntry(batch, { key: feeRef, kind: 'micro.fee', meta, lines });
      fees.push({ userId: o.userId, product: 'options', orderId: id, feeRef, asset: o.asset, amount: o.fee, book: 'micro' });
    }
  }
  return { entries: batch.entries, newHolds, fees };
}
