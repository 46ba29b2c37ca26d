/**
 * What seconds options need from market data's `prices` port (app/modules.ts hands it across;
 * modules never import each other): the markets, the last recorded tick (an order opens at it),
 * the last recorded tick at or before an instant (an order settles at it), whether this node runs
 * the feed (only that node settles) and every batch of recorded ticks (each may bring orders due).
 */
import type { Executor } from '@bourse/db';

/** A market as this module sees it. */
export interface MicroMarketView {
  id: number;
  symbol: string;
  kind: 'crypto' | 'stock';
  priceScale: number;
}

/** A recorded tick (it has a row id, so a proof can cite it); price in the market's price units. */
export interface MicroTickView {
  id: number;
  ts: number;
  price: bigint;
  priceScale: number;
  source: string;
}

export interface MicroPorts {
  prices: {
    markets(): MicroMarketView[];
    /** The last recorded tick of a market (what an order opens at). */
    lastTick(marketId: number): MicroTickView | undefined;
    /** The last recorded tick with ts <= atMs (ORDER BY ts DESC, id DESC), read inside the caller's transaction. */
    tickAtOrBefore(ex: Executor, marketId: number, atMs: number): Promise<MicroTickView | undefined>;
    /** Whether this node runs the price feed: only that node settles. */
    leads(): boolean;
    /** Every batch of recorded ticks; the pipeline awaits what the listener returns. */
    onTicks(listener: () => void): void;
  };
}
