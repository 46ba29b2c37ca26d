/** Properties of the allocation rule: the whole issuance when oversubscribed, never above an ask, costs and refunds exact. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, costOf } from './maths';

const asks = fc.array(fc.bigInt({ min: 1n, max: 10n ** 12n }), { minLength: 1, maxLength: 40 });

describe('allocate', () => {
  it('gives every ask in full when the issuance covers them', () => {
    fc.assert(
      fc.property(asks, fc.bigInt({ min: 0n, max: 10n ** 6n }), (amounts, spare) => {
        const total = amounts.reduce((s, a) => s + a, 0n);
        const shares = allocate(
          amounts.map((amount, i) => ({ id: i + 1, amount })),
          total + spare,
        );
        expect(shares.map((s) => s.proRata + s.remainder)).toEqual(amounts);
      }),
    );
  });

  it('allocates exactly the issuance when oversubscribed, within one unit of pro rata, never above an ask, the remainder to the earliest', () => {
    fc.assert(
      fc.property(asks, fc.integer({ min: 1, max: 1000 }), (amounts, ppm) => {
        const total = amounts.reduce((s, a) => s + a, 0n);
        const issuance = (total * BigInt(ppm)) / 1001n;
        if (issuance === 0n) return;
        const shares = allocate(
          amounts.map((amount, i) => ({ id: i + 1, amount })),
          issuance,
        );
        expect(shares.reduce((s, x) => s + x.proRata + x.remainder, 0n)).toBe(issuance);
        shares.forEach((s, i) => {
          expect(s.proRata).toBe((amounts[i]! * issuance) / total);
          expect(s.proRata + s.remainder).toBeLessThanOrEqual(amounts[i]!);
        });
        const firstZero = shares.findIndex((s) => s.remainder === 0n);
        if (firstZero >= 0) expect(shares.slice(firstZero).every((s) => s.remainder === 0n)).toBe(true);
      }),
    );
  });
});

describe('costOf', () => {
  it('rounds up, so costs plus refunds are the payments exactly and nobody pays below the price', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.integer({ min: 0, max: 18 }),
        (a, p, scale) => {
          const cost = costOf(a, p, scale);
          expect(cost * 10n ** BigInt(scale)).toBeGreaterThanOrEqual(a * p);
          expect((cost - 1n) * 10n ** BigInt(scale)).toBeLessThan(a * p);
        },
      ),
    );
  });
});
