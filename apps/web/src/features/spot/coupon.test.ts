/** The spot coupon preview uses the server's maths: the fee's worth in USDT rounded up, the discount rounded down and capped. */
import { describe, expect, it } from 'vitest';
import type { Coupon, SpotMarketInfo } from '@bourse/contract';
import { couponPreview } from './coupon';
import { estimate } from './order-math';

const BTC = {
  price_scale: 2,
  qty_scale: 4,
  min_qty: '0.0001',
  max_qty: '15',
  taker_fee_percent: '0.1',
  band_percent: '5',
} as SpotMarketInfo;
const coupon = (percent: number, value: string) => ({ kind: 'fee_discount', percent, value, currency: 'USDT' }) as Coupon;
const book = { bids: [], asks: [] };

describe('couponPreview', () => {
  it('takes the percentage of a buy’s fee (in BTC) at its worth in USDT, at most the cap', () => {
    const est = estimate({ side: 'buy', kind: 'limit', mode: 'qty', price: '60000', qty: '0.01', amount: '' }, BTC, book)!;
    expect([est.fee, est.feeWorth]).toEqual(['0.00001', '0.6']);
    expect(couponPreview(coupon(50, '1'), est.feeWorth, 6)).toEqual({ before: '0.6', off: '0.3', after: '0.3' });
    expect(couponPreview(coupon(100, '0.25'), est.feeWorth, 6)).toEqual({ before: '0.6', off: '0.25', after: '0.35' });
  });

  it('rounds the fee up to the coin’s unit and the discount down; nothing before the figures are known', () => {
    expect(couponPreview(coupon(50, '1'), '0.0000015', 6)).toEqual({ before: '0.000002', off: '0.000001', after: '0.000001' });
    expect(couponPreview(coupon(50, '1'), undefined, 6)).toBeUndefined();
    expect(couponPreview(coupon(50, '1'), '0.6', undefined)).toBeUndefined();
    expect(couponPreview(undefined, '0.6', 6)).toBeUndefined();
  });
});
