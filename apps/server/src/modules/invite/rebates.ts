/**
 * The rebate (issue 18): when an invitee pays a trading fee (spot, futures, seconds options), the
 * fee port calls `pay` inside the fee's own transaction. If the invitee signed up with a code and
 * the period fixed at sign-up has not ended, the inviter gets the product's stated share of that
 * fee, rounded down (the house keeps the sub-unit), as a ledger entry from `sys:fees` (which the
 * fee itself has just credited, so the entry can never overdraw it) to the inviter's book of the
 * same product and asset, and a rebate row naming the fee's order. One level only: the inviter's
 * own inviter gets nothing from it. Only fees pass through the port, so no rebate ever comes from
 * a stake or a user's loss. The fee's name keys both the entry and the row: a fee pays once.
 */
import type { Executor } from '@bourse/db';
import { postEntry, systemAccount, userAccount } from '@bourse/ledger';
import { applyRate } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { FeePaid, FeeProduct } from '../../platform/fee-hooks';
import type { SettingDefaults } from '../../platform/settings';
import type { LinkCache } from './links';
import { insertRebate } from './store';

export const RATE_SETTINGS: Record<FeeProduct, keyof SettingDefaults & `invite_rebate_${string}_ppm`> = {
  spot: 'invite_rebate_spot_ppm',
  futures: 'invite_rebate_futures_ppm',
  options: 'invite_rebate_options_ppm',
};

/** The stated rates, per product (parts per million), read in the caller's transaction. */
export async function ratesOf(ctx: AppContext, ex: Executor): Promise<Record<FeeProduct, number>> {
  const read = async (p: FeeProduct) => clampPpm(Number(await ctx.settings.get(ex, RATE_SETTINGS[p])));
  return { spot: await read('spot'), futures: await read('futures'), options: await read('options') };
}

/** A share is between none and the whole fee: a bad setting can never pay out more than was taken. */
function clampPpm(ppm: number): number {
  if (!Number.isSafeInteger(ppm) || ppm < 0) return 0;
  return Math.min(ppm, 1_000_000);
}

export async function payRebates(ctx: AppContext, ex: Executor, fees: FeePaid[], cache: LinkCache): Promise<void> {
  const now = ctx.clock.now();
  const links = await cache.live(
    ex,
    fees.map((f) => f.userId),
    now.getTime(),
  );
  if (links.size === 0) return;
  const rates = await ratesOf(ctx, ex);
  const due = fees.flatMap((f) => {
    const link = links.get(f.userId);
    const ratePpm = rates[f.product];
    const amount = link ? applyRate(f.amount, BigInt(ratePpm), 'floor') : 0n;
    return link && amount > 0n ? [{ fee: f, inviterId: link.inviterId, ratePpm, amount }] : [];
  });
  if (due.length === 0) return;
  for (const d of due) {
    const paid = await postEntry(ex, {
      key: `invite:rebate:${d.fee.feeRef}`,
      kind: 'invite.rebate',
      lines: [
        { account: systemAccount('fees', d.fee.asset), amount: -d.amount },
        { account: userAccount(d.inviterId, d.fee.asset, d.fee.book), amount: d.amount },
      ],
      // The source: the invitee's order (or position) and its fee, so the inviter's bill names it.
      meta: { product: d.fee.product, orderId: d.fee.orderId, fee: d.fee.amount.toString(), ratePpm: d.ratePpm, feeRef: d.fee.feeRef },
    });
    await insertRebate(ex, {
      inviterId: d.inviterId,
      inviteeId: d.fee.userId,
      product: d.fee.product,
      orderId: d.fee.orderId,
      feeRef: d.fee.feeRef,
      asset: d.fee.asset,
      fee: d.fee.amount,
      ratePpm: d.ratePpm,
      amount: d.amount,
      entryId: paid.entryId,
      createdAt: now,
    });
  }
}
