/**
 * The lock-up formulas, pure: the schedule of an order, its interest and the early-redemption
 * penalty (SPEC section 9). Roundings favour the treasury by less than one minor unit: interest is
 * rounded down, the penalty up.
 */
import { LOCK_DAY_MS } from '@bourse/contract';
import { formatUnits, PPM } from '@bourse/money';

/** Interest starts the day after the subscription (UTC) at the dividend time; it ends `days` days later. */
export function schedule(createdMs: number, dividendMinute: number, days: number): { startMs: number; endMs: number } {
  const dayStart = Math.floor(createdMs / LOCK_DAY_MS) * LOCK_DAY_MS;
  const startMs = dayStart + LOCK_DAY_MS + dividendMinute * 60_000;
  return { startMs, endMs: startMs + days * LOCK_DAY_MS };
}

/** Interest days complete at `nowMs` (each ends at start + k days), between 0 and the term. */
export function daysDue(startMs: number, days: number, nowMs: number): number {
  if (nowMs < startMs) return 0;
  return Math.min(days, Math.floor((nowMs - startMs) / LOCK_DAY_MS));
}

/** floor(amount x rate): one day's interest. */
export function dailyInterest(amount: bigint, ratePpm: number): bigint {
  return (amount * BigInt(ratePpm)) / PPM;
}

/** ceil(amount x ratio x remaining days), at most the amount: 1,000 at 0.4 % with 3 days left is 12. */
export function penaltyOf(amount: bigint, penaltyPpm: number, remainingDays: number): bigint {
  const raw = amount * BigInt(penaltyPpm) * BigInt(remainingDays);
  const p = (raw + PPM - 1n) / PPM;
  return p > amount ? amount : p;
}

/** A rate in parts per million as a percentage ('0.4'). */
export function percentOf(ppm: number): string {
  return formatUnits(BigInt(ppm), 4);
}

/** 'HH:MM' of minutes after midnight. */
export function clockTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

export const DAILY_INTEREST_FORMULA = 'daily_interest = floor(amount x interest_rate / 100)';
export const PENALTY_FORMULA = 'penalty = ceil(amount x penalty_rate / 100 x remaining_days), at most amount';
