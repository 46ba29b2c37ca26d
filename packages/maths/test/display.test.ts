/** One formatter per kind of number (issue 13), in the eight languages' locales. */
import { describe, expect, it } from 'vitest';
import {
  decimalsOf,
  fiatDecimals,
  formatAmount,
  formatCompact,
  formatDecimal,
  formatFiat,
  formatPercent,
  formatPrice,
  formatQuantity,
} from '../src/index';

/** The eight languages' Intl locales (INTL_LOCALE of @bourse/i18n), with their decimal mark and group. */
const LOCALES = [
  ['zh-CN', '.', ','],
  ['en-US', '.', ','],
  ['zh-HK', '.', ','],
  ['th-TH', '.', ','],
  ['ja-JP', '.', ','],
  ['ko-KR', '.', ','],
  ['fr-FR', ',', '\u202f'],
  ['es-ES', ',', '.'],
] as const;

describe('asset amounts: at most the asset scale, at least 2 decimals, truncated', () => {
  it('reads the same wherever it is shown', () => {
    expect(formatAmount('1000', 'en-US')).toBe('1,000.00');
    expect(formatAmount('995.372145', 'en-US', { scale: 6 })).toBe('995.372145');
    expect(formatAmount('0.0014985', 'en-US')).toBe('0.0014985');
    expect(formatAmount('12.3456789', 'en-US', { scale: 6 })).toBe('12.345678');
    expect(formatAmount('0.5', 'en-US')).toBe('0.50');
    expect(formatAmount('7', 'en-US', { scale: 0 })).toBe('7');
  });

  it('signs a change or a PnL', () => {
    expect(formatAmount('1', 'en-US', { signed: true })).toBe('+1.00');
    expect(formatAmount('-0.6', 'en-US', { signed: true })).toBe('-0.60');
    expect(formatAmount('0', 'en-US', { signed: true })).toBe('0.00');
  });

  it("uses each language's separators", () => {
    for (const [locale, decimal, group] of LOCALES) {
      expect(formatAmount('12345.5', locale)).toBe(`12${group}345${decimal}50`);
      expect(formatAmount('0.002', locale)).toBe(`0${decimal}002`);
    }
  });

  it('shows -- for what is not a decimal', () => {
    for (const value of [null, undefined, '', 'abc', '1e5', '1.2.3']) expect(formatAmount(value, 'en-US')).toBe('--');
  });
});

describe('order quantities: at most the market quantity scale, unpadded', () => {
  it('shows the lot without padding', () => {
    expect(formatQuantity('0.5', 'en-US', 4)).toBe('0.5');
    expect(formatQuantity('0.01239', 'en-US', 4)).toBe('0.0123');
    expect(formatQuantity('12000', 'en-US', 0)).toBe('12,000');
  });

  it("uses each language's separators", () => {
    for (const [locale, decimal, group] of LOCALES) expect(formatQuantity('12345.5', locale, 4)).toBe(`12${group}345${decimal}5`);
  });
});

describe('prices: the market price scale', () => {
  it('shows exactly the scale, or the decimals the server wrote', () => {
    expect(formatPrice('66000.5', 'en-US', 2)).toBe('66,000.50');
    expect(formatPrice('0.60871', 'en-US', 4)).toBe('0.6087');
    expect(formatPrice('66000.50', 'en-US')).toBe('66,000.50');
    expect(formatPrice('0.1500', 'en-US')).toBe('0.1500');
    expect(decimalsOf('66000')).toBe(0);
  });

  it("uses each language's separators", () => {
    for (const [locale, decimal, group] of LOCALES) expect(formatPrice('66000.5', locale, 2)).toBe(`66${group}000${decimal}50`);
  });
});

describe('fiat: cents, and 4 significant digits under 1', () => {
  it('does not cut a small price to cents (XRP at $0.6087)', () => {
    expect(formatFiat('0.6087', 'en-US', 'USD')).toBe('$0.6087');
    expect(formatFiat('0.60871234', 'en-US', 'USD')).toBe('$0.6087');
    expect(formatFiat('0.000123456', 'en-US', 'USD')).toBe('$0.0001234');
    expect(formatFiat('0.6', 'en-US', 'USD')).toBe('$0.60');
    expect(formatFiat('0', 'en-US', 'USD')).toBe('$0.00');
  });

  it('shows cents above 1, truncated, and the currency own digits', () => {
    expect(formatFiat('66000.999', 'en-US', 'USD')).toBe('$66,000.99');
    expect(formatFiat('151.9', 'en-US', 'JPY')).toBe('¥151');
    expect(formatFiat('0.6', 'ja-JP', 'JPY')).toBe('￥0.6');
    expect(fiatDecimals('12.5', 2)).toBe(2);
    expect(fiatDecimals('0.05', 2)).toBe(5);
  });

  it("uses each language's separators", () => {
    for (const [locale, decimal] of LOCALES) expect(formatFiat('0.6087', locale, 'USD')).toContain(`0${decimal}6087`);
    expect(formatFiat('1234.567', 'fr-FR', 'EUR')).toBe('1\u202f234,56\u00a0€');
  });
});

describe('percent', () => {
  it('shows 2 decimals with the locale sign and spacing', () => {
    expect(formatPercent('-1.25', 'en-US')).toBe('-1.25%');
    expect(formatPercent('1.256', 'en-US', { signed: true })).toBe('+1.25%');
    expect(formatPercent('0', 'en-US', { signed: true })).toBe('0.00%');
    expect(formatPercent('-1.25', 'fr-FR')).toBe('-1,25\u00a0%');
    expect(formatPercent('x', 'en-US')).toBe('--');
  });

  it("uses each language's decimal mark", () => {
    for (const [locale, decimal] of LOCALES) expect(formatPercent('12.5', locale)).toContain(`12${decimal}50`);
  });
});

describe('compact figures (SPEC section 9)', () => {
  it('uses M above 1e6 and K above 1e3 with 2 decimals, else 4 decimals, truncated', () => {
    expect(formatCompact('1234567.891', 'en-US')).toBe('1.23M');
    expect(formatCompact('2500', 'en-US')).toBe('2.50K');
    expect(formatCompact('1999999', 'en-US')).toBe('1.99M');
    expect(formatCompact('0.123456', 'en-US')).toBe('0.1234');
    expect(formatCompact('-2500', 'en-US')).toBe('-2.50K');
    expect(formatCompact('1234567.891', 'en-US', 4)).toBe('1.2345M');
  });

  it('is strict at the boundaries', () => {
    expect(formatCompact('1000', 'en-US')).toBe('1,000.0000');
    expect(formatCompact('1000.0001', 'en-US')).toBe('1.00K');
    expect(formatCompact('1000000', 'en-US')).toBe('1,000.00K');
    expect(formatCompact('1000000.0001', 'en-US')).toBe('1.00M');
  });

  it("uses each language's decimal mark", () => {
    for (const [locale, decimal] of LOCALES) expect(formatCompact('1234567', locale)).toBe(`1${decimal}23M`);
  });
});

describe('the decimal display under every kind', () => {
  it('is exact for long decimals', () => {
    expect(formatDecimal('12345678901234567890.123456789012345678', 'en-US', { max: 18 })).toBe(
      '12,345,678,901,234,567,890.123456789012345678',
    );
  });
});
