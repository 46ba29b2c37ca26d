/**
 * Coupons and experience vouchers (issue 18): operator campaigns funded by the treasury's `coupons`
 * book, claims holding their value, use inside the trading products' order transactions through
 * the `discounts` port (futures, seconds options) and the `spotDiscounts` port (spot's batch
 * writer); they never import this module. Voucher credit taken back when the order ends, expiry
 * on the clock, and the mini game's prizes through the `prizes` port.
 */
import type { Executor } from '@bourse/db';
import type { AppContext, Module } from '../../app/context';
import type { SpotDiscounts } from '../../platform/spot-discounts';
import { CouponDesk } from './desk';
import { CouponExpiry } from './expiry';
import { couponsRoutes } from './routes';
import { type AppliedCoupon, type ApplyRequest, CouponsService } from './service';
import { SpotCoupons } from './spot';

export { CouponsService, couponGives } from './service';
export { CouponExpiry } from './expiry';
export { TREASURY_BOOK as COUPONS_BOOK } from './ledger';

export interface CouponsPorts {
  /** For the trading products, inside their order's transaction. */
  discounts: {
    apply(ex: Executor, req: ApplyRequest): Promise<AppliedCoupon>;
    ended(ex: Executor, req: { couponId: number; returnedMinor: bigint; feeRefunded: boolean }): Promise<void>;
  };
  /** For spot's batch writer, which pays the discounts itself in its batch ledger write (spot.ts). */
  spotDiscounts: SpotDiscounts;
  /** For the mini game. */
  prizes: {
    award(ex: Executor, req: { userId: number; key: string }): Promise<number | null>;
    offer: CouponsService['offer'];
  };
}

export function createCouponsModule(
  ctx: AppContext,
): Module & { service: CouponsService; desk: CouponDesk; expiry: CouponExpiry; ports: CouponsPorts } {
  const service = new CouponsService(ctx);
  const desk = new CouponDesk(ctx);
  const expiry = new CouponExpiry(ctx);
  const spot = new SpotCoupons(ctx);
  return {
    name: 'coupons',
    service,
    desk,
    expiry,
    ports: {
      discounts: { apply: (ex, req) => service.apply(ex, req), ended: (ex, req) => service.ended(ex, req) },
      spotDiscounts: {
        terms: (ex, req) => spot.terms(ex, req),
        reserved: (ex, ids) => spot.reserved(ex, ids),
        rows: (ex, moves, now) => spot.rows(ex, moves, now),
        budgets: (ex, moves) => spot.budgets(ex, moves),
      },
      prizes: { award: (ex, req) => service.award(ex, req), offer: () => service.offer() },
    },
    routes: couponsRoutes(service, desk),
    start: () => expiry.start(),
    stop: () => expiry.stop(),
  };
}
