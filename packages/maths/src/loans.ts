/**
 * Crypto-collateralised loans (issue 19): the maths the server settles with and the borrow form
 * previews with, so the numbers a user confirms are the numbers the ledger moves. Amounts are
 * minor units (bigint), prices are integers in units of 10^-priceScale USDT, ratios are parts per
 * million. Every division names its rounding, always in the lender's favour by at most one unit:
 * interest and LTV round up, collateral value and the borrowing limit round down.
 */
import { divRound } from '@bourse/money';

export const LOAN_PPM = 1_000_000n;
export const HOURS_PER_YEAR = 8_760n;

/** Scales of one collateral market: collateral asset, the loan asset (USDT) and the price. */
export interface LoanScales {
  collateralScale: number;
  loanScale: number;
  priceScale: number;
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** One hour's interest on what is owed: outstanding x APR / 8,760, rounded up. */
export function hourlyInterest(outstandingMinor: bigint, aprPpm: bigint): bigint {
  if (outstandingMinor <= 0n) return 0n;
  return divRound(outstandingMinor * aprPpm, LOAN_PPM * HOURS_PER_YEAR, 'ceil');
}

/** The collateral's worth in the loan asset at a price, rounded down. */
export function collateralValue(collateralMinor: bigint, price: bigint, s: LoanScales): bigint {
  return divRound(collateralMinor * price * pow10(s.loanScale), pow10(s.collateralScale + s.priceScale), 'floor');
}

/** Loan-to-value in ppm: debt / collateral value, rounded up; null when the collateral is worth nothing. */
export function ltvPpm(debtMinor: bigint, valueMinor: bigint): bigint | null {
  if (valueMinor <= 0n) return null;
  return divRound(debtMinor * LOAN_PPM, valueMinor, 'ceil');
}

/** The most that may be owed against a collateral value at an LTV: value x LTV, rounded down. */
export function maxDebt(valueMinor: bigint, ltv: bigint): bigint {
  return divRound(valueMinor * ltv, LOAN_PPM, 'floor');
}

/**
 * The price at or below which the loan reaches an LTV (the liquidation price for the liquidation
 * LTV): debt / (collateral x LTV), in price units, rounded up so the shown price is never below
 * the one that triggers. Null without collateral.
 */
export function priceAtLtv(debtMinor: bigint, collateralMinor: bigint, ltv: bigint, s: LoanScales): bigint | null {
  if (collateralMinor <= 0n || ltv <= 0n) return null;
  return divRound(debtMinor * LOAN_PPM * pow10(s.collateralScale + s.priceScale), ltv * collateralMinor * pow10(s.loanScale), 'ceil');
}

export interface Liquidation {
  /** The collateral's worth at the liquidation price. */
  valueMinor: bigint;
  /** Collateral the pool takes: the debt's worth at the price, rounded up, at most all of it. */
  seizedMinor: bigint;
  /** Collateral returned to the borrower. */
  surplusMinor: bigint;
  /** Debt the collateral did not cover (the pool's loss; 0 in the normal case). */
  shortfallMinor: bigint;
}

/** Liquidation at a price: the pool takes the collateral worth the debt, the rest goes back to the user. */
export function liquidate(debtMinor: bigint, collateralMinor: bigint, price: bigint, s: LoanScales): Liquidation {
  const valueMinor = collateralValue(collateralMinor, price, s);
  const need =
    price > 0n ? divRound(debtMinor * pow10(s.collateralScale + s.priceScale), price * pow10(s.loanScale), 'ceil') : collateralMinor;
  const seizedMinor = need < collateralMinor ? need : collateralMinor;
  const covered = seizedMinor === collateralMinor ? valueMinor : debtMinor;
  const shortfallMinor = debtMinor > covered ? debtMinor - covered : 0n;
  return { valueMinor, seizedMinor, surplusMinor: collateralMinor - seizedMinor, shortfallMinor };
}
