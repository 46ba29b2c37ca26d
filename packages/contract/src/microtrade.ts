/**
 * Seconds options (SPEC section 7, "Seconds"; issues 7 and 12). A fixed-time trade on whether a
 * market's price rises or falls over a duration: the entry is the last stored tick when the order
 * is accepted, the close the last stored tick at or before open time + duration, taken once a later
 * tick is stored (or after a stated wait); a close tick too old at the settle time makes the order
 * void (stake and fee returned). Money and prices are decimal strings; times are unix milliseconds
 * unless named `_iso`.
 */
import { z } from 'zod';
import { int, page } from './rules';
import { defineEndpoints } from './endpoint';
import { decimalOut, epochMsOut, idOut, isoTimeOut, pageOf } from './wire';
import { ownEntry } from './validators';

/** The spec's `type`: 1 (or rise) bets on a higher close, 2 (or fall) on a lower one. */
const direction = z
  .union([z.string(), z.number()], { error: 'MICRO_DIRECTION_INVALID' })
  .transform((v) => ownEntry({ '1': 'rise', rise: 'rise', '2': 'fall', fall: 'fall' }, String(v).trim().toLowerCase()) ?? '')
  .refine((v) => v !== '', 'MICRO_DIRECTION_INVALID')
  .transform((v) => v as 'rise' | 'fall');

/** The stake as typed; its scale and limits are checked by the server for the payable asset. */
const stakeText = z
  .union([z.string(), z.number()], { error: 'NUMBER_INVALID' })
  .transform((v) => String(v).trim())
  .refine((v) => v.length > 0 && v.length <= 100, 'NUMBER_INVALID');

export const microSubmitInput = z.strictObject({
  /** The market (BTC/USDT is 1). */
  match_id: int({ min: 1, error: 'MARKET_UNKNOWN' }),
  /** The payable currency the stake is in (USDT is 3). */
  currency_id: int({ min: 1, error: 'MICRO_CURRENCY_UNSUPPORTED' }),
  type: direction,
  seconds: int({ min: 1, error: 'MICRO_SECONDS_UNSUPPORTED' }),
  /** The stake. */
  number: stakeText,
  /** One of the caller's coupons for seconds options (a fee discount or a stake voucher). */
  coupon_id: int({ min: 1, error: 'COUPON_NOT_FOUND' }).optional(),
});

/** The list filters by status name or the template's numbers (see `listStatus`). */
const LIST_STATUS = {
  open: 'open',
  '1': 'open',
  '2': 'settling',
  settled: 'settled',
  '3': 'settled',
  void: 'void',
  '4': 'void',
  history: 'history',
  all: 'all',
  '-1': 'all',
} as const;

/**
 * `open` (or the template's 1), `settled` (3) and `void` (4); the template's 2 ("closing") is an
 * open order whose time is up and that waits for its settlement; `history` is every order that is
 * no longer open (settled or void); `all` or nothing lists every order.
 */
const listStatus = z
  .union([z.string(), z.number()], { error: 'INVALID_PARAMETER' })
  .transform((v) => ownEntry(LIST_STATUS, String(v).trim().toLowerCase()) ?? '')
  .refine((v) => v !== '', 'INVALID_PARAMETER')
  .transform((v) => v as (typeof LIST_STATUS)[keyof typeof LIST_STATUS]);

export const microListInput = z.strictObject({
  match_id: int({ min: 1, error: 'MARKET_UNKNOWN' }).optional(),
  status: listStatus.optional(),
  page,
  limit: int({ min: 1, max: 50 }).optional(),
});

export const microSecondsInput = z.strictObject({
  currency_id: int({ min: 1, error: 'MICRO_CURRENCY_UNSUPPORTED' }).optional(),
});

export const microResultInput = z.strictObject({ id: int({ min: 1, error: 'ORDER_NOT_FOUND' }) });

/** Seconds orders are listed 5 per page (SPEC section 9). */
export const MICRO_PAGE_SIZE = 5;

const side = z.enum(['rise', 'fall']);
const outcome = z.enum(['win', 'tie', 'loss']);
/**
 * Why an order is void: `close_tick_stale`, the last stored tick at or before its settle time was
 * older than the stated limit (`close_max_age_ms`) at that time, so no fresh price decided it.
 */
export const MICRO_VOID_REASONS = ['close_tick_stale'] as const;
export type MicroVoidReason = (typeof MICRO_VOID_REASONS)[number];
const voidReason = z.enum(MICRO_VOID_REASONS);

/** One duration offered for a payable currency. */
export const microDuration = z.object({
  currency_id: idOut,
  currency: z.string(),
  seconds: z.number().int(),
  /** Profit on a win as a percentage of the stake ('80' pays the stake plus 80 %). */
  payout_percent: decimalOut,
  /** The same as a fraction ('0.8'). */
  payout_ratio: decimalOut,
  min_stake: decimalOut,
  max_stake: decimalOut,
  /** Charged on the stake when the order is accepted; not refunded on a tie or a loss. */
  fee_percent: decimalOut,
  /** The share of orders that must win, ties aside, to get back stakes and fees: (1 + fee) / (1 + ratio). */
  break_even_percent: decimalOut,
  /** An order is refused (PRICE_STALE) when the last stored tick at acceptance is older than this. */
  price_max_age_ms: z.number().int(),
  /** Settlement waits for a stored tick after the settle time, at most this long after it. */
  settle_max_wait_ms: z.number().int(),
  /** A close tick older than this at the settle time makes the order void: stake and fee come back. */
  close_max_age_ms: z.number().int(),
});
export type MicroDuration = z.infer<typeof microDuration>;

export const microMarket = z.object({
  match_id: idOut,
  symbol: z.string(),
});
export type MicroMarket = z.infer<typeof microMarket>;

/** A currency seconds orders can be paid in, with its limits and the caller's micro book. */
export const microCurrency = z.object({
  currency_id: idOut,
  currency: z.string(),
  /** Smallest minimum and largest maximum over its durations. */
  min_stake: decimalOut,
  max_stake: decimalOut,
  seconds: z.array(z.number().int()),
  markets: z.array(microMarket),
  /** The signed-in caller's micro book in this currency; null without a session. */
  balance: z.object({ available: decimalOut, frozen: decimalOut }).nullable(),
});
export type MicroCurrency = z.infer<typeof microCurrency>;

export const microOrder = z.object({
  id: idOut,
  match_id: idOut,
  symbol: z.string(),
  currency_id: idOut,
  currency: z.string(),
  /** 1 rise, 2 fall. */
  type: z.union([z.literal(1), z.literal(2)]),
  side,
  seconds: z.number().int(),
  /** The stake (the spec's `number`). */
  number: decimalOut,
  fee: decimalOut,
  payout_percent: decimalOut,
  /** Profit if it wins: floor(stake x ratio). */
  expected_profit: decimalOut,
  /** open, settled (decided by the rule: `result`) or void (no fresh close price: `void_reason`; stake and fee returned). */
  status: z.enum(['open', 'settled', 'void']),
  /** 1 open, 2 time up and waiting for settlement, 3 settled (the template's numbers), 4 void. */
  status_code: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  result: outcome.nullable(),
  /** Why the order is void; null unless it is. */
  void_reason: voidReason.nullable(),
  open_price: decimalOut,
  open_time: epochMsOut,
  settle_time: epochMsOut,
  /** Milliseconds until settle_time (0 once it has passed). */
  remain_milli_seconds: z.number().int().min(0),
  close_price: decimalOut.nullable(),
  /** Paid back to the micro book: stake + profit (win), the stake (tie), 0 (loss), stake + fee (void). */
  payout: decimalOut.nullable(),
  /** Payout minus stake: +profit, 0 or -stake (the fee is separate); 0 for a void order (stake and fee came back). */
  profit: decimalOut.nullable(),
  settled_at: epochMsOut.nullable(),
  /** The coupon used on it (issue 18): a fee discount (value: the fee taken off) or a voucher (value: credit lent); or null. */
  coupon: z.object({ id: idOut, kind: z.string(), value: decimalOut }).nullable(),
});
export type MicroOrder = z.infer<typeof microOrder>;

/** A recorded tick as a proof cites it. */
export const microTick = z.object({
  id: idOut,
  source: z.string(),
  time: epochMsOut,
  time_iso: isoTimeOut,
  price: decimalOut,
});
export type MicroTick = z.infer<typeof microTick>;

/** GET microtrade/get_result: the order, the two ticks that decided it, the rule and the payout maths. */
export const microResult = z.object({
  order: microOrder,
  proof: z.object({
    open_tick: microTick,
    /** The last stored tick at or before settle_time; null while the order is open. */
    close_tick: microTick.nullable(),
    settle_time: epochMsOut,
    settle_time_iso: isoTimeOut,
    /** How much older than settle_time the close tick is; null while open. */
    close_age_ms: z.number().int().nullable(),
    /** The limit that applied when it settled: an older close tick makes the order void; null while open. */
    close_max_age_ms: z.number().int().nullable(),
    /** Why the order is void (the close tick was older than the limit); null unless it is. */
    void_reason: voidReason.nullable(),
    rule: z.object({
      side,
      /** How the close compares with the open: higher, equal or lower; null while open or when void (the rule was not applied). */
      comparison: z.enum(['higher', 'equal', 'lower']).nullable(),
      result: outcome.nullable(),
      /** The rule as code, the same for every order: a rise wins on higher, a fall on lower, equal is a tie. */
      text: z.string(),
    }),
    maths: z.object({
      stake: decimalOut,
      fee: decimalOut,
      fee_percent: decimalOut,
      /** The payout ratio as a fraction ('0.8'). */
      ratio: decimalOut,
      /** floor(stake x ratio): what a win adds. */
      profit: decimalOut,
      /** What settlement paid back: stake + profit, the stake, 0, or stake + fee when void; null while open. */
      payout: decimalOut.nullable(),
      /** payout - stake - fee: the order's net effect on the micro book; null while open. */
      net: decimalOut.nullable(),
    }),
  }),
});
export type MicroResult = z.infer<typeof microResult>;

/** The microtrade endpoints (the route map, routes.ts). */
export const microtradeEndpoints = defineEndpoints('microtrade', {
  'GET /microtrade/payable_currencies': {
    auth: 'optional',
    output: z.array(microCurrency),
    summary: 'Currencies a seconds order can be paid in, with stake limits, durations, markets and (signed in) your micro book',
  },
  'GET /microtrade/seconds': {
    auth: 'none',
    input: microSecondsInput,
    output: z.array(microDuration),
    summary: 'Durations on offer: payout ratio, stake limits, fee, the break-even win rate and the price-age rules',
  },
  'POST /microtrade/submit': {
    auth: 'user',
    idempotent: true,
    input: microSubmitInput,
    output: microOrder,
    summary: 'Open a seconds order: type 1 rise or 2 fall, number is the stake; it opens at the last stored price (refused when stale)',
  },
  'GET /microtrade/lists': {
    auth: 'user',
    input: microListInput,
    output: pageOf(microOrder),
    summary: 'Your seconds orders, newest first, 5 per page: status open (1), 2 (time up, settling), settled (3), void (4), history or all',
  },
  'GET /microtrade/get_result': {
    auth: 'user',
    input: microResultInput,
    output: microResult,
    summary: 'One of your seconds orders with its proof: both recorded ticks, the rule applied and the payout maths',
  },
});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const microtradeEvents = {
  /** One of the user's seconds orders opened, settled or became void (private room `user:<id>`). */
  micro_order: microOrder,
} satisfies Record<string, z.ZodType>;
