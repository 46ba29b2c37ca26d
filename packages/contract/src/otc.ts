/**
 * OTC (SPEC section 2 `otc/otc`; issue 19): a request-for-quote desk for large conversions between
 * a coin (BTC, ETH) and USDT. The user asks to buy or sell at least a stated minimum; the house
 * quotes the feed's mark price plus a stated spread that grows with the order's size; the quote is
 * firm for OTC_QUOTE_TTL_MS, and the house's side of it is held on the treasury's `otc` book for
 * that time (a desk that cannot cover an order gives no quote). Accepting settles through the
 * ledger in one entry. Money and prices are decimal strings, times unix milliseconds.
 */
import { z } from 'zod';
import { amountText, int, page } from './rules';
import { defineEndpoints } from './endpoint';
import { decimalOut, epochMsOut, idOut, pageOf } from './wire';

export const OTC_QUOTE_ASSET = 'USDT';
export const OTC_ASSETS = ['BTC', 'ETH'] as const;
export type OtcAsset = (typeof OTC_ASSETS)[number];
export const OTC_SIDES = ['buy', 'sell'] as const;
export type OtcSide = (typeof OTC_SIDES)[number];

/** The smallest request per coin: the desk is for large conversions (spot serves the rest). */
export const OTC_MIN_AMOUNT: Readonly<Record<OtcAsset, string>> = { BTC: '0.1', ETH: '3' };
/** A quote is firm this long. */
export const OTC_QUOTE_TTL_MS = 15_000;
/** How often the desk releases the house's side of expired quotes. */
export const OTC_SWEEP_INTERVAL_MS = 1_000;
/**
 * The spread over (buy) or under (sell) the mark price, by the order's worth in USDT at the mark:
 * the first tier whose ceiling is above it. Larger blocks cost the desk more to lay off.
 */
export const OTC_SPREAD_TIERS: ReadonlyArray<{ upToUsdt: string | null; spreadPpm: number }> = [
  { upToUsdt: '50000', spreadPpm: 3_000 },
  { upToUsdt: '250000', spreadPpm: 5_000 },
  { upToUsdt: '1000000', spreadPpm: 8_000 },
  { upToUsdt: null, spreadPpm: 12_000 },
];
export const OTC_PAGE_SIZE = 10;

const asset = z
  .string({ error: 'OTC_ASSET_UNSUPPORTED' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => (OTC_ASSETS as readonly string[]).includes(v), 'OTC_ASSET_UNSUPPORTED')
  .transform((v) => v as OtcAsset);

export const otcQuoteInput = z.strictObject({
  currency: asset,
  side: z.enum(OTC_SIDES, { error: 'OTC_SIDE_INVALID' }),
  /** The coin amount to buy or sell. */
  amount: amountText,
});
export const otcIdInput = z.strictObject({ id: int({ min: 1, error: 'OTC_QUOTE_NOT_FOUND' }) });
export const otcListInput = z.strictObject({
  status: z.enum(['filled', 'all'], { error: 'INVALID_PARAMETER' }).optional(),
  page,
  limit: int({ min: 1, max: 50 }).optional(),
});

// ---- outputs -------------------------------------------------------------------------------------

export const OTC_STATUSES = ['quoted', 'filled', 'expired'] as const;
export type OtcStatus = (typeof OTC_STATUSES)[number];

const tierOut = z.object({ up_to_usdt: decimalOut.nullable(), spread_percent: decimalOut });

export const otcMarket = z.object({
  quote_currency: z.string(),
  ttl_ms: z.number().int(),
  tiers: z.array(tierOut),
  assets: z.array(
    z.object({
      currency: z.string(),
      scale: z.number().int(),
      min_amount: decimalOut,
      price: decimalOut.nullable(),
      /** The most the desk can sell now (its coin) and buy now (its USDT at the mark). */
      max_buy: decimalOut,
      max_sell: decimalOut.nullable(),
      /** The caller's available spot balance of the coin; null without a session. */
      balance: decimalOut.nullable(),
    }),
  ),
  /** The caller's available spot USDT; null without a session. */
  quote_balance: decimalOut.nullable(),
});
export type OtcMarket = z.infer<typeof otcMarket>;

export const otcQuote = z.object({
  id: idOut,
  currency: z.string(),
  quote_currency: z.string(),
  side: z.enum(OTC_SIDES),
  amount: decimalOut,
  /** The mark price it was quoted from, the spread, and the price quoted. */
  mark_price: decimalOut,
  spread_percent: decimalOut,
  price: decimalOut,
  /** USDT paid (buy: rounded up) or received (sell: rounded down). */
  total: decimalOut,
  status: z.enum(OTC_STATUSES),
  created_at: epochMsOut,
  expires_at: epochMsOut,
  filled_at: epochMsOut.nullable(),
});
export type OtcQuote = z.infer<typeof otcQuote>;

export const otcReceipt = z.object({
  quote: otcQuote,
  /** The recorded ticks whose median is the mark price. */
  ticks: z.array(z.object({ id: idOut, source: z.string(), time: epochMsOut, price: decimalOut })),
  formula: z.string(),
  /** The ledger entry that settled it (null until filled). */
  entry_id: idOut.nullable(),
});
export type OtcReceipt = z.infer<typeof otcReceipt>;

export const otcDesk = z.object({
  ttl_ms: z.number().int(),
  tiers: z.array(tierOut),
  min_amounts: z.array(z.object({ currency: z.string(), min_amount: decimalOut })),
  /** The treasury's otc book: free to quote, and held by open quotes. */
  cover: z.array(z.object({ currency: z.string(), available: decimalOut, held: decimalOut })),
  filled_count: z.number().int(),
  /** Filled volume per coin, and the USDT it turned over. */
  volume: z.array(z.object({ currency: z.string(), bought_by_users: decimalOut, sold_by_users: decimalOut, usdt: decimalOut })),
  recent: z.array(otcQuote.extend({ user_id: idOut })),
});
export type OtcDesk = z.infer<typeof otcDesk>;

export const otcEndpoints = defineEndpoints('otc', {
  'GET /otc/market': {
    auth: 'optional',
    output: otcMarket,
    summary: 'The OTC desk: coins, minimums, the spread by size, how long a quote is firm, mark prices and what the desk can cover',
  },
  'POST /otc/quote': {
    auth: 'user',
    idempotent: true,
    input: otcQuoteInput,
    output: otcQuote,
    summary: "Ask for a firm quote to buy or sell a coin amount against USDT; the house's side is held until it expires",
  },
  'POST /otc/accept': {
    auth: 'user',
    idempotent: true,
    input: otcIdInput,
    output: otcQuote,
    summary: 'Accept a quote before it expires: settled at once through the ledger from your spot book',
  },
  'GET /otc/orders': {
    auth: 'user',
    input: otcListInput,
    output: pageOf(otcQuote),
    summary: 'Your OTC orders (filled quotes by default, or every quote), newest first',
  },
  'GET /otc/receipt': {
    auth: 'user',
    input: otcIdInput,
    output: otcReceipt,
    summary: 'One of your quotes with its receipt: the mark price ticks, the spread and the maths',
  },
  'GET /operator/otc/desk': {
    auth: 'operator',
    roles: ['finance', 'auditor'],
    output: otcDesk,
    summary: "The OTC desk's stated settings, the otc treasury book's cover and the recent orders (read only)",
  },
});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const otcEvents = {
  /** One of the user's quotes was filled or expired (`user:<id>`). */
  otc_quote: otcQuote,
} satisfies Record<string, z.ZodType>;
