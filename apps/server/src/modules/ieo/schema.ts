/**
 * IEO: projects (one token each, its issuance held from the IEO treasury book once open) and
 * subscriptions (the payment held on the user's spot book, then the allocation computed once at the
 * end of the cycle). Money in each asset's minor units.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const money = (name: string) => numeric(name, { precision: 39, scale: 0 });

export const ieoProjects = pgTable(
  'ieo_projects',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** The token on sale: an asset of its own, created with the project (one project per token). */
    tokenAsset: text('token_asset').notNull(),
    payAsset: text('pay_asset').notNull(),
    /** Pay-currency minor units per whole token. */
    priceMinor: money('price_minor').notNull(),
    /** Token minor units. */
    totalIssuance: money('total_issuance').notNull(),
    minAmount: money('min_amount').notNull(),
    maxPerUser: money('max_per_user'),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    /** Time to market: allocated tokens are locked until then. */
    listingAt: ts('listing_at').notNull(),
    whitePaper: text('white_paper'),
    website: text('website'),
    description: text('description'),
    /** draft (not public, waits for its issuance) | open (public; phase by the clock) */
    status: text('status').notNull().default('draft'),
    paused: boolean('paused').notNull().default(false),
    /** pending | allocating (allocations computed, being settled) | allocated */
    allocation: text('allocation').notNull().default('pending'),
    /** Tokens asked for and subscriptions taken, kept with each subscription under the project's row lock. */
    subscribed: money('subscribed').notNull().default('0'),
    applications: integer('applications').notNull().default(0),
    /** The hold on the IEO treasury book that keeps the issuance for this project (set when it opens). */
    issuanceHoldId: bigint('issuance_hold_id', { mode: 'number' }),
    /** Set at allocation: subscriptions that received tokens, tokens allocated, issuance returned. */
    passes: integer('passes'),
    allocatedTotal: money('allocated_total'),
    returnedTotal: money('returned_total'),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    openedAt: ts('opened_at'),
    allocatedAt: ts('allocated_at'),
  },
  (t) => [
    uniqueIndex('ieo_projects_token').on(t.tokenAsset),
    index('ieo_projects_due').on(t.status, t.allocation, t.endAt),
    check('ieo_projects_status', sql`${t.status} IN ('draft', 'open')`),
    check('ieo_projects_allocation', sql`${t.allocation} IN ('pending', 'allocating', 'allocated')`),
    check('ieo_projects_times', sql`${t.startAt} < ${t.endAt} AND ${t.endAt} <= ${t.listingAt}`),
    check(
      'ieo_projects_amounts',
      sql`${t.priceMinor} > 0 AND ${t.totalIssuance} > 0 AND ${t.minAmount} > 0 AND (${t.maxPerUser} IS NULL OR ${t.maxPerUser} >= ${t.minAmount}) AND ${t.subscribed} >= 0`,
    ),
    check('ieo_projects_open_held', sql`${t.status} = 'draft' OR ${t.issuanceHoldId} IS NOT NULL`),
  ],
);

export const ieoOrders = pgTable(
  'ieo_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: bigint('project_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** Tokens asked for (token minor units). */
    amount: money('amount').notNull(),
    /** ceil(amount x price): held on the user's spot book until allocation. */
    payment: money('payment').notNull(),
    payHoldId: bigint('pay_hold_id', { mode: 'number' }),
    /** subscribed | allocating (computed, not settled yet) | allocated | released | refunded */
    status: text('status').notNull().default('subscribed'),
    /** floor(amount x issuance / subscribed) and the remainder unit (0 or 1), set once at allocation. */
    proRata: money('pro_rata'),
    remainder: money('remainder'),
    cost: money('cost'),
    refund: money('refund'),
    /** The tokens' lock on the user's spot book until the time to market. */
    lockHoldId: bigint('lock_hold_id', { mode: 'number' }),
    requestKey: text('request_key').notNull(),
    createdAt: ts('created_at').notNull(),
    allocatedAt: ts('allocated_at'),
    releasedAt: ts('released_at'),
  },
  (t) => [
    uniqueIndex('ieo_orders_request').on(t.userId, t.requestKey),
    index('ieo_orders_user').on(t.userId, t.id),
    index('ieo_orders_project').on(t.projectId, t.status, t.id),
    check('ieo_orders_status', sql`${t.status} IN ('subscribed', 'allocating', 'allocated', 'released', 'refunded')`),
    check('ieo_orders_amounts', sql`${t.amount} > 0 AND ${t.payment} > 0`),
    check(
      'ieo_orders_allocation',
      sql`(${t.status} = 'subscribed' AND ${t.proRata} IS NULL AND ${t.cost} IS NULL) OR (${t.status} <> 'subscribed' AND ${t.proRata} >= 0 AND ${t.remainder} IN (0, 1) AND ${t.proRata} + ${t.remainder} <= ${t.amount} AND ${t.cost} >= 0 AND ${t.refund} >= 0 AND ${t.cost} + ${t.refund} = ${t.payment})`,
    ),
  ],
);
