/**
 * Two API nodes on one PostgreSQL and one Redis: the first runs the price feed, a client on the
 * second receives its ticks through the Redis adapter, orders taken by either node meet in one
 * book, and when the first dies the second takes the feed over.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDb, type TestDb } from '@bourse/db/testing';
import { checkLedger, systemAccount, transfer, userAccount } from '@bourse/ledger';
import { io as connect } from 'socket.io-client';
import { afterAll, expect, it } from 'vitest';
import type { Depth, SpotMarketInfo, SpotOrder, TickerMessage } from '@bourse/contract';
import { migrate } from '../src/platform/db';

const ON_PG = process.env.TEST_DB === 'pg';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

interface Node {
  url: string;
  child: ChildProcess;
}

async function startNode(databaseUrl: string, prefix: string, dataDir: string): Promise<Node> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      PRICE_FEED: 'simulator',
      SIMULATOR_HISTORY: '0',
      WEB_DIST: '',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // starting
    }
    if (child.exitCode !== null) throw new Error(`node exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('node did not start');
}

async function api<T>(
  node: Node,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
  token?: string,
): Promise<{ type: string; code?: string; message: T }> {
  const query = method === 'GET' && body ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
  const res = await fetch(`${node.url}/api${path}${query}`, {
    method,
    headers: {
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  return (await res.json()) as { type: string; code?: string; message: T };
}

/** Register on `node` and credit the user's exchange book through the ledger. */
async function userOn(node: Node, email: string, funds: Array<[string, bigint]>): Promise<{ token: string; id: number }> {
  await api(node, 'POST', '/sms_mail', { user_string: email, scene: 'register' });
  const { rows } = await testDb!.db.query<{ body: string }>('SELECT body FROM outbox WHERE destination = $1 ORDER BY id DESC LIMIT 1', [
    email,
  ]);
  const code = /\b(\d{6})\b/.exec(rows[0]!.body)![1]!;
  await api(node, 'POST', '/user/register', { user_string: email, code, password: 'Secret-123', re_password: 'Secret-123', type: 'email' });
  const token = (await api<string>(node, 'POST', '/user/login', { user_string: email, password: 'Secret-123' })).message;
  const id = (await testDb!.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;
  for (const [asset, amount] of funds) {
    await testDb!.db.tx((ex) =>
      transfer(ex, {
        key: `fund:${id}:${asset}`,
        kind: 'deposit',
        from: systemAccount('world', asset),
        to: userAccount(id, asset, 'exchange'),
        amount,
      }),
    );
  }
  return { token, id };
}

const health = async (node: Node) => ((await (await fetch(`${node.url}/api/health`)).json()) as { message: { feed: string } }).message.feed;

const nodes: Node[] = [];
let testDb: TestDb | undefined;
let dataDir = '';
afterAll(async () => {
  for (const n of nodes) if (n.child.exitCode === null && n.child.signalCode === null) n.child.kill('SIGKILL');
  await testDb?.dispose();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it.runIf(ON_PG)(
  'a client on the second node receives ticks published by the first, and the second takes over',
  async () => {
    testDb = await createTestDb(
      { name: 'scaleout', version: String(Date.now()), setup: (db) => migrate(db).then(() => undefined) },
      { poolSize: 2 },
    );
    dataDir = mkdtempSync(join(tmpdir(), 'bourse-nodes-'));
    const prefix = `t${Date.now().toString(36)}`;
    const a = await startNode(testDb.url!, prefix, join(dataDir, 'a'));
    nodes.push(a);
    const b = await startNode(testDb.url!, prefix, join(dataDir, 'b'));
    nodes.push(b);
    expect(await health(a)).toBe('leader');
    expect(await health(b)).toBe('follower');

    const socket = connect(b.url, { transports: ['websocket'], reconnection: false });
    await new Promise((r) => socket.on('hello', r));
    await socket.emitWithAck('subscribe', { rooms: ['ticker:BTC/USDT'] });
    const received: Array<{ seq: number; data: TickerMessage }> = [];
    socket.on('ticker', (m) => received.push(m));
    for (let i = 0; i < 80 && received.length < 3; i++) await new Promise((r) => setTimeout(r, 100));
    expect(received.length).toBeGreaterThanOrEqual(3);
    expect(received[1]!.seq).toBe(received[0]!.seq + 1);
    // The follower's own view of the market follows the leader's ticks too.
    const quotes = (await (await fetch(`${b.url}/api/market/detail?symbol=BTC/USDT`)).json()) as { message: { last: string } };
    expect(quotes.message.last).not.toBeNull();
    socket.close();

    // One book across nodes: a sell resting through the first node is bought through the second.
    const markets = (await api<SpotMarketInfo[]>(a, 'GET', '/coin/markets')).message;
    const btc = markets.find((m) => m.symbol === 'BTC/USDT')!;
    const last = Number(quotes.message.last);
    const price = (last * 1.02).toFixed(btc.price_scale);
    const seller = await userOn(a, 'seller@example.com', [['BTC', 100_000_000n]]);
    const buyer = await userOn(b, 'buyer@example.com', [['USDT', 10_000_000_000_000n]]);
    const ask = await api<SpotOrder>(
      a,
      'POST',
      '/coin/trade',
      { currency_id: btc.id, type: 'sell', amount: '0.01', target_price: price },
      seller.token,
    );
    expect(ask.message.status).toBe('new');
    const depth = (await api<Depth>(b, 'GET', '/coin/depth', { symbol: 'BTC/USDT', limit: '50' })).message;
    expect(depth.asks.find((l) => l.price === ask.message.price)?.qty).toBe('0.01');
    // Enough to sweep the market maker's asks below it and then the seller's order.
    const bid = await api<SpotOrder>(
      b,
      'POST',
      '/coin/trade',
      { currency_id: btc.id, type: 'buy', amount: '2', target_price: price, tif: 'IOC' },
      buyer.token,
    );
    expect(bid.type).toBe('ok');
    const sold = await api<SpotOrder>(a, 'GET', '/coin/order', { id: String(ask.message.id) }, seller.token);
    expect(sold.message.status).toBe('filled');
    // Both nodes at once, many orders: no crossed book is ever stored, and the ledger balances.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? api(
              a,
              'POST',
              '/coin/trade',
              { currency_id: btc.id, type: 'sell', amount: '0.001', target_price: (last * 0.999).toFixed(btc.price_scale) },
              seller.token,
            )
          : api(
              b,
              'POST',
              '/coin/trade',
              { currency_id: btc.id, type: 'buy', amount: '0.001', target_price: (last * 1.001).toFixed(btc.price_scale) },
              buyer.token,
            ),
      ),
    );
    const open = await testDb.db.query<{ side: string; best: string }>(
      "SELECT side, CASE WHEN side = 'buy' THEN max(price) ELSE min(price) END::text AS best FROM spot_orders WHERE market_id = $1 AND status IN ('new', 'partial') GROUP BY side",
      [btc.id],
    );
    const best = Object.fromEntries(open.rows.map((r) => [r.side, BigInt(r.best)]));
    if (best.buy !== undefined && best.sell !== undefined) expect(best.buy < best.sell).toBe(true);
    expect((await checkLedger(testDb.db)).problems).toEqual([]);

    a.child.kill('SIGKILL');
    let took = false;
    for (let i = 0; i < 100 && !took; i++) {
      await new Promise((r) => setTimeout(r, 200));
      took = (await health(b)) === 'leader';
    }
    expect(took).toBe(true);
    const before = (await (await fetch(`${b.url}/api/market/detail?symbol=ETH/USDT`)).json()) as { message: { updated_at: string } };
    await new Promise((r) => setTimeout(r, 2500));
    const after = (await (await fetch(`${b.url}/api/market/detail?symbol=ETH/USDT`)).json()) as { message: { updated_at: string } };
    expect(Date.parse(after.message.updated_at)).toBeGreaterThan(Date.parse(before.message.updated_at));
    b.child.kill('SIGTERM');
  },
  180_000,
);
