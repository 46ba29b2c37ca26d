import { describe, expect, it } from 'vitest';
import { convertFromUsd, fiatName, FIATS, formatFiatFromUsd, isFiat } from './fiat';

const rates = { USD: '1', EUR: '0.92', JPY: '151.4', VND: '25410', CNY: '7.12' };

describe('fiat equivalents (SPEC section 9)', () => {
  it('has the eleven currencies, USD first', () => {
    expect(FIATS).toEqual(['USD', 'CNY', 'GBP', 'HKD', 'JPY', 'EUR', 'AED', 'THB', 'PHP', 'SGD', 'VND']);
    expect(isFiat('EUR')).toBe(true);
    expect(isFiat('BTC')).toBe(false);
  });

  it('multiplies exactly, with no floating point', () => {
    expect(convertFromUsd('0.1', '3')).toBe('0.3');
    expect(convertFromUsd('12.5', '0.92')).toBe('11.5');
    expect(convertFromUsd('123456789.123456789', '7.12')).toBe('879012338.55901233768');
    expect(convertFromUsd('x', '1')).toBeUndefined();
  });

  it('formats in the chosen currency and locale, truncating', () => {
    expect(formatFiatFromUsd('12.5', { locale: 'en-US', fiat: 'EUR', rates })).toBe('€11.50');
    expect(formatFiatFromUsd('1', { locale: 'en-US', fiat: 'JPY', rates })).toBe('¥151');
    expect(formatFiatFromUsd('1', { locale: 'ja-JP', fiat: 'JPY', rates })).toBe('￥151');
    expect(formatFiatFromUsd('0.019', { locale: 'en-US', fiat: 'USD', rates })).toBe('$0.019');
    expect(formatFiatFromUsd('2', { locale: 'en-US', fiat: 'VND', rates })).toContain('50,820');
  });

  it('keeps 4 significant digits under 1 (issue 13: XRP at 0.6087 is not $0.60)', () => {
    expect(formatFiatFromUsd('0.6087', { locale: 'en-US', fiat: 'USD', rates })).toBe('$0.6087');
    expect(formatFiatFromUsd('0.6087', { locale: 'fr-FR', fiat: 'EUR', rates })).toBe('0,56 €');
    expect(formatFiatFromUsd('0.00012345', { locale: 'en-US', fiat: 'EUR', rates })).toBe('€0.0001135');
  });

  it('falls back to USD when a rate is missing', () => {
    expect(formatFiatFromUsd('3', { locale: 'en-US', fiat: 'GBP', rates })).toBe('$3.00');
  });

  it('names a currency in the user language', () => {
    expect(fiatName('EUR', 'en-US')).toBe('Euro');
    expect(fiatName('EUR', 'zh-CN')).toBe('欧元');
  });
});
