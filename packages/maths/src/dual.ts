/**
 * Dual investment's whole settlement rule, as pure functions of the order's terms and one recorded
 * price (issue 15, SPEC section 9; DESIGN.md section 1). The server settles with these, the web
 * previews a purchase with the same roundings, and a proof restates every input.
 *
 * k = 1 + days x APR / 365, with the APR in parts per million, so k is the exact fraction
 * (365e6 + days x aprPpm) / 365e6. The amount paid is `amount`:
 * - call (paid in the coin): price below the linked price pays amount x k in the coin, otherwise
 *   amount x linked price x k in USDT;
 * - put (paid in USDT): price above the linked price pays amount x k in USDT, otherwise
 *   amount / linked price x k in the coin.
 * Each payout is one exact product rounded down once to the payout asset's minor unit ("floor"):
 * the user gets at most one minor unit less than the exact figure, never more, so the house
 * never owes more than it held.
 */
import { mulDiv, PPM } from '@bourse/money';

export type DualType = 'call' | 'put';
/** The currency a settlement pays in. */
export type DualBranch = 'coin' | 'usdt';
export type DualComparison = 'below' | 'at' | 'above';

export const DUAL_DAYS_PER_YEAR = 365n;
/** The rule as a proof states it. */
export const DUAL_RULE_TEXT =
  'k = 1 + days x APR / 365; call: price < linked price pays amount x k in the coin, otherwise amount x linked price x k in USDT; ' +
  'put: price > linked price pays amount x k in USDT, otherwise amount / linked price x k in the coin; each payout rounded down to the minor unit';

/** An order's terms, in minor units and the market's price units. */
export interface DualTerms {
  type: DualType;
  /** What the user paid, in the pay asset's minor units (the coin for a call, USDT for a put). */
  amountMinor: bigint;
  /** The linked (strike) price in units of 10^-priceScale USDT per coin. */
  linkedPrice: bigint;
  priceScale: number;
  aprPpm: bigint;
  days: bigint;
  coinScale: number;
  usdtScale: number;
}

/** Both possible payouts of an order, fixed when it is bought. */
export interface DualOutcomes {
  coinMinor: bigint;
  usdtMinor: bigint;
}

/** k as an exact fraction. */
export function kFraction(aprPpm: bigint, days: bigint): { num: bigint; den: bigint } {
  const den = DUAL_DAYS_PER_YEAR * PPM;
  return { num: den + days * aprPpm, den };
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** The two payouts an order can end with, each rounded down once. */
export function dualOutcomes(t: DualTerms): DualOutcomes {
  if (t.linkedPrice <= 0n) throw new RangeError('linked price must be positive');
  const k = kFraction(t.aprPpm, t.days);
  const A = t.amountMinor;
  if (t.type === 'call') {
    // amount (coin minor) x price (USDT per coin, 10^-ps) x k, in USDT minor: x 10^qs / (10^cs x 10^ps).
    return {
      coinMinor: mulDiv(A, k.num, k.den, 'floor'),
      usdtMinor: mulDiv(A * t.linkedPrice * pow10(t.usdtScale), k.num, pow10(t.coinScale + t.priceScale) * k.den, 'floor'),
    };
  }
  // amount (USDT minor) / price x k, in coin minor: x 10^cs x 10^ps / (10^qs x price).
  return {
    usdtMinor: mulDiv(A, k.num, k.den, 'floor'),
    coinMinor: mulDiv(A * pow10(t.coinScale + t.priceScale), k.num, pow10(t.usdtScale) * t.linkedPrice * k.den, 'floor'),
  };
}

/**
 * What the treasury must hold at purchase so that either payout can be made: per asset, the payout
 * in it less what the user's own payment (held in that asset) already covers.
 */
export function treasuryNeed(type: DualType, amountMinor: bigint, outcomes: DualOutcomes): DualOutcomes {
  return type === 'call'
    ? { coinMinor: outcomes.coinMinor - amountMinor, usdtMinor: outcomes.usdtMinor }
    : { coinMinor: outcomes.coinMinor, usdtMinor: outcomes.usdtMinor - amountMinor };
}

/** The settlement price against the linked price, across price scales (both in 10^-scale units). */
export function compareToLinked(price: bigint, priceScale: number, linked: bigint, linkedScale: number): DualComparison {
  const a = price * pow10(linkedScale);
  const b = linked * pow10(priceScale);
  return a < b ? 'below' : a > b ? 'above' : 'at';
}

/** Which currency pays: a call pays the coin only below the linked price, a put pays USDT only above it. */
export function dualBranch(type: DualType, comparison: DualComparison): DualBranch {
  if (type === 'call') return comparison === 'below' ? 'coin' : 'usdt';
  return comparison === 'above' ? 'usdt' : 'coin';
}

/** The asset the user pays with: the coin for a call (sell high), USDT for a put (buy low). */
export function payBranch(type: DualType): DualBranch {
  return type === 'call' ? 'coin' : 'usdt';
}
