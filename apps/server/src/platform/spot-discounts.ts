/**
 * The spot fee-discount port (issue 18), declared once for both of its sides: coupons lends it
 * (modules/coupons/spot.ts) and spot's batch writer uses it (modules/spot/coupons.ts); app/modules.ts
 * hands it across, so neither module imports the other. `terms` reads only; `rows` runs in the
 * batch's transaction before its ledger write and `budgets` after it.
 */
import type { Executor } from '@bourse/db';
import type { AccountRef } from '@bourse/ledger';

/** What spot's writer needs of a coupon to pay its discounts and release its hold. */
export interface SpotCouponTerms {
  couponId: number;
  /** Whole percent off each fee's worth in the coupon's asset. */
  percent: number;
  /** The most it gives over the order's fills: its treasury hold, in minor units of `asset`. */
  cap: bigint;
  asset: string;
  holdId: number;
  /** The treasury's coupons book the hold is on. */
  account: AccountRef;
  /** Unix ms: fills from then on get no discount. */
  expiresAt: number;
}

/** What a batch did to a coupon, for coupons to bring its row and campaign in step. */
export interface SpotCouponMove {
  couponId: number;
  userId: number;
  orderRef: string;
  reserve: boolean;
  given: bigint;
  released: bigint;
  /** The order ended: used (it gave something), held (it gave nothing: usable again) or expired. */
  ending: 'used' | 'held' | 'expired' | null;
}

export interface SpotDiscounts {
  terms(ex: Executor, req: { userId: number; couponId: number; asset: string }): Promise<SpotCouponTerms>;
  reserved(ex: Executor, couponIds: number[]): Promise<SpotCouponTerms[]>;
  rows(ex: Executor, moves: SpotCouponMove[], now: Date): Promise<void>;
  budgets(ex: Executor, moves: SpotCouponMove[]): Promise<void>;
}
