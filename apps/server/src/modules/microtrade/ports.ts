/**
 * What seconds options need from market data's `prices` port (app/modules.ts hands it across;
 * modules never import each other): the markets, the last stored tick at or before an instant
 * (read from the database: an order opens at the one at acceptance, settles at the one at its
 * settle time, and waits until one after its settle time is stored), whether this node runs the
 * feed (only that node settles) and every batch of recorded ticks (each may bring orders due).
 * Not the node's in-memory last tick: on a node behind the leader's fan-out it lags the database.
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

/**
 * Coupons' `discounts` (issue 18), inside the order's transactions: `apply` pays what the coupon
 * gives (fee taken off, or stake credit) into the user's micro book before the order takes its fee
 * and stake; `ended` tells it the order ended and what came back, so a voucher's credit returns.
 */
export interface MicroDiscounts {
  apply(
    ex: Executor,
    req: { userId: number; couponId: number; product: 'microtrade'; asset: string; feeMinor: bigint; baseMinor: bigint; orderRef: string },
  ): Promise<{ couponId: number; kind: string; valueMinor: bigint }>;
  ended(ex: Executor, req: { couponId: number; returnedMinor: bigint; feeRefunded: boolean }): Promise<void>;
}

export interface MicroPorts {
  discounts: MicroDiscounts;
  prices: {
    markets(): MicroMarketView[];
    /** The last stored tick with ts <= atMs (ORDER BY ts DESC, id DESC), read inside the caller's transaction. */
    tickAtOrBefore(ex: Executor, marketId: number, atMs: number): Promise<MicroTickView | undefined>;
    /** Whether this node runs the price feed: only that node settles. */
    leads(): boolean;
    /** Every batch of recorded ticks; the pipeline awaits what the listener returns. */
    onTicks(listener: () => void): void;
    /** Keep the ticks the proofs name past the raw-tick retention. */
    keepTicks(keeper: { name: string; sql: string }): void;
  };
}
