/** The market maker's quote plan (pure): prices by level, sizes growing and jittered within bounds, depth following the range. */
import { describe, expect, it } from 'vitest';
import { depthPpm, JITTER_PPM, jitterPpm, levelSharePpm, planQuotes, recentRangePpm, type QuoteRules } from './quotes';

// BTC/USDT as seeded at 65,000: 230 lots of 0.0001 is about $1,500.
const RULES: QuoteRules = { levels: 5, spreadPpm: 500, stepPpm: 500, sizeLots: 230, minLots: 1 };
const at = Date.parse('2026-11-18T15:00:00Z');

describe('the quote plan', () => {
  it('prices five levels each side at the rules’ distances when the price has been still', () => {
    const plan = planQuotes(RULES, { marketId: 1, ref: 5_000_000, at, rangePpm: 0 });
    expect(plan.map((l) => [l.bid, l.ask])).toEqual([
      [4_997_500, 5_002_500],
      [4_995_000, 5_005_000],
      [4_992_500, 5_007_500],
      [4_990_000, 5_010_000],
      [4_987_500, 5_012_500],
    ]);
  });

  it('rounds bids down and asks up to whole ticks', () => {
    const [first] = planQuotes(RULES, { marketId: 1, ref: 15_030, at, rangePpm: 0 });
    // 15,030 x (1 -/+ 0.0005) = 15,022.485 and 15,037.515
    expect([first!.bid, first!.ask]).toEqual([15_022, 15_038]);
  });

  it('keeps every size within 30 % of its level’s share, growing with the distance, and varies them', () => {
    const sizes: number[][] = [[], [], [], [], []];
    for (let k = 0; k < 300; k++) {
      for (const l of planQuotes(RULES, { marketId: 1, ref: 5_000_000 + k, at: at + k * 1000, rangePpm: 0 })) {
        for (const lots of [l.bidLots, l.askLots]) {
          const share = (RULES.sizeLots * levelSharePpm(l.level)) / 1e6;
          expect(lots).toBeGreaterThanOrEqual(Math.floor(share * (1 - JITTER_PPM / 1e6)));
          expect(lots).toBeLessThanOrEqual(Math.floor(share * (1 + JITTER_PPM / 1e6)));
          sizes[l.level]!.push(lots);
        }
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const means = sizes.map(mean);
    // Shares 0.5, 0.85, 1.2, 1.55, 1.9 of 230 lots: 115, 195.5, 276, 356.5, 437 on average.
    for (let i = 1; i < means.length; i++) expect(means[i]!).toBeGreaterThan(means[i - 1]!);
    expect(means[0]).toBeGreaterThan(105);
    expect(means[0]).toBeLessThan(125);
    for (const level of sizes) expect(new Set(level).size).toBeGreaterThan(20);
  });

  it('gives the same sizes for the same market, price and time, and other sizes for another time', () => {
    const input = { marketId: 1, ref: 5_000_000, at, rangePpm: 0 };
    expect(planQuotes(RULES, input)).toEqual(planQuotes(RULES, input));
    expect(planQuotes(RULES, { ...input, at: at + 1 }).map((l) => l.askLots)).not.toEqual(planQuotes(RULES, input).map((l) => l.askLots));
  });

  it('never quotes less than the market’s minimum or one lot', () => {
    for (const l of planQuotes({ ...RULES, sizeLots: 1, minLots: 3 }, { marketId: 8, ref: 15_000, at, rangePpm: 0 })) {
      expect(l.bidLots).toBe(3);
      expect(l.askLots).toBe(3);
    }
  });

  it('keeps the jitter within its bounds', () => {
    for (let k = 0; k < 2000; k++) {
      const j = jitterPpm(`seed-${k}`);
      expect(j).toBeGreaterThanOrEqual(1_000_000 - JITTER_PPM);
      expect(j).toBeLessThanOrEqual(1_000_000 + JITTER_PPM);
    }
  });
});

describe('depth and the recent range', () => {
  it('adds an eighth of the last minute’s range to the spread and the step, up to four times the rules', () => {
    expect(depthPpm(RULES, 0)).toEqual({ spreadPpm: 500, stepPpm: 500 });
    expect(depthPpm(RULES, 2_400)).toEqual({ spreadPpm: 800, stepPpm: 800 });
    expect(depthPpm(RULES, 1_000_000)).toEqual({ spreadPpm: 2_000, stepPpm: 2_000 });
    const wide = planQuotes(RULES, { marketId: 1, ref: 5_000_000, at, rangePpm: 2_400 });
    expect(wide.map((l) => l.bid)).toEqual([4_996_000, 4_992_000, 4_988_000, 4_984_000, 4_980_000]);
  });

  it('measures the range of the last minute in ppm of the reference, ignoring older prices', () => {
    const seen = [
      { at: at - 61_000, price: 4_000_000 },
      { at: at - 30_000, price: 4_990_000 },
      { at: at - 1_000, price: 5_010_000 },
    ];
    expect(recentRangePpm(seen, at, 5_000_000)).toBe(4_000); // 20,000 ticks of 5,000,000
    expect(recentRangePpm([], at, 5_000_000)).toBe(0);
  });
});
