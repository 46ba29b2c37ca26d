/**
 * What the mini game needs from other modules (app/modules.ts hands them across): market data's
 * `prices` (the BTC/USDT market, recorded ticks read in the caller's transaction, keeping the
 * ticks its proofs name) and coupons' `prizes` (a coupon for a weekly winner from the funded game
 * campaign, inside the award's transaction, or null when none can pay it).
 */
import type { Executor } from '@bourse/db';

export interface GameTickView {
  id: number;
  ts: number;
  price: bigint;
  priceScale: number;
  source: string;
}

export interface GamesPorts {
  prices: {
    markets(): Array<{ id: number; symbol: string; priceScale: number }>;
    tickAtOrBefore(ex: Executor, marketId: number, atMs: number): Promise<GameTickView | undefined>;
    keepTicks(keeper: { name: string; sql: string }): void;
    /** Every batch of recorded ticks (a tick after a day's end lets its round settle). */
    onTicks(listener: () => void): void;
  };
  prizes: {
    award(ex: Executor, req: { userId: number; key: string }): Promise<number | null>;
    offer(): Promise<{ kind: string; product: string; value: string; percent: number | null; currency: string } | null>;
  };
}
