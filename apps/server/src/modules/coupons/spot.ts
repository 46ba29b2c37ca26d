/**
 * Fee discounts on spot (issue 18), through the `spotDiscounts` port. Spot charges its fees inside
 * its group-commit batch writer, so the money moves there, in the batch's own ledger write: each
 * fill's discount is paid out of the coupon's treasury hold, and what is left of the hold is
 * released when the order ends (spot/coupons.ts). This side checks a coupon for a new order and
 * lends its terms (the hold, its account, the cap, the percent, the expiry), and keeps the coupon
 * rows and the campaigns' figures in step inside the batch's transaction: the rows before its
 * ledger write (a reservation that lost a race refuses the batch, naming why), the campaigns after
 * it (the order futures and seconds options keep: coupon, treasury, campaign).
 */
import type { Executor } from '@bourse/db';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { treasuryOf } from './ledger';
import type { SpotCouponMove, SpotCouponTerms } from '../../platform/spot-discounts';
import { couponById, couponsByIds, type CouponRow, moveSpotCampaigns, moveSpotCoupons } from './store';

function termsOf(c: CouponRow): SpotCouponTerms {
  return {
    couponId: Number(c.id),
    percent: c.percent ?? 0,
    cap: BigInt(c.value),
    asset: c.asset,
    holdId: Number(c.hold_id),
    account: treasuryOf(c.asset),
    expiresAt: c.expires_at.getTime(),
  };
}

export class SpotCoupons {
  constructor(private readonly ctx: AppContext) {}

  /**
   * A coupon for a new spot order of `userId` quoted in `asset`: its terms, or the reason it cannot
   * be used (another user's or unknown: COUPON_NOT_FOUND; expired: COUPON_EXPIRED; in use, used,
   * another product's or another asset's: COUPON_NOT_APPLICABLE). Reads only: the order's batch
   * reserves it.
   */
  async terms(ex: Executor, req: { userId: number; couponId: number; asset: string }): Promise<SpotCouponTerms> {
    const c = await couponById(ex, req.couponId);
    if (!c || Number(c.user_id) !== req.userId) throw new AppError('COUPON_NOT_FOUND');
    if (c.status === 'expired' || c.expires_at.getTime() <= this.ctx.clock.now().getTime()) throw new AppError('COUPON_EXPIRED');
    if (c.status !== 'held' || c.product !== 'spot' || c.kind !== 'fee_discount' || c.asset !== req.asset) {
      throw new AppError('COUPON_NOT_APPLICABLE');
    }
    return termsOf(c);
  }

  /** The terms of coupons open orders hold (a book rebuilt from the database). */
  async reserved(ex: Executor, couponIds: number[]): Promise<SpotCouponTerms[]> {
    return couponIds.length === 0 ? [] : (await couponsByIds(ex, couponIds)).map(termsOf);
  }

  /** Before the batch's ledger write: the coupons' rows. A reservation that lost its race fails the batch with the reason. */
  async rows(ex: Executor, moves: SpotCouponMove[], now: Date): Promise<void> {
    if (moves.length === 0) return;
    const done = await moveSpotCoupons(ex, moves, now);
    const lost = moves.find((m) => !done.has(m.couponId));
    if (!lost) return;
    const c = await couponById(ex, lost.couponId);
    if (lost.reserve && c && (c.status === 'expired' || c.expires_at.getTime() <= now.getTime())) throw new AppError('COUPON_EXPIRED');
    if (lost.reserve) throw new AppError('COUPON_NOT_APPLICABLE');
    // Only the order holding it moves a coupon in use: anything else means the book was out of step.
    throw new Error(`coupon ${lost.couponId} is not in use on ${lost.orderRef}`);
  }

  /** After the batch's ledger write: the campaigns' held and spent. */
  async budgets(ex: Executor, moves: SpotCouponMove[]): Promise<void> {
    await moveSpotCampaigns(ex, moves);
  }
}
