/** Market data (SPEC section 7, "Market and trading"; issue 4). Prices are decimal strings. */
import { z } from 'zod';
import { int, requiredText } from './rules';
import { defineEndpoints } from './endpoint';

export const KLINE_PERIODS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M'] as const;
export type KlinePeriod = (typeof KLINE_PERIODS)[number];

export interface MarketQuote {
  /** The market's id; for a pair against USDT, the base asset's id (the spec's currency_id). */
  id: number;
  currency_id: number;
  legal_id: number;
  symbol: string;
  base: string;
  quote: string;
  name: string;
  kind: 'crypto' | 'stock';
  price_scale: number;
  qty_scale: number;
  last: string | null;
  /** 24-hour change in percent, two decimals ("-1.25"), or null before the first tick. */
  change: string | null;
  open_24h: string | null;
  high_24h: string | null;
  low_24h: string | null;
  /** Base quantity traded in 24 hours. */
  volume_24h: string;
  /** Quote amount traded in 24 hours. */
  turnover_24h: string;
  /** Whether it trades now (stocks: New York exchange hours). */
  trading: boolean;
  /** ISO time of the next open when it does not trade now. */
  next_open: string | null;
  /** Where its prices come from; `simulated` is shown as a badge. */
  source: string;
  simulated: boolean;
  color: string;
  icon: string | null;
  updated_at: string | null;
}

export interface QuotationGroup {
  /** The quote currency (USDT) and the kind of market. */
  quote: string;
  kind: 'crypto' | 'stock';
  markets: MarketQuote[];
}

export interface CoinListEntry {
  id: number;
  name: string;
  full_name: string;
  /** The network (ERC20, TRC20, BTC...) */
  subName: string;
  type: 'crypto' | 'stock' | 'fiat';
  status: 1 | 0;
  /** Deposit addresses are per user: ask wallet/get_in_address. Always empty here. */
  address: '';
  image: string | null;
  scale: number;
  color: string;
}

export interface KlineBar {
  /** Unix seconds of the period's start. */
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export interface Favorite {
  /** The favourite's own id (for optional/del). */
  id: number;
  market_id: number;
  quote: MarketQuote;
}

export interface TickerMessage {
  symbol: string;
  last: string;
  change: string | null;
  high_24h: string | null;
  low_24h: string | null;
  volume_24h: string;
  /** The same 24 hours in the quote coin: comparable across pairs. */
  turnover_24h: string;
  ts: number;
}

export interface KlineMessage {
  symbol: string;
  period: KlinePeriod;
  bar: KlineBar;
}

/** `from` and `to` are unix seconds (milliseconds are accepted too); `period` also takes 1min/60min/1day/1mon. */
export const timesharInput = z.strictObject({
  symbol: requiredText('INVALID_PARAMETER', 32),
  period: requiredText('INVALID_PARAMETER', 10),
  from: int({ min: 0 }).optional(),
  to: int({ min: 0 }).optional(),
});
export const favoriteAddInput = z.strictObject({ currency_id: int({ min: 1, error: 'MARKET_UNKNOWN' }) });
export const favoriteDelInput = z.strictObject({ id: int({ min: 1, error: 'FAVORITE_NOT_FOUND' }) });
export const marketSearchInput = z.strictObject({ q: z.string({ error: 'INVALID_PARAMETER' }).trim().max(32, 'CHARACTER_TOO_LONG') });
export const marketDetailInput = z.strictObject({ symbol: requiredText('INVALID_PARAMETER', 32) });

/** The market endpoints (the route map, routes.ts). */
export const marketEndpoints = defineEndpoints('market', {});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const marketEvents = {
  // PLACEHOLDER until the market-data conversion: replace with zod schemas of these shapes.
  ticker: z.custom<TickerMessage>(),
  kline: z.custom<KlineMessage>(),
} satisfies Record<string, z.ZodType>;
