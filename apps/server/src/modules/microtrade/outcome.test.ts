/** The settlement formula on its own: the rule, the rounding, and that every result is covered by what was held. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, decide, payoutOf, stakeMaths } from '@bourse/maths/seconds';

const price = fc.bigInt({ min: 1n, max: 10n ** 15n });
const stake = fc.bigInt({ min: 1n, max: 10n ** 30n });
const ppm = fc.integer({ min: 0, max: 2_000_000 });

describe('seconds option outcome', () => {
  it('a rise wins exactly when the close is higher, a fall exactly when it is lower, equal is a tie', () => {
    fc.assert(
      fc.property(price, price, (open, close) => {
        const rise = decide('rise', open, close);
        const fall = decide('fall', open, close);
        expect(rise).toBe(close > open ? 'win' : close < open ? 'loss' : 'tie');
        expect(fall).toBe(close < open ? 'win' : close > open ? 'loss' : 'tie');
        expect(compare(open, close)).toBe(close > open ? 'higher' : close < open ? 'lower' : 'equal');
      }),
    );
  });

  it('rounds the fee up and the profit down, each by less than one minor unit', () => {
    fc.assert(
      fc.property(stake, ppm, ppm, (s, payoutPpm, feePpm) => {
        const { feeMinor, profitMinor } = stakeMaths(s, payoutPpm, feePpm);
        const feeExact = s * BigInt(feePpm);
        const profitExact = s * BigInt(payoutPpm);
        expect(feeMinor * 1_000_000n >= feeExact && feeMinor * 1_000_000n - feeExact < 1_000_000n).toBe(true);
        expect(profitMinor * 1_000_000n <= profitExact && profitExact - profitMinor * 1_000_000n < 1_000_000n).toBe(true);
      }),
    );
  });

  it('pays stake x (1 + ratio), the stake or nothing, never more than the two holds, and conserves money', () => {
    fc.assert(
      fc.property(
        stake,
        ppm,
        ppm,
        price,
        price,
        fc.constantFrom('rise' as const, 'fall' as const),
        (s, payoutPpm, feePpm, open, close, side) => {
          const { feeMinor, profitMinor } = stakeMaths(s, payoutPpm, feePpm);
          const result = decide(side, open, close);
          const payout = payoutOf(result, s, profitMinor);
          expect(payout).toBe({ win: s + profitMinor, tie: s, loss: 0n }[result]);
          // The stake hold and the house hold together cover the payout; the rest goes back to the house.
          expect(payout <= s + profitMinor).toBe(true);
          const user = payout - s - feeMinor;
          const house = s - payout;
          const fees = feeMinor;
          expect(user + house + fees).toBe(0n);
        },
      ),
    );
  });
});
