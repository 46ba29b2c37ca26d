/**
 * Indicator maths against values worked out by hand (small series, every step written below) and
 * against the textbook RSI example (Wilder's method, as published in StockCharts' ChartSchool).
 */
import { describe, expect, it } from 'vitest';
import { boll, computeAll, ema, kdj, macd, rsi, sma, type Series } from './indicators';

/** Compare a series to expected values (undefined where the indicator has no value yet). */
function near(actual: Series, expected: Array<number | undefined>, digits = 4) {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((value, i) => {
    if (value === undefined) expect(actual[i], `index ${i}`).toBeUndefined();
    else expect(actual[i], `index ${i}`).toBeCloseTo(value, digits);
  });
}

describe('SMA', () => {
  it('averages the last n values', () => {
    near(sma([1, 2, 3, 4, 5], 3), [undefined, undefined, 2, 3, 4]);
    near(sma([10, 20, 60], 1), [10, 20, 60]);
    near(sma([4, 8], 3), [undefined, undefined]);
  });
});

describe('EMA', () => {
  it('starts from the simple average, then weights by 2 / (n + 1)', () => {
    // n = 3, alpha = 0.5: seed (2 + 4 + 6) / 3 = 4; then 0.5 x 8 + 0.5 x 4 = 6; 0.5 x 12 + 0.5 x 6 = 9.
    near(ema([2, 4, 6, 8, 12], 3), [undefined, undefined, 4, 6, 9]);
  });

  it('skips a series’ leading gaps', () => {
    near(ema([undefined, undefined, 2, 4, 6, 8, 12], 3), [undefined, undefined, undefined, undefined, 4, 6, 9]);
  });

  it('of a constant is that constant', () => {
    near(ema(new Array(40).fill(7), 12).slice(11), new Array(29).fill(7));
  });
});

describe('BOLL', () => {
  it('is the SMA with bands at k population standard deviations', () => {
    // [1,2,3]: mean 2, variance (1 + 0 + 1) / 3, sd 0.816497 -> 3.632993 / 0.367007.
    // [2,3,4]: mean 3, same sd. [3,4,6]: mean 4.333333, variance (1.777778 + 0.111111 + 2.777778) / 3 = 1.555556, sd 1.247219.
    const b = boll([1, 2, 3, 4, 6], 3, 2);
    near(b.middle, [undefined, undefined, 2, 3, 4.333333]);
    near(b.upper, [undefined, undefined, 3.632993, 4.632993, 6.827772]);
    near(b.lower, [undefined, undefined, 0.367007, 1.367007, 1.838895]);
  });

  it('collapses onto the average for a flat market', () => {
    const b = boll(new Array(25).fill(100));
    expect(b.upper[24]).toBe(100);
    expect(b.lower[24]).toBe(100);
    expect(b.middle[18]).toBeUndefined();
  });
});

describe('MACD', () => {
  it('is EMA(fast) - EMA(slow), its signal EMA and their difference', () => {
    // fast 2 (alpha 2/3): 1.5, 3.166667, 6.388889, 12.796296 from index 1.
    // slow 3 (alpha 1/2): 2.333333, 5.166667, 10.583333 from index 2.
    // DIF: 0.833333, 1.222222, 2.212963. DEA (2): seed (0.833333 + 1.222222) / 2 = 1.027778,
    // then 2/3 x 2.212963 + 1/3 x 1.027778 = 1.817901. Histogram: 0.194444, 0.395062.
    const m = macd([1, 2, 4, 8, 16], 2, 3, 2);
    near(m.dif, [undefined, undefined, 0.833333, 1.222222, 2.212963]);
    near(m.dea, [undefined, undefined, undefined, 1.027778, 1.817901]);
    near(m.histogram, [undefined, undefined, undefined, 0.194444, 0.395062]);
  });

  it('with (12, 26, 9) starts at bar 26 (DIF) and bar 34 (DEA), and is zero for a flat market', () => {
    const m = macd(new Array(40).fill(50));
    expect(m.dif[24]).toBeUndefined();
    expect(m.dif[25]).toBe(0);
    expect(m.dea[32]).toBeUndefined();
    expect(m.dea[33]).toBe(0);
    expect(m.histogram[39]).toBe(0);
  });
});

describe('RSI', () => {
  // The closes of the textbook example and its published 14-period RSI, to two decimals.
  const closes = [
    44.3389, 44.0902, 44.1497, 43.6124, 44.3278, 44.8264, 45.0955, 45.4245, 45.8433, 46.0826, 45.8931, 46.0328, 45.614, 46.282, 46.282,
    46.0028, 46.0328, 46.4116, 46.2222, 45.6439, 46.2122, 46.2521, 45.7137, 46.4515, 45.7835, 45.3548, 44.0288, 44.1783, 44.2181, 44.5672,
    43.4205, 42.6628, 43.1314,
  ];
  const published = [
    70.53, 66.32, 66.55, 69.41, 66.36, 57.97, 62.93, 63.26, 56.06, 62.38, 54.71, 50.42, 39.99, 41.46, 41.87, 45.46, 37.3, 33.08, 37.77,
  ];

  it('matches the textbook example (Wilder smoothing, 14 periods)', () => {
    const r = rsi(closes, 14);
    expect(r.slice(0, 14).every((v) => v === undefined)).toBe(true);
    near(r.slice(14), published, 2);
  });

  it('is 100 in a market that only rises, 0 in one that only falls', () => {
    expect(rsi([1, 2, 3, 4], 2)[3]).toBe(100);
    expect(rsi([4, 3, 2, 1], 2)[3]).toBe(0);
  });

  it('by hand with n = 2', () => {
    // Changes +2, -1, +3. First averages: gain 1, loss 0.5 -> RS 2 -> 66.666667.
    // Next: gain (1 + 3) / 2 = 2, loss (0.5 + 0) / 2 = 0.25 -> RS 8 -> 88.888889.
    near(rsi([10, 12, 11, 14], 2), [undefined, undefined, 66.666667, 88.888889]);
  });
});

describe('KDJ', () => {
  it('by hand with (3, 3, 3)', () => {
    const bars = [
      { high: 10, low: 8, close: 9 },
      { high: 11, low: 9, close: 10 },
      { high: 12, low: 10, close: 11 },
      { high: 12, low: 9, close: 9 },
    ];
    // Bar 2: RSV (11 - 8) / (12 - 8) = 75; K (2 x 50 + 75) / 3 = 58.333333; D (2 x 50 + 58.333333) / 3 = 52.777778;
    //        J 3 x 58.333333 - 2 x 52.777778 = 69.444444.
    // Bar 3: RSV (9 - 9) / (12 - 9) = 0; K 38.888889; D 48.148148; J 20.370370.
    const r = kdj(bars, 3, 3, 3);
    near(r.k, [undefined, undefined, 58.333333, 38.888889]);
    near(r.d, [undefined, undefined, 52.777778, 48.148148]);
    near(r.j, [undefined, undefined, 69.444444, 20.37037]);
  });

  it('stays at 50 when the range is flat', () => {
    const flat = new Array(12).fill({ high: 5, low: 5, close: 5 });
    const r = kdj(flat);
    expect(r.k[11]).toBe(50);
    expect(r.d[11]).toBe(50);
    expect(r.j[11]).toBe(50);
  });
});

describe('computeAll', () => {
  it('gives every series one value per bar, and changing the last bar changes only the last values', () => {
    const bars = Array.from({ length: 60 }, (_, i) => {
      const close = 100 + 10 * Math.sin(i / 4) + i / 3;
      return { open: close - 1, high: close + 2, low: close - 2, close, volume: 10 + (i % 7) };
    });
    const a = computeAll(bars);
    const changed = [...bars.slice(0, -1), { ...bars[59]!, close: bars[59]!.close + 5, high: bars[59]!.high + 5 }];
    const b = computeAll(changed);
    const pairs: Array<[Series, Series]> = [
      ...a.ma.map((s, i) => [s, b.ma[i]!] as [Series, Series]),
      ...a.ema.map((s, i) => [s, b.ema[i]!] as [Series, Series]),
      [a.boll.upper, b.boll.upper],
      [a.macd.dea, b.macd.dea],
      [a.rsi, b.rsi],
      [a.kdj.j, b.kdj.j],
    ];
    for (const [before, after] of pairs) {
      expect(before).toHaveLength(60);
      expect(after.slice(0, 59)).toEqual(before.slice(0, 59));
      expect(after[59]).not.toBe(before[59]);
    }
  });
});
