/**
 * On first start, the simulated market gets a past, so every chart interval has data: one tick a
 * day for a year, one an hour for the last 30 days, one a minute for the last day (stocks only when
 * their market is open). The history's ticks and candles are written like live ones and marked
 * with the source 'simulator-history'.
 */
import type { Db } from '@bourse/db';
import { aggregate, type Tick } from './candles';
import { isTrading } from '../../platform/market-hours';
import { PERIODS } from './periods';
import type { SimulatedPrices } from './feed/simulator';
import type { MarketInfo } from './state';
import { insertTicks, upsertCandles } from './store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CHUNK = 4000;

/** The instants of the history, oldest first, ending before `nowMs`. */
export function historyInstants(nowMs: number, kind: 'crypto' | 'stock'): number[] {
  const out: number[] = [];
  const endDaily = nowMs - 30 * DAY;
  const endHourly = nowMs - DAY;
  // Daily ticks at 19:30 UTC, inside New York trading hours all year.
  for (let t = Math.floor((nowMs - 365 * DAY) / DAY) * DAY + 19.5 * HOUR; t < endDaily; t += DAY) out.push(t);
  for (let t = Math.floor(endDaily / HOUR) * HOUR + HOUR; t < endHourly; t += HOUR) out.push(t);
  for (let t = Math.floor(endHourly / MINUTE) * MINUTE + MINUTE; t < nowMs - MINUTE; t += MINUTE) out.push(t);
  return kind === 'crypto' ? out : out.filter((t) => isTrading('stock', t));
}

export async function generateHistory(db: Db, sim: SimulatedPrices, markets: MarketInfo[], nowMs: number): Promise<number> {
  let total = 0;
  for (const market of markets) {
    const ticks: Tick[] = historyInstants(nowMs, market.kind).map((ts) => sim.tickAt(market.id, ts, 'simulator-history'));
    for (let i = 0; i < ticks.length; i += CHUNK) {
      const chunk = ticks.slice(i, i + CHUNK);
      await db.tx((ex) =>
        insertTicks(
          ex,
          chunk.map((t) => ({ ...t, market })),
        ),
      );
    }
    const candles = PERIODS.flatMap((period) => aggregate(ticks, period).map((candle) => ({ market, period, candle })));
    for (let i = 0; i < candles.length; i += CHUNK) {
      const chunk = candles.slice(i, i + CHUNK);
      await db.tx((ex) => upsertCandles(ex, chunk));
    }
    total += ticks.length;
  }
  return total;
}
