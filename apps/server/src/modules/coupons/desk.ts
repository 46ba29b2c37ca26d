/**
 * The console's coupon powers (audited by the route layer, as every operator call): list the
 * campaigns with their budget, held and spent; create one; pause or resume it. Terms never change
 * once created, and nothing here touches a coupon a user holds (this file writes only
 * `coupon_campaigns`).
 */
import type { CouponCampaignAdmin, CouponCampaignCreateInput } from '@bourse/contract';
import { MoneyError, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { treasuryCovers } from './ledger';
import { type CampaignRow, insertCampaign, listCampaigns, setCampaignStatus } from './store';
import { availabilityOf, CouponViews } from './views';

const DAY_MS = 86_400_000;

function amountOf(text: string, scale: number): bigint {
  try {
    const v = parseUnits(text, scale);
    if (v <= 0n) throw new AppError('COUPON_VALUE_INVALID');
    return v;
  } catch (error) {
    if (error instanceof MoneyError) throw new AppError('COUPON_VALUE_INVALID');
    throw error;
  }
}

export class CouponDesk {
  private readonly views: CouponViews;

  constructor(private readonly ctx: AppContext) {
    this.views = new CouponViews(ctx);
  }

  private async admin(c: CampaignRow): Promise<CouponCampaignAdmin> {
    const covers = await treasuryCovers(this.ctx.db, c.asset, BigInt(c.value));
    return this.views.admin(c, availabilityOf(c, this.ctx.clock.now().getTime(), covers));
  }

  async list(): Promise<CouponCampaignAdmin[]> {
    const out = [];
    for (const c of await listCampaigns(this.ctx.db)) out.push(await this.admin(c));
    return out;
  }

  async create(operatorId: number, input: CouponCampaignCreateInput): Promise<CouponCampaignAdmin> {
    const asset = this.ctx.assets.list().find((a) => a.id === input.currency_id && a.enabled);
    // Futures are margined, seconds options staked and spot coins quoted in USDT here: a coupon in another asset could never apply.
    if (!asset || asset.code !== 'USDT') throw new AppError('COUPON_CURRENCY_UNSUPPORTED');
    const product = input.kind === 'stake_voucher' ? 'microtrade' : input.kind === 'margin_voucher' ? 'lever' : input.product;
    if (!product || (input.product !== undefined && input.product !== product)) throw new AppError('COUPON_PRODUCT_INVALID');
    const discount = input.kind === 'fee_discount';
    if (discount !== (input.percent !== undefined)) throw new AppError('COUPON_PERCENT_INVALID');
    const value = amountOf(input.value, asset.scale);
    const budget = amountOf(input.budget, asset.scale);
    if (budget < value) throw new AppError('COUPON_VALUE_INVALID');
    const now = this.ctx.clock.now();
    const row = await insertCampaign(this.ctx.db, {
      kind: input.kind,
      product,
      asset: asset.code,
      percent: input.percent ?? null,
      value,
      budget,
      validDays: input.valid_days,
      claimUntil: new Date(now.getTime() + input.claim_days * DAY_MS),
      audience: input.audience,
      createdBy: operatorId,
      createdAt: now,
    });
    return this.admin(row);
  }

  async setStatus(id: number, status: 'active' | 'paused'): Promise<CouponCampaignAdmin> {
    const row = await setCampaignStatus(this.ctx.db, id, status);
    if (!row) throw new AppError('COUPON_CAMPAIGN_NOT_FOUND');
    return this.admin(row);
  }
}
