/**
 * Dual investment: the products an operator lists and the orders users buy, each order with the
 * recorded tick that settled it. Money in the asset's minor units, prices in the market's price
 * units (10^-price_scale USDT), rates in parts per million.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const money = (name: string) => numeric(name, { precision: 39, scale: 0 });

export const dualProducts = pgTable(
  'dual_products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The coin (its USDT market prices it). */
    asset: text('asset').notNull(),
    quote: text('quote').notNull(),
    marketId: integer('market_id').notNull(),
    /** call: paid in the coin (sell high); put: paid in USDT (buy low). */
    type: text('type').notNull(),
    aprPpm: bigint('apr_ppm', { mode: 'number' }).notNull(),
    linkedPrice: money('linked_price').notNull(),
    priceScale: integer('price_scale').notNull(),
    /** Price of one share in the pay asset's minor units. */
    unitPrice: money('unit_price').notNull(),
    /** Subscription closes and the term starts. */
    startAt: ts('start_at').notNull(),
    settleAt: ts('settle_at').notNull(),
    /** Whole days from start_at to settle_at: the k of the formula. */
    days: integer('days').notNull(),
    totalShares: bigint('total_shares', { mode: 'number' }).notNull(),
    soldShares: bigint('sold_shares', { mode: 'number' }).notNull().default(0),
    userLimit: bigint('user_limit', { mode: 'number' }).notNull(),
    /** open | paused (subscriptions), cancelled (before start: orders refunded), settled (every order ended). */
    status: text('status').notNull().default('open'),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('dual_products_list').on(t.asset, t.type, t.status),
    index('dual_products_due').on(t.status, t.settleAt),
    check('dual_products_type', sql`${t.type} IN ('call', 'put')`),
    check('dual_products_status', sql`${t.status} IN ('open', 'paused', 'cancelled', 'settled')`),
    check(
      'dual_products_terms',
      sql`${t.aprPpm} > 0 AND ${t.linkedPrice} > 0 AND ${t.unitPrice} > 0 AND ${t.days} >= 1 AND ${t.settleAt} > ${t.startAt}`,
    ),
    check(
      'dual_products_shares',
      sql`${t.totalShares} >= 1 AND ${t.userLimit} >= 1 AND ${t.userLimit} <= ${t.totalShares} AND ${t.soldShares} >= 0 AND ${t.soldShares} <= ${t.totalShares}`,
    ),
  ],
);

export const dualOrders = pgTable(
  'dual_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    num: bigint('num', { mode: 'number' }).notNull(),
    /** num x unit price, held on the user's spot book in the pay asset. */
    amount: money('amount').notNull(),
    payAsset: text('pay_asset').notNull(),
    /** The two possible payouts, fixed at purchase (floor of the exact formula). */
    coinPayout: money('coin_payout').notNull(),
    usdtPayout: money('usdt_payout').notNull(),
    /** The user's payment hold and the treasury's holds (null when that asset needs none). */
    holdId: bigint('hold_id', { mode: 'number' }),
    coinHoldId: bigint('coin_hold_id', { mode: 'number' }),
    usdtHoldId: bigint('usdt_hold_id', { mode: 'number' }),
    /** purchased | success | fail (settling is a purchased order past its settlement time). */
    status: text('status').notNull().default('purchased'),
    failReason: text('fail_reason'),
    /** The proof: the recorded tick at or before the settlement time, as it was stored. */
    tickId: bigint('tick_id', { mode: 'number' }),
    tickTs: ts('tick_ts'),
    tickPrice: money('tick_price'),
    tickScale: integer('tick_scale'),
    tickSource: text('tick_source'),
    /** below | at | above (the price against the linked price), and the currency that paid: coin | usdt. */
    comparison: text('comparison'),
    branch: text('branch'),
    payout: money('payout'),
    payoutAsset: text('payout_asset'),
    requestKey: text('request_key').notNull(),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('dual_orders_request').on(t.userId, t.requestKey),
    index('dual_orders_user').on(t.userId, t.id),
    index('dual_orders_product').on(t.productId, t.status),
    check('dual_orders_status', sql`${t.status} IN ('purchased', 'success', 'fail')`),
    check('dual_orders_amounts', sql`${t.num} >= 1 AND ${t.amount} > 0 AND ${t.coinPayout} >= 0 AND ${t.usdtPayout} >= 0`),
    check(
      'dual_orders_ending',
      sql`(${t.status} = 'purchased' AND ${t.payout} IS NULL AND ${t.tickId} IS NULL) OR (${t.status} = 'success' AND ${t.tickId} IS NOT NULL AND ${t.payout} IS NOT NULL AND ${t.branch} IN ('coin', 'usdt') AND ${t.comparison} IN ('below', 'at', 'above')) OR (${t.status} = 'fail' AND ${t.failReason} IN ('product_cancelled') AND ${t.payout} IS NOT NULL)`,
    ),
  ],
);
