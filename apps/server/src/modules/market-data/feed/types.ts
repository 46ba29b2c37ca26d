import type { Tick } from '../candles';

/** A source of ticks. Every implementation emits ticks in time order per market. */
export interface PriceFeed {
  /** Shown as the tick source and in proofs (e.g. 'simulator', 'binance'). */
  readonly name: string;
  /** Whether this feed's prices are generated (the UI then shows a "simulated market" badge). */
  readonly simulated: boolean;
  start(emit: (tick: Tick) => void): Promise<void>;
  stop(): Promise<void>;
}

export interface FeedMarket {
  id: number;
  symbol: string;
  /** The exchange's own symbol, e.g. BTCUSDT. */
  wire: string;
  kind: 'crypto' | 'stock';
  priceScale: number;
  qtyScale: number;
}
