/**
 * Named rounding for integer division. Every division on a money path names one of these, so the
 * direction of every lost fraction is a decision someone made, not an accident.
 *
 * - down:     toward zero            (truncate)
 * - up:       away from zero
 * - floor:    toward negative infinity
 * - ceil:     toward positive infinity
 * - halfUp:   nearest, ties away from zero
 * - halfEven: nearest, ties to the even neighbour (banker's rounding)
 */
export type Rounding = 'down' | 'up' | 'floor' | 'ceil' | 'halfUp' | 'halfEven';

export const ROUNDINGS: readonly Rounding[] = ['down', 'up', 'floor', 'ceil', 'halfUp', 'halfEven'];

const abs = (v: bigint): bigint => (v < 0n ? -v : v);

/** n / d rounded as named. d must not be zero. */
export function divRound(n: bigint, d: bigint, rounding: Rounding): bigint {
  if (d === 0n) throw new RangeError('division by zero');
  const q = n / d; // truncates toward zero
  const r = n % d;
  if (r === 0n) return q;
  const negative = n < 0n !== d < 0n;
  const awayFromZero = negative ? q - 1n : q + 1n;
  switch (rounding) {
    case 'down':
      return q;
    case 'up':
      return awayFromZero;
    case 'floor':
      return negative ? q - 1n : q;
    case 'ceil':
      return negative ? q : q + 1n;
    case 'halfUp':
    case 'halfEven': {
      const twice = abs(r) * 2n;
      const ad = abs(d);
      if (twice > ad) return awayFromZero;
      if (twice < ad) return q;
      if (rounding === 'halfUp') return awayFromZero;
      return q % 2n === 0n ? q : awayFromZero;
    }
  }
}

/** a * b / c rounded as named, with the full-precision product (no intermediate loss). */
export function mulDiv(a: bigint, b: bigint, c: bigint, rounding: Rounding): bigint {
  return divRound(a * b, c, rounding);
}
