/**
 * The whole rule of a seconds order, as pure functions of recorded prices and configured rates.
 * Nothing else decides a result: no person, no setting, no randomness (DESIGN.md section 1). The
 * server settles with these and the web previews a stake with the same roundings.
 */
import { applyRate } from '@bourse/money';

export type Side = 'rise' | 'fall';
export type Result = 'win' | 'tie' | 'loss';
export type Comparison = 'higher' | 'equal' | 'lower';

/** The rule as the proof states it. */
export const RULE_TEXT = 'rise: close > open wins, close < open loses; fall: close < open wins, close > open loses; close = open is a tie';

export function compare(openPrice: bigint, closePrice: bigint): Comparison {
  if (closePrice > openPrice) return 'higher';
  if (closePrice < openPrice) return 'lower';
  return 'equal';
}

export function decide(side: Side, openPrice: bigint, closePrice: bigint): Result {
  const c = compare(openPrice, closePrice);
  if (c === 'equal') return 'tie';
  return (c === 'higher') === (side === 'rise') ? 'win' : 'loss';
}

export interface StakeMaths {
  /** ceil(stake x fee_ppm / 1e6): rounding never under-charges. */
  feeMinor: bigint;
  /** floor(stake x payout_ppm / 1e6): rounding never over-promises; the house holds this while open. */
  profitMinor: bigint;
}

export function stakeMaths(stakeMinor: bigint, payoutPpm: number, feePpm: number): StakeMaths {
  return { feeMinor: applyRate(stakeMinor, BigInt(feePpm), 'ceil'), profitMinor: applyRate(stakeMinor, BigInt(payoutPpm), 'floor') };
}

/** Paid back to the user's micro book: stake x (1 + ratio) on a win, the stake on a tie, nothing on a loss. */
export function payoutOf(result: Result, stakeMinor: bigint, profitMinor: bigint): bigint {
  if (result === 'win') return stakeMinor + profitMinor;
  if (result === 'tie') return stakeMinor;
  return 0n;
}
