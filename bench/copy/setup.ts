/**
 * bench/copy's fixtures: the app on a fresh PostgreSQL database (the server test harness clones it
 * from the test template and drops it in `dispose`), the scripted feed with a steady BTC price, an
 * approved trader (Lv1, one closed position, approved by a compliance operator, as the module tests
 * do) and N followers with USDT in their futures book, each following the trader by a multiple of 1.
 *
 * Followers are inserted as user rows directly (registering 1,000 users through the API would hash
 * 2,000 passwords with argon2: minutes of CPU on a shared machine, and none of it is measured), then
 * funded through the ledger as deposits and made to follow through the copy trading service.
 *
 * A probe wraps the database handle, futures' open hooks and the copy port's `openManyFor`: when the
 * trader's position is filled (the open hooks start), when each copy's position is written, when
 * each transaction commits, and every statement's time inside a transaction (the profile).
 */
import { followInput, leverSubmitInput, MARK_PRICE_MIN_TICKS, MARK_PRICE_WINDOW_MS } from '@bourse/contract';
import type { Db, Executor } from '@bourse/db';
import { type EntryInput, postEntries, systemAccount, userAccount } from '@bourse/ledger';
import { parseUnits } from '@bourse/money';
import { createTestApp, type TestApp } from '../../apps/server/test/harness';
import { onCleanup } from '../lifecycle';

export const SYMBOL = 'BTC/USDT';
export const PRICE = '60000';

export interface Probe {
  /** Start recording: clears the marks. */
  start(): void;
  stop(): void;
  /** performance.now() when the trader's position was filled (futures' open hooks began). */
  fillAt?: number;
  /** performance.now() when each copy's position was written, inside the trader's transaction. */
  copyWrites: number[];
  /** performance.now() at each commit while recording. */
  commits: number[];
  /** Statements sent inside transactions while recording, with their time by statement shape. */
  statements: number;
  profile: Map<string, { n: number; ms: number }>;
}

export interface Bench {
  t: TestApp;
  trader: { token: string; userId: number };
  followers: number[];
  probe: Probe;
  tick(): Promise<void>;
}

/** A statement's shape for the profile: its first words, parameters and spacing collapsed. */
const shape = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 70);

function attachProbe(t: TestApp): Probe {
  const probe: Probe = { copyWrites: [], commits: [], statements: 0, profile: new Map(), start() {}, stop() {} };
  let on = false;
  probe.start = () => {
    on = true;
    probe.fillAt = undefined;
    probe.copyWrites = [];
    probe.commits = [];
    probe.statements = 0;
    probe.profile = new Map();
  };
  probe.stop = () => void (on = false);
  const counted = (ex: Executor): Executor => ({
    query: async (text, params) => {
      if (!on) return ex.query(text, params);
      const t0 = performance.now();
      const r = await ex.query(text, params);
      const entry = probe.profile.get(shape(text)) ?? { n: 0, ms: 0 };
      entry.n++;
      entry.ms += performance.now() - t0;
      probe.profile.set(shape(text), entry);
      probe.statements++;
      return r as never;
    },
  });
  const db = t.built.ctx.db as { tx: Db['tx'] };
  const tx = db.tx.bind(db);
  db.tx = (async (fn: (ex: Executor) => Promise<unknown>) => {
    const r = await tx((ex) => fn(counted(ex)));
    if (on) probe.commits.push(performance.now());
    return r;
  }) as Db['tx'];
  const hooks = t.built.modules.lever.service.hooks;
  const opened = hooks.opened.bind(hooks);
  hooks.opened = async (ex, ev, after) => {
    if (on && probe.fillAt === undefined) probe.fillAt = performance.now();
    await opened(ex, ev, after);
  };
  const port = t.built.modules.lever.ports.copy;
  const openManyFor = port.openManyFor.bind(port);
  port.openManyFor = async (ex, marketId, reqs, tick) => {
    const r = await openManyFor(ex, marketId, reqs, tick);
    // The batch writes every copy's position at once: each is written when the batch returns.
    if (on) for (const x of r.results) if ('position' in x) probe.copyWrites.push(performance.now());
    return r;
  };
  return probe;
}

async function tickSteady(t: TestApp): Promise<void> {
  t.clock.advance(MARK_PRICE_WINDOW_MS);
  for (let i = 0; i < MARK_PRICE_MIN_TICKS; i++) {
    await t.tick(SYMBOL, PRICE);
    await t.built.modules.lever.watcher.idle();
  }
}

/** Verified at Lv1, one closed position, applied and approved: how the module tests make a trader. */
async function makeTrader(t: TestApp, tick: () => Promise<void>) {
  const u = await t.newUser();
  await t.fund(u.userId, 'USDT', '100000', 'lever');
  await t.verify(u, 1);
  await tick();
  const lever = t.built.modules.lever.service;
  const input = leverSubmitInput.parse({ currency_id: 1, share: 1, multiple: 10, type: 1 });
  const p = await lever.submit(u.userId, input, 'bench-copy-first');
  await lever.close(u.userId, p.id);
  const applied = await t.call('POST', '/follow/apply', { name: 'Bench Trader', profit_share: '10' }, { token: u.token });
  if (applied.body.type !== 'ok') throw new Error(`apply: ${JSON.stringify(applied.body)}`);
  const op = await t.operatorToken('compliance');
  const ok = await t.call('POST', '/operator/traders/approve', { id: u.userId }, { token: op });
  if (ok.body.type !== 'ok') throw new Error(`approve: ${JSON.stringify(ok.body)}`);
  await tick();
  return u;
}

async function makeFollowers(t: TestApp, traderId: number, n: number): Promise<number[]> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, invite_code)
     SELECT 'copybench' || g || '@example.com', 'not-a-hash', 'CB' || g FROM generate_series(1, $1::int) g RETURNING id`,
    [n],
  );
  const ids = rows.map((r) => Number(r.id));
  const amount = parseUnits('100000', t.built.ctx.assets.byCodeOrFail('USDT').scale);
  const entries: EntryInput[] = ids.map((id) => ({
    key: `bench-copy-fund:${id}`,
    kind: 'deposit',
    lines: [
      { account: systemAccount('world', 'USDT'), amount: -amount },
      { account: userAccount(id, 'USDT', 'lever'), amount },
    ],
  }));
  for (let i = 0; i < entries.length; i += 100) await t.db.tx((ex) => postEntries(ex, entries.slice(i, i + 100)));
  const copy = t.built.modules.copyTrading.service;
  const terms = followInput.parse({ trader_user_id: traderId, type: 1, number: '1', amount: '100000', agree: true });
  for (const id of ids) await copy.follow(id, terms);
  return ids;
}

export async function setUp(followers: number): Promise<Bench> {
  process.env.TEST_DB = 'pg';
  const t = await createTestApp();
  // Its database and folder go at the end of the bench, however it ends (lifecycle.ts).
  onCleanup(() => t.dispose());
  const tick = () => tickSteady(t);
  await tick();
  const trader = await makeTrader(t, tick);
  const ids = await makeFollowers(t, trader.userId, followers);
  await tick();
  return { t, trader, followers: ids, probe: attachProbe(t), tick };
}
