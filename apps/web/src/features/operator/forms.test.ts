/** The console's form checks stop what the server would refuse, with the server's codes. */
import { describe, expect, it } from 'vitest';
import { checkAdjustment, checkExchange, checkLogin, checkNetwork, checkReason, checkSetup, ppmToPercent } from './forms';

const adjustment = { user_id: '7', currency_id: 3, book: 'exchange', amount: '-12.5', reason: 'Ticket 1: double fee' };

describe('reasons', () => {
  it('are required, trimmed and at most 300 characters', () => {
    expect(checkReason('')).toEqual({ ok: false, code: 'REASON_REQUIRED', field: 'reason' });
    expect(checkReason('   \n ')).toEqual({ ok: false, code: 'REASON_REQUIRED', field: 'reason' });
    expect(checkReason('x'.repeat(301))).toEqual({ ok: false, code: 'CHARACTER_TOO_LONG', field: 'reason' });
    expect(checkReason('  matches the chain  ')).toEqual({ ok: true, data: 'matches the chain' });
  });
});

describe('adjustments', () => {
  it('take a signed, non-zero amount for a user, a coin and a book, with a reason', () => {
    expect(checkAdjustment(adjustment)).toEqual({ ok: true, data: { ...adjustment, user_id: 7 } });
    expect(checkAdjustment({ ...adjustment, user_id: '' })).toMatchObject({ ok: false, code: 'USER_NOT_FOUND', field: 'user_id' });
    expect(checkAdjustment({ ...adjustment, user_id: '0' })).toMatchObject({ ok: false, field: 'user_id' });
    expect(checkAdjustment({ ...adjustment, currency_id: null })).toMatchObject({ ok: false, code: 'CURRENCY_REQUIRED' });
    expect(checkAdjustment({ ...adjustment, book: 'lock' })).toMatchObject({ ok: false, code: 'BOOK_UNKNOWN' });
    expect(checkAdjustment({ ...adjustment, amount: '' })).toMatchObject({ ok: false, code: 'AMOUNT_REQUIRED', field: 'amount' });
    for (const bad of ['0', '-0.00', '1e3', '12,5', '--1', '.5']) {
      expect(checkAdjustment({ ...adjustment, amount: bad }), bad).toMatchObject({ ok: false, code: 'AMOUNT_INVALID', field: 'amount' });
    }
    expect(checkAdjustment({ ...adjustment, amount: '+25' })).toMatchObject({ ok: true });
    expect(checkAdjustment({ ...adjustment, reason: ' ' })).toMatchObject({ ok: false, code: 'REASON_REQUIRED', field: 'reason' });
  });
});

describe('exchange settings', () => {
  it('keep to the server’s limits: 0 to 100,000 ppm, quotes of 3 to 120 seconds', () => {
    expect(checkExchange({ spread_ppm: '2000', fee_ppm: '0', quote_ttl_seconds: '10' })).toEqual({
      ok: true,
      data: { spread_ppm: 2000, fee_ppm: 0, quote_ttl_seconds: 10 },
    });
    expect(checkExchange({ spread_ppm: '100001', fee_ppm: '0', quote_ttl_seconds: '10' })).toMatchObject({
      ok: false,
      field: 'spread_ppm',
    });
    expect(checkExchange({ spread_ppm: '1.5', fee_ppm: '0', quote_ttl_seconds: '10' })).toMatchObject({ ok: false, field: 'spread_ppm' });
    expect(checkExchange({ spread_ppm: '0', fee_ppm: '-1', quote_ttl_seconds: '10' })).toMatchObject({ ok: false, field: 'fee_ppm' });
    expect(checkExchange({ spread_ppm: '0', fee_ppm: '0', quote_ttl_seconds: '2' })).toMatchObject({
      ok: false,
      field: 'quote_ttl_seconds',
    });
    expect(checkExchange({ spread_ppm: '0', fee_ppm: '0', quote_ttl_seconds: '121' })).toMatchObject({
      ok: false,
      field: 'quote_ttl_seconds',
    });
  });

  it('show ppm as an exact percentage', () => {
    expect(ppmToPercent(2000)).toBe('0.2');
    expect(ppmToPercent(100_000)).toBe('10');
    expect(ppmToPercent(1)).toBe('0.0001');
    expect(ppmToPercent(0)).toBe('0');
  });
});

describe('networks', () => {
  it('take plain non-negative decimals for the fee and the minimum', () => {
    expect(checkNetwork({ withdraw_fee: '1', withdraw_min: '10.5' })).toEqual({
      ok: true,
      data: { withdraw_fee: '1', withdraw_min: '10.5' },
    });
    expect(checkNetwork({ withdraw_fee: '-1', withdraw_min: '10' })).toMatchObject({ ok: false, field: 'withdraw_fee' });
    expect(checkNetwork({ withdraw_fee: '1', withdraw_min: '' })).toMatchObject({ ok: false, field: 'withdraw_min' });
  });
});

describe('sign-in', () => {
  it('needs a username and password; a code, when given, is six digits', () => {
    expect(checkLogin({ username: '', password: 'x', totp_code: '' })).toMatchObject({
      ok: false,
      code: 'USERNAME_REQUIRED',
      field: 'username',
    });
    expect(checkLogin({ username: 'admin', password: '', totp_code: '' })).toMatchObject({
      ok: false,
      code: 'PASSWORD_REQUIRED',
      field: 'password',
    });
    expect(checkLogin({ username: 'admin', password: 'pw', totp_code: '12345' })).toMatchObject({
      ok: false,
      code: 'TOTP_INVALID',
      field: 'totp_code',
    });
    // A first sign-in has no code yet.
    expect(checkLogin({ username: 'admin', password: 'pw', totp_code: '' })).toEqual({
      ok: true,
      data: { username: 'admin', password: 'pw' },
    });
    expect(checkLogin({ username: 'admin', password: 'pw', totp_code: '123456' })).toMatchObject({
      ok: true,
      data: { totp_code: '123456' },
    });
  });

  it('setup needs a new password twice and a six-digit code', () => {
    expect(checkSetup({ new_password: '', confirm: '', totp_code: '123456' })).toMatchObject({
      ok: false,
      code: 'PASSWORD_REQUIRED',
      field: 'new_password',
    });
    expect(checkSetup({ new_password: 'Console-1', confirm: 'Console-2', totp_code: '123456' })).toMatchObject({
      ok: false,
      code: 'PASSWORDS_INCONSISTENT',
      field: 'confirm',
    });
    expect(checkSetup({ new_password: 'Console-1', confirm: 'Console-1', totp_code: '' })).toMatchObject({
      ok: false,
      code: 'TOTP_REQUIRED',
      field: 'totp_code',
    });
    expect(checkSetup({ new_password: 'Console-1', confirm: 'Console-1', totp_code: 'abcdef' })).toMatchObject({
      ok: false,
      code: 'TOTP_INVALID',
    });
    expect(checkSetup({ new_password: 'Console-1', confirm: 'Console-1', totp_code: '654321' })).toEqual({
      ok: true,
      data: { new_password: 'Console-1', totp_code: '654321' },
    });
  });
});
