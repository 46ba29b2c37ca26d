/** Spot and stock trading: per-market rules, orders (every one persisted) and trades. */
import { bigint, boolean, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Trading rules of a market (its scales live in `markets`). Quantities in lots, rates in ppm. */
export const spotMarkets = pgTable('spot_markets', {
  marketId: integer('market_id').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  minQty: bigint('min_qty', { mode: 'number' }).notNull(),
  maxQty: bigint('max_qty', { mode: 'number' }).notNull(),
  makerFeePpm: integer('maker_fee_ppm').notNull(),
  takerFeePpm: integer('taker_fee_ppm').notNull(),
  /** How far from the reference price a market order may fill. */
  bandPpm: integer('band_ppm').notNull(),
  /** The market maker: on or off, levels per side, distance of the first level and between levels, size per level in lots. */
  mmEnabled: boolean('mm_enabled').notNull().default(true),
  mmLevels: integer('mm_levels').notNull(),
  mmSpreadPpm: integer('mm_spread_ppm').notNull(),
  mmStepPpm: integer('mm_step_ppm').notNull(),
  mmSizeLots: bigint('mm_size_lots', { mode: 'number' }).notNull(),
  /** Inventory limit: the market maker stops bidding once it holds this many lots of the base. */
  mmMaxBaseLots: bigint('mm_max_base_lots', { mode: 'number' }).notNull(),
  /**
   * Bumped by every command on this market's book, inside its transaction. The row lock makes the
   * nodes take turns, and a node whose in-memory book is older than this number rebuilds it first.
   */
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
});

export const spotOrders = pgTable(
  'spot_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    marketId: integer('market_id').notNull(),
    /** 0 is the platform's market maker; other values are user ids. */
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    side: text('side').notNull(),
    /** limit | market */
    kind: text('kind').notNull(),
    tif: text('tif').notNull(),
    postOnly: boolean('post_only').notNull().default(false),
    /** Limit price in ticks; null for market orders. */
    price: bigint('price', { mode: 'number' }),
    /** Quantity in lots; null for a market buy by amount. */
    qty: bigint('qty', { mode: 'number' }),
    /** A market buy by amount: the quote to spend, in quote minor units. */
    quoteBudget: numeric('quote_budget', { precision: 39, scale: 0 }),
    filledQty: bigint('filled_qty', { mode: 'number' }).notNull().default(0),
    /** Quote paid or received, in quote minor units. */
    filledQuote: numeric('filled_quote', { precision: 39, scale: 0 }).notNull().default('0'),
    /** Fee charged, in minor units of the asset received. */
    fee: numeric('fee', { precision: 39, scale: 0 }).notNull().default('0'),
    /** new | partial | filled | cancelled */
    status: text('status').notNull(),
    cancelReason: text('cancel_reason'),
    holdId: bigint('hold_id', { mode: 'number' }),
    requestKey: text('request_key'),
    /** The fee-discount coupon the order holds or held (issue 18; coupons.ts), and what its fills were paid, in quote minor units. */
    couponId: bigint('coupon_id', { mode: 'number' }),
    couponDiscount: numeric('coupon_discount', { precision: 39, scale: 0 }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('spot_orders_open').on(t.marketId, t.status, t.id),
    index('spot_orders_user').on(t.userId, t.id),
    uniqueIndex('spot_orders_request').on(t.userId, t.requestKey),
  ],
);

export const spotTrades = pgTable(
  'spot_trades',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    marketId: integer('market_id').notNull(),
    takerOrderId: bigint('taker_order_id', { mode: 'number' }).notNull(),
    makerOrderId: bigint('maker_order_id', { mode: 'number' }).notNull(),
    takerSide: text('taker_side').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    quote: numeric('quote', { precision: 39, scale: 0 }).notNull(),
    takerFee: numeric('taker_fee', { precision: 39, scale: 0 }).notNull(),
    makerFee: numeric('maker_fee', { precision: 39, scale: 0 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('spot_trades_market').on(t.marketId, t.id),
    index('spot_trades_taker').on(t.takerOrderId),
    index('spot_trades_maker').on(t.makerOrderId),
  ],
);
