import { describe, expect, it } from 'vitest';
import { DEFAULT_PRECISION, formatCompact, formatFixed } from './number-display';

describe('formatCompact (SPEC section 9 number display)', () => {
  it('uses M above 1e6 and K above 1e3, with the default precision of 2', () => {
    expect(DEFAULT_PRECISION).toBe(2);
    expect(formatCompact('1234567.891')).toBe('1.23M');
    expect(formatCompact('2500')).toBe('2.50K');
    expect(formatCompact(1_500_000)).toBe('1.50M');
  });

  it('shows 4 decimals at or below 1e3', () => {
    expect(formatCompact('0.123456')).toBe('0.1234');
    expect(formatCompact('1000')).toBe('1,000.0000');
    expect(formatCompact('999.99999')).toBe('999.9999');
    expect(formatCompact(0)).toBe('0.0000');
  });

  it('is strict at the boundaries: exactly 1e6 is K, just above is M', () => {
    expect(formatCompact('1000000')).toBe('1,000.00K');
    expect(formatCompact('1000000.0001')).toBe('1.00M');
    expect(formatCompact('1000.0001')).toBe('1.00K');
  });

  it('takes another precision', () => {
    expect(formatCompact('1234567.891', { precision: 4 })).toBe('1.2345M');
    expect(formatCompact('1234', { precision: 0 })).toBe('1K');
  });

  it('truncates: a display never shows more than there is', () => {
    expect(formatCompact('1999999')).toBe('1.99M');
    expect(formatCompact('0.99999')).toBe('0.9999');
  });

  it('keeps the sign and reads exponents and bigints', () => {
    expect(formatCompact('-2500')).toBe('-2.50K');
    expect(formatCompact(1e21)).toBe('1,000,000,000,000,000.00M');
    expect(formatCompact(12345n)).toBe('12.34K');
  });

  it('formats digits in the user locale', () => {
    expect(formatCompact('1234567', { locale: 'fr-FR' })).toBe('1,23M');
    expect(formatCompact('12.5', { locale: 'de-DE' })).toBe('12,5000');
  });

  it('shows -- for what is not a number', () => {
    expect(formatCompact('abc')).toBe('--');
    expect(formatCompact(Number.NaN)).toBe('--');
    expect(formatCompact('')).toBe('--');
  });

  it('formatFixed groups and keeps the decimals asked for', () => {
    expect(formatFixed('1234567.891')).toBe('1,234,567.89');
    expect(formatFixed('1', 4)).toBe('1.0000');
  });
});
