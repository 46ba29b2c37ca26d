/**
 * A fee-discount coupon on a spot order (issue 18), previewed with the server's maths
 * (apps/server/src/modules/spot/coupons.ts): the fee's worth in the quote coin, rounded up to the
 * coin's smallest unit as a sell's fee is charged; the coupon's percentage of it, rounded down and
 * at most its cap; and the fee left. Estimates, like the fee itself: each fill's fee decides, and
 * the discount is paid in the quote coin as the fills pay their fees.
 */
import { formatUnits, parseUnits, parseUnitsRounded } from '@bourse/money';
import type { Coupon } from '@bourse/contract';
import { couponGives } from '../../components/coupon/coupon-maths';

export interface CouponPreview {
  /** The estimated fee's worth, the discount and what is left, in the coupon's coin. */
  before: string;
  off: string;
  after: string;
}

export function couponPreview(
  coupon: Coupon | undefined,
  feeWorth: string | undefined,
  scale: number | undefined,
): CouponPreview | undefined {
  if (!coupon || feeWorth === undefined || scale === undefined) return undefined;
  let fee: bigint;
  try {
    fee = parseUnitsRounded(feeWorth, scale, 'ceil');
  } catch {
    return undefined;
  }
  const before = formatUnits(fee, scale);
  const off = couponGives(coupon, { fee: before }, scale);
  if (off === undefined) return undefined;
  return { before, off, after: formatUnits(fee - parseUnits(off, scale), scale) };
}
