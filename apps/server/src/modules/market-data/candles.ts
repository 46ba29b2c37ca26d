/**
 * Candles built from ticks. Prices and volumes are integers in the market's units (price ticks
 * and quantity lots), so aggregation is exact. Pure functions: the live aggregator and the
 * history generator use the same code, and the property tests check it against the ticks.
 */
import { type Period, periodStart } from './periods';

export interface Tick {
  symbol: string;
  /** Milliseconds since the epoch. */
  ts: number;
  /** Price in the market's price units (10^-priceScale). */
  price: bigint;
  /** Traded quantity in the market's quantity units (10^-qtyScale). */
  volume: bigint;
  source: string;
}

export interface Candle {
  openTime: number;
  open: bigint;
  high: bigint;
  low: bigint;
  close: bigint;
  volume: bigint;
  /** Sum of price x quantity over the candle's ticks (price units x quantity units). */
  turnover: bigint;
}

/** Fold one tick into the candle of its period (a new candle if it starts a new period). */
export function applyTick(current: Candle | undefined, period: Period, tick: Tick): Candle {
  const openTime = periodStart(period, tick.ts);
  if (!current || current.openTime !== openTime) {
    return {
      openTime,
      open: tick.price,
      high: tick.price,
      low: tick.price,
      close: tick.price,
      volume: tick.volume,
      turnover: tick.price * tick.volume,
    };
  }
  return {
    openTime,
    open: current.open,
    high: tick.price > current.high ? tick.price : current.high,
    low: tick.price < current.low ? tick.price : current.low,
    close: tick.price,
    volume: current.volume + tick.volume,
    turnover: current.turnover + tick.price * tick.volume,
  };
}

/** All candles of a period for ticks in time order. */
export function aggregate(ticks: readonly Tick[], period: Period): Candle[] {
  const out: Candle[] = [];
  let current: Candle | undefined;
  for (const tick of ticks) {
    const next = applyTick(current, period, tick);
    if (current && next.openTime !== current.openTime) out.push(current);
    current = next;
  }
  if (current) out.push(current);
  return out;
}
