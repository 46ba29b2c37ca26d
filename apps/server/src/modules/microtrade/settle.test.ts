/**
 * Settlement at scale and across restarts: 500 orders settle exactly once from the recorded ticks,
 * those that came due while the server was down settle at the next start, two nodes settling at
 * once never pay twice, and owners see their orders live.
 */
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MicroOrder, MicroResult } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { parseUnits } from '@bourse/money';
import { buildApp } from '../../app/build';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
const T0 = Date.parse('2026-11-19T08:00:00Z');
const FUNDED = 100_000_000_000n; // 100,000 USDT per user
const users: Array<{ token: string; userId: number }> = [];

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 5; i++) {
    const u = await t.newUser();
    await t.fund(u.userId, 'USDT', '100000', 'micro');
    users.push(u);
  }
});
afterAll(async () => {
  await t?.dispose();
});

const MARKETS = { 1: { symbol: 'BTC/USDT', scale: 2 }, 2: { symbol: 'ETH/USDT', scale: 2 } } as const;
type MarketId = keyof typeof MARKETS;
const PAYOUT_PPM: Record<number, bigint> = { 30: 800_000n, 60: 820_000n, 120: 850_000n, 300: 880_000n };

/** What the test pushed, in order: the model the settlements are checked against. */
const pushed: Array<{ market: MarketId; ts: number; price: bigint }> = [];
async function tick(market: MarketId, ts: number, price: bigint) {
  pushed.push({ market, ts, price });
  const text = `${price / 100n}.${(price % 100n).toString().padStart(2, '0')}`;
  await t.tick(MARKETS[market].symbol, text, ts);
}
/** A few cents around a level, often repeating, so some orders tie. */
function priceAt(market: MarketId, second: number): bigint {
  const base = market === 1 ? 5_000_000n : 300_000n;
  return base + BigInt(((second * second * 3 + market * second + market) % 7) - 3);
}
function closeOf(market: MarketId, atMs: number): bigint {
  let best: { ts: number; price: bigint } | undefined;
  for (const p of pushed) if (p.market === market && p.ts <= atMs && (!best || p.ts >= best.ts)) best = p;
  return best!.price;
}

interface Placed {
  id: number;
  userId: number;
  market: MarketId;
  side: 'rise' | 'fall';
  seconds: number;
  stake: bigint;
  fee: bigint;
  openPrice: bigint;
  settleAt: number;
}
const placed: Placed[] = [];

function expected(o: Placed) {
  const close = closeOf(o.market, o.settleAt);
  const profit = (o.stake * PAYOUT_PPM[o.seconds]!) / 1_000_000n;
  const result = close === o.openPrice ? 'tie' : close > o.openPrice === (o.side === 'rise') ? 'win' : 'loss';
  const payout = result === 'win' ? o.stake + profit : result === 'tie' ? o.stake : 0n;
  return { close, result, payout };
}

describe('500 orders across a restart', () => {
  let house0: { available: bigint; frozen: bigint };
  let fees0: { available: bigint; frozen: bigint };

  it('takes 500 orders over ten seconds on two markets', async () => {
    house0 = await getBalance(t.db, systemAccount('house', 'USDT'));
    fees0 = await getBalance(t.db, systemAccount('fees', 'USDT'));
    for (let i = 0; i < 500; i++) {
      const second = Math.floor(i / 50);
      if (i % 50 === 0) {
        for (const m of [1, 2] as const) await tick(m, T0 + second * 1000, priceAt(m, second));
      }
      const now = T0 + second * 1000 + (i % 50) * 10;
      t.clock.set(new Date(now));
      const market: MarketId = i % 2 === 0 ? 1 : 2;
      const side = i % 3 === 0 ? 'fall' : 'rise';
      const seconds = [30, 60, 120, 300][i % 4]!;
      const stake = `${10 + (i % 37)}.${i % 10}`;
      const user = users[i % 5]!;
      const r = await t.call<MicroOrder>(
        'POST',
        '/microtrade/submit',
        { match_id: market, currency_id: 3, type: side, seconds, number: stake },
        { token: user.token },
      );
      expect(r.body.type, JSON.stringify(r.body)).toBe('ok');
      const o = r.body.message;
      expect(o.open_price).toBe(`${priceAt(market, second) / 100n}.${(priceAt(market, second) % 100n).toString().padStart(2, '0')}`);
      placed.push({
        id: o.id,
        userId: user.userId,
        market,
        side,
        seconds,
        stake: parseUnits(o.number, 6),
        fee: parseUnits(o.fee, 6),
        openPrice: parseUnits(o.open_price, 2),
        settleAt: o.settle_time,
      });
    }
    expect(new Set(placed.map((p) => p.id)).size).toBe(500);
    // The feed goes on for five more minutes.
    for (let second = 10; second <= 320; second++) {
      for (const m of [1, 2] as const) await tick(m, T0 + second * 1000, priceAt(m, second));
    }
  }, 300_000);

  it('settles the orders that are due, and only those', async () => {
    t.clock.set(new Date(T0 + 100_000));
    await t.built.modules.microtrade.settler.settleDue();
    const { rows } = await t.db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM micro_orders GROUP BY status ORDER BY status',
    );
    const due = placed.filter((p) => p.settleAt <= T0 + 100_000).length; // and a later tick is stored: the feed ran to T0 + 320 s
    expect(due).toBe(250);
    expect(rows).toEqual([
      { status: 'open', n: 250 },
      { status: 'settled', n: 250 },
    ]);
  }, 120_000);

  it('settles what came due while the server was down when it starts again, each order exactly once', async () => {
    // The node goes down; while it is down every other order comes due.
    await t.built.modules.microtrade.settler.stop();
    t.clock.set(new Date(T0 + 400_000));
    await t.restart();
    const { rows: open } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM micro_orders WHERE status = 'open'`);
    expect(open[0]!.n).toBe(0);

    const { rows } = await t.db.query<{ id: number; result: string; close_price: number; close_tick_ts: Date; payout: string }>(
      'SELECT id, result, close_price, close_tick_ts, payout FROM micro_orders ORDER BY id',
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const tally = { win: 0, tie: 0, loss: 0 };
    for (const p of placed) {
      const want = expected(p);
      const got = byId.get(p.id)!;
      expect({ id: p.id, result: got.result, close: BigInt(got.close_price), payout: BigInt(got.payout) }).toEqual({
        id: p.id,
        result: want.result,
        close: want.close,
        payout: want.payout,
      });
      expect(got.close_tick_ts.getTime()).toBeLessThanOrEqual(p.settleAt);
      tally[want.result as keyof typeof tally]++;
    }
    // The price path gives every outcome plenty of times.
    expect(tally).toEqual({ win: 213, tie: 74, loss: 213 });

    const keys = placed.map((p) => `micro:settle:${p.id}`);
    const { rows: entries } = await t.db.query<{ idem_key: string; kind: string }>(
      'SELECT idem_key, kind FROM ledger_entries WHERE idem_key LIKE $1',
      ['micro:settle:%'],
    );
    expect(entries).toHaveLength(500);
    expect(new Set(entries.map((e) => e.idem_key))).toEqual(new Set(keys));
    for (const e of entries) expect(e.kind).toBe(`micro.${byId.get(Number(e.idem_key.split(':')[2]))!.result}`);

    for (const u of users) {
      const mine = placed.filter((p) => p.userId === u.userId);
      const spent = mine.reduce((a, p) => a + p.stake + p.fee, 0n);
      const back = mine.reduce((a, p) => a + expected(p).payout, 0n);
      expect(await getBalance(t.db, userAccount(u.userId, 'USDT', 'micro'))).toEqual({ available: FUNDED - spent + back, frozen: 0n });
    }
    const houseGain = placed.reduce((a, p) => a + p.stake - expected(p).payout, 0n);
    expect(await getBalance(t.db, systemAccount('house', 'USDT'))).toEqual({
      available: house0.available + houseGain,
      frozen: house0.frozen,
    });
    const feeSum = placed.reduce((a, p) => a + p.fee, 0n);
    expect((await getBalance(t.db, systemAccount('fees', 'USDT'))).available).toBe(fees0.available + feeSum);
    expect((await checkLedger(t.db)).problems).toEqual([]);
  }, 300_000);

  it('does nothing more on another pass or another restart', async () => {
    expect(await t.built.modules.microtrade.settler.settleDue()).toBe(0);
    await t.restart();
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE idem_key LIKE 'micro:settle:%'`);
    expect(rows[0]!.n).toBe(500);
    const proof = (await t.call<MicroResult>('GET', '/microtrade/get_result', { id: placed[0]!.id }, { token: users[0]!.token })).body
      .message;
    expect(proof.proof.close_tick!.time).toBeLessThanOrEqual(placed[0]!.settleAt);
    expect(proof.order.status).toBe('settled');
  }, 120_000);
});

describe('two nodes', () => {
  it('settle the same due orders at once and pay each exactly once', async () => {
    const second = await buildApp({ config: t.config, db: t.db, clock: t.clock, logger: false });
    await second.app.ready();
    await second.start();
    try {
      const base = T0 + 1_000_000;
      t.clock.set(new Date(base));
      for (const m of [1, 2] as const) await tick(m, base, priceAt(m, 1000));
      const before = await Promise.all(users.map((u) => getBalance(t.db, userAccount(u.userId, 'USDT', 'micro'))));
      const ids: number[] = [];
      for (let i = 0; i < 100; i++) {
        const r = await t.call<MicroOrder>(
          'POST',
          '/microtrade/submit',
          { match_id: 1, currency_id: 3, type: 1 + (i % 2), seconds: 30, number: '10' },
          { token: users[i % 5]!.token },
        );
        ids.push(r.body.message.id);
      }
      await tick(1, base + 29_000, priceAt(1, 1000) + 5n); // rises win, falls lose
      await tick(1, base + 30_001, priceAt(1, 1000)); // after the settle time: the close is final
      t.clock.set(new Date(base + 32_000));
      const [a, b] = await Promise.all([t.built.modules.microtrade.settler.settleDue(), second.modules.microtrade.settler.settleDue()]);
      expect(a + b).toBeLessThanOrEqual(100);
      await t.built.modules.microtrade.settler.settleDue();
      const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE idem_key = ANY($1)`, [
        ids.map((id) => `micro:settle:${id}`),
      ]);
      expect(rows[0]!.n).toBe(100);
      // Each user placed 20: 10 rises that pay 18 and 10 falls that pay nothing, each 10 + 0.01.
      for (const [i, u] of users.entries()) {
        const now = await getBalance(t.db, userAccount(u.userId, 'USDT', 'micro'));
        expect(now).toEqual({ available: before[i]!.available - 20n * 10_010_000n + 10n * 18_000_000n, frozen: 0n });
      }
      expect((await checkLedger(t.db)).problems).toEqual([]);
    } finally {
      await second.app.close();
    }
  }, 120_000);
});

describe('live', () => {
  it('sends the owner their order when it opens and when it settles', async () => {
    await t.built.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.built.app.server.address() as AddressInfo).port}`;
    const user = users[0]!;
    const socket = connect(url, { transports: ['websocket'], reconnection: false, auth: { token: user.token } });
    try {
      await new Promise((r) => socket.on('hello', r));
      const orders: MicroOrder[] = [];
      const balances: unknown[] = [];
      socket.on('micro_order', (m: { data: MicroOrder }) => orders.push(m.data));
      socket.on('balance', (m: { data: unknown }) => balances.push(m.data));
      const base = T0 + 2_000_000;
      t.clock.set(new Date(base));
      await tick(2, base, 300_000n);
      const placedOrder = (
        await t.call<MicroOrder>(
          'POST',
          '/microtrade/submit',
          { match_id: 2, currency_id: 3, type: 2, seconds: 30, number: '15' },
          { token: user.token },
        )
      ).body.message;
      await tick(2, base + 29_000, 299_000n);
      await tick(2, base + 30_500, 300_000n);
      t.clock.set(new Date(base + 31_000));
      await t.built.modules.microtrade.settler.settleDue();
      for (let i = 0; i < 40 && orders.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
      expect(orders.map((o) => [o.id, o.status, o.result])).toEqual([
        [placedOrder.id, 'open', null],
        [placedOrder.id, 'settled', 'win'],
      ]);
      expect(orders[1]).toMatchObject({ close_price: '2990.00', payout: '27' });
      expect(balances).toEqual([{ reason: 'micro' }, { reason: 'micro' }]);
    } finally {
      socket.close();
    }
  });
});

describe('the timer', () => {
  it('settles due orders on the clock, without anyone calling for it', async () => {
    const user = users[1]!;
    const settler = t.built.modules.microtrade.settler;
    const base = T0 + 3_000_000;
    t.clock.set(new Date(base));
    // The app started at the real time, after T0: restart the settler so its timer counts from this instant.
    await settler.stop();
    await settler.start();
    await tick(2, base, 300_000n);
    const order = (
      await t.call<MicroOrder>(
        'POST',
        '/microtrade/submit',
        { match_id: 2, currency_id: 3, type: 1, seconds: 30, number: '20' },
        { token: user.token },
      )
    ).body.message;
    await tick(2, base + 29_000, 300_100n);
    const status = async () =>
      (await t.call<MicroResult>('GET', '/microtrade/get_result', { id: order.id }, { token: user.token })).body.message.order.status;
    // Due at base + 30 s; no later tick comes, so it waits the stated maximum and is then settled
    // by a pass the clock's timer starts, from the tick a second before its settle time.
    const { settleIntervalMs, settleMaxWaitMs } = t.built.modules.microtrade.service.settings;
    await t.clock.advanceAsync(30_000 + settleMaxWaitMs - settleIntervalMs);
    expect(await status()).toBe('open');
    // A nudge while a pass runs is dropped, so step interval by interval until one finds it due.
    for (let i = 0; i < 40 && (await status()) === 'open'; i++) await t.clock.advanceAsync(settleIntervalMs);
    expect(await status()).toBe('settled');
    // Nothing is left for a pass called by hand.
    expect(await settler.settleDue()).toBe(0);
  });

  it('stops its timer when the module stops', async () => {
    const settler = t.built.modules.microtrade.settler;
    const before = t.clock.pendingTimers;
    await settler.stop();
    expect(t.clock.pendingTimers).toBe(before - 1);
    await settler.start();
    expect(t.clock.pendingTimers).toBe(before);
  });
});
