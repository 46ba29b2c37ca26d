/**
 * Coupons: the centre (campaigns to claim, coupons held), claiming, and what the trading products
 * call inside their order's transaction (the `discounts` port: apply a coupon, and give a voucher's
 * credit back when its order ends) and the mini game's prizes (the `prizes` port). Money moves only
 * through the ledger (ledger.ts), in the same transaction as the rows.
 */
import type { Coupon, CouponCenter, CouponKind, CouponProduct } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { holdValue, payOut, takeBack, treasuryCovers } from './ledger';
import {
  type CampaignRow,
  campaignById,
  claimedCampaigns,
  couponByKey,
  type CouponRow,
  gameCampaign,
  insertCoupon,
  listCampaigns,
  lockCoupon,
  markReturned,
  markUsed,
  moveCampaign,
  setCouponHold,
  userCoupons,
} from './store';
import { availabilityOf, CouponViews } from './views';

/** What an order asks of a coupon: the fee it would pay and the stake or margin it needs. */
export interface ApplyRequest {
  userId: number;
  couponId: number;
  product: CouponProduct;
  asset: string;
  feeMinor: bigint;
  /** The stake (seconds options) or margin (futures) the order holds. */
  baseMinor: bigint;
  /** Names the order in the coupon's record (`microtrade:<request key>`); the order's row names the coupon. */
  orderRef: string;
}

/** What the coupon gave: paid into the user's product book before the order takes its fee and hold. */
export interface AppliedCoupon {
  couponId: number;
  kind: CouponKind;
  valueMinor: bigint;
}

/** A fee discount gives percent of the fee rounded down (the house's side), at most its cap; a voucher up to the stake or margin. */
export function couponGives(c: { kind: string; percent: number | null; value: bigint }, feeMinor: bigint, baseMinor: bigint): bigint {
  const cap = c.value;
  const want = c.kind === 'fee_discount' ? (feeMinor * BigInt(c.percent ?? 0)) / 100n : baseMinor;
  return want < cap ? want : cap;
}

export class CouponsService {
  readonly views: CouponViews;

  constructor(private readonly ctx: AppContext) {
    this.views = new CouponViews(ctx);
  }

  private now(): Date {
    return this.ctx.clock.now();
  }

  /** GET coupons/center. */
  async center(userId: number): Promise<CouponCenter> {
    const nowMs = this.now().getTime();
    const mine = await claimedCampaigns(this.ctx.db, userId);
    const campaigns = [];
    for (const c of await listCampaigns(this.ctx.db, 'public')) {
      if (c.claim_until.getTime() <= nowMs && !mine.has(c.id)) continue;
      const covers = await treasuryCovers(this.ctx.db, c.asset, BigInt(c.value));
      campaigns.push(this.views.campaign(c, availabilityOf(c, nowMs, covers), mine.has(c.id)));
    }
    const coupons = (await userCoupons(this.ctx.db, userId)).map((c) => this.views.coupon(c));
    return { campaigns, coupons };
  }

  /** GET coupons/usable: held, not expired, for this product. */
  async usable(userId: number, product: CouponProduct): Promise<Coupon[]> {
    const nowMs = this.now().getTime();
    return (await userCoupons(this.ctx.db, userId))
      .filter((c) => c.status === 'held' && c.product === product && c.expires_at.getTime() > nowMs)
      .map((c) => this.views.coupon(c));
  }

  /** Issue one coupon of `campaign` to a user: the row, the treasury hold, the campaign's figures. */
  private async issue(
    ex: Executor,
    campaign: CampaignRow,
    req: { userId: number; source: 'claim' | 'game'; key: string },
  ): Promise<CouponRow> {
    const now = this.now();
    const availability = availabilityOf(campaign, now.getTime(), true);
    if (availability === 'paused' || availability === 'ended') throw new AppError('COUPON_CAMPAIGN_CLOSED');
    if (availability === 'exhausted') throw new AppError('COUPON_BUDGET_EXHAUSTED');
    const row = await insertCoupon(ex, { campaign, userId: req.userId, source: req.source, grantKey: req.key, now });
    if (!row) throw new AppError('COUPON_ALREADY_CLAIMED');
    const holdId = await holdValue(ex, row);
    await moveCampaign(ex, campaign.id, { held: BigInt(campaign.value), issued: 1 });
    return setCouponHold(ex, row.id, holdId);
  }

  /** POST coupons/claim: one coupon a user per campaign. */
  async claim(userId: number, campaignId: number): Promise<Coupon> {
    const row = await this.ctx.db.tx(async (ex) => {
      const campaign = await campaignById(ex, campaignId, true);
      if (!campaign || campaign.audience !== 'public') throw new AppError('COUPON_CAMPAIGN_NOT_FOUND');
      return this.issue(ex, campaign, { userId, source: 'claim', key: `claim:${campaignId}:${userId}` });
    });
    return this.views.coupon(row);
  }

  /** Port `discounts.apply`, inside the order's transaction. */
  async apply(ex: Executor, req: ApplyRequest): Promise<AppliedCoupon> {
    const c = await lockCoupon(ex, req.couponId);
    if (!c || Number(c.user_id) !== req.userId) throw new AppError('COUPON_NOT_FOUND');
    if (c.status === 'expired' || c.expires_at.getTime() <= this.now().getTime()) throw new AppError('COUPON_EXPIRED');
    if (c.status !== 'held') throw new AppError('COUPON_NOT_APPLICABLE');
    if (c.product !== req.product || c.asset !== req.asset) throw new AppError('COUPON_NOT_APPLICABLE');
    const value = BigInt(c.value);
    const give = couponGives({ kind: c.kind, percent: c.percent, value }, req.feeMinor, req.baseMinor);
    await payOut(ex, c, give, req.orderRef);
    await moveCampaign(ex, c.campaign_id, { held: -value, spent: give });
    // In use until its order ends: a voucher's credit, or a refunded fee's discount, comes back then.
    await markUsed(ex, c.id, { status: give > 0n ? 'in_use' : 'used', usedValue: give, orderRef: req.orderRef, now: this.now() });
    return { couponId: Number(c.id), kind: c.kind as CouponKind, valueMinor: give };
  }

  /** Port `discounts.ended`: the coupon's order ended and returned `returnedMinor` to the user's book. */
  async ended(ex: Executor, req: { couponId: number; returnedMinor: bigint; feeRefunded: boolean }): Promise<void> {
    const c = await lockCoupon(ex, req.couponId);
    if (!c || c.status !== 'in_use') return;
    const lent = BigInt(c.used_value ?? '0');
    // A voucher's credit comes back out of what the order returned (the user keeps only the profit);
    // a discount only when the order's fee itself was refunded (a void seconds order).
    const owed = c.kind === 'fee_discount' && !req.feeRefunded ? 0n : lent;
    const back = req.returnedMinor < owed ? req.returnedMinor : owed;
    await takeBack(ex, c, back);
    await moveCampaign(ex, c.campaign_id, { spent: -back });
    await markReturned(ex, c.id, back, this.now());
  }

  /** Port `prizes.award`: a coupon from the active game campaign, or null when none can pay it (never a promise it cannot keep). */
  async award(ex: Executor, req: { userId: number; key: string }): Promise<number | null> {
    const prior = await couponByKey(ex, req.key);
    if (prior) return Number(prior.id);
    const campaign = await gameCampaign(ex, this.now(), true);
    if (!campaign) return null;
    if (availabilityOf(campaign, this.now().getTime(), await treasuryCovers(ex, campaign.asset, BigInt(campaign.value))) !== 'open')
      return null;
    return Number((await this.issue(ex, campaign, { userId: req.userId, source: 'game', key: req.key })).id);
  }

  /** Port `prizes.offer`: what the game's prize is now. */
  async offer(): Promise<{ kind: string; product: string; value: string; percent: number | null; currency: string } | null> {
    const c = await gameCampaign(this.ctx.db, this.now());
    if (!c) return null;
    const covers = await treasuryCovers(this.ctx.db, c.asset, BigInt(c.value));
    if (availabilityOf(c, this.now().getTime(), covers) !== 'open') return null;
    const v = this.views.campaign(c, 'open', false);
    return { kind: v.kind, product: v.product, value: v.value, percent: v.percent, currency: v.currency };
  }
}
