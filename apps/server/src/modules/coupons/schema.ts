/**
 * Coupons: the campaigns operators create (terms immutable once created, except pausing), with
 * what each holds and spent against its budget, and the coupons users claimed (or won in the mini
 * game). A coupon's value is held on the treasury's `coupons` book from its claim (`hold_id`) until
 * it is used (settled) or expires (released). Money in the asset's minor units.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const money = (name: string) => numeric(name, { precision: 39, scale: 0 });

export const couponCampaigns = pgTable(
  'coupon_campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** fee_discount | stake_voucher | margin_voucher */
    kind: text('kind').notNull(),
    /** lever | microtrade | spot (spot: fee discounts only) */
    product: text('product').notNull(),
    asset: text('asset').notNull(),
    /** A fee discount's whole percent off; null for a voucher. */
    percent: integer('percent'),
    /** The discount's cap or the voucher's credit. */
    value: money('value').notNull(),
    budget: money('budget').notNull(),
    /** Held for claimed coupons not used or expired yet. */
    held: money('held').notNull().default('0'),
    /** Given on orders, net of voucher credit taken back. */
    spent: money('spent').notNull().default('0'),
    issued: integer('issued').notNull().default(0),
    validDays: integer('valid_days').notNull(),
    claimUntil: ts('claim_until').notNull(),
    /** public | game */
    audience: text('audience').notNull(),
    /** active | paused */
    status: text('status').notNull().default('active'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    check('coupon_campaigns_kind', sql`${t.kind} IN ('fee_discount', 'stake_voucher', 'margin_voucher')`),
    check('coupon_campaigns_product', sql`${t.product} IN ('lever', 'microtrade', 'spot')`),
    check('coupon_campaigns_status', sql`${t.status} IN ('active', 'paused') AND ${t.audience} IN ('public', 'game')`),
    // What a campaign holds and spent never passes its budget: the row is the campaign's own check.
    check(
      'coupon_campaigns_budget',
      sql`${t.value} > 0 AND ${t.held} >= 0 AND ${t.spent} >= 0 AND ${t.held} + ${t.spent} <= ${t.budget}
          AND (${t.percent} IS NULL OR ${t.percent} BETWEEN 1 AND 100)`,
    ),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    product: text('product').notNull(),
    asset: text('asset').notNull(),
    percent: integer('percent'),
    value: money('value').notNull(),
    /** held | in_use | used | expired */
    status: text('status').notNull().default('held'),
    /** claim | game */
    source: text('source').notNull(),
    /** The treasury hold of `value`. */
    holdId: bigint('hold_id', { mode: 'number' }),
    /** What a claim or a prize was asked under: one coupon per key. */
    grantKey: text('grant_key').notNull(),
    claimedAt: ts('claimed_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    usedValue: money('used_value'),
    returnedValue: money('returned_value'),
    orderRef: text('order_ref'),
    endedAt: ts('ended_at'),
  },
  (t) => [
    uniqueIndex('coupons_grant_key').on(t.grantKey),
    index('coupons_user').on(t.userId, t.id),
    index('coupons_due')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'held'`),
    check('coupons_status', sql`${t.status} IN ('held', 'in_use', 'used', 'expired') AND ${t.source} IN ('claim', 'game')`),
  ],
);
