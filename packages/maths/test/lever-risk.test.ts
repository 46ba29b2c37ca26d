/**
 * The figures a futures position shows (issue 13): the margin ratio (maintenance margin over
 * equity, 100 % exactly where the position is liquidated), its colour scale, the ROE, and sizing
 * in the coin or in USDT turned into whole lots. Exact integers throughout.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUnits } from '@bourse/money';
import { lever } from '../src/index';

const BTC = { priceScale: 2, qtyScale: 4, quoteScale: 6 };
const USDT = (text: string) => parseUnits(text, 6);

describe('margin ratio', () => {
  it('is the threshold at no PnL, rises as the position loses, and is 100 % at liquidation', () => {
    const margin = USDT('6.60');
    expect(lever.marginRatioPpm(margin, 0n, 100_000)).toBe(100_000n);
    // +0.50: 10 % x 6.60 / 7.10 = 9.2957... %, rounded up to the ppm.
    expect(lever.marginRatioPpm(margin, USDT('0.50'), 100_000)).toBe(92_958n);
    expect(lever.percentText(lever.marginRatioPpm(margin, USDT('0.50'), 100_000))).toBe('9.29');
    // -3.30: half the margin gone, 0.66 / 3.30 = 20 %.
    expect(lever.marginRatioPpm(margin, -USDT('3.30'), 100_000)).toBe(200_000n);
    // -5.94 leaves 0.66 = 10 % of the margin: the maintenance margin itself.
    expect(lever.marginRatioPpm(margin, -USDT('5.94'), 100_000)).toBe(1_000_000n);
    expect(lever.marginRatioPpm(margin, -USDT('9'), 100_000)).toBe(1_000_000n);
    // Just inside the line, rounding up stops short of 100 %: 100 % means liquidated.
    expect(lever.isLiquidated(1_000_001n, -1n, 999_999)).toBe(false);
    expect(lever.marginRatioPpm(1_000_001n, -1n, 999_999)).toBe(999_999n);
  });

  it('reaches 100 % exactly when the position is liquidated, at the liquidation price and not one tick inside it', () => {
    const entry = 6_600_000n;
    const qty = 10n;
    const margin = lever.marginFor(lever.notional(BTC, entry, qty), 10);
    for (const side of ['long', 'short'] as const) {
      const liq = lever.liquidationPrice(BTC, side, entry, qty, margin, 100_000);
      const inside = side === 'long' ? liq + 1n : liq - 1n;
      const at = lever.marginRatioPpm(margin, lever.pnl(BTC, side, entry, liq, qty), 100_000);
      expect(at).toBe(1_000_000n);
      expect(lever.marginRatioPpm(margin, lever.pnl(BTC, side, entry, inside, qty), 100_000)).toBeLessThan(1_000_000n);
    }
  });

  it('is 100 % if and only if the position is liquidated, and never falls as the loss grows (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.integer({ min: 1, max: 999_999 }),
        (margin, pnl, more, threshold) => {
          const ratio = lever.marginRatioPpm(margin, pnl, threshold);
          expect(ratio === 1_000_000n).toBe(lever.isLiquidated(margin, pnl, threshold));
          expect(ratio).toBeGreaterThan(0n);
          expect(lever.marginRatioPpm(margin, pnl - more, threshold)).toBeGreaterThanOrEqual(ratio);
        },
      ),
    );
  });

  it('colours green below 50 %, amber from 50 %, red from 80 %', () => {
    expect(lever.marginLevel(100_000n)).toBe('safe');
    expect(lever.marginLevel(499_999n)).toBe('safe');
    expect(lever.marginLevel(500_000n)).toBe('warn');
    expect(lever.marginLevel(799_999n)).toBe('warn');
    expect(lever.marginLevel(800_000n)).toBe('danger');
    expect(lever.marginLevel(1_000_000n)).toBe('danger');
  });
});

describe('ROE', () => {
  it('is the PnL over the opening margin, towards zero', () => {
    expect(lever.roePpm(USDT('0.50'), USDT('6.60'))).toBe(75_757n);
    expect(lever.percentText(lever.roePpm(USDT('0.50'), USDT('6.60')))).toBe('7.57');
    expect(lever.roePpm(-USDT('0.50'), USDT('6.60'))).toBe(-75_757n);
    expect(lever.percentText(lever.roePpm(-USDT('0.50'), USDT('6.60')))).toBe('-7.57');
    expect(lever.roePpm(USDT('13.20'), USDT('6.60'))).toBe(2_000_000n);
    expect(() => lever.roePpm(1n, 0n)).toThrow();
  });
});

describe('sizing in the coin or in USDT', () => {
  it('turns a quantity into whole lots, rounded down', () => {
    // 1 lot = 0.001 BTC = 10 units at quantity scale 4.
    expect(lever.lotsForQty(20n, 10n)).toBe(2n); // 0.002 BTC
    expect(lever.lotsForQty(15n, 10n)).toBe(1n); // 0.0015 BTC
    expect(lever.lotsForQty(9n, 10n)).toBe(0n);
    expect(lever.lotsForQty(-10n, 10n)).toBe(0n);
  });

  it('turns a position value in USDT into the whole lots it buys at a price, rounded down', () => {
    // At 66,000.00 a lot (0.001 BTC) is worth 66 USDT: 200 USDT is 3 lots (198 USDT).
    expect(lever.lotsForNotional(BTC, 6_600_000n, 10n, USDT('200'))).toBe(3n);
    expect(lever.lotsForNotional(BTC, 6_600_000n, 10n, USDT('198'))).toBe(3n);
    expect(lever.lotsForNotional(BTC, 6_600_000n, 10n, USDT('197.999999'))).toBe(2n);
    expect(lever.lotsForNotional(BTC, 6_600_000n, 10n, USDT('65'))).toBe(0n);
  });

  it('never buys more than the value, nor a lot less than it could (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 4n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        (price, lot, value) => {
          const lots = lever.lotsForNotional(BTC, price, lot, value);
          const perLot = lever.notional(BTC, price, lot);
          expect(lots * perLot <= value).toBe(true);
          expect((lots + 1n) * perLot > value).toBe(true);
        },
      ),
    );
  });
});
