/**
 * Integer division with a named rounding, and rates between parts per million and percent: the
 * small maths every product and screen shares (DESIGN.md section 4). Pure: no float touches a
 * rate or an amount.
 */
import { divRound, PPM, ratePpmToPercent } from '@bourse/money';

export { PPM };

/** a / b rounded towards +infinity (money's `divRound` with 'ceil'); b must be positive. */
export function ceilDiv(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new Error('divisor must be positive');
  return divRound(a, b, 'ceil');
}

/** Percentages on the wire carry up to 4 decimals: percent x 10^4 = parts per million. */
export const PERCENT_SCALE = 4;

/** 2000 ppm -> '0.2' (percent). A whole number of ppm from a form or a setting. */
export function ppmToPercent(ppm: number | bigint): string {
  return ratePpmToPercent(typeof ppm === 'bigint' ? ppm : BigInt(Math.trunc(ppm)));
}
