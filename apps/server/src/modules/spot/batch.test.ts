/**
 * Group commit: many users' orders that cross each other, taken by the market's writer in ONE
 * batch (one transaction), end exactly where the same orders placed one at a time end: the same
 * answers, fills, order rows and balances, the same orders refused for want of funds at their
 * point of the sequence, and a clean ledger. Two apps on their own databases: one takes the orders
 * all at once, the other one by one (the replay).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { SpotService, TradeInput } from './service';
import { readSeq } from './store';

const OPEN = Date.parse('2026-11-18T15:00:00Z');
const ETH = 2;
const USERS = 6;

interface Step {
  user: number;
  input: TradeInput;
}

/** A deterministic stream of orders around 3,000 from six users; the last user has little money. */
function scenario(count: number): Step[] {
  let seed = 20261118;
  const r = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return Math.floor((seed / 2 ** 31) * n); // the high bits: an LCG's low bits cycle
  };
  const steps: Step[] = [];
  for (let i = 0; i < count; i++) {
    const user = r(USERS);
    const side = r(2) === 0 ? 'buy' : 'sell';
    const qty = `0.${String(1 + r(40)).padStart(2, '0')}`;
    const pick = r(20);
    let input: TradeInput;
    if (pick === 0)
      input = { currency_id: ETH, legal_id: 3, type: side, amount: qty }; // market by quantity
    else if (pick === 1)
      input = { currency_id: ETH, legal_id: 3, type: 'buy', quote_amount: '150' }; // market buy by amount
    else {
      const tif = pick === 2 ? 'IOC' : pick === 3 ? 'FOK' : 'GTC';
      input = { currency_id: ETH, legal_id: 3, type: side, amount: qty, target_price: String(2990 + r(21)), tif, post_only: pick === 4 };
    }
    steps.push({ user, input });
  }
  return steps;
}

type Answer = Awaited<ReturnType<SpotService['place']>>;

interface Run {
  t: TestApp;
  users: number[];
}

async function start(): Promise<Run> {
  const t = await createTestApp();
  t.clock.set(new Date(OPEN));
  const m = t.built.modules.spot.service.markets.get(ETH)!;
  m.rules = { ...m.rules, mmEnabled: false }; // only the users' orders in this book
  await t.tick('ETH/USDT', '3000');
  const users: number[] = [];
  for (let i = 0; i < USERS; i++) {
    const u = await t.newUser();
    const poor = i === USERS - 1;
    await t.fund(u.userId, 'USDT', poor ? '700' : '20000');
    await t.fund(u.userId, 'ETH', poor ? '0.3' : '5');
    users.push(u.userId);
  }
  return { t, users };
}

/** What a caller sees, without ids and times (they differ between the two databases). */
function seen(result: PromiseSettledResult<Answer>) {
  if (result.status === 'rejected') return { error: (result.reason as { code?: string }).code ?? String(result.reason) };
  const { id: _id, created_at: _c, updated_at: _u, fills, ...order } = result.value;
  return { ...order, fills: fills.map(({ id: _f, time: _t, ...f }) => f) };
}

/** The database after the run: each step's order row, the trades (by step), everyone's balances, the fees. */
async function state(run: Run) {
  const { t, users } = run;
  const { rows: orders } = await t.db.query<Record<string, unknown>>(
    `SELECT request_key, status, filled_qty, filled_quote::text, fee::text, cancel_reason FROM spot_orders
      WHERE market_id = $1 AND request_key LIKE 'step-%' ORDER BY id`,
    [ETH],
  );
  const { rows: trades } = await t.db.query<Record<string, unknown>>(
    `SELECT tk.request_key AS taker, mk.request_key AS maker, t.price, t.qty, t.taker_fee::text, t.maker_fee::text
       FROM spot_trades t JOIN spot_orders tk ON tk.id = t.taker_order_id JOIN spot_orders mk ON mk.id = t.maker_order_id
      WHERE t.market_id = $1 ORDER BY t.id`,
    [ETH],
  );
  const balances = [];
  for (const id of users) {
    for (const asset of ['USDT', 'ETH']) balances.push(await getBalance(t.db, userAccount(id, asset, 'exchange')));
  }
  const fees = [await getBalance(t.db, systemAccount('fees', 'USDT')), await getBalance(t.db, systemAccount('fees', 'ETH'))];
  const depth = t.built.modules.spot.service.depth(t.built.modules.spot.service.markets.get(ETH)!, 100);
  return { orders, trades, balances, fees, depth };
}

/** Hold the market's queue (its writer is busy) until the returned function is called. */
async function hold(m: { run(work: () => Promise<void>): Promise<void> }): Promise<() => void> {
  let release: (() => void) | undefined;
  void m.run(() => new Promise<void>((r) => (release = r)));
  while (!release) await new Promise((r) => setImmediate(r));
  return release;
}

/**
 * Count the writer's statements, holding the first until `open()` (test instrumentation of
 * the database handle, not of our code): `reading` resolves when it was sent.
 */
function watchStatements(t: TestApp) {
  const db = t.built.ctx.db;
  const query = db.query;
  let opened!: () => void;
  const gate = new Promise<void>((r) => (opened = r));
  let sent!: () => void;
  const reading = new Promise<void>((r) => (sent = r));
  const watch = { count: 0, reading, open: () => opened(), stop: () => (db.query = query) };
  db.query = (async (text: string, params?: readonly unknown[]) => {
    // The writer's statements all touch the ledger; the test's own look-ups do not.
    if (text.includes('ledger_') && watch.count++ === 0) {
      sent();
      await gate;
    }
    return query.call(db, text, params);
  }) as typeof db.query;
  return watch;
}

const steps = scenario(120);
let batched: Run;
let replay: Run;
beforeAll(async () => {
  batched = await start();
  replay = await start();
}, 120_000);
afterAll(async () => {
  await batched?.t.dispose();
  await replay?.t.dispose();
});

describe('a batch of crossing orders from many users', () => {
  it('matches, settles and refuses exactly as the same orders one at a time', async () => {
    // One by one: each order waits for the one before it.
    const one: Array<PromiseSettledResult<Answer>> = [];
    const spotB = replay.t.built.modules.spot.service;
    for (const [i, s] of steps.entries()) {
      one.push(...(await Promise.allSettled([spotB.place(replay.users[s.user]!, s.input, `step-${i}`)])));
    }

    // All at once: the queue is held while the first 80 arrive, so the writer takes them in one
    // batch; the other 40 arrive while that batch reads (held there), and its write reads their
    // start ahead: two batches, three statements.
    const spotA = batched.t.built.modules.spot.service;
    const m = spotA.markets.get(ETH)!;
    const seqBefore = await readSeq(batched.t.db, ETH);
    const statements = watchStatements(batched.t);
    const release = await hold(m);
    const stored: boolean[] = [];
    const place = (s: Step, i: number) =>
      spotA.place(batched.users[s.user]!, s.input, `step-${i}`).then(async (order) => {
        // Answered means committed: the row is there the moment the caller hears back.
        const { rows } = await batched.t.db.query('SELECT 1 FROM spot_orders WHERE id = $1', [order.id]);
        stored[i] = rows.length === 1;
        return order;
      });
    const first = steps.slice(0, 80).map((s, i) => place(s, i));
    release();
    await statements.reading;
    const second = steps.slice(80).map((s, i) => place(s, 80 + i));
    statements.open();
    const all = await Promise.allSettled([...first, ...second]);
    statements.stop();
    expect(await readSeq(batched.t.db, ETH)).toBe(seqBefore! + 2); // two batches for all 120
    expect(statements.count).toBe(3);

    expect(all.map(seen)).toEqual(one.map(seen));
    const refused = all.filter((r) => r.status === 'rejected');
    // The scenario exercises both: orders filled and orders refused for funds mid-sequence.
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((r) => (r.reason as { code: string }).code))).toEqual(new Set(['INSUFFICIENT_BALANCE']));
    expect(all.filter((r) => r.status === 'fulfilled' && r.value.fills.length > 0).length).toBeGreaterThan(20);
    expect(stored.filter(Boolean)).toHaveLength(all.length - refused.length);

    expect(await state(batched)).toEqual(await state(replay));
    expect((await checkLedger(batched.t.db)).problems).toEqual([]);
    expect((await checkLedger(replay.t.db)).problems).toEqual([]);

    // And the book it left is the one the committed rows rebuild.
    const before = m.engine.snapshot();
    await m.run(() => batched.t.db.tx((ex) => spotA.trading.rebuild(ex, m)));
    expect(m.engine.snapshot()).toEqual(before);
  });
});
