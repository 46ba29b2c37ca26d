/**
 * The simulated market's generated past (history.ts, issue 13): every candle of every chart
 * interval, however old, is a real open, high, low and close of recorded ticks (no flat one-tick
 * dashes), the candles agree with the ticks the ticks page and the proofs show, and a fixed
 * SIMULATOR_SEED writes the same past again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KlineBar, TickPage } from '@bourse/contract';
import { parseUnits } from '@bourse/money';
import { createTestApp, type TestApp } from '../../../test/harness';
import { isStockMarketOpen } from '../../platform/market-hours';
import { SimulatorSeed } from './feed/random';
import { SimulatedPrices } from './feed/simulator';
import { historyInstants, historyOf, historyPlan, TICKS_PER_BAR } from './history';
import { MARKET_SEEDS } from './markets';
import { nextPeriodStart, type Period, periodStart } from './periods';

const SEED = 'history-test-seed-4e1f';
const DAY = 86_400_000;

describe('the plan of the history (pure)', () => {
  const now = Date.parse('2026-11-18T15:42:17Z'); // a Wednesday, New York market open

  it('lays its stretches back to back, a year to the last whole minute, each bar four ticks', () => {
    const { tiers } = historyPlan(now);
    expect(tiers.map((t) => t.bar)).toEqual(['1d', '4h', '1h', '15m', '1m']);
    expect(tiers[0]!.from).toBeLessThanOrEqual(now - 365 * DAY);
    tiers.slice(1).forEach((t, i) => expect(t.from).toBe(tiers[i]!.to));
    expect(tiers.at(-1)!.to).toBe(Date.parse('2026-11-18T15:42:00Z'));
    // The minutes cover the 24 hours the market's statistics are read from.
    expect(tiers.at(-1)!.from).toBeLessThanOrEqual(now - DAY);

    const instants = historyInstants(now, 'crypto');
    expect(instants.every((t, i) => i === 0 || t > instants[i - 1]!)).toBe(true);
    for (const tier of tiers) {
      const perBar = new Map<number, number>();
      for (const t of instants.filter((x) => x >= tier.from && x < tier.to)) {
        const bar = periodStart(tier.bar, t);
        perBar.set(bar, (perBar.get(bar) ?? 0) + 1);
      }
      expect([...new Set(perBar.values())], tier.bar).toEqual([TICKS_PER_BAR]);
      expect(perBar.has(tier.from), tier.bar).toBe(true);
    }
  });

  it('gives a stock its ticks in market hours only, four on each trading day of the daily stretch', () => {
    const stocks = historyInstants(now, 'stock');
    expect(stocks.every(isStockMarketOpen)).toBe(true);
    const daily = historyPlan(now).tiers[0]!;
    const perDay = new Map<number, number>();
    for (const t of stocks.filter((x) => x < daily.to)) perDay.set(periodStart('1d', t), (perDay.get(periodStart('1d', t)) ?? 0) + 1);
    expect([...new Set(perDay.values())]).toEqual([TICKS_PER_BAR]);
    // About 250 trading days a year, less the 60 days drawn in finer bars.
    expect(perDay.size).toBeGreaterThan(180);
  });

  it('keeps each period’s candles from the first stretch as fine as the period', () => {
    const { tiers, candlesFrom } = historyPlan(now);
    const from = (bar: Period) => tiers.find((t) => t.bar === bar)!.from;
    expect(candlesFrom).toMatchObject({ '1m': from('1m'), '5m': from('1m'), '15m': from('15m'), '30m': from('15m') });
    expect(candlesFrom).toMatchObject({ '1h': from('1h'), '4h': from('4h'), '1d': from('1d'), '1w': from('1d'), '1M': from('1d') });
  });
});

let t: TestApp;
let now: number;

beforeAll(async () => {
  t = await createTestApp({ PRICE_FEED: 'simulator', SIMULATOR_HISTORY: '1', SIMULATOR_SEED: SEED });
  now = t.clock.now().getTime();
});
afterAll(async () => {
  await t?.dispose();
});

const units = (v: string) => parseUnits(v, 2);

const bars = async (period: Period): Promise<KlineBar[]> => {
  const r = await t.call<KlineBar[]>('GET', '/currency/new_timeshar', {
    symbol: 'BTC/USDT',
    period,
    from: Math.floor((now - 400 * DAY) / 1000),
    to: Math.floor(now / 1000),
  });
  expect(r.body.type).toBe('ok');
  return r.body.message;
};

describe('the candles a simulated market starts with', () => {
  it.each([
    ['1m', 1400],
    ['5m', 280],
    ['15m', 280],
    ['30m', 140],
    ['1h', 330],
    ['4h', 350],
    ['1d', 360],
    ['1w', 50],
  ] as const)('draws %s candles with an open, a high, a low and a close of their own', async (period, atLeast) => {
    const list = await bars(period);
    expect(list.length).toBeGreaterThanOrEqual(atLeast);
    for (const b of list) {
      const [o, h, l, c] = [b.open, b.high, b.low, b.close].map(units) as [bigint, bigint, bigint, bigint];
      expect(l <= (o < c ? o : c) && (o > c ? o : c) <= h, `${period} ${b.time}`).toBe(true);
      // Never a flat dash: at 65,000 USDT a cent, four ticks of a walk never all land on one price.
      expect(h > l, `${period} ${b.time} is flat`).toBe(true);
    }
    const bodies = list.filter((b) => b.open !== b.close).length;
    expect(bodies / list.length).toBeGreaterThan(0.9);
    const wicks = list.filter((b) => units(b.high) > [b.open, b.close].map(units).reduce((a, x) => (x > a ? x : a))).length;
    expect(wicks / list.length).toBeGreaterThan(0.25);
  });
});

describe('the ticks under them', () => {
  it('agree with each candle, the oldest ones included', async () => {
    for (const period of ['1d', '4h', '1h', '15m', '1m'] as const) {
      const list = await bars(period);
      for (const b of [list[0]!, list[Math.floor(list.length / 2)]!]) {
        const from = b.time * 1000;
        const page = await t.call<TickPage>('GET', '/market/ticks', {
          symbol: 'BTC/USDT',
          from,
          to: nextPeriodStart(period, from) - 1,
          limit: 500,
        });
        const prices = page.body.message.ticks.map((x) => units(x.price));
        expect(prices.length, `${period} ${b.time}`).toBeGreaterThanOrEqual(TICKS_PER_BAR);
        expect(page.body.message.ticks.every((x) => x.source === 'simulator-history')).toBe(true);
        expect([prices[0], prices.reduce((a, x) => (x > a ? x : a)), prices.reduce((a, x) => (x < a ? x : a)), prices.at(-1)]).toEqual(
          [b.open, b.high, b.low, b.close].map(units),
        );
      }
    }
  });

  it('is the same past again under the same seed', async () => {
    const seed = MARKET_SEEDS.find((s) => s.base === 'BTC')!;
    const market = { id: seed.id, symbol: 'BTC/USDT', wire: 'BTCUSDT', kind: seed.kind, priceScale: 2, qtyScale: 4 };
    const start = parseUnits(seed.start, 2);
    const sim = new SimulatedPrices(
      SimulatorSeed.fixed(SEED).streams('history'),
      [{ ...market, volatility: seed.volatility, tickVolume: seed.tickVolume, reference: start }],
      () => start,
    );
    const expected = historyOf(sim, market, historyInstants(now, 'crypto'), historyPlan(now)).ticks;
    const { rows } = await t.db.query<{ ts: Date; price: string }>(
      `SELECT ts, price::text AS price FROM ticks WHERE market_id = $1 ORDER BY ts, id`,
      [seed.id],
    );
    expect(rows).toHaveLength(expected.length);
    expect(rows.map((r) => `${r.ts.getTime()} ${units(r.price)}`)).toEqual(expected.map((x) => `${x.ts} ${x.price}`));
  });
});
