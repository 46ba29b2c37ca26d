/**
 * Seconds options (microtrade): the terms offered per payable asset and duration, and every order
 * with the two recorded ticks it was decided by. Prices are in the market's price units
 * (10^-price_scale), money in the asset's minor units, rates in parts per million.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const money = (name: string) => numeric(name, { precision: 39, scale: 0 });

/** What the platform offers: for a payable asset and a duration, the payout ratio, stake limits and fee. */
export const microTerms = pgTable(
  'micro_terms',
  {
    /** The payable asset's code (the stake, fee and payout are in it). */
    asset: text('asset').notNull(),
    seconds: integer('seconds').notNull(),
    /** Profit on a win as a share of the stake: 800000 = 80 %. */
    payoutPpm: integer('payout_ppm').notNull(),
    minStake: money('min_stake').notNull(),
    maxStake: money('max_stake').notNull(),
    /** Charged on the stake when the order is accepted (rounded up), never refunded. */
    feePpm: integer('fee_ppm').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.asset, t.seconds] }),
    check(
      'micro_terms_valid',
      sql`${t.seconds} > 0 AND ${t.payoutPpm} >= 0 AND ${t.feePpm} >= 0 AND ${t.minStake} > 0 AND ${t.maxStake} >= ${t.minStake}`,
    ),
  ],
);

export const microOrders = pgTable(
  'micro_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The market (the spec's match_id). */
    marketId: integer('market_id').notNull(),
    asset: text('asset').notNull(),
    /** rise | fall (the API's type 1 | 2) */
    side: text('side').notNull(),
    seconds: integer('seconds').notNull(),
    stake: money('stake').notNull(),
    fee: money('fee').notNull(),
    feePpm: integer('fee_ppm').notNull(),
    payoutPpm: integer('payout_ppm').notNull(),
    /** floor(stake x payout_ppm / 1e6): what a win adds to the stake; the house holds it while open. */
    winProfit: money('win_profit').notNull(),
    /** open | settled | void (no fresh close price: stake and fee returned) */
    status: text('status').notNull().default('open'),
    /** win | tie | loss, once settled */
    result: text('result'),
    /** Why a void order is void: close_tick_stale (its close tick was older than close_max_age_ms at settle_at). */
    voidReason: text('void_reason'),
    openAt: ts('open_at').notNull(),
    /** open_at + seconds: the close price is the last stored tick at or before this instant. */
    settleAt: ts('settle_at').notNull(),
    /** The market's price scale when the order was taken: prices below are in its units. */
    priceScale: integer('price_scale').notNull(),
    openTickId: bigint('open_tick_id', { mode: 'number' }).notNull(),
    openTickTs: ts('open_tick_ts').notNull(),
    openPrice: bigint('open_price', { mode: 'number' }).notNull(),
    openSource: text('open_source').notNull(),
    closeTickId: bigint('close_tick_id', { mode: 'number' }),
    closeTickTs: ts('close_tick_ts'),
    closePrice: bigint('close_price', { mode: 'number' }),
    closeSource: text('close_source'),
    /** The limit applied at settlement: a close tick older than this at settle_at made the order void. */
    closeMaxAgeMs: integer('close_max_age_ms'),
    /** What settlement paid back to the user's micro book: stake + profit, the stake, 0, or stake + fee when void. */
    payout: money('payout'),
    /** The stake held on the user's micro book, and the possible profit held on sys:house. */
    holdId: bigint('hold_id', { mode: 'number' }),
    houseHoldId: bigint('house_hold_id', { mode: 'number' }),
    requestKey: text('request_key').notNull(),
    settledAt: ts('settled_at'),
    /** The coupon used on the order (issue 18), its kind and what it gave (the fee taken off or the stake credit). */
    couponId: bigint('coupon_id', { mode: 'number' }),
    couponKind: text('coupon_kind'),
    couponValue: money('coupon_value'),
  },
  (t) => [
    uniqueIndex('micro_orders_request').on(t.userId, t.requestKey),
    index('micro_orders_user').on(t.userId, t.id),
    index('micro_orders_due').on(t.status, t.settleAt),
    check('micro_orders_side', sql`${t.side} IN ('rise', 'fall')`),
    check('micro_orders_status', sql`${t.status} IN ('open', 'settled', 'void')`),
    check(
      'micro_orders_result',
      sql`(${t.status} = 'open' AND ${t.result} IS NULL AND ${t.voidReason} IS NULL) OR (${t.status} = 'settled' AND ${t.result} IN ('win', 'tie', 'loss') AND ${t.voidReason} IS NULL AND ${t.closeTickId} IS NOT NULL AND ${t.payout} IS NOT NULL) OR (${t.status} = 'void' AND ${t.result} IS NULL AND ${t.voidReason} IN ('close_tick_stale') AND ${t.closeTickId} IS NOT NULL AND ${t.payout} IS NOT NULL)`,
    ),
    check('micro_orders_amounts', sql`${t.stake} > 0 AND ${t.fee} >= 0 AND ${t.winProfit} >= 0 AND ${t.seconds} > 0`),
  ],
);
