/**
 * Two API nodes on one PostgreSQL and one Redis: the first runs the price feed, a client on the
 * second receives its ticks through the Redis adapter, orders taken by either node meet in one
 * book, and when the first dies the second takes the feed over.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb, type TestDb } from '@bourse/db/testing';
import { checkLedger } from '@bourse/ledger';
import { io as connect } from 'socket.io-client';
import { afterAll, expect, it } from 'vitest';
import type { Depth, SpotMarketInfo, SpotOrder, TickerMessage } from '@bourse/contract';
import { migrate } from '../src/platform/db';
import { api as call, cleanUp, type Node, startNode, userOn as register } from './nodes';

const ON_PG = process.env.TEST_DB === 'pg';

const api = <T>(node: Node, route: `${'GET' | 'POST'} /${string}`, body?: Record<string, unknown>, token?: string) =>
  call<T>(node, route, body, token ? { token } : {});
const userOn = (node: Node, email: string, funds: Array<[string, bigint]>) => register(node, testDb!.db, email, funds);

const health = async (node: Node) => ((await (await fetch(`${node.url}/api/health`)).json()) as { message: { feed: string } }).message.feed;

const nodes: Node[] = [];
let testDb: TestDb | undefined;
let dataDir = '';
afterAll(() => cleanUp(nodes, testDb, dataDir));

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
    const markets = (await api<SpotMarketInfo[]>(a, 'GET /coin/markets')).message;
    const btc = markets.find((m) => m.symbol === 'BTC/USDT')!;
    const last = Number(quotes.message.last);
    const price = (last * 1.02).toFixed(btc.price_scale);
    const seller = await userOn(a, 'seller@example.com', [['BTC', 100_000_000n]]);
    const buyer = await userOn(b, 'buyer@example.com', [['USDT', 10_000_000_000_000n]]);
    const ask = await api<SpotOrder>(
      a,
      'POST /coin/trade',
      { currency_id: btc.id, type: 'sell', amount: '0.01', target_price: price },
      seller.token,
    );
    expect(ask.message.status).toBe('new');
    const depth = (await api<Depth>(b, 'GET /coin/depth', { symbol: 'BTC/USDT', limit: '50' })).message;
    expect(depth.asks.find((l) => l.price === ask.message.price)?.qty).toBe('0.01');
    // Enough to sweep the market maker's asks below it and then the seller's order.
    const bid = await api<SpotOrder>(
      b,
      'POST /coin/trade',
      { currency_id: btc.id, type: 'buy', amount: '2', target_price: price, tif: 'IOC' },
      buyer.token,
    );
    expect(bid.type).toBe('ok');
    const sold = await api<SpotOrder>(a, 'GET /coin/order', { id: String(ask.message.id) }, seller.token);
    expect(sold.message.status).toBe('filled');
    // Both nodes at once, many orders: no crossed book is ever stored, and the ledger balances.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? api(
              a,
              'POST /coin/trade',
              { currency_id: btc.id, type: 'sell', amount: '0.001', target_price: (last * 0.999).toFixed(btc.price_scale) },
              seller.token,
            )
          : api(
              b,
              'POST /coin/trade',
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
  420_000,
);
