/** The pure parts of market data: periods, candles from ticks, market hours, the simulator. */
import { inspect } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregate, type Tick } from './candles';
import { SimulatorSeed } from './feed/random';
import { SimulatedPrices, type SimMarket } from './feed/simulator';
import { historyInstants } from './history';
import { isStockMarketOpen, nextStockOpen } from '../../platform/market-hours';
import { nextPeriodStart, parsePeriod, periodStart, PERIODS } from './periods';
import { changePercent } from './state';

describe('periods', () => {
  const t = Date.UTC(2026, 10, 18, 13, 47, 31, 500); // Wednesday 18 Nov 2026 13:47:31.5 UTC
  it.each([
    ['1m', Date.UTC(2026, 10, 18, 13, 47)],
    ['5m', Date.UTC(2026, 10, 18, 13, 45)],
    ['15m', Date.UTC(2026, 10, 18, 13, 45)],
    ['30m', Date.UTC(2026, 10, 18, 13, 30)],
    ['1h', Date.UTC(2026, 10, 18, 13)],
    ['4h', Date.UTC(2026, 10, 18, 12)],
    ['1d', Date.UTC(2026, 10, 18)],
    ['1w', Date.UTC(2026, 10, 16)],
    ['1M', Date.UTC(2026, 10, 1)],
  ] as const)('%s starts at the right instant', (period, start) => {
    expect(periodStart(period, t)).toBe(start);
    expect(nextPeriodStart(period, t)).toBeGreaterThan(t);
  });

  it('knows the spec client period names', () => {
    expect(parsePeriod('1min')).toBe('1m');
    expect(parsePeriod('60min')).toBe('1h');
    expect(parsePeriod('1day')).toBe('1d');
    expect(parsePeriod('1mon')).toBe('1M');
    expect(parsePeriod('1M')).toBe('1M');
    expect(parsePeriod('2m')).toBeUndefined();
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('%s is not a period (own names only)', (name) => {
    expect(parsePeriod(name)).toBeUndefined();
  });

  it('a month period ends at the next calendar month, December included', () => {
    expect(nextPeriodStart('1M', Date.UTC(2026, 11, 31, 23))).toBe(Date.UTC(2027, 0, 1));
  });
});

describe('candles from ticks (property)', () => {
  const tickArb = fc
    .array(
      fc.record({
        dt: fc.integer({ min: 0, max: 4 * 3_600_000 }),
        price: fc.bigInt({ min: 1n, max: 10n ** 12n }),
        volume: fc.bigInt({ min: 0n, max: 10n ** 9n }),
      }),
      { minLength: 1, maxLength: 300 },
    )
    .map((steps) => {
      let ts = Date.UTC(2026, 0, 1);
      return steps.map((s): Tick => ({ symbol: 'X/USDT', ts: (ts += s.dt), price: s.price, volume: s.volume, source: 'test' }));
    });

  it.each(PERIODS)('every %s candle agrees with its ticks', (period) => {
    fc.assert(
      fc.property(tickArb, (ticks) => {
        const candles = aggregate(ticks, period);
        const buckets = new Map<number, Tick[]>();
        for (const tick of ticks) {
          const key = periodStart(period, tick.ts);
          buckets.set(key, [...(buckets.get(key) ?? []), tick]);
        }
        expect(candles.map((c) => c.openTime)).toEqual([...buckets.keys()]);
        for (const c of candles) {
          const inBucket = buckets.get(c.openTime)!;
          expect(c.open).toBe(inBucket[0]!.price);
          expect(c.close).toBe(inBucket[inBucket.length - 1]!.price);
          expect(c.high).toBe(inBucket.reduce((m, t) => (t.price > m ? t.price : m), 0n));
          expect(c.low).toBe(inBucket.reduce((m, t) => (t.price < m ? t.price : m), inBucket[0]!.price));
          expect(c.volume).toBe(inBucket.reduce((s, t) => s + t.volume, 0n));
          expect(c.turnover).toBe(inBucket.reduce((s, t) => s + t.price * t.volume, 0n));
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('stock market hours (New York)', () => {
  it.each([
    ['2026-11-18T14:30:00Z', true], // Wed 09:30 EST: the open
    ['2026-11-18T14:29:00Z', false],
    ['2026-11-18T20:59:00Z', true],
    ['2026-11-18T21:00:00Z', false], // 16:00: closed
    ['2026-11-21T15:00:00Z', false], // Saturday
    ['2026-11-26T15:00:00Z', false], // Thanksgiving
    ['2026-07-15T13:30:00Z', true], // 09:30 EDT in summer
    ['2026-07-15T13:29:00Z', false],
  ])('%s open: %s', (iso, open) => expect(isStockMarketOpen(Date.parse(iso))).toBe(open));

  it('finds the next open across a weekend and a holiday', () => {
    expect(new Date(nextStockOpen(Date.parse('2026-11-20T21:30:00Z'))).toISOString()).toBe('2026-11-23T14:30:00.000Z');
    expect(new Date(nextStockOpen(Date.parse('2026-11-25T22:00:00Z'))).toISOString()).toBe('2026-11-27T14:30:00.000Z');
    expect(nextStockOpen(Date.parse('2026-11-18T15:00:00Z'))).toBe(Date.parse('2026-11-18T15:00:00Z'));
  });
});

describe('simulator', () => {
  const market: SimMarket = {
    id: 1,
    symbol: 'BTC/USDT',
    wire: 'BTCUSDT',
    kind: 'crypto',
    priceScale: 2,
    qtyScale: 6,
    volatility: 0.6,
    tickVolume: 0.8,
    reference: 6_500_000n,
  };
  const streams = (seed: number) => SimulatorSeed.fixed(String(seed)).streams('live');
  const run = (seed: number) => {
    const sim = new SimulatedPrices(streams(seed), [market], () => 6_500_000n);
    return Array.from({ length: 500 }, (_, i) => sim.tickAt(1, Date.UTC(2026, 0, 1) + i * 1000));
  };

  it('is reproducible for a seed and differs between seeds', () => {
    expect(run(7)).toEqual(run(7));
    expect(run(7).map((t) => t.price)).not.toEqual(run(8).map((t) => t.price));
  });

  it('draws each market’s numbers, live and history apart, from streams that share nothing', () => {
    const seed = SimulatorSeed.fixed('7');
    const firsts = (purpose: 'live' | 'history', id: number) => {
      const stream = seed.streams(purpose)(id);
      return [stream.next(), stream.next(), stream.next()];
    };
    // The public history says nothing of the live walk, nor one market of another.
    expect(firsts('live', 1)).toEqual(firsts('live', 1));
    expect(firsts('history', 1)).not.toEqual(firsts('live', 1));
    expect(firsts('live', 2)).not.toEqual(firsts('live', 1));
    expect(firsts('live', 1).every((x) => x >= 0 && x < 1)).toBe(true);
    // Nothing of the secret comes out in a log line or a JSON answer, even by accident.
    expect(JSON.stringify({ seed })).toBe('{"seed":"[hidden]"}');
    expect(inspect(seed)).toBe('SimulatorSeed [hidden]');
  });

  it('moves like its volatility says: a day of one-second ticks stays within a plausible band', () => {
    const sim = new SimulatedPrices(streams(3), [market], () => 6_500_000n);
    const ticks = Array.from({ length: 86_400 }, (_, i) => sim.tickAt(1, i * 1000));
    const last = Number(ticks[ticks.length - 1]!.price) / 100;
    // 60% a year is about 3.1% a day: ten standard deviations is a generous but meaningful bound.
    expect(Math.abs(Math.log(last / 65_000))).toBeLessThan(0.35);
    expect(ticks.every((t) => t.price > 0n && t.volume >= 0n)).toBe(true);
    const steps = new Set(ticks.slice(1).map((t, i) => (t.price === ticks[i]!.price ? 'flat' : 'moved')));
    expect(steps.has('moved')).toBe(true);
  });

  it('keeps a year of daily prices in a believable range of the reference (mean reversion)', () => {
    const worst = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((seed) => {
      const sim = new SimulatedPrices(streams(seed), [{ ...market, volatility: 1.1 }], () => 6_500_000n);
      const ticks = Array.from({ length: 365 }, (_, i) => sim.tickAt(1, i * 86_400_000));
      return Math.max(...ticks.map((t) => Math.abs(Math.log(Number(t.price) / 6_500_000))));
    });
    // A pure random walk at 110% a year strays by a factor of e^2.2 (9x) at two standard deviations.
    expect(Math.max(...worst)).toBeLessThan(1.6);
  });

  it('gives every chart interval a history, and stocks only in market hours', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const crypto = historyInstants(now, 'crypto');
    expect(crypto[0]).toBeLessThan(now - 360 * 86_400_000);
    expect(crypto.filter((t) => t > now - 86_400_000).length).toBeGreaterThan(1400);
    const stocks = historyInstants(now, 'stock');
    expect(stocks.every((t) => isStockMarketOpen(t))).toBe(true);
    expect(stocks.length).toBeGreaterThan(300);
  });

  it('says the change in percent, two decimals, rounded half up', () => {
    expect(changePercent(10000n, 10125n)).toBe('1.25');
    expect(changePercent(30000n, 29999n)).toBe('0.00');
    expect(changePercent(30000n, 29998n)).toBe('-0.01');
    expect(changePercent(undefined, 1n)).toBeNull();
  });
});
