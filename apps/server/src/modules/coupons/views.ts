/** What the API shows of campaigns and coupons. */
import type { Coupon, CouponCampaign, CouponCampaignAdmin, CouponKind, CouponProduct } from '@bourse/contract';
import { formatUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { CampaignRow, CouponRow } from './store';

type Availability = CouponCampaign['availability'];

/** Why a campaign issues nothing now, or `open`; `covers` is whether the treasury book can hold one more. */
export function availabilityOf(c: CampaignRow, nowMs: number, covers: boolean): Availability {
  if (c.status === 'paused') return 'paused';
  if (c.claim_until.getTime() <= nowMs) return 'ended';
  if (BigInt(c.held) + BigInt(c.spent) + BigInt(c.value) > BigInt(c.budget)) return 'exhausted';
  return covers ? 'open' : 'awaiting_funding';
}

export class CouponViews {
  constructor(private readonly ctx: AppContext) {}

  private money(asset: string, v: bigint | string): string {
    return formatUnits(BigInt(v), this.ctx.assets.find(asset)?.scale ?? 0);
  }

  campaign(c: CampaignRow, availability: Availability, claimed: boolean): CouponCampaign {
    return {
      id: c.id,
      kind: c.kind as CouponKind,
      product: c.product as CouponProduct,
      currency: c.asset,
      percent: c.percent,
      value: this.money(c.asset, c.value),
      valid_days: c.valid_days,
      claim_until: c.claim_until.getTime(),
      availability,
      claimed,
    };
  }

  admin(c: CampaignRow, availability: Availability): CouponCampaignAdmin {
    const remaining = BigInt(c.budget) - BigInt(c.held) - BigInt(c.spent);
    return {
      ...this.campaign(c, availability, false),
      budget: this.money(c.asset, c.budget),
      held: this.money(c.asset, c.held),
      spent: this.money(c.asset, c.spent),
      remaining: this.money(c.asset, remaining),
      audience: c.audience,
      status: c.status,
      issued: c.issued,
      created_at: c.created_at.getTime(),
    };
  }

  coupon(c: CouponRow): Coupon {
    return {
      id: Number(c.id),
      campaign_id: c.campaign_id,
      kind: c.kind as CouponKind,
      product: c.product as CouponProduct,
      currency: c.asset,
      percent: c.percent,
      value: this.money(c.asset, c.value),
      status: c.status,
      source: c.source,
      claimed_at: c.claimed_at.getTime(),
      expires_at: c.expires_at.getTime(),
      used_at: c.used_at?.getTime() ?? null,
      used_value: c.used_value === null ? null : this.money(c.asset, c.used_value),
      returned_value: c.returned_value === null ? null : this.money(c.asset, c.returned_value),
      order_ref: c.order_ref,
    };
  }
}
