/**
 * Crypto-collateralised loans (SPEC section 2 `common/borrowing`, the home's borrowing and
 * repayment shortcuts; issue 19). A user borrows USDT against BTC or ETH held on their spot book,
 * up to the collateral's initial loan-to-value, from the funded lending pool (the treasury's
 * `loans` book; a loan the pool cannot fund is refused). Interest accrues once per whole hour at a
 * stated annual rate; repay partly or fully at any time; add collateral. At the margin-call LTV the
 * user is warned (socket and a message); at the liquidation LTV, from the feed's mark price, the
 * pool takes the collateral worth the debt and returns the rest, with a proof. Money and prices are
 * decimal strings, ratios percent strings, times unix milliseconds.
 */
import { z } from 'zod';
import { amountText, int, page } from './rules';
import { defineEndpoints } from './endpoint';
import { decimalOut, epochMsOut, idOut, pageOf } from './wire';

/** What is lent: one stablecoin. */
export const LOAN_ASSET = 'USDT';
export const LOAN_COLLATERALS = ['BTC', 'ETH'] as const;
export type LoanCollateral = (typeof LOAN_COLLATERALS)[number];

/** A collateral's stated terms, in parts per million (650000 = 65 %). */
export interface LoanTerms {
  aprPpm: number;
  initialLtvPpm: number;
  marginCallLtvPpm: number;
  liquidationLtvPpm: number;
}

/**
 * The stated terms per collateral (server code, never the client's): BTC lends up to 65 % of its
 * value at 8 % a year, warns at 80 % and liquidates at 90 %; ETH, more volatile, 60 / 78 / 88 % at 9 %.
 */
export const LOAN_TERMS: Readonly<Record<LoanCollateral, LoanTerms>> = {
  BTC: { aprPpm: 80_000, initialLtvPpm: 650_000, marginCallLtvPpm: 800_000, liquidationLtvPpm: 900_000 },
  ETH: { aprPpm: 90_000, initialLtvPpm: 600_000, marginCallLtvPpm: 780_000, liquidationLtvPpm: 880_000 },
};
/** The smallest loan, in USDT. */
export const LOAN_MIN_AMOUNT = '50';
/** Interest accrues once per whole hour since the loan was taken. */
export const LOAN_HOUR_MS = 3_600_000;
/** How often the accrual pass looks for hours that ended (one indexed read when none did). */
export const LOAN_ACCRUE_INTERVAL_MS = 10_000;
export const LOAN_PAGE_SIZE = 10;

const collateral = z
  .string({ error: 'LOAN_COLLATERAL_UNSUPPORTED' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v): v is LoanCollateral => (LOAN_COLLATERALS as readonly string[]).includes(v), 'LOAN_COLLATERAL_UNSUPPORTED')
  .transform((v) => v as LoanCollateral);
const loanId = int({ min: 1, error: 'LOAN_NOT_FOUND' });

export const loanBorrowInput = z.strictObject({
  collateral,
  /** Collateral to pledge from the spot book. */
  collateral_amount: amountText,
  /** USDT to borrow, credited to the spot book. */
  amount: amountText,
});
export const loanRepayInput = z.strictObject({
  id: loanId,
  /** USDT to repay from the spot book: interest first, then principal. Above the debt, only the debt is taken. */
  amount: amountText,
});
export const loanCollateralInput = z.strictObject({ id: loanId, amount: amountText });
export const loanIdInput = z.strictObject({ id: loanId });
export const loanListInput = z.strictObject({
  status: z.enum(['open', 'closed', 'all'], { error: 'INVALID_PARAMETER' }).optional(),
  page,
  limit: int({ min: 1, max: 50 }).optional(),
});

// ---- outputs -------------------------------------------------------------------------------------

export const LOAN_STATUSES = ['open', 'repaid', 'liquidated'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

const termsOut = z.object({
  collateral: z.string(),
  collateral_scale: z.number().int(),
  price_scale: z.number().int(),
  apr_percent: decimalOut,
  initial_ltv_percent: decimalOut,
  margin_call_ltv_percent: decimalOut,
  liquidation_ltv_percent: decimalOut,
  /** The mark price now (median of the last recorded ticks); null before the feed has one. */
  price: decimalOut.nullable(),
  /** The caller's available spot balance of the collateral; null without a session. */
  balance: decimalOut.nullable(),
  terms: z.object({
    apr_ppm: z.number().int(),
    initial_ltv_ppm: z.number().int(),
    margin_call_ltv_ppm: z.number().int(),
    liquidation_ltv_ppm: z.number().int(),
  }),
});
export type LoanTermsView = z.infer<typeof termsOut>;

export const loanMarket = z.object({
  asset: z.string(),
  asset_scale: z.number().int(),
  min_amount: decimalOut,
  /** What the pool can lend now. */
  pool_available: decimalOut,
  /** The caller's available spot USDT (repayments come from it); null without a session. */
  asset_balance: decimalOut.nullable(),
  collaterals: z.array(termsOut),
});
export type LoanMarket = z.infer<typeof loanMarket>;

export const loan = z.object({
  id: idOut,
  asset: z.string(),
  collateral: z.string(),
  collateral_amount: decimalOut,
  /** Borrowed at the start. */
  principal: decimalOut,
  /** Principal not yet repaid. */
  principal_outstanding: decimalOut,
  /** Interest accrued and not yet repaid. */
  interest_outstanding: decimalOut,
  /** Interest accrued over the loan's life. */
  interest_total: decimalOut,
  /** principal_outstanding + interest_outstanding: what repays the loan now. */
  debt: decimalOut,
  apr_percent: decimalOut,
  initial_ltv_percent: decimalOut,
  margin_call_ltv_percent: decimalOut,
  liquidation_ltv_percent: decimalOut,
  /** LTV at the mark price now (null without a price, or once closed). */
  ltv_percent: decimalOut.nullable(),
  price: decimalOut.nullable(),
  /** The mark price at or below which the loan is liquidated (null once closed). */
  liquidation_price: decimalOut.nullable(),
  /** Whole hours of interest accrued so far, and when the next one is added. */
  hours_accrued: z.number().int(),
  next_accrual_at: epochMsOut.nullable(),
  /** One hour's interest on what is owed now. */
  hourly_interest: decimalOut,
  /** A margin call is standing (the LTV reached the margin-call LTV and has not come back below it). */
  margin_call: z.boolean(),
  status: z.enum(LOAN_STATUSES),
  created_at: epochMsOut,
  closed_at: epochMsOut.nullable(),
});
export type Loan = z.infer<typeof loan>;

export const LOAN_EVENT_KINDS = ['borrow', 'repay', 'add_collateral', 'margin_call', 'liquidation'] as const;
export const loanEvent = z.object({
  id: idOut,
  kind: z.enum(LOAN_EVENT_KINDS),
  /** USDT for borrow and repay, the collateral for add_collateral; null otherwise. */
  amount: decimalOut.nullable(),
  currency: z.string().nullable(),
  /** For a repayment: the part that paid interest and the part that paid principal. */
  interest_part: decimalOut.nullable(),
  principal_part: decimalOut.nullable(),
  ltv_percent: decimalOut.nullable(),
  at: epochMsOut,
});
export type LoanEvent = z.infer<typeof loanEvent>;

const proofTick = z.object({ id: idOut, source: z.string(), time: epochMsOut, price: decimalOut });
export const loanProof = z.object({
  /** The mark price: the median of these recorded ticks over its window. */
  mark_price: decimalOut,
  window_ms: z.number().int(),
  ticks: z.array(proofTick),
  debt: decimalOut,
  collateral_amount: decimalOut,
  collateral_value: decimalOut,
  ltv_percent: decimalOut,
  liquidation_ltv_percent: decimalOut,
  /** Collateral the pool took: debt / mark price, rounded up, at most all of it. */
  seized: decimalOut,
  /** Collateral returned to the user. */
  surplus: decimalOut,
  /** Debt the collateral did not cover, borne by the pool. */
  shortfall: decimalOut,
  formula: z.string(),
});
export type LoanProof = z.infer<typeof loanProof>;

export const loanDetail = z.object({
  loan,
  events: z.array(loanEvent),
  proof: loanProof.nullable(),
});
export type LoanDetail = z.infer<typeof loanDetail>;

/** The console's view of the pool: what it holds, what is lent out and what backs it. */
export const loanPoolOverview = z.object({
  asset: z.string(),
  pool_available: decimalOut,
  principal_outstanding: decimalOut,
  interest_outstanding: decimalOut,
  interest_collected: decimalOut,
  open_loans: z.number().int(),
  margin_calls: z.number().int(),
  liquidated_loans: z.number().int(),
  /** Collateral seized by liquidations and held by the pool, and the open loans' collateral (on users' books). */
  collateral: z.array(z.object({ currency: z.string(), pledged: decimalOut, pool_held: decimalOut, price: decimalOut.nullable() })),
  loans: z.array(loan.extend({ user_id: idOut })),
});
export type LoanPoolOverview = z.infer<typeof loanPoolOverview>;

export const loansEndpoints = defineEndpoints('loans', {
  'GET /loans/market': {
    auth: 'optional',
    output: loanMarket,
    summary:
      'The loan terms per collateral (APR, initial, margin-call and liquidation LTV), mark prices, what the pool can lend and, signed in, your balances',
  },
  'POST /loans/borrow': {
    auth: 'user',
    idempotent: true,
    input: loanBorrowInput,
    output: loan,
    summary: 'Borrow USDT against BTC or ETH from your spot book, up to the initial LTV, if the pool can fund it',
  },
  'GET /loans/list': {
    auth: 'user',
    input: loanListInput,
    output: pageOf(loan),
    summary: 'Your loans, newest first: open, closed (repaid or liquidated) or all',
  },
  'GET /loans/detail': {
    auth: 'user',
    input: loanIdInput,
    output: loanDetail,
    summary: 'One of your loans with its history and, if liquidated, the proof (ticks and maths)',
  },
  'POST /loans/repay': {
    auth: 'user',
    idempotent: true,
    input: loanRepayInput,
    output: loan,
    summary: 'Repay part or all of a loan from your spot USDT (interest first); repaid in full, the collateral is released',
  },
  'POST /loans/add_collateral': {
    auth: 'user',
    idempotent: true,
    input: loanCollateralInput,
    output: loan,
    summary: 'Pledge more collateral from your spot book to lower the LTV',
  },
  'GET /operator/loans/overview': {
    auth: 'operator',
    roles: ['finance', 'auditor'],
    output: loanPoolOverview,
    summary: 'The lending pool: its cover, what is lent out, accrued interest, collateral and the open loans (read only)',
  },
});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const loansEvents = {
  /** One of the user's loans changed: borrowed, repaid, collateral added, interest accrued, liquidated (`user:<id>`). */
  loan,
  /** A loan reached its margin-call LTV: add collateral or repay before it reaches the liquidation LTV. */
  loan_margin_call: z.object({ id: idOut, collateral: z.string(), ltv_percent: decimalOut, liquidation_price: decimalOut.nullable() }),
} satisfies Record<string, z.ZodType>;
