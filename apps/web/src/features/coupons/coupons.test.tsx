/**
 * The coupon centre with the server faked at fetch: campaigns with their state, claiming once with
 * an Idempotency-Key, the user's coupons by tab with what each gave, and the empty states.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Coupon, CouponCampaign, CouponCenter } from '@bourse/contract';
import { fakeServer, show } from '../../test/fake-server';
import Center from './pages/Center';

const { answer, calls, sent, header } = fakeServer({ user: null });
afterEach(cleanup);

const campaign = (over: Partial<CouponCampaign>): CouponCampaign => ({
  id: 7,
  kind: 'fee_discount',
  product: 'microtrade',
  currency: 'USDT',
  percent: 50,
  value: '1',
  valid_days: 7,
  claim_until: Date.parse('2027-01-01T00:00:00Z'),
  availability: 'open',
  claimed: false,
  ...over,
});
const coupon = (over: Partial<Coupon>): Coupon => ({
  id: 3,
  campaign_id: 8,
  kind: 'stake_voucher',
  product: 'microtrade',
  currency: 'USDT',
  percent: null,
  value: '10',
  status: 'held',
  source: 'claim',
  claimed_at: 0,
  expires_at: Date.parse('2027-01-01T00:00:00Z'),
  used_at: null,
  used_value: null,
  returned_value: null,
  order_ref: null,
  ...over,
});

describe('the coupon centre', () => {
  it('lists campaigns with their state and claims one once, with an Idempotency-Key', async () => {
    const center: CouponCenter = {
      campaigns: [
        campaign({}),
        campaign({ id: 8, kind: 'margin_voucher', product: 'lever', percent: null, value: '50', availability: 'exhausted' }),
      ],
      coupons: [],
    };
    answer('GET /coupons/center', () => center);
    answer('POST /coupons/claim', () => {
      center.campaigns[0] = campaign({ claimed: true });
      center.coupons = [coupon({ id: 9, kind: 'fee_discount', percent: 50, value: '1', campaign_id: 7 })];
      return center.coupons[0]!;
    });
    show(Center, '/pages/setting/coupon');
    await screen.findByText('50% off fees (up to 1.00 USDT)');
    expect(screen.getByTestId('campaign-8').textContent).toContain('All claimed');
    expect(screen.getByText('No usable coupons')).toBeTruthy();
    fireEvent.click(screen.getByTestId('claim-7'));
    await screen.findByTestId('campaign-claimed');
    await screen.findByTestId('coupon-card-9');
    expect(calls('/coupons/claim')).toHaveLength(1);
    expect(sent('/coupons/claim')).toEqual({ campaign_id: '7' });
    expect(header('/coupons/claim', 'Idempotency-Key')).toBeTruthy();
  });

  it('shows a used voucher with what it lent and what came back, and an expired coupon', async () => {
    answer('GET /coupons/center', {
      campaigns: [],
      coupons: [
        coupon({ status: 'used', used_value: '10', returned_value: '10', used_at: 1, order_ref: 'microtrade:4' }),
        coupon({ id: 4, status: 'expired' }),
      ],
    });
    show(Center, '/pages/setting/coupon');
    await screen.findByText('No coupons to claim right now');
    fireEvent.click(screen.getByTestId('coupon-tab-used'));
    const used = await screen.findByTestId('coupon-card-3');
    expect(used.textContent).toContain('Lent 10.00 USDT of stake');
    expect(used.textContent).toContain('Credit returned when the order ended: 10.00 USDT');
    expect(used.textContent).toContain('Order microtrade:4');
    fireEvent.click(screen.getByTestId('coupon-tab-expired'));
    await waitFor(() => expect(screen.getByTestId('coupon-card-4').getAttribute('data-status')).toBe('expired'));
  });
});
