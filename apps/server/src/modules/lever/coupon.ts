/**
 * Coupons on futures (issue 18), through coupons' `discounts` port (ports.ts): a market order's
 * coupon pays into the lever book once the position's row exists and before its margin and fee
 * are taken, and the row names it; when the position closes, coupons hears what came back so a
 * margin voucher's credit returns. Kept apart from the trading code so the fee path stays as it was.
 */
import type { Executor } from '@bourse/db';
import type { LeverMarket } from './market';
import type { LeverDiscounts } from './ports';
import type { LeverHooks } from './hooks';

/** Name the coupon used on a position (issue 18). */
export async function setPositionCoupon(
  ex: Executor,
  id: number,
  c: { couponId: number; kind: string; valueMinor: bigint },
): Promise<void> {
  await ex.query('UPDATE lever_positions SET coupon_id = $2, coupon_kind = $3, coupon_value = $4 WHERE id = $1', [
    id,
    c.couponId,
    c.kind,
    c.valueMinor.toString(),
  ]);
}

/** What openAtMarket runs between the row and its funding when the order names a coupon. */
export function couponBeforeFund(ex: Executor, discounts: LeverDiscounts, m: LeverMarket, who: { userId: number; couponId: number }) {
  return async (id: number, size: { margin: bigint; fee: bigint }): Promise<void> => {
    const base = { ...who, product: 'lever' as const, asset: m.shape.quote, orderRef: `lever:${id}` };
    const applied = await discounts.apply(ex, { ...base, feeMinor: size.fee, baseMinor: size.margin });
    await setPositionCoupon(ex, id, applied);
  };
}

/** A coupon's position closed: margin plus the settled PnL came back to the lever book. */
export function listenForCouponCloses(hooks: LeverHooks, discounts: LeverDiscounts): void {
  hooks.onClosed(
    async (ex, { position: p }) => {
      if (p.coupon_id === null) return;
      const returned = BigInt(p.margin) + BigInt(p.pnl ?? '0');
      await discounts.ended(ex, { couponId: Number(p.coupon_id), returnedMinor: returned > 0n ? returned : 0n, feeRefunded: false });
    },
    // Only a coupon's position: its close goes through the single path, where this runs.
    async (_ex, rows) => new Set(rows.filter((r) => r.coupon_id !== null).map((r) => r.id)),
  );
}
