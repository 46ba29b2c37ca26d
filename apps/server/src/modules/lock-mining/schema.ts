/**
 * Lock-up staking: the products on offer (currency, term, fixed daily rate, limits, dividend time,
 * penalty ratio; immutable once created except for pausing), the orders (each copies its product's
 * terms when taken, so no later change reaches it) and one row per order and interest day paid
 * (its primary key is what makes each day's interest paid once). Money in the asset's minor units,
 * rates in parts per million.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const money = (name: string) => numeric(name, { precision: 39, scale: 0 });

export const lockProducts = pgTable(
  'lock_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    asset: text('asset').notNull(),
    days: integer('days').notNull(),
    /** Daily interest as a share of the amount: 4000 = 0.4 % a day. */
    ratePpm: integer('rate_ppm').notNull(),
    /** Early redemption: charged per remaining day as a share of the amount. */
    penaltyPpm: integer('penalty_ppm').notNull(),
    minAmount: money('min_amount').notNull(),
    /** Most one user may have locked in it at once; null: no limit. */
    maxPerUser: money('max_per_user'),
    /** Most everyone may have locked in it at once; null: no limit. */
    capacity: money('capacity'),
    /** Minutes after midnight UTC at which each interest day ends and is paid. */
    dividendMinute: integer('dividend_minute').notNull(),
    intro: text('intro').notNull().default(''),
    /** active | paused */
    status: text('status').notNull().default('active'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('lock_products_active_term')
      .on(t.asset, t.days)
      .where(sql`${t.status} = 'active'`),
    check('lock_products_status', sql`${t.status} IN ('active', 'paused')`),
    check(
      'lock_products_valid',
      sql`${t.days} BETWEEN 1 AND 3650 AND ${t.ratePpm} BETWEEN 1 AND 100000 AND ${t.penaltyPpm} BETWEEN 0 AND 100000
          AND ${t.minAmount} > 0 AND (${t.maxPerUser} IS NULL OR ${t.maxPerUser} >= ${t.minAmount})
          AND (${t.capacity} IS NULL OR ${t.capacity} >= ${t.minAmount}) AND ${t.dividendMinute} BETWEEN 0 AND 1439`,
    ),
  ],
);

export const lockOrders = pgTable(
  'lock_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    productId: integer('product_id').notNull(),
    asset: text('asset').notNull(),
    amount: money('amount').notNull(),
    days: integer('days').notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    penaltyPpm: integer('penalty_ppm').notNull(),
    /** floor(amount x rate_ppm / 1e6), paid once per interest day. */
    dailyInterest: money('daily_interest').notNull(),
    /** daily_interest x days: held on the treasury's lock-mining book from the subscription. */
    totalInterest: money('total_interest').notNull(),
    daysPaid: integer('days_paid').notNull().default(0),
    interestPaid: money('interest_paid').notNull().default('0'),
    /** in_progress | redeemed */
    status: text('status').notNull().default('in_progress'),
    /** expiry | early, once redeemed */
    redeemType: text('redeem_type'),
    penalty: money('penalty'),
    returned: money('returned'),
    /** Reserved interest given back to the treasury at an early redemption. */
    interestReleased: money('interest_released'),
    createdAt: ts('created_at').notNull(),
    /** Interest starts: the day after the subscription, at the dividend time. */
    startAt: ts('start_at').notNull(),
    /** start_at + days: the last interest day ends and the principal returns. */
    endAt: ts('end_at').notNull(),
    /** When the next interest day ends (start_at + (days_paid + 1) days); what the scheduler looks up. */
    nextDueAt: ts('next_due_at').notNull(),
    redeemedAt: ts('redeemed_at'),
    /** The principal's hold on the user's lock book, and the interest's hold on the treasury (none when the interest is 0). */
    holdId: bigint('hold_id', { mode: 'number' }),
    treasuryHoldId: bigint('treasury_hold_id', { mode: 'number' }),
    requestKey: text('request_key').notNull(),
  },
  (t) => [
    uniqueIndex('lock_orders_request').on(t.userId, t.requestKey),
    index('lock_orders_user').on(t.userId, t.id),
    index('lock_orders_product').on(t.productId, t.status),
    index('lock_orders_due')
      .on(t.nextDueAt, t.id)
      .where(sql`${t.status} = 'in_progress'`),
    check('lock_orders_status', sql`${t.status} IN ('in_progress', 'redeemed')`),
    check(
      'lock_orders_valid',
      sql`${t.amount} > 0 AND ${t.days} > 0 AND ${t.dailyInterest} >= 0 AND ${t.totalInterest} = ${t.dailyInterest} * ${t.days}
          AND ${t.daysPaid} BETWEEN 0 AND ${t.days} AND ${t.interestPaid} = ${t.dailyInterest} * ${t.daysPaid}`,
    ),
    check(
      'lock_orders_end',
      sql`(${t.status} = 'in_progress' AND ${t.redeemType} IS NULL AND ${t.redeemedAt} IS NULL)
          OR (${t.status} = 'redeemed' AND ${t.redeemType} IN ('expiry', 'early') AND ${t.redeemedAt} IS NOT NULL
              AND ${t.returned} IS NOT NULL AND ${t.penalty} IS NOT NULL AND ${t.returned} + ${t.penalty} = ${t.amount}
              AND (${t.redeemType} = 'early' OR ${t.daysPaid} = ${t.days}))`,
    ),
  ],
);

/** One row per order and interest day paid: the primary key makes each day's interest paid once. */
export const lockInterest = pgTable(
  'lock_interest',
  {
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    /** 1 .. the order's days */
    day: integer('day').notNull(),
    amount: money('amount').notNull(),
    dueAt: ts('due_at').notNull(),
    paidAt: ts('paid_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.day] }), check('lock_interest_valid', sql`${t.day} > 0 AND ${t.amount} >= 0`)],
);
