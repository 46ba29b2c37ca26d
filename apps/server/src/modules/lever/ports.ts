/**
 * What futures need from market data's `prices` port (app/modules.ts hands it across; modules
 * never import each other): the markets with their scales, recorded ticks (a position opens and
 * closes only at one, and its proof cites it), the mark price (liquidation and the risk rate use
 * it, never one tick), the price path for a proof's chart, whether this node runs the feed (only
 * that node's watcher acts) and every batch of recorded ticks.
 */
import type { Executor } from '@bourse/db';
import type { MarketShape } from './market';
import type { PriceTick } from './positions';

/** A mark price: the median of the recorded ticks of a short window (market data's mark-price.ts). */
export interface MarkTick {
  price: bigint;
  /** The window's end (its newest tick's time, ms) and length. */
  ts: number;
  windowMs: number;
  /** The ticks it is the median of: the proof's inputs. */
  ticks: PriceTick[];
}

/**
 * Coupons' `discounts` (issue 18), inside the position's transactions: `apply` pays what the
 * coupon gives (fee taken off, or margin credit) into the user's lever book before the position
 * takes its margin and fee; `ended` tells it the position closed and what came back, so a margin
 * voucher's credit returns (the user keeps only the profit).
 */
export interface LeverDiscounts {
  apply(
    ex: Executor,
    req: { userId: number; couponId: number; product: 'lever'; asset: string; feeMinor: bigint; baseMinor: bigint; orderRef: string },
  ): Promise<{ couponId: number; kind: string; valueMinor: bigint }>;
  ended(ex: Executor, req: { couponId: number; returnedMinor: bigint; feeRefunded: boolean }): Promise<void>;
}

export interface LeverPorts {
  discounts: LeverDiscounts;
  prices: {
    markets(): MarketShape[];
    /** The feed's last recorded tick of a market. */
    lastTick(marketId: number): PriceTick | undefined;
    tickById(marketId: number, id: number): Promise<PriceTick | undefined>;
    /** The mark price now, for the live figures. */
    markPrice(marketId: number): MarkTick | undefined;
    /** The mark price as of a recorded tick (from the database): what the watcher liquidates on. */
    markAt(marketId: number, tick: { id: number; ts: number }): Promise<MarkTick | undefined>;
    pricePath(marketId: number, fromMs: number, toMs: number, points: number): Promise<Array<{ ts: number; price: bigint }>>;
    /** Whether this node runs the price feed. */
    leads(): boolean;
    /** Every batch of recorded ticks; the pipeline awaits what the listener returns. */
    onTicks(listener: (ticks: Array<PriceTick & { marketId: number }>) => void): void;
    /** Keep the ticks the proofs name past the raw-tick retention. */
    keepTicks(keeper: { name: string; sql: string }): void;
  };
}
