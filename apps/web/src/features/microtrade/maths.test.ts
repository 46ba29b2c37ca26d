/** The preview and the stake checks use the server's roundings on exact decimals. */
import { describe, expect, it } from 'vitest';
import { checkStake, clockText, previewStake, secondsLeft, withCoupon } from './maths';

const T30 = { payout_ratio: '0.8', fee_percent: '0.1', min_stake: '10', max_stake: '10000' };
const USDT = 6;

describe('previewStake', () => {
  it('gives the fee (rounded up), the profit (rounded down) and each outcome, fee included', () => {
    expect(previewStake('10', T30, USDT)).toEqual({
      stake: '10',
      fee: '0.01',
      profit: '8',
      winPayout: '18',
      winNet: '+7.99',
      tieNet: '-0.01',
      lossNet: '-10.01',
      cost: '10.01',
    });
  });

  it('rounds a sub-unit fee up and a sub-unit profit down, as the server does', () => {
    const p = previewStake('10.000001', T30, USDT)!;
    // 10.000001 x 0.001 = 0.010000001 -> 0.010001; 10.000001 x 0.8 = 8.0000008 -> 8.
    expect(p.fee).toBe('0.010001');
    expect(p.profit).toBe('8');
    expect(p.winPayout).toBe('18.000001');
    expect(p.lossNet).toBe('-10.010002');
  });

  it('has nothing to show for an empty, zero or unreadable stake', () => {
    expect(previewStake('', T30, USDT)).toBeUndefined();
    expect(previewStake('0', T30, USDT)).toBeUndefined();
    expect(previewStake('1.2.3', T30, USDT)).toBeUndefined();
  });
});

describe('checkStake', () => {
  it('answers like the server: required, readable, precise, within the limits, affordable', () => {
    expect(checkStake('', T30, USDT)).toEqual({ ok: false, code: 'NUMBER_REQUIRED' });
    expect(checkStake('abc', T30, USDT)).toEqual({ ok: false, code: 'NUMBER_INVALID' });
    expect(checkStake('10.0000001', T30, USDT)).toEqual({ ok: false, code: 'AMOUNT_TOO_PRECISE' });
    expect(checkStake('9.999999', T30, USDT)).toEqual({ ok: false, code: 'MIN_STAKE' });
    expect(checkStake('10', T30, USDT)).toEqual({ ok: true, minor: 10_000_000n });
    expect(checkStake('10000', T30, USDT)).toEqual({ ok: true, minor: 10_000_000_000n });
    expect(checkStake('10000.000001', T30, USDT)).toEqual({ ok: false, code: 'MAX_STAKE' });
    // Stake plus fee must fit: 100 + 0.1 is more than 100.
    expect(checkStake('100', T30, USDT, '100')).toEqual({ ok: false, code: 'INSUFFICIENT_BALANCE' });
    expect(checkStake('100', T30, USDT, '100.1')).toEqual({ ok: true, minor: 100_000_000n });
  });
});

describe('countdown arithmetic', () => {
  it('rounds the seconds left up and never goes below zero', () => {
    expect(secondsLeft(30_000, 0)).toBe(30);
    expect(secondsLeft(30_000, 1)).toBe(30);
    expect(secondsLeft(30_000, 29_001)).toBe(1);
    expect(secondsLeft(30_000, 30_000)).toBe(0);
    expect(secondsLeft(30_000, 40_000)).toBe(0);
    expect(clockText(75)).toBe('01:15');
    expect(clockText(0)).toBe('00:00');
  });
});

describe('withCoupon', () => {
  const terms = { payout_ratio: '0.8', fee_percent: '0.1' };
  it('a stake voucher lowers the cost and the loss by its credit; win and tie stay', () => {
    const p = withCoupon(previewStake('10', terms, 6), 'stake_voucher', '10', 6)!;
    expect([p.cost, p.winNet, p.tieNet, p.lossNet]).toEqual(['0.01', '+7.99', '-0.01', '-0.01']);
  });
  it('a fee discount lowers the cost and raises every outcome by what it gives', () => {
    const p = withCoupon(previewStake('100', terms, 6), 'fee_discount', '0.05', 6)!;
    expect([p.cost, p.winNet, p.tieNet, p.lossNet]).toEqual(['100.05', '+79.95', '-0.05', '-100.05']);
  });
});
