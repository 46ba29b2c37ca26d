/**
 * Seconds options (SPEC section 7, "Seconds"; issue 7). A fixed-time trade on whether a market's
 * price rises or falls over a duration: the entry is the feed's last recorded tick when the order
 * is accepted, the close the last recorded tick at or before open time + duration. Money and
 * prices are decimal strings; times are unix milliseconds unless named `_iso`.
 */
import { z } from 'zod';
import { int, page } from './rules';
import { defineEndpoints } from './endpoint';

/** The spec's `type`: 1 (or rise) bets on a higher close, 2 (or fall) on a lower one. */
const direction = z
  .union([z.string(), z.number()], { error: 'MICRO_DIRECTION_INVALID' })
  .transform((v) => ({ '1': 'rise', rise: 'rise', '2': 'fall', fall: 'fall' })[String(v).trim().toLowerCase()] ?? '')
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
});

/**
 * `open` (or the template's 1) and `settled` (3); the template's 2 ("closing") is an open order
 * whose time is up and that waits for its settlement; `all` or nothing lists every order.
 */
const listStatus = z
  .union([z.string(), z.number()], { error: 'INVALID_PARAMETER' })
  .transform((v) => ({ open: 'open', '1': 'open', '2': 'settling', settled: 'settled', '3': 'settled', all: 'all', '-1': 'all' })[String(v).trim().toLowerCase()] ?? '')
  .refine((v) => v !== '', 'INVALID_PARAMETER')
  .transform((v) => v as 'open' | 'settling' | 'settled' | 'all');

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

/** One duration offered for a payable currency. */
export interface MicroDuration {
  currency_id: number;
  currency: string;
  seconds: number;
  /** Profit on a win as a percentage of the stake ('80' pays the stake plus 80 %). */
  payout_percent: string;
  /** The same as a fraction ('0.8'). */
  payout_ratio: string;
  min_stake: string;
  max_stake: string;
  /** Charged on the stake when the order is accepted; not refunded on a tie or a loss. */
  fee_percent: string;
  /** The share of orders that must win, ties aside, to get back stakes and fees: (1 + fee) / (1 + ratio). */
  break_even_percent: string;
}

export interface MicroMarket {
  match_id: number;
  symbol: string;
}

/** A currency seconds orders can be paid in, with its limits and the caller's micro book. */
export interface MicroCurrency {
  currency_id: number;
  currency: string;
  /** Smallest minimum and largest maximum over its durations. */
  min_stake: string;
  max_stake: string;
  seconds: number[];
  markets: MicroMarket[];
  /** The signed-in caller's micro book in this currency; null without a session. */
  balance: { available: string; frozen: string } | null;
}

export interface MicroOrder {
  id: number;
  match_id: number;
  symbol: string;
  currency_id: number;
  currency: string;
  /** 1 rise, 2 fall. */
  type: 1 | 2;
  side: 'rise' | 'fall';
  seconds: number;
  /** The stake (the spec's `number`). */
  number: string;
  fee: string;
  payout_percent: string;
  /** Profit if it wins: floor(stake x ratio). */
  expected_profit: string;
  status: 'open' | 'settled';
  /** 1 open, 2 time up and waiting for settlement, 3 settled (the template's numbers). */
  status_code: 1 | 2 | 3;
  result: 'win' | 'tie' | 'loss' | null;
  open_price: string;
  open_time: number;
  settle_time: number;
  /** Milliseconds until settle_time (0 once it has passed). */
  remain_milli_seconds: number;
  close_price: string | null;
  /** Paid back to the micro book: stake + profit (win), the stake (tie) or 0 (loss). */
  payout: string | null;
  /** Payout minus stake: +profit, 0 or -stake (the fee is separate). */
  profit: string | null;
  settled_at: number | null;
}

/** A recorded tick as a proof cites it. */
export interface MicroTick {
  id: number;
  source: string;
  time: number;
  time_iso: string;
  price: string;
}

/** GET microtrade/get_result: the order, the two ticks that decided it, the rule and the payout maths. */
export interface MicroResult {
  order: MicroOrder;
  proof: {
    open_tick: MicroTick;
    /** The last recorded tick at or before settle_time; null while the order is open. */
    close_tick: MicroTick | null;
    settle_time: number;
    settle_time_iso: string;
    rule: {
      side: 'rise' | 'fall';
      /** How the close compares with the open: higher, equal or lower; null while open. */
      comparison: 'higher' | 'equal' | 'lower' | null;
      result: 'win' | 'tie' | 'loss' | null;
      /** The rule as code, the same for every order: a rise wins on higher, a fall on lower, equal is a tie. */
      text: string;
    };
    maths: {
      stake: string;
      fee: string;
      fee_percent: string;
      /** The payout ratio as a fraction ('0.8'). */
      ratio: string;
      /** floor(stake x ratio): what a win adds. */
      profit: string;
      /** What settlement paid back: stake + profit, the stake, or 0; null while open. */
      payout: string | null;
      /** payout - stake - fee: the order's net effect on the micro book; null while open. */
      net: string | null;
    };
  };
}

/** The microtrade endpoints (the route map, routes.ts). */
export const microtradeEndpoints = defineEndpoints('microtrade', {});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const microtradeEvents = {
  // PLACEHOLDER until the microtrade conversion: replace with zod schemas.
  micro_order: z.custom<unknown>(),
} satisfies Record<string, z.ZodType>;
