/**
 * What the group commit's tests share: an app with funded futures users at a steady price, a
 * market queue held while requests gather, a count of the app's transactions and of the
 * statements in each (instrumentation of the database handle, not of our code), and the state a
 * position leaves (its row and its ledger entries, ids named by request key) to compare a batch
 * with the same requests one transaction each.
 */
import { MARK_PRICE_MIN_TICKS, MARK_PRICE_WINDOW_MS } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { LeverService } from './service';

export { watchTransactions } from '../../../test/transactions';

export const BTC = 1;

export interface LeverRun {
  t: TestApp;
  lever: LeverService;
  users: number[];
}

/** A mark window's worth of ticks at one price, so the mark price is that price too. */
export async function steady(t: TestApp, price: string): Promise<void> {
  t.clock.advance(MARK_PRICE_WINDOW_MS);
  for (let i = 0; i < MARK_PRICE_MIN_TICKS; i++) await t.tick('BTC/USDT', price);
  await t.built.modules.lever.watcher.idle();
}

/** An app with users holding these amounts of USDT in their lever book, BTC steady at 50,000. */
export async function leverRun(funds: string[]): Promise<LeverRun> {
  const t = await createTestApp();
  const users: number[] = [];
  for (const usdt of funds) {
    const u = await t.newUser();
    if (usdt !== '0') await t.fund(u.userId, 'USDT', usdt, 'lever');
    users.push(u.userId);
  }
  await steady(t, '50000');
  return { t, lever: t.built.modules.lever.service, users };
}

/** Hold the market's queue (its writer is busy) until the returned function is called. */
export async function hold(lever: LeverService, marketId = BTC): Promise<() => void> {
  let release: (() => void) | undefined;
  void lever.group.run(lever.markets.get(marketId)!, () => new Promise<void>((r) => (release = r)));
  while (!release) await new Promise((r) => setImmediate(r));
  return release;
}

/** A request's outcome as a caller sees it, without ids and times. */
export function seen(r: PromiseSettledResult<{ [k: string]: unknown }>) {
  if (r.status === 'rejected') return { error: (r.reason as { code?: string }).code ?? String(r.reason) };
  const { id: _id, created_at: _c, opened_at: _o, closed_at: _x, ...rest } = r.value;
  return rest;
}

/**
 * Every position of these users with its ledger entries, by request key: the row's money fields
 * and each entry's key (the position's id replaced by its request key), kind, lines and meta
 * (without hold ids, which differ between two databases).
 */
export async function positionsOf(run: LeverRun) {
  const { rows } = await run.t.db.query<Record<string, unknown>>(
    `SELECT id, user_id, request_key, side, kind, status, lots, qty, leverage, limit_price, entry_price, margin::text, open_margin::text,
            fee::text, liq_price, cap_price, close_price, close_reason, pnl::text, insurance_paid::text, liquidation_ppm, tp_price, sl_price
       FROM lever_positions WHERE user_id = ANY($1::bigint[]) ORDER BY user_id, request_key`,
    [run.users],
  );
  const name = new Map(rows.map((r) => [String(r.id), `${run.users.indexOf(Number(r.user_id))}/${String(r.request_key)}`]));
  const { rows: entries } = await run.t.db.query<{
    pid: string;
    idem_key: string;
    kind: string;
    meta: Record<string, unknown>;
    lines: string[];
  }>(
    `SELECT e.meta->>'positionId' AS pid, e.idem_key, e.kind, e.meta,
            array_agg(a.owner || '/' || a.book || '/' || p.bucket || '/' || p.amount::text ORDER BY a.owner, a.book, p.bucket, p.amount) AS lines
       FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
      WHERE e.meta->>'positionId' = ANY($1::text[])
      GROUP BY e.id ORDER BY e.idem_key`,
    [[...name.keys()]],
  );
  const userName = (s: string) => s.replace(/user:(\d+)/g, (_, id: string) => `user#${run.users.indexOf(Number(id))}`);
  const ledger = entries.map((e) => {
    const { holdId, holdIds, positionId: _p, ...meta } = e.meta;
    // Hold ids differ between two databases: which of them an entry names is kept, not the number.
    const holds = { holdId: typeof holdId, holdIds: Array.isArray(holdIds) ? holdIds.length : 0 };
    return { position: name.get(e.pid), key: e.idem_key.replace(/\d+$/, ''), kind: e.kind, meta, holds, lines: e.lines.map(userName) };
  });
  const positions = rows.map(({ id, user_id: _u, ...r }) => ({ name: name.get(String(id)), ...r }));
  return { positions: positions.sort((a, b) => String(a.name).localeCompare(String(b.name))), ledger: ledger.sort(byPosition) };
}

const byPosition = (a: { position?: string; key: string }, b: { position?: string; key: string }) =>
  `${a.position}|${a.key}`.localeCompare(`${b.position}|${b.key}`);

/** Each user's lever book and the house, insurance and fees accounts. */
export async function balancesOf(run: LeverRun) {
  const users = [];
  for (const u of run.users) users.push(await getBalance(run.t.db, userAccount(u, 'USDT', 'lever')));
  const sys = [];
  for (const s of ['house', 'insurance', 'fees'] as const) sys.push(await getBalance(run.t.db, systemAccount(s, 'USDT')));
  return { users, sys };
}

export async function ledgerClean(run: LeverRun): Promise<void> {
  expect((await checkLedger(run.t.db)).problems).toEqual([]);
}

/**
 * Start a request and wait until it waits on the market's queue (or has already been answered:
 * a refusal before the queue), so requests arrive in the order the test starts them.
 */
export async function queued<T>(lever: LeverService, start: () => Promise<T>, items = 1, marketId = BTC): Promise<{ answer: Promise<T> }> {
  const m = lever.markets.get(marketId)!;
  const before = lever.group.waiting(m);
  let settled = false;
  const p = start();
  p.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (!settled && lever.group.waiting(m) < before + items) await new Promise((r) => setImmediate(r));
  return { answer: p }; // wrapped: an async function returning the promise would wait for it
}
