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
});
