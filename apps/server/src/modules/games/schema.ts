/**
 * The mini game: one row per user and day predicted (no money anywhere: points only), one row per
 * settled round with the two recorded ticks that decided it (its proof), and one row per week and
 * prize place (its primary key makes each week's prizes decided once).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const gamePredictions = pgTable(
  'game_predictions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The UTC day predicted, 'YYYY-MM-DD'. */
    day: text('day').notNull(),
    /** up | down */
    direction: text('direction').notNull(),
    /** pending | right | wrong | void */
    status: text('status').notNull().default('pending'),
    points: integer('points').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('game_predictions_user_day').on(t.userId, t.day),
    index('game_predictions_pending')
      .on(t.day)
      .where(sql`${t.status} = 'pending'`),
    check('game_predictions_values', sql`${t.direction} IN ('up', 'down') AND ${t.status} IN ('pending', 'right', 'wrong', 'void')`),
  ],
);

export const gameRounds = pgTable(
  'game_rounds',
  {
    day: text('day').primaryKey(),
    marketId: integer('market_id').notNull(),
    priceScale: integer('price_scale').notNull(),
    openTickId: bigint('open_tick_id', { mode: 'number' }),
    openTickTs: ts('open_tick_ts'),
    openPrice: bigint('open_price', { mode: 'number' }),
    openSource: text('open_source'),
    closeTickId: bigint('close_tick_id', { mode: 'number' }),
    closeTickTs: ts('close_tick_ts'),
    closePrice: bigint('close_price', { mode: 'number' }),
    closeSource: text('close_source'),
    /** up | down | flat | void (no recorded tick close enough to an end of the day) */
    result: text('result').notNull(),
    settledAt: ts('settled_at').notNull(),
  },
  (t) => [check('game_rounds_result', sql`${t.result} IN ('up', 'down', 'flat', 'void')`)],
);

export const gameAwards = pgTable(
  'game_awards',
  {
    /** The week's Monday, 'YYYY-MM-DD'. */
    week: text('week').notNull(),
    rank: integer('rank').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    points: integer('points').notNull(),
    /** The coupon won, or null when no funded campaign could pay it. */
    couponId: bigint('coupon_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.week, t.rank] })],
);
