import { describe, expect, it } from 'vitest';
import { isAmount, isCode, isDate, isDigits, isEmail, isIdCard, isMainlandPhone, isMobile, isUrl } from './validate';
import { toNumericText } from './numeric';

describe('the shared validator (SPEC section 5)', () => {
  it('email format', () => {
    expect(isEmail('a.b+c@example.co.uk')).toBe(true);
    expect(isEmail('no-at.example.com')).toBe(false);
    expect(isEmail('a@b')).toBe(false);
  });

  it('mainland phone: 11 digits, starting 1 then 3 to 9', () => {
    expect(isMainlandPhone('13812345678')).toBe(true);
    expect(isMainlandPhone('19912345678')).toBe(true);
    expect(isMainlandPhone('12812345678')).toBe(false);
    expect(isMainlandPhone('1381234567')).toBe(false);
    expect(isMobile('13812345678', '86')).toBe(true);
    expect(isMobile('5551234', '1')).toBe(true);
  });

  it('amount with up to 10 decimals', () => {
    expect(isAmount('0')).toBe(true);
    expect(isAmount('12.0123456789')).toBe(true);
    expect(isAmount('12.01234567891')).toBe(false);
    expect(isAmount('-1')).toBe(false);
    expect(isAmount('1e3')).toBe(false);
    expect(isAmount('01')).toBe(false);
  });

  it('digits, URL, date', () => {
    expect(isDigits('0123')).toBe(true);
    expect(isDigits('12a')).toBe(false);
    expect(isUrl('https://example.com/x')).toBe(true);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2023-02-29')).toBe(false);
  });

  it('id card with its check character', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('110105194912310021')).toBe(false);
  });

  it('a code of length n (6 by default)', () => {
    expect(isCode('123456')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('ab12', 4)).toBe(true);
    expect(isCode('12 456')).toBe(false);
  });

  it('the numeric helper strips spaces and special characters', () => {
    expect(toNumericText(' 1,234.5 $')).toBe('1234.5');
    expect(toNumericText('1.2.3')).toBe('1.23');
  });
});
