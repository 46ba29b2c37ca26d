/** Market data (SPEC section 7, "Market and trading"; issue 4). Prices are decimal strings. */
import { z } from 'zod';
import { int, requiredText } from './rules';
import { decimalOut, epochMsOut, idOut, isoTimeOut } from './wire';
import { defineEndpoints } from './endpoint';

export const KLINE_PERIODS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M'] as const;
export type KlinePeriod = (typeof KLINE_PERIODS)[number];

export const marketQuote = z.object({
  /** The market's id; for a pair against USDT, the base asset's id (the spec's currency_id). */
  id: idOut,
  currency_id: idOut,
  legal_id: idOut,
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  name: z.string(),
  kind: z.enum(['crypto', 'stock']),
  price_scale: z.number().int(),
  qty_scale: z.number().int(),
  last: decimalOut.nullable(),
  /** 24-hour change in percent, two decimals ("-1.25"), or null before the first tick. */
  change: decimalOut.nullable(),
  open_24h: decimalOut.nullable(),
  high_24h: decimalOut.nullable(),
  low_24h: decimalOut.nullable(),
  /** Base quantity traded in 24 hours. */
  volume_24h: decimalOut,
  /** Quote amount traded in 24 hours. */
  turnover_24h: decimalOut,
  /** Whether it trades now (stocks: New York exchange hours). */
  trading: z.boolean(),
  /** ISO time of the next open when it does not trade now. */
  next_open: isoTimeOut.nullable(),
  /** Where its prices come from; `simulated` is shown as a badge. */
  source: z.string(),
  simulated: z.boolean(),
  color: z.string(),
  icon: z.string().nullable(),
  updated_at: isoTimeOut.nullable(),
});
export type MarketQuote = z.infer<typeof marketQuote>;

export const quotationGroup = z.object({
  /** The quote currency (USDT) and the kind of market. */
  quote: z.string(),
  kind: z.enum(['crypto', 'stock']),
  markets: z.array(marketQuote),
});
export type QuotationGroup = z.infer<typeof quotationGroup>;

export const coinListEntry = z.object({
  id: idOut,
  name: z.string(),
  full_name: z.string(),
  /** The network (ERC20, TRC20, BTC...) */
  subName: z.string(),
  type: z.enum(['crypto', 'stock', 'fiat']),
  status: z.union([z.literal(1), z.literal(0)]),
  /** Deposit addresses are per user: ask wallet/get_in_address. Always empty here. */
  address: z.literal(''),
  image: z.string().nullable(),
  scale: z.number().int(),
  color: z.string(),
});
export type CoinListEntry = z.infer<typeof coinListEntry>;

export const klineBar = z.object({
  /** Unix seconds of the period's start. */
  time: z.number().int(),
  open: decimalOut,
  high: decimalOut,
  low: decimalOut,
  close: decimalOut,
  volume: decimalOut,
});
export type KlineBar = z.infer<typeof klineBar>;

export const favorite = z.object({
  /** The favourite's own id (for optional/del). */
  id: idOut,
  market_id: idOut,
  quote: marketQuote,
});
export type Favorite = z.infer<typeof favorite>;

/** The fiat rates (USD base); the `FiatRates` type (content.ts) is this answer. */
export const fiatRatesOut = z.object({
  base: z.literal('USD'),
  /** currency_code -> units of that currency per 1 USD, as a decimal string. */
  rates: z.record(z.string(), decimalOut),
  /** The provider's host, or `embedded` for the table shipped with the code. */
  source: z.string(),
  updated_at: isoTimeOut,
});

/** Whether this node runs the price feed, and the feeds configured. */
export const feedHealth = z.object({
  feed: z.enum(['leader', 'follower']),
  sources: z.array(z.string()),
});
export type FeedHealth = z.infer<typeof feedHealth>;

export const tickerMessage = z.object({
  symbol: z.string(),
  last: decimalOut,
  change: decimalOut.nullable(),
  high_24h: decimalOut.nullable(),
  low_24h: decimalOut.nullable(),
  volume_24h: decimalOut,
  /** The same 24 hours in the quote coin: comparable across pairs. */
  turnover_24h: decimalOut,
  /** The last tick's time (milliseconds). */
  ts: epochMsOut,
});
export type TickerMessage = z.infer<typeof tickerMessage>;

export const klineMessage = z.object({
  symbol: z.string(),
  period: z.enum(KLINE_PERIODS),
  bar: klineBar,
});
export type KlineMessage = z.infer<typeof klineMessage>;

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

/** GET market/ticks: the longest range one request may ask for, and the page sizes. */
export const TICKS_MAX_RANGE_MS = 86_400_000;
export const TICKS_MAX_LIMIT = 500;
export const TICKS_DEFAULT_LIMIT = 100;
/** The last millisecond of the year 9999: a later instant is no time a tick can have. */
const TICKS_LATEST_MS = 253_402_300_799_999;

/**
 * The recorded ticks of a market between two instants (milliseconds, both included), oldest
 * first, a page at a time: `cursor` is the previous page's `next`.
 */
export const ticksInput = z.strictObject({
  symbol: requiredText('INVALID_PARAMETER', 32),
  from: int({ min: 0, max: TICKS_LATEST_MS, error: 'TICK_RANGE_INVALID' }),
  to: int({ min: 0, max: TICKS_LATEST_MS, error: 'TICK_RANGE_INVALID' }),
  cursor: z
    .string({ error: 'TICK_CURSOR_INVALID' })
    .regex(/^\d{1,15}-\d{1,15}$/, 'TICK_CURSOR_INVALID')
    .optional(),
  limit: int({ min: 1, max: TICKS_MAX_LIMIT }).optional(),
});

/** A recorded tick as stored: the id a proof cites, its time, price, volume and source. */
export const recordedTickOut = z.object({
  id: idOut,
  /** Milliseconds since the epoch. */
  ts: epochMsOut,
  time_iso: isoTimeOut,
  price: decimalOut,
  volume: decimalOut,
  source: z.string(),
});
export type RecordedTickOut = z.infer<typeof recordedTickOut>;

export const tickPage = z.object({
  symbol: z.string(),
  from: epochMsOut,
  to: epochMsOut,
  ticks: z.array(recordedTickOut),
  /** The `cursor` of the next page, or null on the last one. */
  next: z.string().nullable(),
  /** Whether the range is over (a newer tick is recorded): its pages never change and are cached. */
  closed: z.boolean(),
  /** Whether these prices come from the simulator (the "simulated market" badge). */
  simulated: z.boolean(),
});
export type TickPage = z.infer<typeof tickPage>;

/** Tests only (PRICE_FEED=scripted): push a tick. */
export const scriptedTickInput = z.strictObject({
  symbol: z.string(),
  price: z.string(),
  volume: z.string().optional(),
  ts: z.number().optional(),
});
/** Tests only (PRICE_FEED=scripted, a settable clock): set the server clock. */
export const scriptedClockInput = z.strictObject({ at: z.iso.datetime({ offset: true }) });

/** The market endpoints (the route map, routes.ts). */
export const marketEndpoints = defineEndpoints('market', {
  'GET /fiat/rates': {
    auth: 'none',
    output: fiatRatesOut,
    summary: 'Fiat rates against USD (refreshed at most once a day; embedded table as a fallback)',
  },
  'GET /currency/quotation_new': {
    auth: 'none',
    output: z.array(quotationGroup),
    summary: 'Every market with its last price and 24-hour statistics, grouped by quote currency and kind',
  },
  'GET /currency/list': {
    auth: 'none',
    output: z.array(coinListEntry),
    summary: 'Coins by network (name, subName, type, status, id, image); deposit addresses are per user',
  },
  'GET /currency/new_timeshar': {
    auth: 'none',
    input: timesharInput,
    output: z.array(klineBar),
    summary: 'K-line bars: symbol (BTC/USDT or btcusdt), period (1m..1M or 1min..1mon), from and to in unix seconds',
  },
  'GET /market/detail': {
    auth: 'none',
    input: marketDetailInput,
    output: marketQuote,
    summary: 'One market: last price, 24-hour statistics, trading hours and price source',
  },
  'GET /market/hot': { auth: 'none', output: z.array(marketQuote), summary: 'Hot markets (most opened, then busiest)' },
  'GET /market/search': {
    auth: 'none',
    input: marketSearchInput,
    output: z.array(marketQuote),
    summary: 'Markets whose code or name matches',
  },
  'POST /optional/add': {
    auth: 'user',
    input: favoriteAddInput,
    output: favorite,
    summary: 'Add a market to your favourites (currency_id is the market id)',
  },
  'POST /optional/del': {
    auth: 'user',
    input: favoriteDelInput,
    /** A confirmation in the caller's language. */
    output: z.string(),
    summary: 'Remove one of your favourites by its id',
  },
  'GET /optional/list': { auth: 'user', output: z.array(favorite), summary: 'Your favourites with live quotes' },
  'GET /health': { auth: 'none', output: feedHealth, summary: 'Whether this node runs the feed' },
  'GET /market/ticks': {
    auth: 'none',
    input: ticksInput,
    output: tickPage,
    summary:
      'The recorded ticks of a market between two instants (ms, at most a day apart), oldest first, up to 500 a page: ' +
      'check a proof against the raw ticks',
  },
  'POST /test/tick': {
    auth: 'none',
    input: scriptedTickInput,
    output: marketQuote,
    summary: 'Tests only (PRICE_FEED=scripted): push a tick',
  },
  'POST /test/clock': {
    auth: 'none',
    input: scriptedClockInput,
    output: z.object({ now: isoTimeOut }),
    summary: 'Tests only (PRICE_FEED=scripted): set the server clock, e.g. into stock market hours',
  },
});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const marketEvents = {
  /** `ticker:<symbol>`: the last price and 24-hour figures, at most once a second. */
  ticker: tickerMessage,
  /** `kline:<symbol>:<period>`: the open bar of one period. */
  kline: klineMessage,
} satisfies Record<string, z.ZodType>;
