/** How lock-up rows read on the wire: decimal strings in the asset's scale, rates as percentages, times in ms. */
import type { LockOrder, LockRedeemQuote } from '@bourse/contract';
import { LOCK_DAY_MS } from '@bourse/contract';
import { formatUnits } from '@bourse/money';
import type { AssetRegistry } from '../../platform/assets';
import { percentOf } from './maths';
import { earlyQuote } from './payout';
import type { OrderRow } from './store';

export function moneyOf(assets: AssetRegistry, asset: string): (v: bigint | string) => string {
  const scale = assets.find(asset)?.scale ?? 0;
  return (v) => formatUnits(BigInt(v), scale);
}

/** What an early redemption would do at `nowMs`: the ended days are paid first, then the penalty on the days left. */
export function redeemQuote(o: OrderRow, nowMs: number, money: (v: bigint) => string): LockRedeemQuote {
  const { due, remaining, penalty } = earlyQuote(o, nowMs);
  const daily = BigInt(o.daily_interest);
  const start = o.start_at.getTime();
  return {
    remaining_days: remaining,
    penalty_rate: percentOf(o.penalty_ppm),
    penalty: money(penalty),
    returned: money(BigInt(o.amount) - penalty),
    interest_kept: money(daily * BigInt(due)),
    interest_due: money(daily * BigInt(due - o.days_paid)),
    valid_until: nowMs < start ? start + LOCK_DAY_MS : start + (due + 1) * LOCK_DAY_MS,
  };
}

export function orderView(o: OrderRow, nowMs: number, assets: AssetRegistry): LockOrder {
  const money = moneyOf(assets, o.asset);
  const open = o.status === 'in_progress';
  return {
    id: o.id,
    config_id: o.product_id,
    currency_id: assets.find(o.asset)?.id ?? 0,
    currency: o.asset,
    amount: money(o.amount),
    day: o.days,
    interest_rate: percentOf(o.rate_ppm),
    penalty_rate: percentOf(o.penalty_ppm),
    daily_interest: money(o.daily_interest),
    total_interest: money(o.total_interest),
    interest_paid: money(o.interest_paid),
    days_paid: o.days_paid,
    status: o.status,
    status_code: open ? 1 : 2,
    redeem_type: o.redeem_type,
    penalty: o.penalty === null ? null : money(o.penalty),
    returned: o.returned === null ? null : money(o.returned),
    created_at: o.created_at.getTime(),
    start_at: o.start_at.getTime(),
    end_at: o.end_at.getTime(),
    next_payout_at: open ? o.next_due_at.getTime() : null,
    redeemed_at: o.redeemed_at?.getTime() ?? null,
    redeem_quote: open ? redeemQuote(o, nowMs, money) : null,
  };
}
