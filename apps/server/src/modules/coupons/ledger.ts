/**
 * Coupon money, all on the treasury's `coupons` book: a claim holds the coupon's whole value there;
 * use pays what the coupon gives out of that hold into the user's product book and releases the
 * rest; expiry releases it all; a voucher's credit comes back from the user's book when its order
 * ends (at most what the order returned). Each step has its own key, so each happens once.
 */
import type { Executor } from '@bourse/db';
import { type AccountRef, createHold, getBalance, releaseHold, settleHold, systemAccount, transfer, userAccount } from '@bourse/ledger';
import { AppError } from '../../platform/errors';
import type { CouponRow } from './store';

export const TREASURY_BOOK = 'coupons';
export const treasuryOf = (asset: string): AccountRef => systemAccount('treasury', asset, TREASURY_BOOK);
/** The user book each product trades from (spot coins: the exchange book). */
export const productBook = (product: string): string => (product === 'microtrade' ? 'micro' : product === 'spot' ? 'exchange' : 'lever');
const userBook = (c: CouponRow): AccountRef => userAccount(c.user_id, c.asset, productBook(c.product));

/** Whether the book can hold another coupon of `value`. */
export async function treasuryCovers(ex: Executor, asset: string, value: bigint): Promise<boolean> {
  return (await getBalance(ex, treasuryOf(asset))).available >= value;
}

/** Hold the coupon's value (refused, before anything is written, when the book cannot cover it). */
export async function holdValue(ex: Executor, c: CouponRow): Promise<number> {
  const value = BigInt(c.value);
  if (!(await treasuryCovers(ex, c.asset, value))) throw new AppError('COUPON_AWAITING_FUNDING');
  const hold = await createHold(ex, {
    key: `coupon:hold:${c.id}`,
    kind: 'coupon.hold',
    account: treasuryOf(c.asset),
    amount: value,
    meta: { couponId: c.id, campaignId: c.campaign_id },
  });
  return hold.id;
}

/** Pay `give` to the user's product book and release the rest of the hold. */
export async function payOut(ex: Executor, c: CouponRow, give: bigint, orderRef: string): Promise<void> {
  const rest = BigInt(c.value) - give;
  const meta = { couponId: c.id, orderRef };
  if (give > 0n) {
    await settleHold(ex, {
      key: `coupon:use:${c.id}`,
      kind: c.kind === 'fee_discount' ? 'coupon.fee_discount' : 'coupon.voucher_credit',
      holdId: c.hold_id!,
      amount: give,
      to: [{ account: userBook(c), amount: give }],
      meta,
    });
  }
  if (rest > 0n) await releaseHold(ex, { key: `coupon:release:${c.id}`, holdId: c.hold_id!, amount: rest, kind: 'coupon.release', meta });
}

/** Expiry: the whole hold back to the book's available funds. */
export async function releaseAll(ex: Executor, c: CouponRow): Promise<void> {
  await releaseHold(ex, { key: `coupon:expire:${c.id}`, holdId: c.hold_id!, kind: 'coupon.expire', meta: { couponId: c.id } });
}

/** A voucher's credit back to the treasury from what its order returned to the user. */
export async function takeBack(ex: Executor, c: CouponRow, amount: bigint): Promise<void> {
  if (amount <= 0n) return;
  await transfer(ex, {
    key: `coupon:return:${c.id}`,
    kind: 'coupon.voucher_return',
    from: userBook(c),
    to: treasuryOf(c.asset),
    amount,
    meta: { couponId: c.id, orderRef: c.order_ref },
  });
}
