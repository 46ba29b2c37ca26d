/**
 * What a coupon would give an order, with the server's maths (modules/coupons `couponGives`): a fee
 * discount takes its percentage off the fee rounded down, at most its cap; a voucher lends up to
 * its value of the stake or margin. A preview on bigint minor units; the order's record is final.
 */
import { formatUnits, parseUnits } from '@bourse/money';
import type { Coupon } from '@bourse/contract';

function minor(text: string | undefined, scale: number): bigint | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  try {
    return parseUnits(text.trim(), scale);
  } catch {
    return undefined;
  }
}

/** The amount the coupon gives (decimal string), or undefined before the order's figures are known. */
export function couponGives(
  coupon: Coupon,
  order: { fee?: string | undefined; base?: string | undefined },
  scale: number,
): string | undefined {
  const cap = minor(coupon.value, scale);
  const basis = coupon.kind === 'fee_discount' ? minor(order.fee, scale) : minor(order.base, scale);
  if (cap === undefined || basis === undefined) return undefined;
  const want = coupon.kind === 'fee_discount' ? (basis * BigInt(coupon.percent ?? 0)) / 100n : basis;
  return formatUnits(want < cap ? want : cap, scale);
}

/** `a + b` of two decimal strings (a balance and a coupon's credit), undefined when a is. */
export function plus(a: string | undefined, b: string | undefined, scale: number): string | undefined {
  const x = minor(a, scale);
  if (x === undefined) return a;
  return formatUnits(x + (minor(b, scale) ?? 0n), scale);
}
