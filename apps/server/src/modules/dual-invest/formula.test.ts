/**
 * Properties of the settlement formula (`@bourse/maths/dual`): each payout is the exact figure
 * rounded down by less than one minor unit (never over), the treasury's hold plus the user's own
 * payment is exactly the payout in each currency, the branch follows the linked price as the spec
 * states, and more shares never pay less per share.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareToLinked, dualBranch, dualOutcomes, type DualTerms, kFraction, treasuryNeed } from '@bourse/maths/dual';

const terms = fc.record({
  type: fc.constantFrom('call' as const, 'put' as const),
  amountMinor: fc.bigInt({ min: 1n, max: 10n ** 20n }),
  linkedPrice: fc.bigInt({ min: 1n, max: 10n ** 12n }),
  priceScale: fc.integer({ min: 0, max: 8 }),
  aprPpm: fc.bigInt({ min: 1n, max: 10_000_000n }),
  days: fc.bigInt({ min: 1n, max: 3650n }),
  coinScale: fc.integer({ min: 0, max: 18 }),
  usdtScale: fc.integer({ min: 0, max: 8 }),
});

const pow10 = (n: number) => 10n ** BigInt(n);

/** The exact payouts as fractions (numerator, denominator) in minor units. */
function exact(t: DualTerms): { coin: [bigint, bigint]; usdt: [bigint, bigint] } {
  const k = kFraction(t.aprPpm, t.days);
  if (t.type === 'call') {
    return {
      coin: [t.amountMinor * k.num, k.den],
      usdt: [t.amountMinor * t.linkedPrice * pow10(t.usdtScale) * k.num, pow10(t.coinScale + t.priceScale) * k.den],
    };
  }
  return {
    usdt: [t.amountMinor * k.num, k.den],
    coin: [t.amountMinor * pow10(t.coinScale + t.priceScale) * k.num, pow10(t.usdtScale) * t.linkedPrice * k.den],
  };
}

/** floor is right: v <= n/d < v + 1. */
const roundedDown = (v: bigint, [n, d]: [bigint, bigint]) => v * d <= n && n < (v + 1n) * d;

describe('the dual settlement formula', () => {
  it('rounds each payout down by less than one minor unit', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const o = dualOutcomes(t);
        const e = exact(t);
        expect(roundedDown(o.coinMinor, e.coin)).toBe(true);
        expect(roundedDown(o.usdtMinor, e.usdt)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('holds on the treasury exactly what the user’s payment does not cover, never less than nothing', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const o = dualOutcomes(t);
        const need = treasuryNeed(t.type, t.amountMinor, o);
        expect(need.coinMinor).toBeGreaterThanOrEqual(0n);
        expect(need.usdtMinor).toBeGreaterThanOrEqual(0n);
        const paidCoin = t.type === 'call' ? t.amountMinor : 0n;
        const paidUsdt = t.type === 'put' ? t.amountMinor : 0n;
        expect(need.coinMinor + paidCoin).toBe(o.coinMinor);
        expect(need.usdtMinor + paidUsdt).toBe(o.usdtMinor);
      }),
      { numRuns: 2000 },
    );
  });

  it('pays the coin on a call only below the linked price, and USDT on a put only above it', () => {
    const price = fc.record({ price: fc.bigInt({ min: 0n, max: 10n ** 12n }), scale: fc.integer({ min: 0, max: 8 }) });
    fc.assert(
      fc.property(price, price, (p, k) => {
        const c = compareToLinked(p.price, p.scale, k.price, k.scale);
        const lhs = p.price * pow10(k.scale);
        const rhs = k.price * pow10(p.scale);
        expect(c).toBe(lhs < rhs ? 'below' : lhs > rhs ? 'above' : 'at');
        expect(dualBranch('call', c)).toBe(lhs < rhs ? 'coin' : 'usdt');
        expect(dualBranch('put', c)).toBe(lhs > rhs ? 'usdt' : 'coin');
      }),
    );
  });

  it('never pays n shares less than n times one share', () => {
    fc.assert(
      fc.property(terms, fc.integer({ min: 1, max: 1000 }), (t, n) => {
        const one = dualOutcomes(t);
        const many = dualOutcomes({ ...t, amountMinor: t.amountMinor * BigInt(n) });
        expect(many.coinMinor).toBeGreaterThanOrEqual(one.coinMinor * BigInt(n));
        expect(many.usdtMinor).toBeGreaterThanOrEqual(one.usdtMinor * BigInt(n));
      }),
    );
  });

  it('works the help page’s example: 0.1 BTC call at 70,000 for 7 days at 20 %', () => {
    const t: DualTerms = {
      type: 'call',
      amountMinor: 10_000_000n,
      linkedPrice: 7_000_000n,
      priceScale: 2,
      aprPpm: 200_000n,
      days: 7n,
      coinScale: 8,
      usdtScale: 6,
    };
    // k = 1 + 7 x 0.2 / 365 = 1.003835616...; 0.1 x k = 0.10038356 BTC; 0.1 x 70,000 x k = 7026.849315 USDT.
    expect(dualOutcomes(t)).toEqual({ coinMinor: 10_038_356n, usdtMinor: 7_026_849_315n });
  });
});
