/**
 * Leveraged futures against the platform: per-market terms, positions (a delegated limit order is a
 * position in status `doing` until the feed reaches its price), and the overnight fees charged.
 * Prices are in the market's price units (10^-price_scale), sizes in lots, money in quote minor units.
 */
import {
  bigint,
  boolean,
  date,
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

const ts = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 39, scale: 0 });

export const leverMarkets = pgTable('lever_markets', {
  marketId: integer('market_id').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  /** One lot in the market's quantity units (10^-qty_scale of the base). */
  contractSize: bigint('contract_size', { mode: 'number' }).notNull(),
  /** The leverage multiples offered, ascending, e.g. "5,10,20,50,100". */
  multiples: text('multiples').notNull(),
  feePpm: integer('fee_ppm').notNull(),
  overnightPpm: integer('overnight_ppm').notNull(),
  /** When the overnight fee is charged each day: minutes after 00:00 UTC. */
  overnightMinute: integer('overnight_minute').notNull().default(0),
  /** A position is liquidated when its risk rate (equity / margin) falls to this (ppm: 100000 = 10 %). */
  liquidationPpm: integer('liquidation_ppm').notNull(),
  minLots: integer('min_lots').notNull(),
  maxLots: integer('max_lots').notNull(),
  /** Added to the feed's price for a long and taken off for a short when a position opens; 0 unless configured. */
  spread: bigint('spread', { mode: 'number' }).notNull().default(0),
});

export const leverPositions = pgTable(
  'lever_positions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    marketId: integer('market_id').notNull(),
    /** long | short */
    side: text('side').notNull(),
    /** market | limit */
    kind: text('kind').notNull(),
    /** doing (a limit order waiting for its price) | open | closed | cancelled */
    status: text('status').notNull(),
    lots: integer('lots').notNull(),
    /** Base quantity in the market's quantity units: lots x contract size. */
    qty: bigint('qty', { mode: 'number' }).notNull(),
    leverage: integer('leverage').notNull(),
    limitPrice: bigint('limit_price', { mode: 'number' }),
    spread: bigint('spread', { mode: 'number' }).notNull().default(0),
    entryPrice: bigint('entry_price', { mode: 'number' }),
    entryTickId: bigint('entry_tick_id', { mode: 'number' }),
    /** Margin still backing the position (overnight fees may draw on it), and what opened it. */
    margin: money('margin').notNull(),
    openMargin: money('open_margin').notNull(),
    fee: money('fee').notNull(),
    overnightTotal: money('overnight_total').notNull().default('0'),
    tpPrice: bigint('tp_price', { mode: 'number' }),
    slPrice: bigint('sl_price', { mode: 'number' }),
    /**
     * The liquidation threshold (risk rate, ppm) this position was taken under: copied from the
     * market's terms when the order is accepted and used from here, so a later change of the terms
     * never moves an existing position's liquidation.
     */
    liquidationPpm: integer('liquidation_ppm').notNull(),
    /** Where the risk rate reaches the liquidation threshold, kept current with the margin. */
    liqPrice: bigint('liq_price', { mode: 'number' }),
    /** A long's profit is capped at its notional (the house reserves that much): it closes at twice its entry. */
    capPrice: bigint('cap_price', { mode: 'number' }),
    /** The user's margin (and fee, while doing) and the house's reserve for the profit. */
    holdId: bigint('hold_id', { mode: 'number' }),
    houseHoldId: bigint('house_hold_id', { mode: 'number' }),
    closePrice: bigint('close_price', { mode: 'number' }),
    closeTickId: bigint('close_tick_id', { mode: 'number' }),
    /**
     * A liquidation closes at the mark price: the window it used and the ids of the recorded ticks
     * it was the median of (its inputs, for the proof); null for a close at a tick's own price.
     */
    closeMark: jsonb('close_mark').$type<{ windowMs: number; ticks: number[] }>(),
    /** user | tp | sl | liquidation | cap | cancelled | capacity */
    closeReason: text('close_reason'),
    pnl: money('pnl'),
    /** What the insurance fund paid the house when a loss went beyond the margin. */
    insurancePaid: money('insurance_paid').notNull().default('0'),
    requestKey: text('request_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
    openedAt: ts('opened_at'),
    closedAt: ts('closed_at'),
    /** The coupon used on the position (issue 18), its kind and what it gave (the fee taken off or the margin credit). */
    couponId: bigint('coupon_id', { mode: 'number' }),
    couponKind: text('coupon_kind'),
    couponValue: money('coupon_value'),
  },
  (t) => [
    index('lever_positions_user').on(t.userId, t.status, t.id),
    index('lever_positions_market').on(t.marketId, t.status),
    uniqueIndex('lever_positions_request').on(t.userId, t.requestKey),
  ],
);

export const leverOvernight = pgTable(
  'lever_overnight',
  {
    positionId: bigint('position_id', { mode: 'number' }).notNull(),
    /** The UTC day the fee is for: charged once per position and day. */
    day: date('day', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    chargedAt: ts('charged_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.positionId, t.day] })],
);

/**
 * Users who confirmed, once, in the futures screen that they understand leveraged trading: only
 * they may open above the leverage cap (the `lever_leverage_cap` setting).
 */
export const leverRiskConfirmations = pgTable('lever_risk_confirmations', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  confirmedAt: ts('confirmed_at').notNull(),
});
