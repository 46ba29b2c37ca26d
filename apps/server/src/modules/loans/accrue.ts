/**
 * Hourly interest, exactly once per hour. A loan's hour n ends at created_at + n hours; whatever
 * runs (the keeper's pass on the clock, a repayment, a pledge, a liquidation) first accrues every
 * ended hour not yet accrued, under the loan's row lock, in one guarded statement plus one row per
 * hour (primary key (loan, hour)). The amount per hour is one hour's interest on the principal
 * outstanding, which only actions change, and each action accrues first: so the hours missed while
 * the server was down are accrued at the next start at the rate that applied to them.
 */
import { LOAN_HOUR_MS } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { hourlyInterest } from '@bourse/maths/loans';
import { accrueHours, loanById, type LoanRow } from './store';

/** Whole hours ended since the loan was taken, at `now`. */
export function hoursEnded(r: LoanRow, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - r.created_at.getTime()) / LOAN_HOUR_MS));
}

/** Accrue the ended hours of a locked open loan; returns the row as it is after. */
export async function accrueDue(ex: Executor, r: LoanRow, now: Date): Promise<LoanRow> {
  if (r.status !== 'open') return r;
  const due = hoursEnded(r, now);
  if (due <= r.hours_accrued) return r;
  const perHour = hourlyInterest(BigInt(r.principal_outstanding), BigInt(r.apr_ppm));
  await accrueHours(ex, r, due, perHour);
  return (await loanById(ex, r.id))!;
}
