/** Amount checks and previews: the server's error codes and rounding, with no floating point. */
import { describe, expect, it } from 'vitest';
import { amountError, compareAmounts, isZeroAmount, previewExchange, subtractAmounts } from './amount';
import { formatAmount, isoDay } from './format';

describe('amountError', () => {
  it('names the same failure the server would', () => {
    expect(amountError('', 6)).toBe('AMOUNT_REQUIRED');
    expect(amountError('  ', 6, 'RECHARGE_AMOUNT_REQUIRED')).toBe('RECHARGE_AMOUNT_REQUIRED');
    expect(amountError('1.2.3', 6)).toBe('AMOUNT_INVALID');
    expect(amountError('.5', 6)).toBe('AMOUNT_INVALID');
    expect(amountError('0', 6)).toBe('AMOUNT_ZERO');
    expect(amountError('0.0000001', 6)).toBe('AMOUNT_TOO_PRECISE');
    expect(amountError('-1', 6)).toBe('AMOUNT_NEGATIVE');
    expect(amountError('9'.repeat(40), 6)).toBe('AMOUNT_TOO_LARGE');
    expect(amountError('12.5', 6)).toBeUndefined();
    expect(amountError('0.00000001', 8)).toBeUndefined();
  });
});

describe('arithmetic on decimal strings', () => {
  it('subtracts exactly, and refuses a negative result', () => {
    expect(subtractAmounts('100', '1', 6)).toBe('99');
    expect(subtractAmounts('0.3', '0.1', 8)).toBe('0.2');
    expect(subtractAmounts('0.1', '0.3', 8)).toBeUndefined();
    expect(subtractAmounts('x', '1', 6)).toBeUndefined();
  });

  it('compares exactly', () => {
    expect(compareAmounts('10', '9.999999', 6)).toBe(1);
    expect(compareAmounts('0.1', '0.10', 6)).toBe(0);
    expect(compareAmounts('0.00000001', '0.00000002', 8)).toBe(-1);
    expect(isZeroAmount('0.000')).toBe(true);
    expect(isZeroAmount('0.001')).toBe(false);
  });
});

describe('previewExchange', () => {
  const quote = { rate: '66342.93822', fee_percent: '0.1' };

  it('takes the fee up and pays down, as the server does', () => {
    // fee = 0.1 x 0.1% = 0.0001 BTC; (0.1 - 0.0001) x 66342.93822 = 6627.659528178 -> 6627.659528 USDT
    expect(previewExchange('0.1', quote, { from: 8, to: 6 })).toEqual({ fee: '0.0001', received: '6627.659528' });
  });

  it('never rounds the fee down to nothing', () => {
    expect(previewExchange('0.00000001', quote, { from: 8, to: 6 })).toEqual({ fee: '0.00000001', received: '0' });
  });

  it('gives nothing for an unreadable amount or quote', () => {
    expect(previewExchange('', quote, { from: 8, to: 6 })).toBeUndefined();
    expect(previewExchange('0', quote, { from: 8, to: 6 })).toBeUndefined();
    expect(previewExchange('1', { rate: 'nope', fee_percent: '0.1' }, { from: 8, to: 6 })).toBeUndefined();
  });
});

describe('display', () => {
  it('formats exact decimals in the locale, truncated', () => {
    expect(formatAmount('12345.678912345', 'en-US')).toBe('12,345.67891234');
    expect(formatAmount('12345.6', 'fr-FR')).toBe('12\u202f345,60');
    expect(formatAmount('-3000', 'en-US', { signed: true })).toBe('-3,000.00');
    expect(formatAmount('3000', 'en-US', { signed: true })).toBe('+3,000.00');
    expect(formatAmount('0.999999999', 'en-US', { scale: 2 })).toBe('0.99');
    expect(formatAmount('abc', 'en-US')).toBe('--');
  });

  it('gives local days as yyyy-mm-dd', () => {
    const now = new Date(2026, 0, 3, 12);
    expect(isoDay(0, now)).toBe('2026-01-03');
    expect(isoDay(-6, now)).toBe('2025-12-28');
  });
});
