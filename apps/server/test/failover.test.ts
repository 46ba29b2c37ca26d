/**
 * One writer per market across two API nodes (spot/writers.ts, docs/decisions/0006): both nodes
 * take orders for one market, the first holds the market's lease and writes, the second forwards
 * to it over Redis. The writer is killed with SIGKILL in the middle of the load; the second node
 * takes the lease, rebuilds the book from the database and goes on, sending again what it had
 * forwarded to the dead node.
 *
 * Then: every acknowledged order is stored exactly once under its key with the id it was answered
 * with, no request key has two orders, replaying every stored order in id order through a fresh
 * engine gives exactly the stored trades and open orders and the surviving writer's live depth,
 * and the ledger checks clean.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Depth, SpotMarketInfo, SpotOrder } from '@bourse/contract';
import { createTestDb, type TestDb } from '@bourse/db/testing';
import { checkLedger } from '@bourse/ledger';
import { MatchingEngine } from '@bourse/matching';
import { formatUnits, parseUnits } from '@bourse/money';
import { afterAll, expect, it } from 'vitest';
import { migrate } from '../src/platform/db';
import { api, cleanUp, exited, type Node, startNode, userOn } from './nodes';

const ON_PG = process.env.TEST_DB === 'pg';
const TOTAL = 480;
const KILL_AFTER_ACKS = 160;
const CLIENTS = 16;
const USERS = 6;
/** What the spot module states (leases.ts LEASE_POLL_MS plus a rebuild), with room for a busy machine. */
const TAKEOVER_LIMIT_MS = 10_000;
/** The only failures a request may end with: the writer out of reach, named. */
const ALLOWED_CODES = new Set(['ORDER_WRITER_UNAVAILABLE']);

const nodes: Node[] = [];
let testDb: TestDb | undefined;
let dataDir = '';
afterAll(() => cleanUp(nodes, testDb, dataDir));

/** Which node holds each market's spot writer lease (advisory lock key 7 232 000 + market id). */
async function leaseHolders(db: TestDb['db']): Promise<Map<number, string>> {
  const { rows } = await db.query<{ market: number; node: string }>(
    `SELECT l.objid::int - 7232000 AS market, a.application_name AS node
       FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.granted AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND l.classid = 0 AND l.objid BETWEEN 7232000 AND 7232999`,
  );
  return new Map(rows.map((r) => [r.market, r.node]));
}

interface Outcome {
  key: string;
  /** Sent to the writer (killed) or to the other node. */
  to: 'writer' | 'other';
  /** Sent before the kill and answered after it. */
  across: boolean;
  result: { ok: true; id: number } | { ok: false; code: string } | { ok: false; transport: true };
}

interface Cluster {
  writer: Node;
  other: Node;
  otherName: string;
  market: SpotMarketInfo;
  users: Array<{ token: string; id: number }>;
  refTicks: bigint;
}

/** Two nodes up at once, the market's writer found, funded traders. */
async function cluster(db: TestDb['db'], url: string): Promise<Cluster> {
  dataDir = mkdtempSync(join(tmpdir(), 'bourse-failover-'));
  const prefix = `f${Date.now().toString(36)}`;
  // Production, as a deployment runs: the market maker has no demo money, so only the test's orders move the book.
  const env = { NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000000' };
  // Both start at once, so the markets' leases may be split between them; PGAPPNAME names each node's sessions.
  const started = await Promise.all(['a', 'b'].map((n) => startNode(url, prefix, join(dataDir, n), { ...env, PGAPPNAME: `node-${n}` })));
  nodes.push(...started);
  const market = (await api<SpotMarketInfo[]>(started[0]!, 'GET /coin/markets')).message.find((m) => m.symbol === 'BTC/USDT')!;
  const holders = await leaseHolders(db);
  // Every market has exactly one writer.
  expect(holders.size).toBe((await db.query('SELECT 1 FROM spot_markets')).rows.length);
  const writerIndex = holders.get(market.id) === 'node-a' ? 0 : 1;
  const writer = started[writerIndex]!;
  const other = started[1 - writerIndex]!;
  let last: string | null = null;
  for (let i = 0; i < 100 && !last; i++) {
    last = (await api<{ last: string | null }>(writer, 'GET /market/detail', { symbol: market.symbol })).message.last;
    if (!last) await new Promise((r) => setTimeout(r, 100));
  }
  const funds: Array<[string, bigint]> = [
    ['BTC', 500_000_000n],
    ['USDT', 100_000_000_000n],
  ];
  const users = await Promise.all(Array.from({ length: USERS }, (_, i) => userOn(started[i % 2]!, db, `trader${i}@example.com`, funds)));
  return { writer, other, otherName: `node-${'ab'[1 - writerIndex]}`, market, users, refTicks: parseUnits(last!, market.price_scale) };
}

/** Crossing limit orders around the price from CLIENTS clients through both nodes; the writer is killed after KILL_AFTER_ACKS. */
async function load(c: Cluster, onKill: () => void): Promise<{ outcomes: Outcome[]; killedAt: number }> {
  let seed = 7;
  const rand = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  const priceAt = (offsetBp: number) =>
    formatUnits((c.refTicks * BigInt(10_000 + offsetBp)) / 10_000n, c.market.price_scale, { fixed: c.market.price_scale });
  const outcomes: Outcome[] = [];
  let next = 0;
  let acks = 0;
  let killedAt = 0;
  const run = Date.now().toString(36);
  const client = async (n: number) => {
    let toWriter = n % 2 === 0;
    while (next < TOTAL) {
      const i = next++;
      const user = c.users[rand(USERS)]!;
      const body = {
        currency_id: c.market.id,
        type: rand(2) ? 'buy' : 'sell',
        amount: `0.00${1 + rand(5)}`,
        target_price: priceAt(rand(41) - 20),
      };
      const before = killedAt === 0;
      const o: Outcome = {
        key: `fo-${run}-${i}`,
        to: toWriter && before ? 'writer' : 'other',
        across: false,
        result: { ok: false, transport: true },
      };
      outcomes.push(o);
      try {
        const res = await api<SpotOrder>(o.to === 'writer' ? c.writer : c.other, 'POST /coin/trade', body, {
          token: user.token,
          key: o.key,
        });
        o.result = res.type === 'ok' ? { ok: true, id: res.message.id } : { ok: false, code: res.code ?? res.type };
        o.across = before && killedAt > 0;
        if (res.type === 'ok' && ++acks === KILL_AFTER_ACKS) {
          killedAt = Date.now();
          onKill();
        }
      } catch {
        // In flight on the node that died: its fate is checked below (at most once).
        toWriter = false;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  return { outcomes, killedAt };
}

/** Poll the lease table from `since` until `name` writes every market; the milliseconds it took. */
async function takeover(db: TestDb['db'], name: string, since: () => number): Promise<number> {
  const total = (await db.query('SELECT 1 FROM spot_markets')).rows.length;
  for (;;) {
    await new Promise((r) => setTimeout(r, 50));
    if (since() === 0) continue;
    const holders = await leaseHolders(db);
    if (holders.size === total && [...holders.values()].every((n) => n === name)) return Date.now() - since();
    if (Date.now() - since() > 30_000) return Infinity;
  }
}

/** Every acknowledged order exactly once, with the id it was answered with; no key twice; failures named. */
async function expectExactlyOnce(db: TestDb['db'], outcomes: Outcome[]): Promise<void> {
  for (const o of outcomes) {
    if (o.result.ok) continue;
    if ('transport' in o.result) expect(o.to).toBe('writer');
    else expect(ALLOWED_CODES.has(o.result.code), `${o.key}: ${o.result.code}`).toBe(true);
  }
  const stored = await db.query<{ id: number; request_key: string }>(
    'SELECT id, request_key FROM spot_orders WHERE request_key = ANY($1::text[])',
    [outcomes.map((o) => o.key)],
  );
  const byKey = new Map<string, number[]>();
  for (const r of stored.rows) byKey.set(r.request_key, [...(byKey.get(r.request_key) ?? []), r.id]);
  for (const o of outcomes) {
    const ids = byKey.get(o.key) ?? [];
    expect(ids.length, o.key).toBeLessThanOrEqual(1);
    if (o.result.ok) expect(ids).toEqual([o.result.id]);
  }
}

it.runIf(ON_PG)(
  'a writer killed mid-load: the other node takes the lease, no acknowledged order is lost or doubled, the book replays',
  async () => {
    testDb = await createTestDb(
      { name: 'failover', version: String(Date.now()), setup: (db) => migrate(db).then(() => undefined) },
      { poolSize: 2 },
    );
    const db = testDb.db;
    const t0 = Date.now();
    const c = await cluster(db, testDb.url!);
    const ready = Date.now() - t0;
    let killedAt = 0;
    const took = takeover(db, c.otherName, () => killedAt);
    const result = await load(c, () => {
      killedAt = Date.now();
      c.writer.child.kill('SIGKILL');
    });
    await exited(c.writer.child);
    const takeoverMs = await took;
    expect(result.killedAt).toBeGreaterThan(0);
    expect(takeoverMs).toBeLessThan(TAKEOVER_LIMIT_MS);
    // Some orders the other node had forwarded to the writer when it died were answered after the takeover.
    const across = result.outcomes.filter((o) => o.to === 'other' && o.across && o.result.ok).length;

    await expectExactlyOnce(db, result.outcomes);
    await expectReplay(db, c.other, c.market);
    expect((await checkLedger(db)).problems).toEqual([]);
    const acked = result.outcomes.filter((o) => o.result.ok).length;
    const lost = result.outcomes.filter((o) => !o.result.ok && 'transport' in o.result).length;
    console.info(
      `failover: nodes up in ${ready} ms; ${acked}/${TOTAL} acknowledged; lease taken over ${takeoverMs} ms after the kill; ` +
        `${lost} in flight on the killed node; ${across} sent to the other node before the kill and answered after it`,
    );
    c.other.child.kill('SIGTERM');
  },
  420_000,
);

/** Replay every stored order of the market in id order (time order) through a fresh engine. */
async function expectReplay(db: TestDb['db'], writer: Node, m: SpotMarketInfo): Promise<void> {
  const orders = await db.query<{
    id: number;
    user_id: number;
    side: 'buy' | 'sell';
    price: number;
    qty: number;
    filled_qty: number;
    status: string;
  }>('SELECT id, user_id, side, price, qty, filled_qty, status FROM spot_orders WHERE market_id = $1 ORDER BY id', [m.id]);
  // Only the test's limit orders (the market maker has no funds without SEED_DEMO): nothing else moved the book.
  expect(orders.rows.every((o) => o.user_id !== 0)).toBe(true);
  const engine = new MatchingEngine({ bandPpm: 50_000 });
  const fills: string[] = [];
  for (const o of orders.rows) {
    const result = engine.apply({
      type: 'place',
      id: o.id,
      owner: o.user_id,
      side: o.side,
      kind: 'limit',
      price: o.price,
      qty: o.qty,
      tif: 'GTC',
    });
    for (const f of result.fills) fills.push(`${f.takerId}>${f.makerId}@${f.price}x${f.qty}`);
  }
  const trades = await db.query<{ taker_order_id: number; maker_order_id: number; price: number; qty: number }>(
    'SELECT taker_order_id, maker_order_id, price, qty FROM spot_trades WHERE market_id = $1 ORDER BY id',
    [m.id],
  );
  expect(trades.rows.map((t) => `${t.taker_order_id}>${t.maker_order_id}@${t.price}x${t.qty}`)).toEqual(fills);
  const snap = engine.snapshot();
  const resting = [...snap.bids, ...snap.asks].flatMap((l) => l.orders.map((o) => `${o.id}:${o.remaining}`)).sort();
  const open = orders.rows.filter((o) => o.status === 'new' || o.status === 'partial').map((o) => `${o.id}:${o.qty - o.filled_qty}`);
  expect(open.sort()).toEqual(resting);
  // The surviving writer's live book is that book.
  const depth = (await api<Depth>(writer, 'GET /coin/depth', { symbol: m.symbol, limit: '100' })).message;
  const levels = (side: typeof snap.bids) =>
    side.slice(0, 100).map((l) => ({
      price: formatUnits(BigInt(l.price), m.price_scale, { fixed: m.price_scale }),
      qty: formatUnits(BigInt(l.orders.reduce((s, o) => s + o.remaining, 0)), m.qty_scale),
    }));
  expect(depth.bids.map(({ price, qty }) => ({ price, qty }))).toEqual(levels(snap.bids));
  expect(depth.asks.map(({ price, qty }) => ({ price, qty }))).toEqual(levels(snap.asks));
}
