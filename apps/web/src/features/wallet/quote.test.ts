/** A quote's countdown: the server's expiry when the clocks agree, a short life when they do not. */
import { describe, expect, it } from 'vitest';
import type { ExchangeQuote } from '@bourse/contract';
import { quoteDeadline, quoteSecondsLeft } from './api';

const at = Date.parse('2026-11-21T12:00:00Z');
const quote = (expires: string): ExchangeQuote => ({
  quote_id: 'q',
  from_currency_id: 1,
  to_currency_id: 3,
  rate: '66000',
  fee_percent: '0.1',
  form_price: '66000',
  to_price: '1',
  fee: '0.1',
  expires_at: expires,
});

describe('quote countdown', () => {
  it('follows expires_at, half a second early', () => {
    expect(quoteDeadline(quote('2026-11-21T12:00:10Z'), at)).toBe(at + 9500);
    expect(quoteSecondsLeft(quote('2026-11-21T12:00:10Z'), at, at + 2000)).toBe(8);
    expect(quoteSecondsLeft(quote('2026-11-21T12:00:10Z'), at, at + 9600)).toBe(0);
  });

  it('gives a short life when the device clock is far from the server’s', () => {
    expect(quoteDeadline(quote('2026-11-22T13:00:10Z'), at)).toBe(at + 4500);
    expect(quoteDeadline(quote('2026-11-21T11:00:10Z'), at)).toBe(at + 4500);
  });

  it('has nothing left without a quote', () => {
    expect(quoteSecondsLeft(undefined, at, at)).toBe(0);
  });
});
