/** Spot and stock trading (SPEC section 7, "Coins"; issue 6). Prices and amounts are decimal strings. */
import { z } from 'zod';
import { int, page } from './rules';
import { decimalOut, epochMsOut, idOut, isoTimeOut, pageOf } from './wire';
import { defineEndpoints } from './endpoint';
import { ownEntry } from './validators';

const side = z
  .union([z.string(), z.number()], { error: 'INVALID_PARAMETER' })
  .transform((v) => ownEntry({ '1': 'buy', buy: 'buy', '2': 'sell', sell: 'sell' }, String(v).toLowerCase()) ?? '')
  .refine((v) => v !== '', 'INVALID_PARAMETER')
  .transform((v) => v as 'buy' | 'sell');

const decimal = (code: 'NUMBER_INVALID' | 'PRICE_INVALID' | 'AMOUNT_INVALID') =>
  z.union([z.string(), z.number()], { error: code }).transform((v) => String(v).trim());

const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

export const coinTradeInput = z.strictObject({
  /** Base quantity (the spec's `amount`). */
  amount: decimal('NUMBER_INVALID').optional(),
  /** Limit price; empty or 0 places a market order. */
  target_price: decimal('PRICE_INVALID').optional(),
  /** The base coin (with legal_id, the quote coin): together they name the market. */
  currency_id: int({ min: 1, error: 'MARKET_UNKNOWN' }),
  legal_id: int({ min: 1, error: 'MARKET_UNKNOWN' }).optional().default(3),
  type: side,
  kind: z.enum(['limit', 'market'], { error: 'INVALID_PARAMETER' }).optional(),
  tif: z.enum(['GTC', 'IOC', 'FOK'], { error: 'INVALID_PARAMETER' }).optional(),
  post_only: flag.optional(),
  /** Market buy by amount: how much of the quote coin to spend. */
  quote_amount: decimal('AMOUNT_INVALID').optional(),
  /** One of the caller's spot fee-discount coupons (issue 18): it discounts the fees of this order's fills, up to its cap. */
  coupon_id: int({ min: 1, error: 'COUPON_NOT_FOUND' }).optional(),
});

export const coinListInput = z.strictObject({
  /** doing: open orders; complete: filled or cancelled; all. */
  status: z.enum(['doing', 'complete', 'all'], { error: 'INVALID_PARAMETER' }).optional(),
  currency_id: int({ min: 1, error: 'MARKET_UNKNOWN' }).optional(),
  legal_id: int({ min: 1, error: 'MARKET_UNKNOWN' }).optional(),
  page,
  limit: int({ min: 1, max: 50 }).optional(),
});

export const orderIdInput = z.strictObject({ id: int({ min: 1, error: 'ORDER_NOT_FOUND' }) });

/** Your fills, newest first, optionally for one market. */
export const coinFillsInput = z.strictObject({
  currency_id: int({ min: 1, error: 'MARKET_UNKNOWN' }).optional(),
  page,
  limit: int({ min: 1, max: 50 }).optional(),
});
export const depthInput = z.strictObject({ symbol: z.string().trim().min(1).max(32), limit: int({ min: 1, max: 100 }).optional() });
export const symbolInput = z.strictObject({ symbol: z.string().trim().min(1).max(32) });

export const spotOrder = z.object({
  id: idOut,
  symbol: z.string(),
  currency_id: idOut,
  legal_id: idOut,
  side: z.enum(['buy', 'sell']),
  kind: z.enum(['limit', 'market']),
  tif: z.enum(['GTC', 'IOC', 'FOK']),
  post_only: z.boolean(),
  price: decimalOut.nullable(),
  amount: decimalOut.nullable(),
  quote_amount: decimalOut.nullable(),
  filled: decimalOut,
  filled_quote: decimalOut,
  avg_price: decimalOut.nullable(),
  fee: decimalOut,
  fee_currency: z.string(),
  /** new and partial are the spec's "doing"; filled and cancelled its "complete". */
  status: z.enum(['new', 'partial', 'filled', 'cancelled']),
  cancel_reason: z.string().nullable(),
  created_at: isoTimeOut,
  updated_at: isoTimeOut,
  /**
   * The fee-discount coupon the order holds or held (issue 18): `value` is the discount its fills
   * were paid so far, in the quote coin (USDT, from the coupon's funded hold); or null.
   */
  coupon: z.object({ id: idOut, kind: z.string(), value: decimalOut }).nullable(),
});
export type SpotOrder = z.infer<typeof spotOrder>;

export const spotTrade = z.object({
  id: idOut,
  price: decimalOut,
  qty: decimalOut,
  /** The taker's side. */
  side: z.enum(['buy', 'sell']),
  time: epochMsOut,
});
export type SpotTrade = z.infer<typeof spotTrade>;

/**
 * A trade of the market as everyone sees it (`GET /coin/trades`, `trades:<symbol>`): no user, no
 * order; `platform` says the platform's market maker was one of the two sides.
 */
export const spotPublicTrade = spotTrade.extend({ platform: z.boolean() });
export type SpotPublicTrade = z.infer<typeof spotPublicTrade>;

export const spotFill = spotTrade.extend({
  role: z.enum(['taker', 'maker']),
  fee: decimalOut,
  fee_currency: z.string(),
});
export type SpotFill = z.infer<typeof spotFill>;

/** An order with its fills (placing, detail). */
export const spotOrderWithFills = spotOrder.extend({ fills: z.array(spotFill) });
export type SpotOrderWithFills = z.infer<typeof spotOrderWithFills>;

/** One of your fills in the list of all fills: which order and market it belongs to. */
export const spotUserFill = spotFill.extend({
  order_id: idOut,
  symbol: z.string(),
  /** Your order's side (`side` is the taker's). */
  order_side: z.enum(['buy', 'sell']),
});
export type SpotUserFill = z.infer<typeof spotUserFill>;

export const depthLevel = z.object({
  price: decimalOut,
  qty: decimalOut,
  /** How much of it is the platform's market maker. */
  platform_qty: decimalOut,
});
export type DepthLevel = z.infer<typeof depthLevel>;

export const depth = z.object({ symbol: z.string(), bids: z.array(depthLevel), asks: z.array(depthLevel) });
export type Depth = z.infer<typeof depth>;

export const spotMarketInfo = z.object({
  id: idOut,
  symbol: z.string(),
  kind: z.enum(['crypto', 'stock']),
  price_scale: z.number().int(),
  qty_scale: z.number().int(),
  min_qty: decimalOut,
  max_qty: decimalOut,
  maker_fee_percent: decimalOut,
  taker_fee_percent: decimalOut,
  band_percent: decimalOut,
  trading: z.boolean(),
  next_open: isoTimeOut.nullable(),
});
export type SpotMarketInfo = z.infer<typeof spotMarketInfo>;

/** The spot endpoints (the route map, routes.ts). */
export const spotEndpoints = defineEndpoints('spot', {
  'POST /coin/trade': {
    auth: 'user',
    idempotent: true,
    input: coinTradeInput,
    output: spotOrderWithFills,
    summary:
      'Place an order: amount (base quantity), target_price (limit; empty for market), type buy|sell; also kind, tif, post_only, quote_amount',
  },
  'GET /coin/list': {
    auth: 'user',
    input: coinListInput,
    output: pageOf(spotOrder),
    summary: 'Your orders: status doing (open) or complete (filled or cancelled), 10 per page',
  },
  'POST /coin/cancel': {
    auth: 'user',
    input: orderIdInput,
    output: spotOrder,
    summary: 'Cancel one of your open orders; what it held is released',
  },
  'GET /coin/order': {
    auth: 'user',
    input: orderIdInput,
    output: spotOrderWithFills,
    summary: 'One of your orders with its fills, prices and fees',
  },
  'GET /coin/fills': {
    auth: 'user',
    input: coinFillsInput,
    output: pageOf(spotUserFill),
    summary: 'Your fills across orders, newest first, 10 per page: price, quantity, maker or taker, fee',
  },
  'GET /coin/depth': {
    auth: 'none',
    input: depthInput,
    output: depth,
    summary: "The order book, aggregated by price, with the platform market maker's share of each level",
  },
  'GET /coin/trades': {
    auth: 'none',
    input: symbolInput,
    output: z.array(spotPublicTrade),
    summary: "The market's latest public trades (everyone's, the platform market maker's marked; no user ids)",
  },
  'GET /coin/markets': {
    auth: 'none',
    output: z.array(spotMarketInfo),
    summary: 'Trading rules of every spot and stock market: scales, minimum and maximum quantity, fees, hours',
  },
});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const spotEvents = {
  /** The book of `depth:<symbol>`, whole, at most a few times a second. */
  depth,
  /** One trade of `trades:<symbol>`. */
  trade: spotPublicTrade,
  /** One of the user's orders changed (private room). */
  order: spotOrder,
} satisfies Record<string, z.ZodType>;
