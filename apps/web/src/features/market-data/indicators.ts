/**
 * Chart indicators, as pure functions over plain numbers (prices reach a chart as numbers anyway;
 * nothing here is money). Each returns one value per input bar, `undefined` until it has enough
 * bars. Every one is causal: the value at bar i depends only on bars 0..i, so when the newest
 * (open) candle changes, only the last value of each series changes.
 *
 * Conventions, where charting packages differ:
 * - EMA (and the EMAs inside MACD) start from the simple average of the first n values, then
 *   apply alpha = 2 / (n + 1), as TA-Lib does.
 * - MACD: DIF = EMA(fast) - EMA(slow); DEA = EMA(DIF, signal); histogram = DIF - DEA.
 * - BOLL: middle = SMA(n); bands = middle +/- k x the population standard deviation of the window.
 * - RSI: Wilder's smoothing (the first averages are simple means of n changes).
 * - KDJ: RSV = (close - lowest low) / (highest high - lowest low) x 100 over n bars (50 when the
 *   range is zero); K = ((m1 - 1) K' + RSV) / m1, D = ((m2 - 1) D' + K) / m2, both starting from
 *   50; J = 3K - 2D.
 */

export type Series = Array<number | undefined>;

export interface Ohlcv {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Simple moving average over `n` values. */
export function sma(values: readonly number[], n: number): Series {
  const out: Series = new Array(values.length).fill(undefined);
  if (n < 1) return out;
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i]!;
    if (i >= n) sum -= values[i - n]!;
    if (i >= n - 1) out[i] = sum / n;
  }
  return out;
}

/** Exponential moving average of the defined values of `values` (a series may start undefined). */
export function ema(values: readonly (number | undefined)[], n: number): Series {
  const out: Series = new Array(values.length).fill(undefined);
  if (n < 1) return out;
  const alpha = 2 / (n + 1);
  let seedSum = 0;
  let seen = 0;
  let prev: number | undefined;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === undefined) continue;
    if (prev === undefined) {
      seedSum += v;
      seen += 1;
      if (seen === n) {
        prev = seedSum / n;
        out[i] = prev;
      }
      continue;
    }
    prev = alpha * v + (1 - alpha) * prev;
    out[i] = prev;
  }
  return out;
}

export interface Bands {
  middle: Series;
  upper: Series;
  lower: Series;
}

/** Bollinger bands (n, k). */
export function boll(values: readonly number[], n = 20, k = 2): Bands {
  const middle = sma(values, n);
  const upper: Series = new Array(values.length).fill(undefined);
  const lower: Series = new Array(values.length).fill(undefined);
  for (let i = n - 1; i < values.length; i++) {
    const mean = middle[i]!;
    let squares = 0;
    for (let j = i - n + 1; j <= i; j++) squares += (values[j]! - mean) ** 2;
    const sd = Math.sqrt(squares / n);
    upper[i] = mean + k * sd;
    lower[i] = mean - k * sd;
  }
  return { middle, upper, lower };
}

export interface Macd {
  dif: Series;
  dea: Series;
  histogram: Series;
}

export function macd(values: readonly number[], fast = 12, slow = 26, signal = 9): Macd {
  const f = ema(values, fast);
  const s = ema(values, slow);
  const dif: Series = values.map((_, i) => (f[i] === undefined || s[i] === undefined ? undefined : f[i]! - s[i]!));
  const dea = ema(dif, signal);
  const histogram: Series = dif.map((d, i) => (d === undefined || dea[i] === undefined ? undefined : d - dea[i]!));
  return { dif, dea, histogram };
}

/** Relative strength index with Wilder's smoothing. */
export function rsi(values: readonly number[], n = 14): Series {
  const out: Series = new Array(values.length).fill(undefined);
  if (n < 1 || values.length <= n) return out;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= n; i++) {
    const change = values[i]! - values[i - 1]!;
    if (change > 0) gain += change;
    else loss -= change;
  }
  gain /= n;
  loss /= n;
  const value = () => (loss === 0 ? (gain === 0 ? 50 : 100) : 100 - 100 / (1 + gain / loss));
  out[n] = value();
  for (let i = n + 1; i < values.length; i++) {
    const change = values[i]! - values[i - 1]!;
    gain = (gain * (n - 1) + Math.max(change, 0)) / n;
    loss = (loss * (n - 1) + Math.max(-change, 0)) / n;
    out[i] = value();
  }
  return out;
}

export interface Kdj {
  k: Series;
  d: Series;
  j: Series;
}

export function kdj(bars: readonly Pick<Ohlcv, 'high' | 'low' | 'close'>[], n = 9, m1 = 3, m2 = 3): Kdj {
  const k: Series = new Array(bars.length).fill(undefined);
  const d: Series = new Array(bars.length).fill(undefined);
  const j: Series = new Array(bars.length).fill(undefined);
  let prevK = 50;
  let prevD = 50;
  for (let i = n - 1; i < bars.length; i++) {
    let high = -Infinity;
    let low = Infinity;
    for (let x = i - n + 1; x <= i; x++) {
      high = Math.max(high, bars[x]!.high);
      low = Math.min(low, bars[x]!.low);
    }
    const rsv = high === low ? 50 : ((bars[i]!.close - low) / (high - low)) * 100;
    prevK = ((m1 - 1) * prevK + rsv) / m1;
    prevD = ((m2 - 1) * prevD + prevK) / m2;
    k[i] = prevK;
    d[i] = prevD;
    j[i] = 3 * prevK - 2 * prevD;
  }
  return { k, d, j };
}

/** The indicator sets the chart offers, with their parameters. */
export const MA_PERIODS = [5, 10, 30] as const;
export const EMA_PERIODS = [12, 26] as const;
export const BOLL_PARAMS = { n: 20, k: 2 } as const;
export const MACD_PARAMS = { fast: 12, slow: 26, signal: 9 } as const;
export const RSI_PERIOD = 14;
export const KDJ_PARAMS = { n: 9, m1: 3, m2: 3 } as const;

export interface IndicatorSet {
  ma: Series[];
  ema: Series[];
  boll: Bands;
  macd: Macd;
  rsi: Series;
  kdj: Kdj;
}

/** Every indicator the chart can show, for a run of bars. */
export function computeAll(bars: readonly Ohlcv[]): IndicatorSet {
  const closes = bars.map((b) => b.close);
  return {
    ma: MA_PERIODS.map((n) => sma(closes, n)),
    ema: EMA_PERIODS.map((n) => ema(closes, n)),
    boll: boll(closes, BOLL_PARAMS.n, BOLL_PARAMS.k),
    macd: macd(closes, MACD_PARAMS.fast, MACD_PARAMS.slow, MACD_PARAMS.signal),
    rsi: rsi(closes, RSI_PERIOD),
    kdj: kdj(bars, KDJ_PARAMS.n, KDJ_PARAMS.m1, KDJ_PARAMS.m2),
  };
}
