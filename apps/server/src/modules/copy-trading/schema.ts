/**
 * Copy trading's own rows: traders (applications and their profit share), follows, copies (each
 * copy's receipt, pointing at the follower's lever position: no position is stored here) and the
 * computed statistics. Money in USDT minor units, prices in the market's price units.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 39, scale: 0 });

export const copyTraders = pgTable(
  'copy_traders',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    /** pending | approved | rejected */
    status: text('status').notNull(),
    /** Profit share for new follows, ppm of the follower's realised profit (0 to 100000 = 10 %). */
    sharePpm: integer('share_ppm').notNull(),
    rejectReason: text('reject_reason'),
    appliedAt: ts('applied_at').notNull(),
    reviewedAt: ts('reviewed_at'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
  },
  (t) => [
    index('copy_traders_status').on(t.status, t.appliedAt),
    check('copy_traders_share', sql`${t.sharePpm} >= 0 AND ${t.sharePpm} <= 100000`),
  ],
);

export const copyFollows = pgTable(
  'copy_follows',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    followerId: bigint('follower_id', { mode: 'number' }).notNull(),
    traderId: bigint('trader_id', { mode: 'number' }).notNull(),
    /** multiple | lots */
    mode: text('mode').notNull(),
    /** The multiple or the lots, in hundredths (150 = 1.5). */
    numberCents: integer('number_cents').notNull(),
    /** The most margin the follow's open copies may use together. */
    amount: money('amount').notNull(),
    slippagePpm: integer('slippage_ppm').notNull(),
    /** The trader's share when the follow started: a later change applies to new follows only. */
    sharePpm: integer('share_ppm').notNull(),
    /** active | cancelled */
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    uniqueIndex('copy_follows_active')
      .on(t.followerId, t.traderId)
      .where(sql`${t.status} = 'active'`),
    index('copy_follows_trader').on(t.traderId, t.status),
    index('copy_follows_follower').on(t.followerId, t.status),
    check('copy_follows_number', sql`${t.numberCents} > 0 AND ${t.numberCents} <= 500`),
    check('copy_follows_amount', sql`${t.amount} > 0`),
  ],
);

/** One row per (trader position, follow): what was copied and at what price, or why not. */
export const copyOrders = pgTable(
  'copy_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    followId: bigint('follow_id', { mode: 'number' }).notNull(),
    followerId: bigint('follower_id', { mode: 'number' }).notNull(),
    traderId: bigint('trader_id', { mode: 'number' }).notNull(),
    traderPositionId: bigint('trader_position_id', { mode: 'number' }).notNull(),
    marketId: integer('market_id').notNull(),
    side: text('side').notNull(),
    /** open | closed | skipped */
    status: text('status').notNull(),
    selfHeld: boolean('self_held').notNull().default(false),
    skipReason: text('skip_reason'),
    mode: text('mode').notNull(),
    numberCents: integer('number_cents').notNull(),
    traderLots: integer('trader_lots').notNull(),
    traderPrice: bigint('trader_price', { mode: 'number' }).notNull(),
    traderTickId: bigint('trader_tick_id', { mode: 'number' }).notNull(),
    traderTickMs: bigint('trader_tick_ms', { mode: 'number' }).notNull(),
    /** The lots the mode gave, in hundredths. */
    lotsCents: bigint('lots_cents', { mode: 'number' }).notNull(),
    leverage: integer('leverage').notNull(),
    /** The follower's lever position (null when skipped). */
    positionId: bigint('position_id', { mode: 'number' }),
    followerPrice: bigint('follower_price', { mode: 'number' }),
    followerTickId: bigint('follower_tick_id', { mode: 'number' }),
    followerTickMs: bigint('follower_tick_ms', { mode: 'number' }),
    slippagePpm: integer('slippage_ppm'),
    slippageCapPpm: integer('slippage_cap_ppm').notNull(),
    sharePpm: integer('share_ppm').notNull(),
    margin: money('margin'),
    fee: money('fee'),
    closePrice: bigint('close_price', { mode: 'number' }),
    closeTickId: bigint('close_tick_id', { mode: 'number' }),
    /** Net of fees, before the profit share. */
    pnl: money('pnl'),
    profitShare: money('profit_share'),
    createdAt: ts('created_at').notNull(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    uniqueIndex('copy_orders_once').on(t.traderPositionId, t.followId),
    uniqueIndex('copy_orders_position').on(t.positionId),
    index('copy_orders_follower').on(t.followerId, t.id),
    index('copy_orders_follow').on(t.followId, t.status),
  ],
);

/** A trader's statistics as last computed (hourly and on approval), from closed positions only. */
export const copyTraderStats = pgTable('copy_trader_stats', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  totalPnl: money('total_pnl').notNull(),
  totalMargin: money('total_margin').notNull(),
  roiPpm: bigint('roi_ppm', { mode: 'number' }).notNull(),
  winRatePpm: integer('win_rate_ppm').notNull(),
  drawdownPpm: integer('drawdown_ppm').notNull(),
  longWins: integer('long_wins').notNull(),
  shortWins: integer('short_wins').notNull(),
  closedTrades: integer('closed_trades').notNull(),
  /** Cumulative net PnL after each close: [[ms, "minor units"], ...], the last 200. */
  curve: jsonb('curve').$type<Array<[number, string]>>().notNull(),
  computedAt: ts('computed_at').notNull(),
});
