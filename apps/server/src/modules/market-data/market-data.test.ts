/** Market-data endpoints and the live socket, on the scripted feed. */
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoinListEntry, Favorite, KlineBar, MarketQuote, QuotationGroup, TickerMessage } from '@bourse/contract';
import type { Db } from '@bourse/db';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
const T0 = Date.parse('2026-11-18T15:00:00Z'); // a Wednesday, New York market open

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(T0));
});
afterAll(async () => {
  await t?.dispose();
});

async function tick(symbol: string, price: string, tsMs: number, volume = '1') {
  const r = await t.call<MarketQuote>('POST', '/test/tick', { symbol, price, volume, ts: tsMs });
  expect(r.body.type).toBe('ok');
  return r.body.message;
}

describe('market list and statistics', () => {
  it('groups every market by quote and kind, with 24-hour statistics from the ticks', async () => {
    await tick('BTC/USDT', '60000', T0 - 23 * 3_600_000, '2');
    await tick('BTC/USDT', '61500.5', T0 - 3_600_000, '1');
    const q = await tick('BTC/USDT', '63000', T0 - 60_000, '0.5');
    expect(q).toMatchObject({
      symbol: 'BTC/USDT',
      currency_id: 1,
      legal_id: 3,
      last: '63000.00',
      open_24h: '60000.00',
      high_24h: '63000.00',
      low_24h: '60000.00',
      change: '5.00',
      volume_24h: '3.5',
      turnover_24h: '213000.50',
      trading: true,
      source: 'scripted',
      simulated: true,
    });
    const groups = (await t.call<QuotationGroup[]>('GET', '/currency/quotation_new')).body.message;
    expect(groups.map((g) => `${g.quote}/${g.kind}`)).toEqual(['USDT/crypto', 'USDT/stock']);
    expect(groups[0]!.markets.map((m) => m.base)).toEqual(['BTC', 'ETH', 'LTC', 'BCH', 'XRP', 'SOL', 'DOGE', 'ADA', 'TRX', 'DOT', 'LINK']);
    expect(groups[1]!.markets).toHaveLength(8);
    expect(groups[0]!.markets.find((m) => m.base === 'ETH')!.last).toBeNull();
  });

  it('drops ticks older than 24 hours from the statistics', async () => {
    await tick('LTC/USDT', '80', T0 - 25 * 3_600_000);
    const q = await tick('LTC/USDT', '84', T0 - 1000);
    expect(q.open_24h).toBe('84.00');
    expect(q.change).toBe('0.00');
  });

  it('says when a stock market is closed and when it opens', async () => {
    const saturday = Date.parse('2026-11-21T15:00:00Z');
    t.clock.set(new Date(saturday));
    try {
      const q = (await t.call<MarketQuote>('GET', '/market/detail', { symbol: 'AAPL/USDT' })).body.message;
      expect(q.trading).toBe(false);
      expect(q.next_open).toBe('2026-11-23T14:30:00.000Z');
      expect((await t.call<MarketQuote>('GET', '/market/detail', { symbol: 'btcusdt' })).body.message.trading).toBe(true);
    } finally {
      t.clock.set(new Date(T0));
    }
  });

  it('lets a scripted test set the clock into market hours, and refuses a malformed time', async () => {
    try {
      const r = await t.call<{ now: string }>('POST', '/test/clock', { at: '2026-11-23T15:00:00Z' });
      expect(r.body.message.now).toBe('2026-11-23T15:00:00.000Z');
      expect((await t.call<MarketQuote>('GET', '/market/detail', { symbol: 'AAPL/USDT' })).body.message.trading).toBe(true);
      expect((await t.call('POST', '/test/clock', { at: 'monday' })).body.code).toBe('INVALID_PARAMETER');
    } finally {
      t.clock.set(new Date(T0));
    }
  });

  it('lists coins by network without any shared deposit address', async () => {
    const coins = (await t.call<CoinListEntry[]>('GET', '/currency/list')).body.message;
    expect(coins.filter((c) => c.name === 'USDT').map((c) => c.subName)).toEqual(['ERC20', 'TRC20']);
    expect(coins.find((c) => c.id === 1)).toMatchObject({ name: 'BTC', type: 'crypto', status: 1, address: '' });
    expect(coins.every((c) => c.address === '')).toBe(true);
  });
});

describe('K-lines', () => {
  it('builds bars for every period from the ticks, and accepts the spec client period names', async () => {
    const base = Date.parse('2026-11-18T10:00:00Z');
    const prices = ['100', '105', '98', '101', '110', '99'];
    for (const [i, p] of prices.entries()) await tick('SOL/USDT', p, base + i * 20 * 60_000, '2');
    const hourly = (
      await t.call<KlineBar[]>('GET', '/currency/new_timeshar', {
        symbol: 'SOL/USDT',
        period: '60min',
        from: base / 1000,
        to: (base + 3 * 3_600_000) / 1000,
      })
    ).body.message;
    expect(hourly).toEqual([
      { time: base / 1000, open: '100.00', high: '105.00', low: '98.00', close: '98.00', volume: '6' },
      { time: base / 1000 + 3600, open: '101.00', high: '110.00', low: '99.00', close: '99.00', volume: '6' },
    ]);
    for (const period of ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M', '1min', '1day', '1mon']) {
      const bars = (await t.call<KlineBar[]>('GET', '/currency/new_timeshar', { symbol: 'solusdt', period, from: 0 })).body.message;
      expect(bars.length, period).toBeGreaterThan(0);
      expect(
        bars.reduce((s, b) => s + Number(b.volume), 0),
        period,
      ).toBe(12);
    }
  });

  it('refuses unknown symbols and periods, and a range that ends before it starts', async () => {
    expect((await t.call('GET', '/currency/new_timeshar', { symbol: 'FOO/USDT', period: '1m' })).body.code).toBe('MARKET_UNKNOWN');
    expect((await t.call('GET', '/currency/new_timeshar', { symbol: 'BTC/USDT', period: '7m' })).body.code).toBe('PERIOD_UNKNOWN');
    expect((await t.call('GET', '/currency/new_timeshar', { symbol: 'BTC/USDT', period: '1m', from: 200, to: 100 })).body.code).toBe(
      'INVALID_PARAMETER',
    );
    expect((await t.call('GET', '/currency/new_timeshar', { symbol: 'BTC/USDT', period: '1m', from: 'x' })).body.code).toBe(
      'INVALID_PARAMETER',
    );
  });

  it('drops a tick older than the market\u2019s last one: not stored, not passed to listeners', async () => {
    const seen: number[] = [];
    t.built.modules.marketData.pipeline.onTicks((ticks) => {
      for (const x of ticks) if (x.symbol === 'ADA/USDT') seen.push(x.ts);
    });
    await tick('ADA/USDT', '0.4500', T0 - 10_000);
    const q = await tick('ADA/USDT', '0.4000', T0 - 20_000);
    expect(q.last).toBe('0.4500');
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ticks WHERE market_id = 9`);
    expect(rows[0]!.n).toBe(1);
    expect(seen).toEqual([T0 - 10_000]);
    // The same instant is not older: it is kept.
    await tick('ADA/USDT', '0.4600', T0 - 10_000);
    expect(seen).toEqual([T0 - 10_000, T0 - 10_000]);
  });

  it('folds ticks into memory only after the commit: once when the transaction is retried, never when it fails', async () => {
    const pipeline = t.built.modules.marketData.pipeline as unknown as { db: Db };
    const state = t.built.modules.marketData.state;
    const real = t.db;
    class Abort extends Error {}
    // PostgreSQL retries a transaction that hit a serialization failure by running its callback
    // again; PGlite never does, so play the retry here: a first run rolled back, then the real one.
    const retrying = (fail: boolean): Db => ({
      ...real,
      async tx(fn) {
        await real
          .tx(async (ex) => {
            await fn(ex);
            throw new Abort();
          })
          .catch((e: unknown) => {
            if (!(e instanceof Abort)) throw e;
          });
        if (fail) throw new Error('connection lost');
        return real.tx(fn);
      },
    });
    await tick('TRX/USDT', '0.20000', T0 - 120_000, '5');
    const volume = () => state.openCandle(10, '1d')!.volume;
    const stored = async () =>
      (
        await t.db.query<{ volume: string }>(
          `SELECT volume FROM klines WHERE market_id = 10 AND period = '1d' ORDER BY open_time DESC LIMIT 1`,
        )
      ).rows[0]!.volume;
    expect([volume(), await stored()]).toEqual([5n, '5']);
    pipeline.db = retrying(false);
    try {
      await tick('TRX/USDT', '0.21000', T0 - 110_000, '3');
    } finally {
      pipeline.db = real;
    }
    expect([volume(), await stored()]).toEqual([8n, '8']);
    expect(state.lastTick(10)!.price).toBe(21_000n);
    pipeline.db = retrying(true);
    try {
      await t.call('POST', '/test/tick', { symbol: 'TRX/USDT', price: '0.3', volume: '100', ts: T0 - 100_000 });
    } finally {
      pipeline.db = real;
    }
    expect([volume(), await stored()]).toEqual([8n, '8']);
    expect(state.lastTick(10)!.price).toBe(21_000n);
  });

  it('keeps the recorded ticks append-only', async () => {
    await expect(t.db.query('UPDATE ticks SET price = price + 1')).rejects.toThrow(/append-only/);
  });
});

describe('favourites, search and hot', () => {
  it('adds, lists and removes a favourite, per user', async () => {
    const a = await t.newUser();
    const b = await t.newUser();
    const added = (await t.call<Favorite>('POST', '/optional/add', { currency_id: 2 }, { token: a.token, form: true })).body.message;
    expect(added.quote.symbol).toBe('ETH/USDT');
    await t.call('POST', '/optional/add', { currency_id: 2 }, { token: a.token }); // twice is once
    expect((await t.call<Favorite[]>('GET', '/optional/list', {}, { token: a.token })).body.message.map((f) => f.market_id)).toEqual([2]);
    expect((await t.call<Favorite[]>('GET', '/optional/list', {}, { token: b.token })).body.message).toEqual([]);
    expect((await t.call('POST', '/optional/del', { id: added.id }, { token: b.token })).body.code).toBe('FAVORITE_NOT_FOUND');
    expect((await t.call('POST', '/optional/del', { id: added.id }, { token: a.token })).body.type).toBe('ok');
    expect((await t.call<Favorite[]>('GET', '/optional/list', {}, { token: a.token })).body.message).toEqual([]);
    expect((await t.call('POST', '/optional/add', { currency_id: 3 }, { token: a.token })).body.code).toBe('MARKET_UNKNOWN');
    expect((await t.call('GET', '/optional/list')).body.type).toBe('999');
  });

  it('searches by code and name, and ranks hot markets by interest', async () => {
    const eth = (await t.call<MarketQuote[]>('GET', '/market/search', { q: 'eth' })).body.message;
    expect(eth.map((m) => m.symbol)).toEqual(['ETH/USDT']);
    expect((await t.call<MarketQuote[]>('GET', '/market/search', { q: 'apple' })).body.message.map((m) => m.base)).toEqual(['AAPL']);
    expect((await t.call<MarketQuote[]>('GET', '/market/search', { q: '' })).body.message).toEqual([]);
    for (let i = 0; i < 3; i++) await t.call('GET', '/market/detail', { symbol: 'DOGE/USDT' });
    await new Promise((r) => setTimeout(r, 50));
    const hot = (await t.call<MarketQuote[]>('GET', '/market/hot')).body.message;
    expect(hot[0]!.symbol).toBe('DOGE/USDT');
  });
});

describe('live socket', () => {
  let url = '';
  beforeAll(async () => {
    await t.built.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.built.app.server.address() as AddressInfo).port}`;
  });

  /** Messages come over a real socket: wait (real time, briefly) until they have arrived. */
  async function arrived(done: () => boolean): Promise<void> {
    for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setImmediate(r));
    for (let i = 0; i < 40 && !done(); i++) await new Promise((r) => setTimeout(r, 25));
  }

  function open(): Promise<Socket> {
    const s = connect(url, { transports: ['websocket'], reconnection: false });
    return new Promise((resolve) => s.on('hello', () => resolve(s)));
  }

  it('answers a subscription with a snapshot, then sends ticker messages with increasing sequence numbers', async () => {
    await tick('XRP/USDT', '0.5000', T0 - 5000);
    const socket = await open();
    const ack = await socket.emitWithAck('subscribe', { rooms: ['ticker:XRP/USDT', 'kline:XRP/USDT:1m', 'user:1', 'nonsense'] });
    expect(ack.snapshots.map((s: { room: string }) => s.room)).toEqual(['ticker:XRP/USDT', 'kline:XRP/USDT:1m']);
    expect(ack.snapshots[0].data).toMatchObject({ symbol: 'XRP/USDT', last: '0.5000', volume_24h: '1', turnover_24h: '0.50' });
    const got: Array<{ seq: number; data: TickerMessage }> = [];
    socket.on('ticker', (m) => got.push(m));
    // The snapshot's tick was published just now: each update waits for the room's quiet second.
    await tick('XRP/USDT', '0.5100', T0 - 3000);
    await t.clock.advanceAsync(1000);
    await arrived(() => got.length === 1);
    await tick('XRP/USDT', '0.5200', T0 - 1000);
    await t.clock.advanceAsync(1000);
    await arrived(() => got.length === 2);
    expect(got.map((m) => m.data.last)).toEqual(['0.5100', '0.5200']);
    expect(got[1]!.seq).toBe(got[0]!.seq + 1);
    socket.close();
  });

  it('refuses room names that are not the ones updates go to, for ticker, kline, depth and trades', async () => {
    await tick('LINK/USDT', '15.00000000', T0 - 500);
    const socket = await open();
    const canonical = ['ticker:LINK/USDT', 'kline:LINK/USDT:1m', 'depth:LINK/USDT', 'trades:LINK/USDT'];
    const other = [
      'ticker:LINKUSDT',
      'ticker:link/usdt',
      'ticker:LINK_USDT',
      'kline:LINKUSDT:1m',
      'kline:LINK/USDT:1min',
      'kline:LINK/USDT:1m:x',
      'depth:LINKUSDT',
      'depth:link/usdt',
      'trades:LINKUSDT',
      'ticker:FOO/USDT',
    ];
    const ack = await socket.emitWithAck('subscribe', { rooms: [...other, ...canonical] });
    expect(ack.refused).toEqual(other);
    expect(ack.snapshots.map((s: { room: string }) => s.room)).toEqual(canonical);
    const members = async (room: string) => (await t.built.realtime.io.in(room).fetchSockets()).length;
    for (const room of other) expect(await members(room), room).toBe(0);
    for (const room of canonical) expect(await members(room), room).toBe(1);
    // And what was joined gets the updates.
    const got: string[] = [];
    socket.on('ticker', (m: { room: string }) => got.push(m.room));
    await tick('LINK/USDT', '15.50000000', T0 - 400);
    await t.clock.advanceAsync(1000);
    await arrived(() => got.length > 0);
    expect(got).toEqual(['ticker:LINK/USDT']);
    socket.close();
  });

  it('sends at most one message a second per room and never loses the last price', async () => {
    const socket = await open();
    await socket.emitWithAck('subscribe', { rooms: ['ticker:DOT/USDT'] });
    const got: string[] = [];
    socket.on('ticker', (m: { data: TickerMessage }) => got.push(m.data.last));
    for (let i = 0; i < 5; i++) await tick('DOT/USDT', `7.0${i}0`, T0 - 5000 + i);
    await arrived(() => got.length === 1);
    expect(got).toEqual(['7.000']);
    // Within the quiet second nothing more goes out; when it ends, the newest price does.
    await t.clock.advanceAsync(999);
    await arrived(() => false);
    expect(got).toEqual(['7.000']);
    await t.clock.advanceAsync(1);
    await arrived(() => got.length === 2);
    expect(got[got.length - 1]).toBe('7.040');
    socket.close();
  });
});
