/**
 * Lock-up staking ("lock mining", SPEC sections 3, 4, 7 and 9; issue 15). A product locks an amount
 * of one currency for a term of days at a fixed daily rate. Interest is paid from the treasury's
 * `lock-mining` book, which holds every order's whole interest from the moment it is taken (a
 * subscription the treasury cannot cover is refused: `LOCK_AWAITING_FUNDING`). Interest starts the
 * day after the subscription at the product's dividend time and each day's interest is paid once;
 * the principal comes back at expiry, or earlier with the SPEC's penalty: ratio x remaining days x
 * amount. Money is decimal strings; rates are percentages as decimal strings ('0.4' is 0.4 %);
 * times are unix milliseconds.
 */
import { z } from 'zod';
import { amountText, int, page } from './rules';
import { defineEndpoints } from './endpoint';
import { decimalOut, epochMsOut, idOut, pageOf } from './wire';

/** One interest day is this long; the dividend time is a time of day in UTC. */
export const LOCK_DAY_MS = 86_400_000;
/** Lists are 10 a page (SPEC section 9). */
export const LOCK_PAGE_SIZE = 10;

// ---- inputs --------------------------------------------------------------------------------------

export const lockConfigInput = z.strictObject({
  currency_id: int({ min: 1, error: 'LOCK_PRODUCT_NOT_FOUND' }).optional(),
});

export const lockSubscribeInput = z.strictObject({
  /** The product (currency and term). */
  config_id: int({ min: 1, error: 'LOCK_PRODUCT_NOT_FOUND' }),
  amount: amountText,
});

export const lockOrderListInput = z.strictObject({
  /** in_progress (or the template's 1), redeemed (2), or all (the default). */
  status: z.enum(['in_progress', 'redeemed', 'all', '1', '2'], { error: 'INVALID_PARAMETER' }).optional(),
  page,
  limit: int({ min: 1, max: 50 }).optional(),
});

export const lockOrderIdInput = z.strictObject({ id: int({ min: 1, error: 'LOCK_ORDER_NOT_FOUND' }) });

export const lockCancelInput = z.strictObject({
  id: int({ min: 1, error: 'LOCK_ORDER_NOT_FOUND' }),
  /**
   * The penalty the user was shown and confirmed: when given and the penalty is no longer that (a
   * day boundary passed), the redemption is refused with LOCK_PENALTY_CHANGED and nothing moves.
   */
  penalty: z.string({ error: 'INVALID_PARAMETER' }).trim().max(64, 'INVALID_PARAMETER').optional(),
});

/** A percentage as typed by an operator ('0.4'): at most four decimals (a part per million). */
const percentText = (error: 'LOCK_RATE_INVALID') =>
  z
    .union([z.string(), z.number()], { error })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,3}(\.\d{1,4})?$/.test(v), error);
const optionalAmount = z.string({ error: 'LOCK_LIMITS_INVALID' }).trim().max(64, 'LOCK_LIMITS_INVALID').optional();

export const lockProductCreateInput = z.strictObject({
  currency_id: int({ min: 1, error: 'LOCK_PRODUCT_NOT_FOUND' }),
  /** The term in days (1 to 3650). */
  day: int({ min: 1, max: 3650, error: 'LOCK_TERM_INVALID' }),
  /** Daily rate in percent ('0.4'): more than 0, at most 10. */
  interest_rate: percentText('LOCK_RATE_INVALID'),
  /** Early redemption: the share of the amount charged per remaining day, in percent. */
  penalty_rate: percentText('LOCK_RATE_INVALID'),
  save_min: z.string({ error: 'LOCK_LIMITS_INVALID' }).trim().min(1, 'LOCK_LIMITS_INVALID').max(64, 'LOCK_LIMITS_INVALID'),
  /** Most one user may have locked in this product at once; none when left out. */
  save_max: optionalAmount,
  /** Most the product takes from everyone at once; none when left out. */
  capacity: optionalAmount,
  /** 'HH:MM' in UTC. */
  dividend_time: z
    .string({ error: 'LOCK_DIVIDEND_TIME_INVALID' })
    .trim()
    .refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), 'LOCK_DIVIDEND_TIME_INVALID'),
  intro: z.string({ error: 'INVALID_PARAMETER' }).trim().max(500, 'CHARACTER_TOO_LONG').optional(),
});

export const lockProductStatusInput = z.strictObject({
  id: int({ min: 1, error: 'LOCK_PRODUCT_NOT_FOUND' }),
  status: z.enum(['active', 'paused'], { error: 'INVALID_PARAMETER' }),
});

// ---- outputs -------------------------------------------------------------------------------------

/**
 * Whether a product takes subscriptions now: `open`; `paused` by an operator; `sold_out` (its
 * capacity is taken); `awaiting_funding` (the treasury cannot cover the interest of the minimum
 * amount: "sold out: awaiting funding").
 */
export const LOCK_AVAILABILITY = ['open', 'paused', 'sold_out', 'awaiting_funding'] as const;
export type LockAvailability = (typeof LOCK_AVAILABILITY)[number];

export const lockProduct = z.object({
  id: idOut,
  currency_id: idOut,
  currency: z.string(),
  /** The term in days. */
  day: z.number().int(),
  /** Daily rate in percent ('0.4'). */
  interest_rate: decimalOut,
  /** Early-redemption ratio per remaining day, in percent. */
  penalty_rate: decimalOut,
  save_min: decimalOut,
  save_max: decimalOut.nullable(),
  capacity: decimalOut.nullable(),
  /** Principal locked in orders in progress. */
  locked_total: decimalOut,
  /** Capacity left (null without a capacity). */
  remaining: decimalOut.nullable(),
  /** 'HH:MM' UTC, and the same as minutes after midnight UTC. */
  dividend_time: z.string(),
  dividend_minute: z.number().int(),
  intro: z.string(),
  status: z.enum(['active', 'paused']),
  availability: z.enum(LOCK_AVAILABILITY),
  /** The most one subscription may be now: capacity, the caller's limit and the treasury's cover (null: no limit but the balance). */
  max_now: decimalOut.nullable(),
  /** What a subscription of save_min earns over the term, for the list. */
  interest_on_min: decimalOut,
  /** The caller's principal locked in this product (null without a session). */
  user_locked: decimalOut.nullable(),
});
export type LockProduct = z.infer<typeof lockProduct>;

/** Per currency, its terms and the range of their daily rates (the list's "0.3% to 0.4%"). */
export const lockCurrency = z.object({
  currency_id: idOut,
  currency: z.string(),
  rate_min: decimalOut,
  rate_max: decimalOut,
  products: z.array(lockProduct),
  /** The caller's spot (exchange) balance available, which subscriptions come from; null without a session. */
  balance: decimalOut.nullable(),
});
export type LockCurrency = z.infer<typeof lockCurrency>;

/** What early redemption would do now: penalty = ratio x remaining days x amount (rounded up). */
export const lockRedeemQuote = z.object({
  remaining_days: z.number().int(),
  penalty_rate: decimalOut,
  penalty: decimalOut,
  /** amount - penalty, back to the spot book. */
  returned: decimalOut,
  /** Interest already paid, which the user keeps. */
  interest_kept: decimalOut,
  /** Due interest paid first by the redemption itself (days already complete). */
  interest_due: decimalOut,
  /** The quote holds until this instant (the next interest day). */
  valid_until: epochMsOut,
});
export type LockRedeemQuote = z.infer<typeof lockRedeemQuote>;

export const lockOrder = z.object({
  id: idOut,
  config_id: idOut,
  currency_id: idOut,
  currency: z.string(),
  amount: decimalOut,
  day: z.number().int(),
  interest_rate: decimalOut,
  penalty_rate: decimalOut,
  /** floor(amount x daily rate): paid each day. */
  daily_interest: decimalOut,
  /** daily_interest x day: what the treasury holds for this order. */
  total_interest: decimalOut,
  interest_paid: decimalOut,
  days_paid: z.number().int(),
  status: z.enum(['in_progress', 'redeemed']),
  /** 1 in progress, 2 redeemed (the template's numbers). */
  status_code: z.union([z.literal(1), z.literal(2)]),
  /** How it ended: at expiry or early (null while in progress). */
  redeem_type: z.enum(['expiry', 'early']).nullable(),
  penalty: decimalOut.nullable(),
  /** Principal returned to the spot book (amount - penalty). */
  returned: decimalOut.nullable(),
  /** Lock-up time (the subscription). */
  created_at: epochMsOut,
  /** Interest starts: the next day at the dividend time. */
  start_at: epochMsOut,
  /** Expiry: start_at + day days; the last interest and the principal are paid then. */
  end_at: epochMsOut,
  /** The next interest payment (null once redeemed). */
  next_payout_at: epochMsOut.nullable(),
  redeemed_at: epochMsOut.nullable(),
  /** Early redemption now (null once redeemed). */
  redeem_quote: lockRedeemQuote.nullable(),
});
export type LockOrder = z.infer<typeof lockOrder>;

/** One day's interest as paid, with the ledger entry that paid it. */
export const lockPayment = z.object({
  day: z.number().int(),
  amount: decimalOut,
  /** When that day's interest fell due, and when it was paid (later after downtime). */
  due_at: epochMsOut,
  paid_at: epochMsOut,
  entry_key: z.string(),
});

/** One order and its proof: every payment, and the formulas with their inputs. */
export const lockOrderDetail = z.object({
  order: lockOrder,
  payments: z.array(lockPayment),
  formula: z.object({
    daily_interest: z.string(),
    penalty: z.string(),
  }),
});
export type LockOrderDetail = z.infer<typeof lockOrderDetail>;

export const lockCancelResult = z.object({
  order: lockOrder,
  penalty: decimalOut,
  returned: decimalOut,
  interest_kept: decimalOut,
  /** The reserved interest the order will no longer earn, released back to the treasury. */
  interest_released: decimalOut,
});
export type LockCancelResult = z.infer<typeof lockCancelResult>;

/** The caller's holdings per currency (the Finance tab). */
export const lockSummary = z.object({
  holdings: z.array(
    z.object({
      currency_id: idOut,
      currency: z.string(),
      /** Principal in orders in progress. */
      locked: decimalOut,
      /** Interest paid so far on orders in progress, and on every order ever. */
      interest_paid: decimalOut,
      interest_paid_all: decimalOut,
      /** Interest still to come on orders in progress (held by the treasury for them). */
      interest_to_come: decimalOut,
      orders_in_progress: z.number().int(),
    }),
  ),
  next_payout_at: epochMsOut.nullable(),
});
export type LockSummary = z.infer<typeof lockSummary>;

/** A product in the console, with what it owes. */
export const lockProductAdmin = lockProduct.extend({
  orders_in_progress: z.number().int(),
  interest_owed: decimalOut,
  created_at: epochMsOut,
});
export type LockProductAdmin = z.infer<typeof lockProductAdmin>;

/** The treasury's cover per currency: funds held versus owed. */
export const lockCover = z.object({
  currency_id: idOut,
  currency: z.string(),
  /** The book's whole balance (free + reserved). */
  held: decimalOut,
  /** Reserved for orders in progress: the interest they have still to earn. */
  reserved: decimalOut,
  /** The same, summed from the orders: must equal reserved. */
  owed: decimalOut,
  /** What new subscriptions can draw on. */
  free: decimalOut,
  principal_locked: decimalOut,
  orders_in_progress: z.number().int(),
  /** Demo money issued into the book (never in production). */
  demo: decimalOut,
});
export type LockCover = z.infer<typeof lockCover>;

const OPERATOR = { auth: 'operator', roles: ['finance'] } as const;

/** The lock-up staking endpoints (the route map, routes.ts). */
export const lockMiningEndpoints = defineEndpoints('lock-mining', {
  'GET /lh/deposit/config': {
    auth: 'optional',
    input: lockConfigInput,
    output: z.array(lockCurrency),
    summary: 'Lock-up products per currency: terms, daily rates and their range, minimum, limits, dividend time, penalty, availability',
  },
  'POST /lh/deposit': {
    auth: 'user',
    idempotent: true,
    input: lockSubscribeInput,
    output: lockOrder,
    summary: "Subscribe from the spot book: the principal is held, and the treasury holds the order's whole interest",
  },
  'GET /lh/deposit/order': {
    auth: 'user',
    input: lockOrderListInput,
    output: pageOf(lockOrder),
    summary: 'Your lock-up orders, newest first, 10 per page: in_progress (1), redeemed (2) or all',
  },
  'GET /lh/deposit/order/detail': {
    auth: 'user',
    input: lockOrderIdInput,
    output: lockOrderDetail,
    summary: 'One of your lock-up orders with every interest payment and the formulas (its proof)',
  },
  'GET /lh/deposit/summary': {
    auth: 'user',
    output: lockSummary,
    summary: 'Your lock-up holdings per currency: locked, interest paid and to come',
  },
  'POST /lh/deposit/order/cancel': {
    auth: 'user',
    idempotent: true,
    input: lockCancelInput,
    output: lockCancelResult,
    summary: 'Redeem early: penalty = ratio x remaining days x amount; interest already paid is kept',
  },
  'GET /operator/lock-mining/products': {
    ...OPERATOR,
    output: z.array(lockProductAdmin),
    summary: 'Every lock-up product with its orders in progress and the interest it owes',
  },
  'POST /operator/lock-mining/products': {
    ...OPERATOR,
    input: lockProductCreateInput,
    output: lockProductAdmin,
    summary: 'Create a lock-up product; its terms never change afterwards (pause it and create another)',
  },
  'POST /operator/lock-mining/products/status': {
    ...OPERATOR,
    input: lockProductStatusInput,
    output: lockProductAdmin,
    summary: 'Pause or resume a product: a paused product takes no subscriptions; orders in progress go on',
  },
  'GET /operator/lock-mining/cover': {
    auth: 'operator',
    roles: ['finance', 'auditor'],
    output: z.array(lockCover),
    summary: 'The lock-mining treasury per currency: funds held versus owed to orders in progress',
  },
});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const lockMiningEvents = {
  /** One of the user's lock-up orders was taken, paid interest or redeemed (private room `user:<id>`). */
  lock_order: lockOrder,
} satisfies Record<string, z.ZodType>;
