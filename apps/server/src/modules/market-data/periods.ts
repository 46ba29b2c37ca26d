/**
 * K-line periods and how a timestamp falls into one. Minutes, hours and days are fixed-length
 * buckets in UTC; weeks start on Monday (UTC); months are calendar months (UTC).
 */
import { ownEntry } from '@bourse/contract';

export const PERIODS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M'] as const;
export type Period = (typeof PERIODS)[number];

const MINUTE = 60_000;
const FIXED_MS: Partial<Record<Period, number>> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '1d': 1440 * MINUTE,
};

/** The spec's client sends Huobi-style names (1min, 60min, 1day, 1mon): accept them too. */
const ALIASES: Record<string, Period> = {
  '1min': '1m',
  '5min': '5m',
  '15min': '15m',
  '30min': '30m',
  '60min': '1h',
  '1hour': '1h',
  '4hour': '4h',
  '1day': '1d',
  '1week': '1w',
  '1mon': '1M',
  '1month': '1M',
};

export function parsePeriod(text: string): Period | undefined {
  if ((PERIODS as readonly string[]).includes(text)) return text as Period;
  return ownEntry(ALIASES, text.toLowerCase());
}

/** Start of the period containing `ms`. */
export function periodStart(period: Period, ms: number): number {
  const fixed = FIXED_MS[period];
  if (fixed) return Math.floor(ms / fixed) * fixed;
  const d = new Date(ms);
  if (period === '1M') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  // 1w: back to Monday 00:00 UTC
  const day = Math.floor(ms / FIXED_MS['1d']!) * FIXED_MS['1d']!;
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
  return day - weekday * FIXED_MS['1d']!;
}

/** Start of the period after the one containing `ms`. */
export function nextPeriodStart(period: Period, ms: number): number {
  const start = periodStart(period, ms);
  const fixed = FIXED_MS[period];
  if (fixed) return start + fixed;
  if (period === '1w') return start + 7 * FIXED_MS['1d']!;
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}
