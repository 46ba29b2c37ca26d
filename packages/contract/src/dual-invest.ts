/**
 * Dual investment (SPEC sections 2 "invest", 3 "Invest product", 4 "Invest order", 7 "Dual invest",
 * 9; issue 15). An operator lists products: a coin, call (sell high: paid in the coin) or put (buy
 * low: paid in USDT), an annualised rate, a linked (strike) price, a unit price per share, a
 * subscription that closes at the start time, a settlement time, total shares and a per-user limit
 * in shares. Users buy whole shares from their spot book before the start; at the settlement time
 * the last recorded tick at or before it decides which currency pays (formula in
 * `@bourse/maths/dual`), from the product's funded treasury book, with its proof. Money and prices
 * are decimal strings; times are unix milliseconds unless named `_iso`.
 */
import { z } from 'zod';
import { int, page } from './rules';
import { defineEndpoints } from './endpoint';
import { decimalOut, epochMsOut, idOut, isoTimeOut, pageOf } from './wire';
import { ownEntry } from './validators';

export const DUAL_TYPES = ['call', 'put'] as const;
export type DualTypeName = (typeof DUAL_TYPES)[number];

/** Orders are listed 10 per page (SPEC section 9). */
export const DUAL_PAGE_SIZE = 10;
/** Settlement waits for a recorded tick after the settlement time (so its price is final), at most this long. */
export const DUAL_SETTLE_MAX_WAIT_MS = 60_000;
/** How often the feed's node looks for products to settle or refund (it also looks after every tick batch). */
export const DUAL_SETTLE_INTERVAL_MS = 1_000;
export const DAY_MS = 86_400_000;

/** The spec's `type`: call (default) or put; 1 and 2 as the template numbered them. */
const dualType = z
  .union([z.string(), z.number()], { error: 'DUAL_TYPE_INVALID' })
  .transform((v) => ownEntry({ call: 'call', '1': 'call', put: 'put', '2': 'put' }, String(v).trim().toLowerCase()) ?? '')
  .refine((v) => v !== '', 'DUAL_TYPE_INVALID')
  .transform((v) => v as DualTypeName);

/**
 * The number of shares: required ('please enter the purchase quantity') and a whole number
 * ('the purchase quantity should be an integer'), at least one (SPEC section 5).
 */
const shares = z
  .union([z.string(), z.number()], { error: (iss) => (iss.input === undefined ? 'DUAL_NUM_REQUIRED' : 'DUAL_NUM_NOT_INTEGER') })
  .transform((v) => String(v).trim())
  .refine((v) => v.length > 0, 'DUAL_NUM_REQUIRED')
  .refine((v) => /^\d{1,12}$/.test(v), 'DUAL_NUM_NOT_INTEGER')
  .transform((v) => Number(v))
  .refine((n) => n >= 1, 'DUAL_NUM_NOT_INTEGER');

const productId = int({ min: 1, error: 'DUAL_PRODUCT_NOT_FOUND' });

export const dualIndexInput = z.strictObject({
  /** The coin (BTC is 1); the first coin on offer when left out. */
  currency_id: int({ min: 1, error: 'DUAL_CURRENCY_UNSUPPORTED' }).optional(),
  type: dualType.optional().default('call'),
});
export const dualDetailInput = z.strictObject({ id: productId });
export const dualBuyInput = z.strictObject({ id: productId, num: shares });

const LIST_STATUS = {
  current: 'current',
  history: 'history',
  purchased: 'purchased',
  '1': 'purchased',
  settling: 'settling',
  '2': 'settling',
  success: 'success',
  '3': 'success',
  fail: 'fail',
  '4': 'fail',
  all: 'all',
} as const;
export type DualListStatus = (typeof LIST_STATUS)[keyof typeof LIST_STATUS];
const listStatus = z
  .union([z.string(), z.number()], { error: 'INVALID_PARAMETER' })
  .transform((v) => ownEntry(LIST_STATUS, String(v).trim().toLowerCase()) ?? '')
  .refine((v) => v !== '', 'INVALID_PARAMETER')
  .transform((v) => v as DualListStatus);

export const dualListInput = z.strictObject({
  /** current (purchased or settling), history (success or fail), one state, or all (the default). */
  status: listStatus.optional(),
  page,
  limit: int({ min: 1, max: 50 }).optional(),
});
export const dualOrderInput = z.strictObject({ id: int({ min: 1, error: 'ORDER_NOT_FOUND' }) });

// ---- outputs -------------------------------------------------------------------------------------

const dualTypeOut = z.enum(DUAL_TYPES);
/** open (subscribing until start), paused, running (started, until settlement), settled, cancelled. */
export const DUAL_PRODUCT_STATUSES = ['open', 'paused', 'running', 'settled', 'cancelled'] as const;
export type DualProductStatus = (typeof DUAL_PRODUCT_STATUSES)[number];
export const DUAL_ORDER_STATUSES = ['purchased', 'settling', 'success', 'fail'] as const;
export type DualOrderStatus = (typeof DUAL_ORDER_STATUSES)[number];

/** A product as the list, the detail and the console show it. */
export const dualProduct = z.object({
  id: idOut,
  /** The section: coin, settlement date, linked price and C or P (BTC-08JUL26-70000-C). */
  name: z.string(),
  currency_id: idOut,
  currency: z.string(),
  quote: z.string(),
  type: dualTypeOut,
  /** What a share is paid in: the coin for a call, USDT for a put. */
  pay_currency: z.string(),
  unit_price: decimalOut,
  apr_percent: decimalOut,
  linked_price: decimalOut,
  holding_days: z.number().int(),
  /** Subscription closes and the term starts. */
  start_time: epochMsOut,
  /** The maturity date: the price at this instant decides the payout. */
  settle_time: epochMsOut,
  total_shares: z.number().int(),
  sold_shares: z.number().int(),
  remaining_shares: z.number().int(),
  user_limit: z.number().int(),
  /** sold / total as a percentage, rounded down to 2 places. */
  progress_percent: decimalOut,
  status: z.enum(DUAL_PRODUCT_STATUSES),
  /** The treasury cannot cover one more share: shown as "sold out: awaiting funding". */
  awaiting_funding: z.boolean(),
  /** What one share pays in each case (coin and USDT), rounded down as settlement does. */
  per_share: z.object({ coin: decimalOut, usdt: decimalOut }),
  /** The caller's shares in this product; null without a session. */
  user_shares: z.number().int().nullable(),
  /** What the formula needs to preview a purchase exactly as settlement rounds it (`@bourse/maths/dual`). */
  terms: z.object({ apr_ppm: z.number().int(), coin_scale: z.number().int(), usdt_scale: z.number().int(), price_scale: z.number().int() }),
});
export type DualProduct = z.infer<typeof dualProduct>;

/** A recorded tick, as a proof cites it. */
export const dualTick = z.object({ id: idOut, source: z.string(), time: epochMsOut, time_iso: isoTimeOut, price: decimalOut });
export type DualTick = z.infer<typeof dualTick>;

export const dualIndex = z.object({
  /** The coins with products on offer. */
  currencies: z.array(z.object({ currency_id: idOut, currency: z.string() })),
  currency_id: idOut.nullable(),
  currency: z.string().nullable(),
  type: dualTypeOut,
  /** The market's last recorded tick, for comparing with the linked prices; null without one. */
  last_price: decimalOut.nullable(),
  products: z.array(dualProduct),
});
export type DualIndex = z.infer<typeof dualIndex>;

export const dualDetail = z.object({
  product: dualProduct,
  last_price: decimalOut.nullable(),
  /** The caller's available spot balance in the pay currency; null without a session. */
  balance: decimalOut.nullable(),
  /** The settlement rule, the same for every product. */
  rule: z.string(),
});
export type DualDetail = z.infer<typeof dualDetail>;

export const dualOrder = z.object({
  id: idOut,
  product_id: idOut,
  name: z.string(),
  currency: z.string(),
  quote: z.string(),
  type: dualTypeOut,
  num: z.number().int(),
  /** Paid: num x unit price, in pay_currency. */
  amount: decimalOut,
  pay_currency: z.string(),
  unit_price: decimalOut,
  apr_percent: decimalOut,
  linked_price: decimalOut,
  holding_days: z.number().int(),
  start_time: epochMsOut,
  settle_time: epochMsOut,
  /** purchased, settling (settlement time passed, waiting for its final price), success or fail (refunded). */
  status: z.enum(DUAL_ORDER_STATUSES),
  /** 1 purchased, 2 settling, 3 success, 4 fail. */
  status_code: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** The two possible payouts, fixed at purchase. */
  coin_payout: decimalOut,
  usdt_payout: decimalOut,
  /** Once settled: the price, what was paid and in which currency; on fail, the refund in pay_currency. */
  settle_price: decimalOut.nullable(),
  payout: decimalOut.nullable(),
  payout_currency: z.string().nullable(),
  fail_reason: z.enum(['product_cancelled']).nullable(),
  created_at: epochMsOut,
  settled_at: epochMsOut.nullable(),
});
export type DualOrder = z.infer<typeof dualOrder>;

/** GET dual/order: one of the caller's orders and, once settled, the tick and the formula's inputs. */
export const dualOrderProof = z.object({
  order: dualOrder,
  proof: z
    .object({
      tick: dualTick,
      settle_time: epochMsOut,
      settle_time_iso: isoTimeOut,
      /** How the price compares with the linked price. */
      comparison: z.enum(['below', 'at', 'above']),
      branch: z.enum(['coin', 'usdt']),
      amount: decimalOut,
      pay_currency: z.string(),
      linked_price: decimalOut,
      apr_percent: decimalOut,
      days: z.number().int(),
      /** k = 1 + days x APR / 365, shown to 10 places (exact: k_numerator / k_denominator). */
      k: decimalOut,
      k_numerator: decimalOut,
      k_denominator: decimalOut,
      /** The formula applied, with its inputs. */
      formula: z.string(),
      payout: decimalOut,
      payout_currency: z.string(),
      rounding: z.literal('floor'),
      rule: z.string(),
    })
    .nullable(),
});
export type DualOrderProof = z.infer<typeof dualOrderProof>;

export const dualInvestEndpoints = defineEndpoints('dual-invest', {
  'GET /dual/index': {
    auth: 'optional',
    input: dualIndexInput,
    output: dualIndex,
    summary: 'Dual investment products open for subscription for a coin and type (call default, or put), with the coins on offer',
  },
  'GET /dual/detail': {
    auth: 'optional',
    input: dualDetailInput,
    output: dualDetail,
    summary: 'One dual investment product, the last price, and (signed in) your spot balance in its pay currency',
  },
  'POST /dual/buyDual': {
    auth: 'user',
    idempotent: true,
    input: dualBuyInput,
    output: dualOrder,
    summary: 'Buy whole shares of a product, paid from your spot book and held until settlement',
  },
  'POST /dual/dual_list': {
    auth: 'user',
    input: dualListInput,
    output: pageOf(dualOrder),
    summary: 'Your dual investment orders, newest first, 10 per page: current, history, a state, or all',
  },
  'GET /dual/order': {
    auth: 'user',
    input: dualOrderInput,
    output: dualOrderProof,
    summary: 'One of your dual investment orders with its settlement proof: the recorded tick and the formula with its inputs',
  },
});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const dualInvestEvents = {
  /** One of the user's dual orders was bought, settled or refunded (private room `user:<id>`). */
  dual_order: dualOrder,
} satisfies Record<string, z.ZodType>;
