/**
 * On first start, the simulated market gets a past, so every chart interval has real candles: the
 * history is drawn as bars, finer towards now, and every bar as four recorded ticks of the same
 * random walk (its open at the bar's start, two inside it, its close), so each candle has an open,
 * a high, a low and a close of its own. Candles are aggregated from those ticks with the live code
 * (candles.ts), so a chart and the recorded ticks a proof or the ticks page shows always agree.
 *
 *   bars of  | from              | spacing of the ticks
 *   1 day    | 365 days ago      | 6 h
 *   4 hours  | 60 days ago       | 1 h
 *   1 hour   | 14 days ago       | 15 min
 *   15 min   | 3 days ago        | 3 min 45 s
 *   1 min    | 24 hours ago      | 15 s      (the 24-hour statistics read these minutes)
 *
 * A period's candles are kept only from the first stretch whose bars are as fine as the period or
 * finer: a one-minute candle drawn from a single tick of a six-hour walk would be the flat dash the
 * chart must not show. Stocks get their ticks inside market hours only (spread over the part of
 * each bar when the market is open). About 10,000 ticks and 3,300 candles per crypto market: no
 * more rows to write than one tick per bar with every period's candle of it took before.
 * The ticks and candles are marked with the source 'simulator-history'.
 */
import type { Db } from '@bourse/db';
import { aggregate, type Tick } from './candles';
import { isTrading } from '../../platform/market-hours';
import { nextPeriodStart, type Period, PERIODS } from './periods';
import type { SimulatedPrices } from './feed/simulator';
import type { MarketInfo } from './state';
import { insertHistoryTicks, upsertCandles } from './store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CHUNK = 4000;
/** Ticks drawn per bar: open, two inside, close. */
export const TICKS_PER_BAR = 4;
/** The stretches of the history, oldest first: bars of `bar` from `back` before now. */
export const HISTORY_TIERS: ReadonlyArray<{ bar: Period; back: number; align: number }> = [
  { bar: '1d', back: 365 * DAY, align: DAY },
  { bar: '4h', back: 60 * DAY, align: DAY },
  { bar: '1h', back: 14 * DAY, align: DAY },
  { bar: '15m', back: 3 * DAY, align: HOUR },
  { bar: '1m', back: DAY, align: HOUR },
];

const PERIOD_ORDER = new Map(PERIODS.map((p, i) => [p, i]));

export interface HistoryPlan {
  /** Each stretch with its start and end (ms; the end is the next one's start, or the last whole minute). */
  tiers: Array<{ bar: Period; from: number; to: number }>;
  /** The instant each period's candles are kept from. */
  candlesFrom: Record<Period, number>;
}

export function historyPlan(nowMs: number): HistoryPlan {
  const starts = HISTORY_TIERS.map((t) => Math.floor((nowMs - t.back) / t.align) * t.align);
  const end = Math.floor(nowMs / MINUTE) * MINUTE;
  const tiers = HISTORY_TIERS.map((t, i) => ({ bar: t.bar, from: starts[i]!, to: starts[i + 1] ?? end }));
  const candlesFrom = {} as Record<Period, number>;
  for (const period of PERIODS) {
    // The oldest stretch whose bars are no longer than the period; the longest periods take them all.
    const tier = tiers.find((t) => PERIOD_ORDER.get(t.bar)! <= PERIOD_ORDER.get(period)!);
    candlesFrom[period] = tier?.from ?? tiers[tiers.length - 1]!.from;
  }
  return { tiers, candlesFrom };
}

/**
 * The hours a stock trades on the UTC day starting at `day`: New York's 09:30 to 16:00 is 13:30 to
 * 20:00 UTC in summer time and 14:30 to 21:00 in winter; none on a weekend or a holiday.
 */
function stockSession(day: number): [number, number] | undefined {
  for (const open of [day + 13.5 * HOUR, day + 14.5 * HOUR]) {
    if (isTrading('stock', open) && !isTrading('stock', open - MINUTE)) return [open, open + 6.5 * HOUR];
  }
  return undefined;
}

/**
 * The instants of one bar's ticks, evenly over the bar (a bar never crosses a UTC day), or for a
 * stock over the part of it when the market is open.
 */
function barInstants(start: number, end: number, session: [number, number] | undefined | 'always'): number[] {
  const [from, to] = session === 'always' ? [start, end] : session ? [Math.max(start, session[0]), Math.min(end, session[1])] : [0, 0];
  if (to <= from) return [];
  return Array.from({ length: TICKS_PER_BAR }, (_, k) => from + Math.round((k * (to - from)) / TICKS_PER_BAR));
}

/** The instants of the history, oldest first, ending before the current minute. */
export function historyInstants(nowMs: number, kind: 'crypto' | 'stock'): number[] {
  const out: number[] = [];
  const sessions = new Map<number, [number, number] | undefined>();
  const sessionOf = (bar: number) => {
    const day = Math.floor(bar / DAY) * DAY;
    if (!sessions.has(day)) sessions.set(day, stockSession(day));
    return sessions.get(day);
  };
  for (const tier of historyPlan(nowMs).tiers) {
    for (let bar = tier.from; bar < tier.to; bar = nextPeriodStart(tier.bar, bar)) {
      const end = Math.min(nextPeriodStart(tier.bar, bar), tier.to);
      out.push(...barInstants(bar, end, kind === 'crypto' ? 'always' : sessionOf(bar)));
    }
  }
  return out;
}

/** A market's history: its ticks, and the candles of each period from where that period is kept. */
export function historyOf(
  sim: SimulatedPrices,
  market: Pick<MarketInfo, 'id'>,
  instants: readonly number[],
  plan: HistoryPlan,
): { ticks: Tick[]; candles: Array<{ period: Period; candle: ReturnType<typeof aggregate>[number] }> } {
  const ticks = instants.map((ts) => sim.tickAt(market.id, ts, 'simulator-history'));
  const candles = PERIODS.flatMap((period) => {
    const from = plan.candlesFrom[period];
    const first = ticks.findIndex((t) => t.ts >= from);
    return first < 0 ? [] : aggregate(ticks.slice(first), period).map((candle) => ({ period, candle }));
  });
  return { ticks, candles };
}

export async function generateHistory(db: Db, sim: SimulatedPrices, markets: MarketInfo[], nowMs: number): Promise<number> {
  const plan = historyPlan(nowMs);
  // The instants depend on the kind only: a stock's market hours are looked up once for all stocks.
  const instants = new Map<'crypto' | 'stock', number[]>();
  const instantsOf = (kind: 'crypto' | 'stock') => instants.get(kind) ?? instants.set(kind, historyInstants(nowMs, kind)).get(kind)!;
  let total = 0;
  for (const market of markets) {
    const { ticks, candles } = historyOf(sim, market, instantsOf(market.kind), plan);
    for (let i = 0; i < ticks.length; i += CHUNK) {
      const chunk = ticks.slice(i, i + CHUNK).map((t) => ({ ...t, market }));
      await db.tx((ex) => insertHistoryTicks(ex, chunk));
    }
    for (let i = 0; i < candles.length; i += CHUNK) {
      const chunk = candles.slice(i, i + CHUNK).map((c) => ({ ...c, market }));
      await db.tx((ex) => upsertCandles(ex, chunk));
    }
    total += ticks.length;
  }
  return total;
}
