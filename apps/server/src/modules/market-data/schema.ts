/** Markets, the ticks they trade on, K-lines built from them, and users' favourites. */
import { bigint, boolean, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const markets = pgTable('markets', {
  /** For a pair against USDT, the base asset's id (BTC/USDT is 1): the spec's `currency_id`. */
  id: integer('id').primaryKey(),
  symbol: text('symbol').notNull().unique(),
  baseAssetId: integer('base_asset_id').notNull(),
  quoteAssetId: integer('quote_asset_id').notNull(),
  /** crypto | stock */
  kind: text('kind').notNull(),
  /** Decimal places of a price (the tick size is 10^-price_scale). */
  priceScale: integer('price_scale').notNull(),
  /** Decimal places of a quantity (the lot size is 10^-qty_scale). */
  qtyScale: integer('qty_scale').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** Append-only (trigger): the prices settlements are proven against. */
export const ticks = pgTable(
  'ticks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    marketId: integer('market_id').notNull(),
    ts: timestamp('ts', { withTimezone: true, precision: 3 }).notNull(),
    price: numeric('price').notNull(),
    volume: numeric('volume').notNull(),
    source: text('source').notNull(),
  },
  (t) => [index('ticks_market_ts').on(t.marketId, t.ts)],
);

export const klines = pgTable(
  'klines',
  {
    marketId: integer('market_id').notNull(),
    period: text('period').notNull(),
    openTime: timestamp('open_time', { withTimezone: true }).notNull(),
    open: numeric('open').notNull(),
    high: numeric('high').notNull(),
    low: numeric('low').notNull(),
    close: numeric('close').notNull(),
    volume: numeric('volume').notNull(),
    /** Quote amount traded (sum of price x quantity). */
    turnover: numeric('turnover').notNull(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.period, t.openTime] })],
);

export const favorites = pgTable(
  'favorites',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    marketId: integer('market_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorites_user_market').on(t.userId, t.marketId), index('favorites_user').on(t.userId, t.id)],
);

export const searchHits = pgTable('search_hits', {
  marketId: integer('market_id').primaryKey(),
  hits: bigint('hits', { mode: 'number' }).notNull().default(0),
});
