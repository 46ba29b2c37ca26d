/**
 * Leveraged futures (SPEC section 7, "Leverage"; issue 7). Positions are taken against the platform
 * at the feed's price, margined in USDT in the lever book. Prices and money are decimal strings.
 */
import { z } from 'zod';
import { int, page } from './rules';
import { defineEndpoints } from './endpoint';

/** 1 / long and 2 / short, as the template's `type`. */
const direction = z
  .union([z.string(), z.number()], { error: 'INVALID_PARAMETER' })
  .transform((v) => ({ '1': 'long', long: 'long', '2': 'short', short: 'short' })[String(v).toLowerCase()] ?? '')
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
    .transform((v) => ({ '0': 'all', '1': 'long', '2': 'short', all: 'all', long: 'long', short: 'short' })[String(v)] as 'all' | 'long' | 'short'),
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
    .transform((v) => (({ '0': 'doing', '1': 'open', '2': 'history' }) as Record<string, (typeof LEVER_LIST_STATUS)[number]>)[String(v)] ?? (v as (typeof LEVER_LIST_STATUS)[number]))
    .optional(),
  limit: int({ min: 1, max: 50 }).optional(),
});

/** What the open form needs for one market. */
export interface LeverTerms {
  currency_id: number;
  legal_id: number;
  symbol: string;
  /** The settlement coin (USDT) and what the user has available for margin in the lever book. */
  margin_currency: string;
  /** Decimals of the margin coin and of the market's prices, so a client's estimates round as the server does. */
  margin_scale: number;
  price_scale: number;
  available: string;
  multiples: number[];
  min_lots: number;
  max_lots: number;
  /** How much of the base coin one lot is. */
  contract_size: string;
  fee_percent: string;
  overnight_percent: string;
  /** When the overnight fee is charged each day, "HH:MM" in UTC. */
  overnight_time: string;
  /** A position is liquidated when its risk rate falls to this percentage. */
  liquidation_risk_percent: string;
  /** Added to the feed's price for a long and taken off for a short on opening. "0" unless configured. */
  spread: string;
  /** The feed's last price and its time (ms); null if there is none. */
  price: string | null;
  price_time: number | null;
}

export interface LeverPosition {
  id: number;
  symbol: string;
  currency_id: number;
  side: 'long' | 'short';
  kind: 'market' | 'limit';
  status: 'doing' | 'open' | 'closed' | 'cancelled';
  lots: number;
  /** Base quantity: lots x contract size. */
  qty: string;
  leverage: number;
  limit_price: string | null;
  entry_price: string | null;
  spread: string;
  /** Margin backing the position now (overnight fees may draw on it) and what opened it. */
  margin: string;
  open_margin: string;
  fee: string;
  overnight_fee: string;
  target_profit_price: string | null;
  stop_loss_price: string | null;
  liquidation_price: string | null;
  /** A long closes automatically here: its profit is capped at its notional (the house's reserve). */
  cap_price: string | null;
  /** For an open position: the feed's price now, the unrealised PnL and the risk rate (%). */
  mark_price: string | null;
  unrealised_pnl: string | null;
  risk_rate: string | null;
  close_price: string | null;
  close_reason: 'user' | 'tp' | 'sl' | 'liquidation' | 'cap' | 'cancelled' | 'capacity' | 'insufficient' | null;
  /** What the close paid (positive) or took (negative), after margin; fees are separate. */
  pnl: string | null;
  insurance_paid: string;
  created_at: string;
  opened_at: string | null;
  closed_at: string | null;
}

export interface LeverSummary {
  margin_currency: string;
  available: string;
  positions: LeverPosition[];
  doing: LeverPosition[];
  total_margin: string;
  total_unrealised_pnl: string;
  /** Margin plus unrealised PnL over margin, across open positions (%); null with none open. */
  risk_rate: string | null;
}

export interface ProofTick {
  id: number;
  source: string;
  /** ms since the epoch */
  time: number;
  price: string;
}

/** Everything a close was computed from, so the user can redo the sums (DESIGN.md section 1). */
export interface LeverProof {
  position: LeverPosition;
  entry_tick: ProofTick | null;
  close_tick: ProofTick | null;
  maths: {
    contract_size: string;
    qty: string;
    notional: string;
    leverage: number;
    open_margin: string;
    margin_at_close: string;
    fee: string;
    overnight_fee: string;
    /** (close - entry) x qty for a long, the reverse for a short, before the profit cap. */
    raw_pnl: string | null;
    settled_pnl: string | null;
    liquidation_risk_percent: string;
    risk_rate_at_close: string | null;
    liquidation_price: string | null;
    insurance_paid: string;
  };
  /** The market's price from opening to closing (each minute's low and high), for the chart. */
  path: Array<{ time: number; price: string }>;
  /** The insurance fund's balance now, in the margin currency. */
  insurance_fund: string;
}

/** The lever endpoints (the route map, routes.ts). */
export const leverEndpoints = defineEndpoints('lever', {});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const leverEvents = {
  // PLACEHOLDER until the lever conversion: replace with zod schemas.
  'lever.position': z.custom<unknown>(),
  lever: z.custom<unknown>(),
} satisfies Record<string, z.ZodType>;
