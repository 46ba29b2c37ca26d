/**
 * The OTC desk's quotes: each with the mark price it came from (and that mark's ticks), the spread,
 * the price and the USDT total, the hold keeping the house's side on the treasury's `otc` book
 * while it is firm, and how it ended (filled with its ledger entry, or expired).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const money = (name: string) => numeric(name, { precision: 39, scale: 0 });

export const otcQuotes = pgTable(
  'otc_quotes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    asset: text('asset').notNull(),
    quoteAsset: text('quote_asset').notNull(),
    marketId: integer('market_id').notNull(),
    /** The user's side: buy (the house sells the coin) or sell. */
    side: text('side').notNull(),
    amount: money('amount').notNull(),
    priceScale: integer('price_scale').notNull(),
    markPrice: money('mark_price').notNull(),
    spreadPpm: integer('spread_ppm').notNull(),
    price: money('price').notNull(),
    total: money('total').notNull(),
    /** The mark's recorded ticks: [{ id, ts, price, source }]. */
    ticks: jsonb('ticks').notNull(),
    /** The house's hold on its otc book (the coin for a buy, the USDT for a sell). */
    holdId: bigint('hold_id', { mode: 'number' }),
    /** quoted | filled | expired. */
    status: text('status').notNull().default('quoted'),
    entryId: bigint('entry_id', { mode: 'number' }),
    requestKey: text('request_key').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    filledAt: ts('filled_at'),
  },
  (t) => [
    uniqueIndex('otc_quotes_request').on(t.userId, t.requestKey),
    index('otc_quotes_user').on(t.userId, t.id),
    index('otc_quotes_open').on(t.status, t.expiresAt),
    check('otc_quotes_side', sql`${t.side} IN ('buy', 'sell')`),
    check('otc_quotes_status', sql`${t.status} IN ('quoted', 'filled', 'expired')`),
    check('otc_quotes_amounts', sql`${t.amount} > 0 AND ${t.price} > 0 AND ${t.total} > 0 AND ${t.markPrice} > 0 AND ${t.spreadPpm} >= 0`),
    check('otc_quotes_filled', sql`(${t.status} = 'filled') = (${t.filledAt} IS NOT NULL AND ${t.entryId} IS NOT NULL)`),
  ],
);
