/**
 * Property tests of the loans and OTC formulas (issue 19): a liquidation takes exactly the debt's
 * worth (never a unit more than rounding needs) and returns the rest; a shortfall only when the
 * collateral is worth less than the debt; interest and LTV round for the lender by under one unit;
 * a quote's total rounds for the house by under one unit and its spread grows with size.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collateralValue, hourlyInterest, liquidate, ltvPpm, maxDebt, priceAtLtv } from '../src/loans';
import { notional, quote, spreadFor } from '../src/otc';

const S = { collateralScale: 8, loanScale: 6, priceScale: 2 };

describe('loans', () => {
  it('liquidation: seized + surplus = collateral; seized is the least that covers the debt, or all of it', () => {
    fc.assert(
      fc.property(fc.bigInt(1n, 10n ** 12n), fc.bigInt(1n, 10n ** 10n), fc.bigInt(1n, 10n ** 9n), (debt, coll, price) => {
        const out = liquidate(debt, coll, price, S);
        expect(out.seizedMinor + out.surplusMinor).toBe(coll);
        const worth = (c: bigint) => c * price * 10n ** 6n; // x 10^(8+2) loan units
        const need = debt * 10n ** 10n;
        if (out.seizedMinor < coll) {
          expect(worth(out.seizedMinor) >= need).toBe(true);
          expect(worth(out.seizedMinor - 1n) < need).toBe(true);
          expect(out.shortfallMinor).toBe(0n);
        } else {
          expect(out.shortfallMinor).toBe(debt > out.valueMinor ? debt - out.valueMinor : 0n);
        }
      }),
    );
  });

  it('interest and LTV round up by under one unit; the borrowing limit and value round down', () => {
    fc.assert(
      fc.property(fc.bigInt(1n, 10n ** 12n), fc.integer({ min: 0, max: 500_000 }), (principal, apr) => {
        const h = hourlyInterest(principal, BigInt(apr));
        const exact = principal * BigInt(apr);
        const den = 1_000_000n * 8_760n;
        expect(h * den >= exact && (h - 1n) * den < exact).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.bigInt(1n, 10n ** 10n), fc.bigInt(1n, 10n ** 8n), fc.bigInt(1n, 10n ** 12n), (coll, price, debt) => {
        const value = collateralValue(coll, price, S);
        expect(value * 10n ** 4n <= coll * price && (value + 1n) * 10n ** 4n > coll * price).toBe(true);
        if (value > 0n) {
          const ltv = ltvPpm(debt, value)!;
          expect(ltv * value >= debt * 1_000_000n && (ltv - 1n) * value < debt * 1_000_000n).toBe(true);
          expect(ltvPpm(maxDebt(value, 650_000n), value)! <= 650_000n).toBe(true);
        }
        // The liquidation price is the least price (in price units) at which the exact LTV is at most 90 %.
        const p = priceAtLtv(debt, coll, 900_000n, S)!;
        const lhs = (price: bigint) => 900_000n * coll * price * 10n ** 6n;
        const rhs = debt * 1_000_000n * 10n ** 10n;
        expect(lhs(p) >= rhs && lhs(p - 1n) < rhs).toBe(true);
      }),
    );
  });
});

describe('otc', () => {
  const tiers = [
    { upToMinor: 50_000_000_000n, spreadPpm: 3_000 },
    { upToMinor: 250_000_000_000n, spreadPpm: 5_000 },
    { upToMinor: null, spreadPpm: 12_000 },
  ];
  const Q = { coinScale: 8, usdtScale: 6, priceScale: 2, tiers };

  it('rounds the total for the house by under one unit, on both sides', () => {
    fc.assert(
      fc.property(
        fc.bigInt(1n, 10n ** 11n),
        fc.bigInt(1n, 10n ** 9n),
        fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
        (amount, mark, side) => {
          const q = quote(amount, mark, side, Q);
          const exact = amount * q.price; // x 10^(8+2-6) = 10^4 total units
          if (side === 'buy') {
            expect(q.price * 1_000_000n >= mark * BigInt(1_000_000 + q.spreadPpm)).toBe(true);
            expect(q.totalMinor * 10n ** 4n >= exact && (q.totalMinor - 1n) * 10n ** 4n < exact).toBe(true);
          } else {
            expect(q.price * 1_000_000n <= mark * BigInt(1_000_000 - q.spreadPpm)).toBe(true);
            expect(q.totalMinor * 10n ** 4n <= exact && (q.totalMinor + 1n) * 10n ** 4n > exact).toBe(true);
          }
        },
      ),
    );
  });

  it('never lowers the spread as the order grows', () => {
    fc.assert(
      fc.property(fc.bigInt(0n, 10n ** 13n), fc.bigInt(0n, 10n ** 13n), (a, b) => {
        const [lo, hi] = a < b ? [a, b] : [b, a];
        expect(spreadFor(lo, tiers) <= spreadFor(hi, tiers)).toBe(true);
      }),
    );
    expect(notional(10_000_000n, 5_000_000n, Q, 'floor')).toBe(5_000_000_000n);
  });
});
