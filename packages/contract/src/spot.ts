/** Spot and stock trading (SPEC section 7, "Coins"; issue 6). Prices and amounts are decimal strings. */
import { z } from 'zod';
import { int, page } from './rules';

const side = z
  .union([z.string(), z.number()], { error: 'INVALID_PARAMETER' })
  .transform((v) => ({ '1': 'buy', buy: 'buy', '2': 'sell', sell: 'sell' })[String(v).toLowerCase()] ?? '')
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

export interface SpotOrder {
  id: number;
  symbol: string;
  currency_id: number;
  legal_id: number;
  side: 'buy' | 'sell';
  kind: 'limit' | 'market';
  tif: 'GTC' | 'IOC' | 'FOK';
  post_only: boolean;
  price: string | null;
  amount: string | null;
  quote_amount: string | null;
  filled: string;
  filled_quote: string;
  avg_price: string | null;
  fee: string;
  fee_currency: string;
  /** new and partial are the spec's "doing"; filled and cancelled its "complete". */
  status: 'new' | 'partial' | 'filled' | 'cancelled';
  cancel_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface SpotTrade {
  id: number;
  price: string;
  qty: string;
  /** The taker's side. */
  side: 'buy' | 'sell';
  time: number;
}

export interface SpotFill extends SpotTrade {
  role: 'taker' | 'maker';
  fee: string;
  fee_currency: string;
}

/** One of your fills in the list of all fills: which order and market it belongs to. */
export interface SpotUserFill extends SpotFill {
  order_id: number;
  symbol: string;
  /** Your order's side (`side` is the taker's). */
  order_side: 'buy' | 'sell';
}

export interface DepthLevel {
  price: string;
  qty: string;
  /** How much of it is the platform's market maker. */
  platform_qty: string;
}

export interface Depth {
  symbol: string;
  bids: DepthLevel[];
  asks: DepthLevel[];
}

export interface SpotMarketInfo {
  id: number;
  symbol: string;
  kind: 'crypto' | 'stock';
  price_scale: number;
  qty_scale: number;
  min_qty: string;
  max_qty: string;
  maker_fee_percent: string;
  taker_fee_percent: string;
  band_percent: string;
  trading: boolean;
  next_open: string | null;
}
