/** Restarts and concurrency: the books come back the same, and simultaneous orders never overdraw. */
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Depth, SpotOrder } from '@bourse/contract';
import { checkLedger, getBalance, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';

const ON_PG = process.env.TEST_DB === 'pg';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-18T15:00:00Z'));
  await t.tick('ETH/USDT', '3000');
});
afterAll(async () => {
  await t?.dispose();
});

async function depth(symbol: string) {
  return (await t.call<Depth>('GET', '/coin/depth', { symbol, limit: 100 })).body.message;
}

it('rebuilds every book from the open orders after a restart and ends with the same book', async () => {
  const a = await t.newUser();
  const b = await t.newUser();
  await t.fund(a.userId, 'USDT', '100000');
  await t.fund(b.userId, 'ETH', '50');
  for (const [i, price] of ['2900', '2901', '2899.5', '2901'].entries()) {
    await t.call('POST', '/coin/trade', { currency_id: 2, type: 'buy', amount: `0.${i + 1}`, target_price: price }, { token: a.token });
  }
  for (const price of ['3105', '3110', '3105']) {
    await t.call('POST', '/coin/trade', { currency_id: 2, type: 'sell', amount: '0.5', target_price: price }, { token: b.token });
  }
  // a partial fill leaves a partly filled resting order behind
  await t.call('POST', '/coin/trade', { currency_id: 2, type: 'sell', amount: '0.05', target_price: '2901' }, { token: b.token });
  const before = await depth('ETH/USDT');
  const ordersBefore = [...t.built.modules.spot.service.markets.get(2)!.engine.snapshot().bids];
  await t.restart();
  expect(await depth('ETH/USDT')).toEqual(before);
  expect(t.built.modules.spot.service.markets.get(2)!.engine.snapshot().bids).toEqual(ordersBefore);
  expect((await checkLedger(t.db)).problems).toEqual([]);
});

it('puts depth, trades and the owner\u2019s order updates on the socket', async () => {
  await t.built.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.built.app.server.address() as AddressInfo).port}`;
  const user = await t.newUser();
  await t.fund(user.userId, 'USDT', '10000');
  const socket = connect(url, { transports: ['websocket'], reconnection: false, auth: { token: user.token } });
  await new Promise((r) => socket.on('hello', r));
  const ack = await socket.emitWithAck('subscribe', { rooms: ['depth:ETH/USDT', 'trades:ETH/USDT'] });
  expect(ack.snapshots.map((s: { room: string }) => s.room)).toEqual(['depth:ETH/USDT', 'trades:ETH/USDT']);
  const trades: unknown[] = [];
  const orders: SpotOrder[] = [];
  const depths: unknown[] = [];
  socket.on('trade', (m) => trades.push(m.data));
  socket.on('order', (m) => orders.push(m.data));
  socket.on('depth', (m) => depths.push(m.data));
  await t.call('POST', '/coin/trade', { currency_id: 2, type: 'buy', amount: '0.1', target_price: '3200' }, { token: user.token });
  for (let i = 0; i < 40 && (trades.length === 0 || orders.length === 0 || depths.length === 0); i++)
    await new Promise((r) => setTimeout(r, 50));
  expect(trades.length).toBeGreaterThan(0);
  expect(orders.some((o) => o.status === 'filled')).toBe(true);
  expect(depths.length).toBeGreaterThan(0);
  socket.close();
});

it.runIf(ON_PG)(
  '200 simultaneous orders against one balance never overdraw it',
  async () => {
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '1000');
    // Each buy holds 0.01 ETH x 2,000 = 20 USDT: at most 50 can rest.
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.call('POST', '/coin/trade', { currency_id: 2, type: 'buy', amount: '0.01', target_price: '2000' }, { token: user.token }),
      ),
    );
    const ok = results.filter((r) => r.body.type === 'ok').length;
    expect(ok).toBe(50);
    expect(new Set(results.filter((r) => r.body.type !== 'ok').map((r) => r.body.code))).toEqual(new Set(['INSUFFICIENT_BALANCE']));
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 0n, frozen: 1_000_000_000n });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  },
  120_000,
);
