import { formatUnits, parseUnits } from './units';
import { mulDiv, type Rounding } from './rounding';

/**
 * Rates (fees, spreads, payout ratios, yields) are integers in parts per million: 1% = 10,000 ppm,
 * 0.1% = 1,000 ppm. Integer ppm keeps rate maths exact and lets the unit travel in the name.
 */
export const PPM = 1_000_000n;

/** amount x ratePpm / 1e6, rounded as named. Fees use 'ceil' so the house never under-charges. */
export function applyRate(amountMinor: bigint, ratePpm: bigint, rounding: Rounding): bigint {
  return mulDiv(amountMinor, ratePpm, PPM, rounding);
}

/** '0.1' (a fraction, not a percentage) -> 100000 ppm. Up to 6 decimals. */
export function parseRatePpm(fraction: string): bigint {
  return parseUnits(fraction, 6);
}

/** 100000 ppm -> '0.1'. */
export function formatRatePpm(ratePpm: bigint): string {
  return formatUnits(ratePpm, 6);
}

/** 100000 ppm -> '10' (percent, for display). */
export function ratePpmToPercent(ratePpm: bigint): string {
  return formatUnits(ratePpm, 4);
}
