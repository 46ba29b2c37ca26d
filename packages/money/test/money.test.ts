import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyRate,
  divRound,
  formatUnits,
  isCanonical,
  MAX_MINOR,
  mulDiv,
  parseUnits,
  rescale,
  ROUNDINGS,
  toSafeCount,
  type Rounding,
} from '../src/index';

describe('parseUnits', () => {
  it.each([
    ['0', 8, 0n],
    ['1', 8, 100000000n],
    ['1.5', 8, 150000000n],
    ['0.00000001', 8, 1n],
    ['1.50000000', 8, 150000000n],
    ['1.500000000000', 8, 150000000n],
    ['007.1', 2, 710n],
    ['123456789.123456', 6, 123456789123456n],
  ])('%s at scale %i is %s', (text, scale, expected) => {
    expect(parseUnits(text, scale)).toBe(expected);
  });

  it.each([
    ['', 'AMOUNT_MALFORMED'],
    [' 1', 'AMOUNT_MALFORMED'],
    ['1 ', 'AMOUNT_MALFORMED'],
    ['+1', 'AMOUNT_MALFORMED'],
    ['.5', 'AMOUNT_MALFORMED'],
    ['5.', 'AMOUNT_MALFORMED'],
    ['1e5', 'AMOUNT_MALFORMED'],
    ['0x10', 'AMOUNT_MALFORMED'],
    ['1,000', 'AMOUNT_MALFORMED'],
    ['NaN', 'AMOUNT_MALFORMED'],
    ['Infinity', 'AMOUNT_MALFORMED'],
    ['١', 'AMOUNT_MALFORMED'],
    ['-1', 'AMOUNT_NEGATIVE'],
    ['-0', 'AMOUNT_NEGATIVE'],
    ['0.000000001', 'AMOUNT_TOO_PRECISE'],
    ['1'.repeat(40), 'AMOUNT_TOO_LARGE'],
    ['1'.repeat(32), 'AMOUNT_TOO_LARGE'],
  ])('rejects %j with %s', (text, code) => {
    expect(() => parseUnits(text, 8)).toThrow(expect.objectContaining({ code }));
  });

  it('says at which scale an amount was too precise', () => {
    expect(() => parseUnits('1.0000001', 6)).toThrow(expect.objectContaining({ code: 'AMOUNT_TOO_PRECISE', scale: 6 }));
  });

  it('rejects a non-string', () => {
    expect(() => parseUnits(1 as unknown as string, 8)).toThrow(expect.objectContaining({ code: 'AMOUNT_MALFORMED' }));
  });

  it('accepts negatives only when asked', () => {
    expect(parseUnits('-1.25', 2, { allowNegative: true })).toBe(-125n);
  });

  it('rejects zero when asked', () => {
    expect(() => parseUnits('0.00', 2, { allowZero: false })).toThrow(expect.objectContaining({ code: 'AMOUNT_ZERO' }));
  });

  it('accepts the largest storable value and not one more', () => {
    expect(parseUnits('9'.repeat(31) + '.' + '9'.repeat(8), 8)).toBe(MAX_MINOR);
  });
});

describe('formatUnits', () => {
  it.each([
    [0n, 8, '0'],
    [1n, 8, '0.00000001'],
    [150000000n, 8, '1.5'],
    [-150n, 2, '-1.5'],
    [100n, 2, '1'],
    [5n, 0, '5'],
  ])('%s at scale %i is %s', (minor, scale, text) => {
    expect(formatUnits(minor, scale)).toBe(text);
  });

  it('fixed digits pad and round down by default', () => {
    expect(formatUnits(150000000n, 8, { fixed: 2 })).toBe('1.50');
    expect(formatUnits(199999999n, 8, { fixed: 2 })).toBe('1.99');
    expect(formatUnits(199999999n, 8, { fixed: 2, rounding: 'halfUp' })).toBe('2.00');
    expect(formatUnits(15n, 1, { fixed: 3 })).toBe('1.500');
  });

  it('format(parse(x)) == x for canonical strings (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -MAX_MINOR, max: MAX_MINOR }), fc.integer({ min: 0, max: 18 }), (minor, scale) => {
        const canonical = formatUnits(minor, scale);
        expect(isCanonical(canonical, scale)).toBe(true);
        expect(parseUnits(canonical, scale, { allowNegative: true })).toBe(minor);
        expect(formatUnits(parseUnits(canonical, scale, { allowNegative: true }), scale)).toBe(canonical);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('divRound', () => {
  const table: Array<[bigint, bigint, Record<Rounding, bigint>]> = [
    [7n, 2n, { down: 3n, up: 4n, floor: 3n, ceil: 4n, halfUp: 4n, halfEven: 4n }],
    [5n, 2n, { down: 2n, up: 3n, floor: 2n, ceil: 3n, halfUp: 3n, halfEven: 2n }],
    [-7n, 2n, { down: -3n, up: -4n, floor: -4n, ceil: -3n, halfUp: -4n, halfEven: -4n }],
    [-5n, 2n, { down: -2n, up: -3n, floor: -3n, ceil: -2n, halfUp: -3n, halfEven: -2n }],
    [10n, 3n, { down: 3n, up: 4n, floor: 3n, ceil: 4n, halfUp: 3n, halfEven: 3n }],
    [11n, 3n, { down: 3n, up: 4n, floor: 3n, ceil: 4n, halfUp: 4n, halfEven: 4n }],
    [6n, 3n, { down: 2n, up: 2n, floor: 2n, ceil: 2n, halfUp: 2n, halfEven: 2n }],
    [7n, -2n, { down: -3n, up: -4n, floor: -4n, ceil: -3n, halfUp: -4n, halfEven: -4n }],
  ];
  it.each(table)('%s / %s', (n, d, expected) => {
    for (const r of ROUNDINGS) expect(divRound(n, d, r)).toBe(expected[r]);
  });

  it('refuses division by zero', () => {
    expect(() => divRound(1n, 0n, 'down')).toThrow(RangeError);
  });

  it('rounds in the named direction and by less than one unit (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.boolean(),
        (n, dAbs, flip) => {
          const d = flip ? -dAbs : dAbs;
          const exactTimesD = n; // q*d compared with n avoids fractions
          const lower = divRound(n, d, 'floor');
          const upper = divRound(n, d, 'ceil');
          // floor <= n/d <= ceil, and they differ by at most one
          expect(upper - lower === 0n || upper - lower === 1n).toBe(true);
          if (d > 0n) {
            expect(lower * d <= exactTimesD).toBe(true);
            expect(upper * d >= exactTimesD).toBe(true);
          } else {
            expect(lower * d >= exactTimesD).toBe(true);
            expect(upper * d <= exactTimesD).toBe(true);
          }
          const down = divRound(n, d, 'down');
          const up = divRound(n, d, 'up');
          const abs = (v: bigint) => (v < 0n ? -v : v);
          expect(abs(down) <= abs(up)).toBe(true);
          for (const r of ['halfUp', 'halfEven'] as const) {
            const v = divRound(n, d, r);
            expect(v === lower || v === upper).toBe(true);
            // nearest: |v*d - n| * 2 <= |d|
            expect(abs(v * d - n) * 2n <= abs(d)).toBe(true);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('mulDiv, rescale and rates', () => {
  it('multiplies before dividing', () => {
    // 0.5 BTC at 65000.12 USDT with qty scale 8, price scale 2, quote scale 6
    const qty = 50000000n;
    const price = 6500012n;
    expect(mulDiv(qty, price, 10n ** 4n, 'floor')).toBe(32500060000n);
  });

  it('rescales with named rounding', () => {
    expect(rescale(123456789n, 8, 6, 'down')).toBe(1234567n);
    expect(rescale(123456789n, 8, 6, 'up')).toBe(1234568n);
    expect(rescale(12n, 2, 4, 'down')).toBe(1200n);
  });

  it('applies a ppm rate and rounds fees up', () => {
    expect(applyRate(1000n, 1000n, 'ceil')).toBe(1n); // 0.1% of 1000 = 1
    expect(applyRate(1001n, 1000n, 'ceil')).toBe(2n); // 1.001 -> 2
    expect(applyRate(1001n, 1000n, 'floor')).toBe(1n);
  });
});

describe('parseUnitsRounded', () => {
  it('rounds extra digits as named and keeps the grammar strict', async () => {
    const { parseUnitsRounded } = await import('../src/index');
    expect(parseUnitsRounded('65000.015', 2, 'halfUp')).toBe(6500002n);
    expect(parseUnitsRounded('65000.015', 2, 'down')).toBe(6500001n);
    expect(parseUnitsRounded('0.55', 4, 'halfUp')).toBe(5500n);
    expect(() => parseUnitsRounded('1e5', 2, 'halfUp')).toThrow();
  });
});

describe('toSafeCount', () => {
  it('gives an exact number for a whole count and refuses one a number cannot hold', () => {
    expect(toSafeCount(6_600_000n)).toBe(6_600_000);
    expect(toSafeCount(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toSafeCount(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(/beyond an exact number/);
  });
});
