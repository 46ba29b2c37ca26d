/**
 * Loans: each loan with its terms fixed at borrowing, the holds that keep its collateral on the
 * user's spot book, its hourly accruals (one row per loan and hour: the primary key makes each
 * hour's interest happen once), and its events (the history a user reads). Money in minor units,
 * ratios in parts per million, prices in the market's price units.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const money = (name: string) => numeric(name, { precision: 39, scale: 0 });

export const loans = pgTable(
  'loans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The lent asset (USDT) and the collateral (BTC, ETH) with the market that prices it. */
    asset: text('asset').notNull(),
    collateral: text('collateral').notNull(),
    marketId: integer('market_id').notNull(),
    collateralAmount: money('collateral_amount').notNull(),
    principal: money('principal').notNull(),
    principalOutstanding: money('principal_outstanding').notNull(),
    interestOutstanding: money('interest_outstanding').notNull().default('0'),
    interestTotal: money('interest_total').notNull().default('0'),
    aprPpm: integer('apr_ppm').notNull(),
    initialLtvPpm: integer('initial_ltv_ppm').notNull(),
    marginCallLtvPpm: integer('margin_call_ltv_ppm').notNull(),
    liquidationLtvPpm: integer('liquidation_ltv_ppm').notNull(),
    /** Whole hours of interest accrued since created_at. */
    hoursAccrued: integer('hours_accrued').notNull().default(0),
    /** open | repaid | liquidated. */
    status: text('status').notNull().default('open'),
    /** A margin call stands: set when the LTV reaches the margin-call LTV, cleared when it falls back below. */
    marginCall: boolean('margin_call').notNull().default(false),
    /** The liquidation's proof: the mark price with its ticks, and the maths. */
    proof: jsonb('proof'),
    requestKey: text('request_key').notNull(),
    createdAt: ts('created_at').notNull(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    uniqueIndex('loans_request').on(t.userId, t.requestKey),
    index('loans_user').on(t.userId, t.id),
    index('loans_open').on(t.status, t.collateral),
    check('loans_status', sql`${t.status} IN ('open', 'repaid', 'liquidated')`),
    check(
      'loans_amounts',
      sql`${t.collateralAmount} >= 0 AND ${t.principal} > 0 AND ${t.principalOutstanding} >= 0 AND ${t.principalOutstanding} <= ${t.principal} AND ${t.interestOutstanding} >= 0 AND ${t.interestTotal} >= ${t.interestOutstanding} AND ${t.hoursAccrued} >= 0`,
    ),
    check(
      'loans_terms',
      sql`${t.initialLtvPpm} > 0 AND ${t.initialLtvPpm} < ${t.marginCallLtvPpm} AND ${t.marginCallLtvPpm} < ${t.liquidationLtvPpm} AND ${t.liquidationLtvPpm} < 1000000 AND ${t.aprPpm} >= 0`,
    ),
    check('loans_closed', sql`(${t.status} = 'open') = (${t.closedAt} IS NULL)`),
  ],
);

/** The ledger holds keeping a loan's collateral on the user's spot book (one per pledge). */
export const loanHolds = pgTable(
  'loan_holds',
  {
    loanId: bigint('loan_id', { mode: 'number' }).notNull(),
    holdId: bigint('hold_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.loanId, t.holdId] })],
);

/** One row per loan and accrued hour: the key makes each hour's interest exactly once. */
export const loanAccruals = pgTable(
  'loan_accruals',
  {
    loanId: bigint('loan_id', { mode: 'number' }).notNull(),
    /** 1 for the hour ending one hour after the loan was taken. */
    hour: integer('hour').notNull(),
    amount: money('amount').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.loanId, t.hour] }), check('loan_accruals_amount', sql`${t.amount} >= 0 AND ${t.hour} >= 1`)],
);

export const loanEvents = pgTable(
  'loan_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    loanId: bigint('loan_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** borrow | repay | add_collateral | margin_call | liquidation. */
    kind: text('kind').notNull(),
    amount: money('amount'),
    currency: text('currency'),
    interestPart: money('interest_part'),
    principalPart: money('principal_part'),
    ltvPpm: bigint('ltv_ppm', { mode: 'number' }),
    /** A repayment's or pledge's Idempotency-Key: a retry finds its event instead of paying twice. */
    requestKey: text('request_key'),
    at: ts('at').notNull(),
  },
  (t) => [
    index('loan_events_loan').on(t.loanId, t.id),
    uniqueIndex('loan_events_request').on(t.userId, t.requestKey),
    check('loan_events_kind', sql`${t.kind} IN ('borrow', 'repay', 'add_collateral', 'margin_call', 'liquidation')`),
  ],
);
