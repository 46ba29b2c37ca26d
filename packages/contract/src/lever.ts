/**
 * Leveraged futures (SPEC section 7, "Leverage"; issue 7). Positions are taken against the platform
 * at the feed's price, margined in USDT in the lever book. Prices and money are decimal strings.
 */
import { z } from 'zod';
import { int, page } from './rules';
import { decimalOut, epochMsOut, idOut, isoTimeOut, pageOf } from './wire';
import { defineEndpoints } from './endpoint';
import { ownEntry } from './validators';

/** 1 / long and 2 / short, as the template's `type`. */
const direction = z
  .union([z.string(), z.number()], { error: 'INVALID_PARAMETER' })
  .transform((v) => ownEntry({ '1': 'long', long: 'long', '2': 'short', short: 'short' }, String(v).toLowerCase()) ?? '')
  .refine((v) => v !== '', 'INVALID_PARAMETER')
  .transform((v) => v as 'long' | 'short');

/** A price field: empty or 0 means "none". */
const optionalPrice = (code: 'PRICE_INVALID' | 'TAKE_PROFIT_INVALID' | 'STOP_LOSS_INVALID') =>
  z
    .union([z.string(), z.number()], { error: code })
    .transform((v) => String(v).trim())
    .optional();

const market = {
  currency_id: int({ min: 1, error: 'MARKET_UNKNOWN' }),
  legal_id: int({ min: 1, error: 'MARKET_UNKNOWN' }).optional().default(3),
};

export const leverDealInput = z.strictObject(market);

export const leverSubmitInput = z.strictObject({
  ...market,
  /** Lots. */
  share: int({ min: 1, max: 1_000_000_000, error: 'NUMBER_INVALID' }),
  /** Leverage multiple, one of those offered. */
  multiple: int({ min: 1, max: 1000, error: 'LEVERAGE_INVALID' }),
  type: direction,
  /** 1 market (at the feed's price), 0 limit (a delegated order at target_price). */
  status: z
    .union([z.literal(0), z.literal(1), z.enum(['0', '1'])], { error: 'INVALID_PARAMETER' })
    .transform((v) => Number(v) as 0 | 1)
    .optional()
    .default(1),
  target_price: optionalPrice('PRICE_INVALID'),
  target_profit_price: optionalPrice('TAKE_PROFIT_INVALID'),
  stop_loss_price: optionalPrice('STOP_LOSS_INVALID'),
  /** One of the caller's futures coupons (a fee discount or a margin voucher); market orders only. */
  coupon_id: int({ min: 1, error: 'COUPON_NOT_FOUND' }).optional(),
});

/** An opening as the server works with it, after parsing (type is 'long' | 'short', status 0 | 1). */
export type LeverSubmitInput = z.output<typeof leverSubmitInput>;

/** The one-time confirmation that the user understands leverage above the cap: `accept` must be true. */
export const leverConfirmRiskInput = z.strictObject({
  accept: z.union([z.literal(true), z.literal(1), z.enum(['true', '1'])], { error: 'INVALID_PARAMETER' }),
});

export const leverIdInput = z.strictObject({ id: int({ min: 1, error: 'POSITION_NOT_FOUND' }) });

export const leverSetStopInput = z.strictObject({
  id: int({ min: 1, error: 'POSITION_NOT_FOUND' }),
  /** Empty or 0 clears it. */
  target_profit_price: optionalPrice('TAKE_PROFIT_INVALID'),
  stop_loss_price: optionalPrice('STOP_LOSS_INVALID'),
});

/** 0 all, 1 only longs, 2 only shorts; optionally one market only. */
export const leverBatchCloseInput = z.strictObject({
  type: z
    .union([z.literal(0), z.literal(1), z.literal(2), z.enum(['0', '1', '2', 'all', 'long', 'short'])], { error: 'INVALID_PARAMETER' })
    .transform(
      (v) => ({ '0': 'all', '1': 'long', '2': 'short', all: 'all', long: 'long', short: 'short' })[String(v)] as 'all' | 'long' | 'short',
    ),
  currency_id: int({ min: 1, error: 'MARKET_UNKNOWN' }).optional(),
});

/**
 * Status: open (positions held), doing (delegated orders waiting for their price), closed,
 * cancelled, or history (closed and cancelled). The template's numbers: 1 open, 0 doing, 2 history.
 */
export const LEVER_LIST_STATUS = ['open', 'doing', 'closed', 'cancelled', 'history'] as const;
export const leverMyTradeInput = z.strictObject({
  currency_id: int({ min: 1, error: 'MARKET_UNKNOWN' }).optional(),
  legal_id: int({ min: 1, error: 'MARKET_UNKNOWN' }).optional(),
  page,
  status: z
    .union([z.enum([...LEVER_LIST_STATUS, '0', '1', '2']), z.literal(0), z.literal(1), z.literal(2)], { error: 'INVALID_PARAMETER' })
    .transform(
      (v) =>
        (({ '0': 'doing', '1': 'open', '2': 'history' }) as Record<string, (typeof LEVER_LIST_STATUS)[number]>)[String(v)] ??
        (v as (typeof LEVER_LIST_STATUS)[number]),
    )
    .optional(),
  limit: int({ min: 1, max: 50 }).optional(),
});

/** What the open form needs for one market. */
export const leverTerms = z.object({
  currency_id: idOut,
  legal_id: idOut,
  symbol: z.string(),
  /** The settlement coin (USDT) and what the user has available for margin in the lever book. */
  margin_currency: z.string(),
  /** Decimals of the margin coin and of the market's prices, so a client's estimates round as the server does. */
  margin_scale: z.number().int(),
  price_scale: z.number().int(),
  available: decimalOut,
  multiples: z.array(z.number().int()),
  min_lots: z.number().int(),
  max_lots: z.number().int(),
  /** How much of the base coin one lot is. */
  contract_size: decimalOut,
  fee_percent: decimalOut,
  overnight_percent: decimalOut,
  /** When the overnight fee is charged each day, "HH:MM" in UTC. */
  overnight_time: z.string(),
  /**
   * A position is liquidated when its risk rate, at the mark price, falls to this percentage. A
   * position keeps the threshold it was opened under, whatever these terms say later.
   */
  liquidation_risk_percent: decimalOut,
  /** Added to the feed's price for a long and taken off for a short on opening. "0" unless configured. */
  spread: decimalOut,
  /** The feed's last price and its time (ms); null if there is none. Opening, closing, TP and SL use it. */
  price: decimalOut.nullable(),
  price_time: epochMsOut.nullable(),
  /** The mark price (MARK_PRICE_WINDOW_MS): liquidation and the risk rate use it. Null with no tick. */
  mark_price: decimalOut.nullable(),
  /** Leverage above this multiple needs the user's confirmation that they understand it (`lever/confirm_risk`), once. */
  leverage_cap: z.number().int(),
  /** Whether this user has confirmed it. */
  leverage_confirmed: z.boolean(),
});
export type LeverTerms = z.infer<typeof leverTerms>;

export const LEVER_CLOSE_REASONS = ['user', 'tp', 'sl', 'liquidation', 'cap', 'copy', 'cancelled', 'capacity', 'insufficient'] as const;

export const leverPosition = z.object({
  id: idOut,
  symbol: z.string(),
  currency_id: idOut,
  side: z.enum(['long', 'short']),
  kind: z.enum(['market', 'limit']),
  status: z.enum(['doing', 'open', 'closed', 'cancelled']),
  lots: z.number().int(),
  /** Base quantity: lots x contract size. */
  qty: decimalOut,
  leverage: z.number().int(),
  limit_price: decimalOut.nullable(),
  entry_price: decimalOut.nullable(),
  spread: decimalOut,
  /** Margin backing the position now (overnight fees may draw on it) and what opened it. */
  margin: decimalOut,
  open_margin: decimalOut,
  fee: decimalOut,
  overnight_fee: decimalOut,
  target_profit_price: decimalOut.nullable(),
  stop_loss_price: decimalOut.nullable(),
  liquidation_price: decimalOut.nullable(),
  /** The risk rate (%) at which this position is liquidated: fixed when it was opened. */
  liquidation_risk_percent: decimalOut,
  /** A long closes automatically here (at the last price): its profit is capped at its notional (the house's reserve). */
  cap_price: decimalOut.nullable(),
  /**
   * For an open position: the mark price now, and the unrealised PnL and risk rate (%) at it (what
   * liquidation looks at); the feed's last price (what a close, TP and SL use).
   */
  mark_price: decimalOut.nullable(),
  unrealised_pnl: decimalOut.nullable(),
  risk_rate: decimalOut.nullable(),
  last_price: decimalOut.nullable(),
  close_price: decimalOut.nullable(),
  close_reason: z.enum(LEVER_CLOSE_REASONS).nullable(),
  /** What the close paid (positive) or took (negative), after margin; fees are separate. */
  pnl: decimalOut.nullable(),
  insurance_paid: decimalOut,
  created_at: isoTimeOut,
  opened_at: isoTimeOut.nullable(),
  closed_at: isoTimeOut.nullable(),
  /** The coupon used on it (issue 18): a fee discount (value: the fee taken off) or a voucher (value: credit lent); or null. */
  coupon: z.object({ id: idOut, kind: z.string(), value: decimalOut }).nullable(),
});
export type LeverPosition = z.infer<typeof leverPosition>;

export const leverSummary = z.object({
  margin_currency: z.string(),
  available: decimalOut,
  positions: z.array(leverPosition),
  doing: z.array(leverPosition),
  total_margin: decimalOut,
  total_unrealised_pnl: decimalOut,
  /** Margin plus unrealised PnL over margin, across open positions (%); null with none open. */
  risk_rate: decimalOut.nullable(),
});
export type LeverSummary = z.infer<typeof leverSummary>;

/** What a batch close closed. */
export const leverBatchClosed = z.object({ closed: z.number().int(), positions: z.array(leverPosition) });
export type LeverBatchClosed = z.infer<typeof leverBatchClosed>;

export const proofTick = z.object({
  id: idOut,
  source: z.string(),
  /** ms since the epoch */
  time: epochMsOut,
  price: decimalOut,
});
export type ProofTick = z.infer<typeof proofTick>;

/** Everything a close was computed from, so the user can redo the sums (DESIGN.md section 1). */
export const leverProof = z.object({
  position: leverPosition,
  entry_tick: proofTick.nullable(),
  close_tick: proofTick.nullable(),
  maths: z.object({
    contract_size: decimalOut,
    qty: decimalOut,
    notional: decimalOut,
    leverage: z.number().int(),
    open_margin: decimalOut,
    margin_at_close: decimalOut,
    fee: decimalOut,
    overnight_fee: decimalOut,
    /** (close - entry) x qty for a long, the reverse for a short, before the profit cap. */
    raw_pnl: decimalOut.nullable(),
    settled_pnl: decimalOut.nullable(),
    /** The threshold this position was opened under (stored on it). */
    liquidation_risk_percent: decimalOut,
    risk_rate_at_close: decimalOut.nullable(),
    liquidation_price: decimalOut.nullable(),
    insurance_paid: decimalOut,
  }),
  /**
   * For a liquidation: the mark price it was decided and settled at (the close price), the window,
   * and every recorded tick in it (the median's inputs), so it can be recomputed. Null otherwise.
   */
  mark: z
    .object({
      price: decimalOut,
      window_ms: z.number().int(),
      ticks: z.array(proofTick),
    })
    .nullable(),
  /** The market's price from opening to closing (each minute's low and high), for the chart. */
  path: z.array(z.object({ time: epochMsOut, price: decimalOut })),
  /** The insurance fund's balance now, in the margin currency. */
  insurance_fund: decimalOut,
});
export type LeverProof = z.infer<typeof leverProof>;

/** The `lever` push: each open position's mark price, PnL and risk rate (at the mark) and the last price, in one market. */
export const leverLive = z.object({
  symbol: z.string(),
  positions: z.array(
    z.object({ id: idOut, mark_price: decimalOut, unrealised_pnl: decimalOut, risk_rate: decimalOut, last_price: decimalOut }),
  ),
});

/** A user's confirmation that they understand leverage above the cap. */
export const leverRiskConfirmation = z.object({ confirmed_at: isoTimeOut, leverage_cap: z.number().int() });
export type LeverRiskConfirmation = z.infer<typeof leverRiskConfirmation>;
export type LeverLive = z.infer<typeof leverLive>;

/** The lever endpoints (the route map, routes.ts). */
export const leverEndpoints = defineEndpoints('lever', {
  'POST /lever/deal': {
    // Visitors browse the futures screen too (issue 13): they get the terms with nothing available.
    auth: 'optional',
    input: leverDealInput,
    output: leverTerms,
    summary:
      "What the open form needs: available margin, leverage multiples and cap, lot limits, contract size, fees, spread, the feed's last and mark prices",
  },
  'POST /lever/submit': {
    auth: 'user',
    idempotent: true,
    input: leverSubmitInput,
    output: leverPosition,
    summary:
      'Open a position: share (lots), multiple, type 1 long | 2 short, status 1 market | 0 limit at target_price; optional take-profit and stop-loss',
  },
  'POST /lever/confirm_risk': {
    auth: 'user',
    input: leverConfirmRiskInput,
    output: leverRiskConfirmation,
    summary: 'Confirm, once, that you understand leveraged trading: leverage above the cap (lever/deal `leverage_cap`) needs it',
  },
  'POST /lever/dealall': {
    auth: 'user',
    output: leverSummary,
    summary: 'Every open position and delegated order with live PnL and risk rate, and the totals',
  },
  'POST /lever/close': {
    auth: 'user',
    input: leverIdInput,
    output: leverPosition,
    summary: "Close one of your positions at the feed's price (or cancel a delegated order)",
  },
  'POST /lever/cancel': {
    auth: 'user',
    input: leverIdInput,
    output: leverPosition,
    summary: 'Cancel one of your delegated (limit) orders; what it held is released',
  },
  'POST /lever/batch_close': {
    auth: 'user',
    input: leverBatchCloseInput,
    output: leverBatchClosed,
    summary: 'Close all your positions (type 0), only longs (1) or only shorts (2); optionally of one market',
  },
  'POST /lever/setstop': {
    auth: 'user',
    input: leverSetStopInput,
    output: leverPosition,
    summary: 'Set or clear take-profit and stop-loss on an open position or a delegated order (empty or 0 clears)',
  },
  'POST /lever/my_trade': {
    auth: 'user',
    input: leverMyTradeInput,
    output: pageOf(leverPosition),
    summary: 'Your positions by status: open, doing (delegated), closed, cancelled or history; 10 per page',
  },
  'GET /lever/proof': {
    auth: 'user',
    input: leverIdInput,
    output: leverProof,
    summary: "A position's proof: the recorded ticks it opened and closed at, the margin maths, the price path in between",
  },
});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const leverEvents = {
  /** One of the user's positions changed: opened, triggered, closed, cancelled, stops edited, overnight fee (private room). */
  'lever.position': leverPosition,
  /** Live mark price, PnL and risk rate of the user's open positions in one market (private room). */
  lever: leverLive,
} satisfies Record<string, z.ZodType>;
