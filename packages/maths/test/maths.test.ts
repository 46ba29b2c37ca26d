/** The shared maths: rounding of ceilDiv, ppm to percent, and the locale display of exact decimals. */
import { describe, expect, it } from 'vitest';
import { ceilDiv, formatDecimal, lever, ppmToPercent } from '../src/index';

describe('ratio', () => {
  it('rounds up towards +infinity and refuses a divisor that is not positive', () => {
    expect(ceilDiv(7n, 2n)).toBe(4n);
    expect(ceilDiv(6n, 2n)).toBe(3n);
    expect(ceilDiv(-7n, 2n)).toBe(-3n);
    expect(() => ceilDiv(1n, 0n)).toThrow();
  });
  it('turns ppm into an exact percent', () => {
    expect(ppmToPercent(2000)).toBe('0.2');
    expect(ppmToPercent(1n)).toBe('0.0001');
    expect(ppmToPercent(100_000)).toBe('10');
  });
});

describe('display', () => {
  it('truncates, never rounds up, and follows the locale', () => {
    expect(formatDecimal('1234.56789', 'en-US', { max: 2 })).toBe('1,234.56');
    expect(formatDecimal('1234.5', 'fr-FR', { min: 2, max: 2 })).toMatch(/^1\s?234,50$/);
    expect(formatDecimal('-0.5', 'en-US', { max: 4, signed: true })).toBe('-0.5');
    expect(formatDecimal('12345678901234567890.123456789012345678', 'en-US', { max: 18 })).toBe(
      '12,345,678,901,234,567,890.123456789012345678',
    );
    expect(formatDecimal('abc', 'en-US', { max: 2 })).toBe('--');
    expect(formatDecimal(null, 'en-US', { max: 2 })).toBe('--');
  });
});

describe('lever', () => {
  it('keeps margin and liquidation in whole minor units, margin rounded up', () => {
    const s = { priceScale: 2, qtyScale: 4, quoteScale: 6 };
    const n = lever.notional(s, 5_000_000n, 10n);
    expect(n).toBe(5_000_000n * 10n * lever.unit(s));
    expect(lever.marginFor(1001n, 10)).toBe(101n);
  });

  it('takes the mark price as a median that one stray tick cannot move, per source then across sources', () => {
    const ticks = (source: string, ...prices: bigint[]) => prices.map((price) => ({ price, source }));
    expect(lever.markPrice([])).toBeUndefined();
    // 50,000 -> 49,500 -> 50,000: the blip is not the median.
    expect(lever.markPrice(ticks('feed', 5_000_000n, 5_000_000n, 4_950_000n, 5_000_000n, 5_000_000n))).toBe(5_000_000n);
    // An even count: the mean of the two middle prices, rounded down.
    expect(lever.medianPrice([3n, 1n, 4n, 2n])).toBe(2n);
    expect(lever.medianPrice([10n, 20n, 30n, 41n])).toBe(25n);
    // Several sources: each one's median, then the median of those, so one source's ticks cannot outvote the others.
    const many = [...ticks('a', 100n, 100n, 100n, 100n, 100n), ...ticks('b', 90n), ...ticks('c', 200n, 200n)];
    expect(lever.markPrice(many)).toBe(100n);
  });
});
