/**
 * Futures' group commit (issue 14): market openings, delegated orders and user closes wait on their
 * market's queue; the writer takes every item waiting (up to GROUP_BOUND) and writes them in ONE
 * transaction with a fixed number of statements whatever their number:
 *
 *   1. lock the positions the closes name (by id) and read the positions already stored under
 *      the openings' request keys; read what is left on the closing positions' holds;
 *   2. `beginBatch`: lock every lever account involved, the house and (for closes) the insurance
 *      fund, in the ledger's sorted order, read their balances and reserve the hold ids;
 *   3. in memory, in arrival order (group-plan.ts): each item against the balances the items
 *      before it left, refused with the single path's named error or planned;
 *   4. one INSERT of the new rows, one UPDATE of the closes, `postBatch` (two statements) for
 *      every entry, hold and hold change, and the fee port (invite's rebates) for every opening fee.
 *
 * Each caller is answered after the commit. An idle market answers its first item at once.
 *
 * What takes the single path instead (positions.ts, one transaction per item, as before), in its
 * place in the arrival order: an opening with a coupon (its `apply` runs between the row and its
 * funding), and an opening or close a futures listener acts on (copy trading: a followed
 * trader's opening, a copy's or a copied position's close; coupons: a coupon position's close),
 * asked before the batch (hooks.ts `openWanted`, `closeWanted`). Batched items call no listener.
 *
 * A batch whose transaction fails (a database error, a deadlock after its retries, a row the
 * database refuses) is rolled back whole, and each of its items then runs alone through the single
 * path, in order, answered with its own result or named error: never half a batch.
 */
import type { Executor } from '@bourse/db';
import { beginBatch, getHolds, postBatch, systemAccount, userAccount } from '@bourse/ledger';
import type { AppContext } from '../../app/context';
import { WriterQueue } from '../../platform/writer-queue';
import { type GroupItem, LeverBatchPlan, type Outcome } from './group-plan';
import { insertBatchRows, lockForBatch, positionsByIds, writeCloses } from './group-store';
import type { AfterCommit, LeverHooks } from './hooks';
import type { LeverMarket } from './market';
import type { PositionRow } from './store';

/** The most items one batch takes (as spot's BATCH_BOUND). */
export const GROUP_BOUND = 256;

/** What an item gets: its position as committed (with work for after the commit), or nothing for a close passed over. */
export type GroupAnswer = { row: PositionRow; after: AfterCommit[] } | undefined;

/** The single path, one transaction per item (service.ts): what a batch cannot take, or retries after failing. */
export type SinglePath = (m: LeverMarket, item: GroupItem) => Promise<GroupAnswer>;

interface Queued {
  item: GroupItem;
  resolve(answer: GroupAnswer): void;
  reject(error: unknown): void;
}

export class LeverGroup {
  private readonly queues = new Map<number, WriterQueue<Queued>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      hooks: LeverHooks;
      single: SinglePath;
      /** Tell the fee port about these openings' fees, in the batch's transaction. */
      feesPaid(ex: Executor, rows: readonly PositionRow[]): Promise<void>;
    },
  ) {}

  /** Queue an item on its market; answered once it has committed (or been refused). */
  submit(m: LeverMarket, item: GroupItem): Promise<GroupAnswer> {
    return new Promise<GroupAnswer>((resolve, reject) => this.queueOf(m).submit({ item, resolve, reject }));
  }

  /** Run `work` on a market's queue after everything queued before it (tests hold a queue this way). */
  run<T>(m: LeverMarket, work: () => Promise<T>): Promise<T> {
    return this.queueOf(m).run(work);
  }

  /** How many items wait on a market's queue. */
  waiting(m: LeverMarket): number {
    return this.queueOf(m).waiting;
  }

  private queueOf(m: LeverMarket): WriterQueue<Queued> {
    let queue = this.queues.get(m.shape.id);
    if (!queue) {
      queue = new WriterQueue<Queued>(GROUP_BOUND, (items) => this.write(m, items));
      this.queues.set(m.shape.id, queue);
    }
    return queue;
  }

  /** The queue's handler: runs of batchable items as batches, the others alone, all in arrival order. */
  private async write(m: LeverMarket, queued: Queued[]): Promise<void> {
    let batchable: boolean[];
    try {
      batchable = await this.batchable(queued.map((q) => q.item));
    } catch (err) {
      this.ctx.log.error({ err, market: m.shape.symbol }, 'futures: asking the listeners failed; taking the single path');
      batchable = queued.map(() => false);
    }
    let run: Queued[] = [];
    for (const [i, q] of queued.entries()) {
      if (batchable[i]) {
        run.push(q);
        continue;
      }
      await this.batch(m, run);
      run = [];
      await this.alone(m, q);
    }
    await this.batch(m, run);
  }

  /** Which items a batch may take: not a coupon's opening, nothing a listener acts on. */
  private async batchable(items: GroupItem[]): Promise<boolean[]> {
    const db = this.ctx.db;
    const opens = items.flatMap((i) => (i.type === 'open' && i.couponId === undefined ? [i.userId] : []));
    const wantedUsers = await this.deps.hooks.openWanted(db, [...new Set(opens)]);
    const closing = await positionsByIds(
      db,
      items.flatMap((i) => (i.type === 'close' ? [i.positionId] : [])),
    );
    const wantedPositions = await this.deps.hooks.closeWanted(db, closing);
    return items.map((i) => {
      if (i.type === 'open') return i.couponId === undefined && !wantedUsers.has(i.userId);
      if (i.type === 'close') return !wantedPositions.has(i.positionId);
      return true;
    });
  }

  private async alone(m: LeverMarket, q: Queued): Promise<void> {
    try {
      q.resolve(await this.deps.single(m, q.item));
    } catch (error) {
      q.reject(error);
    }
  }

  /** One batch in one transaction; if it fails, nothing of it applied and each item runs alone. */
  private async batch(m: LeverMarket, run: Queued[]): Promise<void> {
    if (run.length === 0) return;
    let answers: Array<{ ok: true; value: GroupAnswer } | { ok: false; error: unknown }>;
    try {
      answers = await this.ctx.db.tx((ex) =>
        this.commit(
          ex,
          m,
          run.map((q) => q.item),
        ),
      );
    } catch (err) {
      this.ctx.log.warn({ err, market: m.shape.symbol, items: run.length }, 'futures: a batch failed; each item runs alone');
      for (const q of run) await this.alone(m, q);
      return;
    }
    run.forEach((q, i) => {
      const a = answers[i]!;
      if (a.ok) q.resolve(a.value);
      else q.reject(a.error);
    });
  }

  /** The batch's statements (see the top of this file); planned afresh on each attempt of the transaction. */
  private async commit(ex: Executor, m: LeverMarket, items: GroupItem[]) {
    const now = this.ctx.clock.now();
    const closeIds = items.flatMap((i) => (i.type === 'close' ? [i.positionId] : []));
    const keys = items.flatMap((i) => (i.type === 'close' ? [] : [{ userId: i.userId, key: i.requestKey }]));
    const { locked, prior } = await lockForBatch(ex, closeIds, keys);
    const holdIds = [...locked.values()].flatMap((p) => [p.hold_id, p.house_hold_id].filter((h): h is number => h !== null));
    const holds = await getHolds(ex, holdIds);
    const holdsLeft = new Map([...holds].map(([id, h]) => [id, h.status === 'open' ? h.amount - h.settled - h.released : 0n]));
    const quote = m.shape.quote;
    const users = new Set([...items.flatMap((i) => (i.type === 'close' ? [] : [i.userId])), ...[...locked.values()].map((p) => p.user_id)]);
    const start = await beginBatch(ex, {
      lock: [
        systemAccount('house', quote),
        ...(closeIds.length > 0 ? [systemAccount('insurance', quote)] : []),
        ...[...users].map((u) => userAccount(u, quote, 'lever')),
      ],
      holds: items.reduce((n, i) => n + (i.type === 'open' ? 2 : i.type === 'delegate' ? 1 : 0), 0),
      ensure: [systemAccount('fees', quote)],
    });
    const plan = new LeverBatchPlan(m, { balances: start.balances, holdIds: start.holdIds, positions: locked, holdsLeft, prior });
    const outcomes = items.map((i) => plan.run(i));
    const rows = await insertBatchRows(ex, m.shape.id, plan.newRows, { spread: m.terms.spread, now });
    const opened = plan.openEntries(rows);
    const closed = await writeCloses(ex, plan.closes, now);
    await postBatch(ex, { entries: [...opened.entries, ...plan.entries], newHolds: opened.newHolds, holdChanges: plan.holdChanges });
    // Each market opening's fee is a fee its user paid (delegated orders pay theirs when they open).
    await this.deps.feesPaid(
      ex,
      [...rows.values()].filter((r) => r.kind === 'market'),
    );
    return outcomes.map((o) => answerOf(o, rows, closed));
  }
}

function answerOf(
  o: Outcome,
  rows: Map<string, PositionRow>,
  closed: Map<number, PositionRow>,
): { ok: true; value: GroupAnswer } | { ok: false; error: unknown } {
  switch (o.kind) {
    case 'refused':
      return { ok: false, error: o.error };
    case 'passed':
      return { ok: true, value: undefined };
    case 'prior':
      return { ok: true, value: { row: o.row, after: [] } };
    case 'new':
      return { ok: true, value: { row: rows.get(o.key)!, after: [] } };
    case 'closed':
      return { ok: true, value: { row: closed.get(o.id)!, after: [] } };
  }
}
