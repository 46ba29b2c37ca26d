/**
 * The real-feed adapters against local servers: recorded exchange frames replayed over a
 * websocket (with a dropped connection in the middle), and a stock quote endpoint.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { ManualClock } from '../../../platform/clock';
import type { Tick } from '../candles';
import { Backoff } from './backoff';
import { BinanceFeed } from './binance';
import { StockQuotePoller } from './stock-poll';

const frames = readFileSync(fileURLToPath(new URL('./fixtures/binance-frames.jsonl', import.meta.url)), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as Record<string, unknown>);

const markets = [
  { id: 1, symbol: 'BTC/USDT', wire: 'BTCUSDT', kind: 'crypto' as const, priceScale: 2, qtyScale: 6 },
  { id: 2, symbol: 'ETH/USDT', wire: 'ETHUSDT', kind: 'crypto' as const, priceScale: 2, qtyScale: 5 },
];

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('exchange websocket adapter', () => {
  it('turns recorded trades into one tick per market per second, and survives a dropped connection', async () => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((r) => wss.once('listening', r));
    cleanups.push(() => new Promise<void>((r) => wss.close(() => r())));
    // Reconnection and the once-a-second flush run on the clock; the sockets on real time.
    const clock = new ManualClock(new Date('2026-01-05T12:00:00Z'));
    const connectionTimes: number[] = [];
    const requestedUrls: string[] = [];
    wss.on('connection', (socket, request) => {
      connectionTimes.push(clock.now().getTime());
      requestedUrls.push(request.url ?? '');
      const drop = frames.findIndex((f) => f.drop);
      const part = connectionTimes.length === 1 ? frames.slice(0, drop) : frames.slice(drop + 1);
      for (const frame of part) socket.send(JSON.stringify(frame));
      socket.send('this is not json'); // a malformed frame is skipped
      if (connectionTimes.length === 1) setTimeout(() => socket.terminate(), 50); // the drop
    });
    const port = (wss.address() as AddressInfo).port;
    const feed = new BinanceFeed(`ws://127.0.0.1:${port}`, markets, clock);
    const ticks: Tick[] = [];
    await feed.start((t) => ticks.push(t));
    cleanups.push(() => feed.stop());
    // Wait for the sockets (real I/O) while moving the clock in 50 ms steps.
    for (let i = 0; i < 200 && (feed.connections < 2 || ticks.length < 5); i++) {
      await new Promise((r) => setTimeout(r, 10));
      await clock.advanceAsync(50);
    }

    expect(feed.connections).toBe(2);
    expect(connectionTimes[1]! - connectionTimes[0]!).toBeGreaterThanOrEqual(100);
    expect(requestedUrls[0]).toContain('/stream?streams=btcusdt@trade/btcusdt@ticker/btcusdt@kline_1m/ethusdt@trade');
    const T = 1763481600000;
    const bySymbolThenTime = (a: Tick, b: Tick) => a.symbol.localeCompare(b.symbol) || a.ts - b.ts;
    expect([...ticks].sort(bySymbolThenTime).map((t) => ({ symbol: t.symbol, ts: t.ts, price: t.price, volume: t.volume }))).toEqual([
      // second 0: two BTC trades coalesced (last price, summed volume)
      { symbol: 'BTC/USDT', ts: T + 450, price: 9123510n, volume: 17000n },
      // second 1: one BTC trade, price rounded half up to the tick size
      { symbol: 'BTC/USDT', ts: T + 1200, price: 9124001n, volume: 100000n },
      // after the reconnection
      { symbol: 'BTC/USDT', ts: T + 2100, price: 9125000n, volume: 20000n },
      { symbol: 'ETH/USDT', ts: T + 500, price: 305012n, volume: 25000n },
      // two ETH trades in second 2 coalesced; DOGE is not one of this feed's markets
      { symbol: 'ETH/USDT', ts: T + 2900, price: 305250n, volume: 150000n },
    ]);
    expect(ticks.every((t) => t.source === 'binance')).toBe(true);
    expect(feed.tickers.get('BTC/USDT')).toMatchObject({ last: '91235.10', volume: '18234.51' });
  });

  it('backs off from 100 ms, doubling to 10 s, and starts again after a good connection', () => {
    const b = new Backoff();
    expect(Array.from({ length: 9 }, () => b.next())).toEqual([100, 200, 400, 800, 1600, 3200, 6400, 10000, 10000]);
    b.reset();
    expect(b.next()).toBe(100);
  });
});

describe('stock quote adapter', () => {
  it('polls quotes and keeps only new ones', async () => {
    let answer: unknown = [
      { symbol: 'AAPL', price: '190.125', volume: '300', ts: 1763481600000 },
      { symbol: 'MSFT', price: '421.5', ts: 1763481600500 },
      { symbol: 'XYZ', price: '1', ts: 1763481600000 },
    ];
    let status = 200;
    const seen: string[] = [];
    const server: Server = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise<void>((r) => server.close(() => r())));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/quotes`;
    const poller = new StockQuotePoller(
      url,
      [
        { id: 101, symbol: 'AAPL/USDT', wire: 'AAPL', kind: 'stock', priceScale: 2, qtyScale: 4 },
        { id: 102, symbol: 'MSFT/USDT', wire: 'MSFT', kind: 'stock', priceScale: 2, qtyScale: 4 },
      ],
      new ManualClock(new Date(1763481601000)),
    );
    const first = await poller.poll();
    expect(seen[0]).toBe('/quotes?symbols=AAPL%2CMSFT');
    expect(first.map((t) => [t.symbol, t.price, t.volume])).toEqual([
      ['AAPL/USDT', 19013n, 3_000_000n],
      ['MSFT/USDT', 42150n, 0n],
    ]);
    expect(await poller.poll()).toEqual([]); // nothing newer
    answer = [{ symbol: 'AAPL', price: '191', ts: 1763481605000 }];
    expect((await poller.poll()).map((t) => t.price)).toEqual([19100n]);
    status = 503;
    await expect(poller.poll()).rejects.toThrow(/503/);
  });
});
