/**
 * The console's coupon section with the server faked at fetch: every campaign with its budget, held,
 * given and left, a pause, and the creation form sending a fee discount with its percentage.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CouponCampaignAdmin } from '@bourse/contract';
import { fakeServer, show, type } from '../../test/fake-server';
import Coupons from './pages/Coupons';
import { setOperatorSession } from './session';

const { answer, calls, sent } = fakeServer({ user: null });
afterEach(cleanup);

const CAMPAIGN: CouponCampaignAdmin = {
  id: 5,
  kind: 'stake_voucher',
  product: 'microtrade',
  currency: 'USDT',
  percent: null,
  value: '10',
  valid_days: 7,
  claim_until: Date.UTC(2027, 0, 1),
  availability: 'open',
  claimed: false,
  budget: '1000',
  held: '20',
  spent: '10',
  remaining: '970',
  audience: 'public',
  status: 'active',
  issued: 3,
  created_at: Date.UTC(2026, 10, 1),
};

const CAMPAIGNS = '/operator/coupons/campaigns';

describe('the console’s coupon campaigns', () => {
  it('lists each campaign with its budget, pauses one, and creates a spot fee discount', async () => {
    setOperatorSession('op-tok', 'full');
    answer('GET /operator/me', { id: 1, username: 'fin', role: 'finance', totp_enabled: true });
    answer('GET /operator/coupons/campaigns', [CAMPAIGN]);
    answer('POST /operator/coupons/campaigns/status', { ...CAMPAIGN, status: 'paused', availability: 'paused' });
    show(Coupons, '/operator/coupons');
    const row = await screen.findByTestId('coupon-campaign-5');
    expect(row.textContent).toContain('Options stake voucher');
    expect(row.textContent).toContain('970');
    fireEvent.click(screen.getByTestId('coupon-toggle-5'));
    await waitFor(() => expect(calls('/operator/coupons/campaigns/status')).toHaveLength(1));
    expect(sent('/operator/coupons/campaigns/status')).toEqual({ id: '5', status: 'paused' });

    fireEvent.change(screen.getByLabelText('Product'), { target: { value: 'spot' } });
    expect(screen.getByRole('option', { name: 'Spot' })).toHaveProperty('selected', true);
    type('Cap per coupon (USDT)', '1');
    type('Budget', '100');
    fireEvent.click(screen.getByTestId('coupon-campaign-submit'));
    await waitFor(() => expect(calls(CAMPAIGNS).filter(([, init]) => init?.method === 'POST')).toHaveLength(1));
    const index = calls(CAMPAIGNS).findIndex(([, init]) => init?.method === 'POST');
    expect(sent(CAMPAIGNS, index)).toMatchObject({ kind: 'fee_discount', product: 'spot', percent: '20', value: '1', budget: '100' });
  });
});
