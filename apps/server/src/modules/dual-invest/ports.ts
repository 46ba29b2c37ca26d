/**
 * What dual investment needs from market data's `prices` port (app/modules.ts hands it across;
 * modules never import each other): the crypto markets against USDT with their scales, the last
 * recorded tick at or before an instant, read inside the caller's transaction (a product settles
 * on the one at or before its settlement time, once one after it is stored), whether this node
 * runs the feed (only that node settles), and every batch of recorded ticks (each may make a
 * product due).
 */
import type { Executor } from '@bourse/db';

/** A market as this module sees it. */
export interface DualMarketView {
  id: number;
  symbol: string;
  base: string;
  quote: string;
  kind: 'crypto' | 'stock';
  priceScale: number;
}

/** A recorded tick (its row id is what a proof cites); price in units of 10^-priceScale. */
export interface DualTickView {
  id: number;
  ts: number;
  price: bigint;
  priceScale: number;
  source: string;
}

export interface DualPorts {
  prices: {
    markets(): DualMarketView[];
    /** The last stored tick with ts <= atMs (ORDER BY ts DESC, id DESC), read inside the caller's transaction. */
    tickAtOrBefore(ex: Executor, marketId: number, atMs: number): Promise<DualTickView | undefined>;
    /** Whether this node runs the price feed: only that node settles. */
    leads(): boolean;
    /** Every batch of recorded ticks; the pipeline awaits what the listener returns. */
    onTicks(listener: () => void): void;
    /** Ticks a proof names are kept past raw-tick retention (market-data/retention.ts). */
    keepTicks(keeper: { name: string; sql: string }): void;
  };
}
