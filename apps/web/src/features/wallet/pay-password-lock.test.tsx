/**
 * A pay password locked by wrong guesses (issue 11, item 4), as the user meets it on the withdraw
 * page: the server's message, in the user's language with the time the lock ends, replaces the
 * pay-password sheet and stays on the page.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { translate } from '@bourse/i18n/all';
import type { ApiOutput } from '../../app/api';
import { click, fakeServer, show, type } from '../../test/fake-server';
import Withdraw from './pages/Withdraw';

const USER: ApiOutput<'GET /user/info'> = {
  id: 7,
  account: 'ada@example.com',
  email: 'ada@example.com',
  mobile: null,
  area_code: null,
  nickname: 'Ada',
  signature: '',
  avatar: null,
  invite_code: 'ADA123',
  default_fiat: 'USD',
  has_pay_password: true,
  totp_enabled: false,
  real_level: 1,
  withdraw_locked_until: null,
  created_at: '2026-01-02T10:00:00.000Z',
};

const COIN: ApiOutput<'POST /wallet/get_info'> = {
  currency_id: 3,
  currency: 'USDT',
  scale: 6,
  available: '100',
  networks: [
    { network: 'TRC20', paid_on_chain: false, deposit_enabled: true, withdraw_enabled: true, withdraw_fee: '1', withdraw_min: '10' },
  ],
  limit_btc: '200',
  remaining_btc: '150',
  withdraw_locked_until: null,
};

const ADDRESS: ApiOutput<'GET /user/wallet/list'>['data'][number] = {
  id: 5,
  currency_id: 3,
  currency: 'USDT',
  network: 'TRC20',
  name: 'My Ledger',
  address: 'TXa1b2c3d4e5f6g7h8i9j0',
  qrcode: '/uploads/qr.png',
  created_at: '2026-01-02T10:00:00.000Z',
};

const { answer, refuse, calls } = fakeServer({ user: USER });

describe('Withdraw with a locked pay password', () => {
  it('closes the sheet and keeps the server’s message, with the time the lock ends, on the page', async () => {
    const locked = translate('en', 'errors.PAY_PASSWORD_LOCKED', { until: '2026-03-04 12:30 UTC' });
    answer('POST /wallet/get_info', COIN);
    answer('GET /user/wallet/list', { data: [ADDRESS], page: 1, pages: 1, total: 1, limit: 50 });
    refuse('POST /wallet/out', 'PAY_PASSWORD_LOCKED', locked);
    show(Withdraw, '/pages/fund/withdraw?currency=USDT');
    await screen.findByRole('radio', { name: /My Ledger/ });
    expect(screen.queryByTestId('pay-password-locked')).toBeNull();
    type('Amount', '10');
    click('Withdraw');
    await screen.findByRole('heading', { name: 'Confirm withdrawal' });
    type('Pay password', 'Pay-123456');
    click('Confirm');

    await waitFor(() => expect(screen.getByTestId('pay-password-locked').textContent).toBe(locked));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Confirm withdrawal' })).toBeNull());
    expect(calls('/wallet/out')).toHaveLength(1);
  });
});
