/**
 * Paying lock-up orders: every interest day that has ended, the principal at expiry, and an early
 * redemption, as ledger entries planned in memory and written in one batch (`postBatch`: a fixed
 * number of statements whatever the number of orders), in the transaction that locked the orders
 * and moves them forward.
 *
 * Exactly once per order and day: the orders are locked (`FOR UPDATE SKIP LOCKED`: a row another
 * node is paying is skipped) and read again under the lock, each day's entry has the key
 * `lock:interest:<order>:<day>` (a batch refuses a key already posted), and the day's row in
 * `lock_interest` has (order, day) as its primary key. A restart finds the days paid and pays from
 * the next one: the days missed while down are all paid at the next pass.
 */
import type { Executor } from '@bourse/db';
import { type AccountRef, batchEntry, type HoldChange, type LedgerBatch, postBatch, systemAccount, userAccount } from '@bourse/ledger';
import { daysDue, penaltyOf } from './maths';
import {
  advanceOrders,
  type DueCursor,
  type InterestDay,
  insertInterestDays,
  lockDueOrder,
  lockDueOrders,
  type OrderProgress,
  type OrderRow,
} from './store';

export const TREASURY_BOOK = 'lock-mining';
const DAY_MS = 86_400_000;

export const treasuryOf = (asset: string): AccountRef => systemAccount('treasury', asset, TREASURY_BOOK);
export const lockBookOf = (o: { user_id: number; asset: string }): AccountRef => userAccount(o.user_id, o.asset, 'lock');
export const spotOf = (o: { user_id: number; asset: string }): AccountRef => userAccount(o.user_id, o.asset, 'exchange');

/** What a batch will write: ledger entries with their hold changes, the interest days, and each order's progress. */
export interface PayoutBatch extends Required<Pick<LedgerBatch, 'entries' | 'holdChanges'>> {
  days: InterestDay[];
  progress: OrderProgress[];
}

export const emptyBatch = (): PayoutBatch => ({ entries: [], holdChanges: [], days: [], progress: [] });

/** The interest days of `o` that have ended by `nowMs` and are not paid yet; returns the treasury hold they settle. */
function planInterest(batch: PayoutBatch, o: OrderRow, due: number): bigint {
  const daily = BigInt(o.daily_interest);
  let settled = 0n;
  for (let day = o.days_paid + 1; day <= due; day++) {
    const dueAt = new Date(o.start_at.getTime() + day * DAY_MS);
    batch.days.push({ orderId: o.id, day, amount: daily, dueAt });
    if (daily === 0n) continue;
    batchEntry(batch, {
      key: `lock:interest:${o.id}:${day}`,
      kind: 'lock.interest',
      meta: { orderId: o.id, day },
      lines: [
        { account: treasuryOf(o.asset), bucket: 'frozen', amount: -daily },
        { account: spotOf(o), amount: daily },
      ],
    });
    settled += daily;
  }
  return settled;
}

/** The principal back to the spot book at expiry. */
function planExpiry(batch: PayoutBatch, o: OrderRow): void {
  const amount = BigInt(o.amount);
  batchEntry(batch, {
    key: `lock:redeem:${o.id}`,
    kind: 'lock.redeem',
    meta: { orderId: o.id },
    lines: [
      { account: lockBookOf(o), bucket: 'frozen', amount: -amount },
      { account: spotOf(o), amount },
    ],
  });
}

/**
 * Early: the principal leaves its hold, the penalty to the treasury's book and the rest to the spot
 * book; the interest the order will no longer earn is released back to the treasury.
 */
function planEarly(batch: PayoutBatch, o: OrderRow, penalty: bigint, unearned: bigint): void {
  const amount = BigInt(o.amount);
  batchEntry(batch, {
    key: `lock:early:${o.id}`,
    kind: 'lock.early_redeem',
    meta: { orderId: o.id, penalty: penalty.toString() },
    lines: [
      { account: lockBookOf(o), bucket: 'frozen', amount: -amount },
      ...(amount > penalty ? [{ account: spotOf(o), amount: amount - penalty }] : []),
      ...(penalty > 0n ? [{ account: treasuryOf(o.asset), amount: penalty }] : []),
    ],
  });
  if (unearned > 0n) {
    batchEntry(batch, {
      key: `lock:release:${o.id}`,
      kind: 'lock.interest_release',
      meta: { orderId: o.id },
      lines: [
        { account: treasuryOf(o.asset), bucket: 'frozen', amount: -unearned },
        { account: treasuryOf(o.asset), amount: unearned },
      ],
    });
  }
}

/** What an early redemption at `nowMs` would do (after paying the days already ended). */
export function earlyQuote(o: OrderRow, nowMs: number): { due: number; remaining: number; penalty: bigint } {
  const due = daysDue(o.start_at.getTime(), o.days, nowMs);
  const remaining = o.days - due;
  return { due, remaining, penalty: penaltyOf(BigInt(o.amount), o.penalty_ppm, remaining) };
}

/**
 * Plan one order: its ended days, then its end when it expires or when `early` asks for it (an
 * order whose term has ended expires, whatever was asked).
 */
export function planOrder(batch: PayoutBatch, o: OrderRow, nowMs: number, early = false): void {
  const { due, penalty } = earlyQuote(o, nowMs);
  const settled = planInterest(batch, o, due);
  let released = 0n;
  let end: OrderProgress['end'];
  if (due === o.days) {
    planExpiry(batch, o);
    end = { type: 'expiry', penalty: 0n, released: 0n };
  } else if (early) {
    released = BigInt(o.total_interest) - BigInt(o.daily_interest) * BigInt(due);
    planEarly(batch, o, penalty, released);
    end = { type: 'early', penalty, released };
  }
  if (o.treasury_hold_id !== null && settled + released > 0n) {
    batch.holdChanges.push({ holdId: o.treasury_hold_id, account: treasuryOf(o.asset), settled, released });
  }
  if (end) batch.holdChanges.push({ holdId: o.hold_id!, account: lockBookOf(o), settled: BigInt(o.amount), released: 0n } as HoldChange);
  batch.progress.push({ id: o.id, daysPaid: due, ...(end ? { end } : {}) });
}

/** Write a planned batch: the ledger entries, the days paid and the orders' progress; returns the orders as they are now. */
export async function applyBatch(ex: Executor, batch: PayoutBatch, now: Date): Promise<OrderRow[]> {
  if (batch.entries.length > 0) await postBatch(ex, batch);
  await insertInterestDays(ex, batch.days, now);
  return advanceOrders(ex, batch.progress, now);
}

/** A batch's outcome: the orders as they are now, and where the next batch of the same pass starts. */
export interface PaidBatch {
  paid: OrderRow[];
  cursor?: DueCursor;
}

/** One transaction: lock up to `limit` due orders (after `after`, in due order) and pay them. */
export async function payDueBatch(ex: Executor, now: Date, limit: number, after?: DueCursor): Promise<PaidBatch> {
  // The batch's statements are prepared by name (packages/db) and driven by arrays of a thousand
  // rows: a generic plan guesses ten and joins them in nested loops, quadratic in the batch
  // (bench/earn measured 0.5 ms an order). Planned with the arrays in hand they hash-join.
  await ex.query(`SET LOCAL plan_cache_mode = force_custom_plan`);
  const due = await lockDueOrders(ex, now, limit, after);
  const last = due.at(-1);
  if (!last) return { paid: [] };
  const batch = emptyBatch();
  for (const o of due) planOrder(batch, o, now.getTime());
  return { paid: await applyBatch(ex, batch, now), cursor: { dueAt: last.next_due_at, id: last.id } };
}

/** One order alone (after a batch failed): locked while it is still due. */
export async function payOneDue(ex: Executor, id: number, now: Date): Promise<OrderRow[]> {
  const o = await lockDueOrder(ex, id, now);
  if (!o) return [];
  const batch = emptyBatch();
  planOrder(batch, o, now.getTime());
  return applyBatch(ex, batch, now);
}
