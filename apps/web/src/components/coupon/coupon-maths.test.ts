/** The coupon preview uses the server's maths: a discount rounds down and stops at its cap; a voucher lends up to the stake or margin. */
import { describe, expect, it } from 'vitest';
import type { Coupon } from '@bourse/contract';
import { couponGives, plus } from './coupon-maths';

const coupon = (over: Partial<Coupon>): Coupon => ({
  id: 1,
  campaign_id: 1,
  kind: 'fee_discount',
  product: 'microtrade',
  currency: 'USDT',
  percent: 50,
  value: '1',
  status: 'held',
  source: 'claim',
  claimed_at: 0,
  expires_at: 1,
  used_at: null,
  used_value: null,
  returned_value: null,
  order_ref: null,
  ...over,
});

describe('couponGives', () => {
  it('takes the percentage off the fee, rounded down, at most the cap', () => {
    expect(couponGives(coupon({}), { fee: '0.1' }, 6)).toBe('0.05');
    expect(couponGives(coupon({ percent: 33 }), { fee: '0.000001' }, 6)).toBe('0');
    expect(couponGives(coupon({ percent: 100, value: '0.05' }), { fee: '0.25' }, 6)).toBe('0.05');
  });

  it('lends a voucher up to the stake or margin, and nothing before the order is known', () => {
    expect(couponGives(coupon({ kind: 'stake_voucher', value: '10', percent: null }), { base: '100' }, 6)).toBe('10');
    expect(couponGives(coupon({ kind: 'margin_voucher', value: '50', percent: null }), { base: '20' }, 6)).toBe('20');
    expect(couponGives(coupon({ kind: 'stake_voucher', value: '10', percent: null }), { base: '' }, 6)).toBeUndefined();
  });

  it('adds a credit to a balance', () => {
    expect(plus('1', '10', 6)).toBe('11');
    expect(plus('1', undefined, 6)).toBe('1');
    expect(plus(undefined, '10', 6)).toBeUndefined();
  });
});
