/**
 * Coupons and experience vouchers (SPEC sections 2 and 3 `setting/coupon`; issue 18). Operators
 * create campaigns in the console with a budget paid from the treasury's funded `coupons` book. A
 * user claims a coupon from a campaign: its whole value is held on that book at once (a campaign
 * whose budget or book cannot cover another coupon stops issuing). A coupon is used on one order:
 *   - fee_discount: a percentage off the order's trading fee, at most `value`, on one product
 *     (futures `lever`, seconds options `microtrade`, or `spot` coin markets, where it applies to
 *     the fees of the order's fills until its cap is used);
 *   - stake_voucher: a stake credit of up to `value` for one seconds-options order;
 *   - margin_voucher: a margin credit of up to `value` for one futures position.
 * A voucher's credit goes back to the treasury when its order ends, out of what the order returned:
 * the user keeps only the profit. An expired coupon cannot be used, and its hold is released.
 * Money is decimal strings, percentages decimal strings ('20' is 20 %), times unix milliseconds.
 */
import { z } from 'zod';
import { amountText, int } from './rules';
import { defineEndpoints } from './endpoint';
import { decimalOut, epochMsOut, idOut } from './wire';

export const COUPON_KINDS = ['fee_discount', 'stake_voucher', 'margin_voucher'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
/** The products a coupon applies to: futures (`lever`), seconds options (`microtrade`) and spot coins (`spot`, fee discounts only). */
export const COUPON_PRODUCTS = ['lever', 'microtrade', 'spot'] as const;
export type CouponProduct = (typeof COUPON_PRODUCTS)[number];
export const COUPON_STATUSES = ['held', 'in_use', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

// ---- inputs --------------------------------------------------------------------------------------

export const couponClaimInput = z.strictObject({ campaign_id: int({ min: 1, error: 'COUPON_CAMPAIGN_NOT_FOUND' }) });

export const couponUsableInput = z.strictObject({
  product: z.enum(COUPON_PRODUCTS, { error: 'COUPON_PRODUCT_INVALID' }),
});

export const couponCampaignCreateInput = z.strictObject({
  kind: z.enum(COUPON_KINDS, { error: 'COUPON_KIND_INVALID' }),
  /** For a fee discount: lever, microtrade or spot (a voucher's product follows from its kind). */
  product: z.enum(COUPON_PRODUCTS, { error: 'COUPON_PRODUCT_INVALID' }).optional(),
  currency_id: int({ min: 1, error: 'COUPON_CURRENCY_UNSUPPORTED' }),
  /** A fee discount's percentage off the fee, 1 to 100 (whole percent). */
  percent: int({ min: 1, max: 100, error: 'COUPON_PERCENT_INVALID' }).optional(),
  /** The discount's cap, or the voucher's credit. */
  value: amountText,
  /** The most the campaign may commit at once (held plus spent). */
  budget: amountText,
  /** A claimed coupon expires this many days after its claim (1 to 365). */
  valid_days: int({ min: 1, max: 365, error: 'COUPON_VALID_DAYS_INVALID' }),
  /** Claims are taken for this many days from now (1 to 365). */
  claim_days: int({ min: 1, max: 365, error: 'COUPON_VALID_DAYS_INVALID' }),
  /** public: listed for users to claim; game: only awarded to the mini game's weekly winners. */
  audience: z.enum(['public', 'game'], { error: 'INVALID_PARAMETER' }).optional().default('public'),
});
export type CouponCampaignCreateInput = z.output<typeof couponCampaignCreateInput>;

export const couponCampaignStatusInput = z.strictObject({
  id: int({ min: 1, error: 'COUPON_CAMPAIGN_NOT_FOUND' }),
  status: z.enum(['active', 'paused'], { error: 'INVALID_PARAMETER' }),
});

// ---- outputs -------------------------------------------------------------------------------------

/** Whether a campaign issues now: open, paused, ended (claim window over), exhausted (budget) or awaiting funding (book). */
export const COUPON_AVAILABILITY = ['open', 'paused', 'ended', 'exhausted', 'awaiting_funding'] as const;

export const couponCampaign = z.object({
  id: idOut,
  kind: z.enum(COUPON_KINDS),
  product: z.enum(COUPON_PRODUCTS),
  currency: z.string(),
  /** A fee discount's percentage (null for a voucher). */
  percent: z.number().int().nullable(),
  value: decimalOut,
  valid_days: z.number().int(),
  claim_until: epochMsOut,
  availability: z.enum(COUPON_AVAILABILITY),
  /** Whether the caller already holds one from this campaign (one a user). */
  claimed: z.boolean(),
});
export type CouponCampaign = z.infer<typeof couponCampaign>;

export const coupon = z.object({
  id: idOut,
  campaign_id: idOut,
  kind: z.enum(COUPON_KINDS),
  product: z.enum(COUPON_PRODUCTS),
  currency: z.string(),
  percent: z.number().int().nullable(),
  value: decimalOut,
  /** held (usable until expires_at), in_use (a voucher, or a spot fee discount, on an open order), used, expired. */
  status: z.enum(COUPON_STATUSES),
  /** claim or game (a mini game prize). */
  source: z.enum(['claim', 'game']),
  claimed_at: epochMsOut,
  expires_at: epochMsOut,
  used_at: epochMsOut.nullable(),
  /** What it gave: the fee taken off (on spot, so far while its order is open), or the credit lent. */
  used_value: decimalOut.nullable(),
  /** A voucher's credit taken back when its order ended (null until then). */
  returned_value: decimalOut.nullable(),
  /** The order it was used on: `<product>:<id>`. */
  order_ref: z.string().nullable(),
});
export type Coupon = z.infer<typeof coupon>;

export const couponCenter = z.object({
  campaigns: z.array(couponCampaign),
  coupons: z.array(coupon),
});
export type CouponCenter = z.infer<typeof couponCenter>;

export const couponCampaignAdmin = couponCampaign.extend({
  budget: decimalOut,
  /** Value held for coupons claimed and not yet used or expired. */
  held: decimalOut,
  /** Value given on orders (net of voucher credit taken back). */
  spent: decimalOut,
  remaining: decimalOut,
  audience: z.enum(['public', 'game']),
  status: z.enum(['active', 'paused']),
  issued: z.number().int(),
  created_at: epochMsOut,
});
export type CouponCampaignAdmin = z.infer<typeof couponCampaignAdmin>;

const OPERATOR = { auth: 'operator', roles: ['finance'] } as const;

/** The coupon endpoints (the route map, routes.ts). */
export const couponsEndpoints = defineEndpoints('coupons', {
  'GET /coupons/center': {
    auth: 'user',
    output: couponCenter,
    summary: 'The coupon centre: campaigns you can claim from and the coupons you hold or held',
  },
  'POST /coupons/claim': {
    auth: 'user',
    idempotent: true,
    input: couponClaimInput,
    output: coupon,
    summary: "Claim a coupon: its value is held on the treasury's coupons book until it is used or expires",
  },
  'GET /coupons/usable': {
    auth: 'user',
    input: couponUsableInput,
    output: z.array(coupon),
    summary: 'Your coupons an order form of this product can apply now (held, not expired)',
  },
  'GET /operator/coupons/campaigns': {
    ...OPERATOR,
    output: z.array(couponCampaignAdmin),
    summary: 'Every coupon campaign with its budget, what it holds and what it spent',
  },
  'POST /operator/coupons/campaigns': {
    ...OPERATOR,
    input: couponCampaignCreateInput,
    output: couponCampaignAdmin,
    summary: "Create a campaign; its coupons are paid from the treasury's coupons book; terms never change afterwards",
  },
  'POST /operator/coupons/campaigns/status': {
    ...OPERATOR,
    input: couponCampaignStatusInput,
    output: couponCampaignAdmin,
    summary: 'Pause or resume a campaign: a paused campaign issues nothing; coupons claimed stay usable',
  },
});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const couponsEvents = {} satisfies Record<string, z.ZodType>;
