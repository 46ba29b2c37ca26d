/**
 * The Finance tab's lock-up section with the server faked at fetch: loading, then per currency the
 * range of daily rates and the user's holdings; no products and no orders; a product the treasury
 * cannot cover ("sold out: awaiting funding"); a failed load with its retry; a visitor asked to sign in.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LockCurrency, LockProduct } from '@bourse/contract';
import type { ApiOutput } from '../../app/api';
import { sessionStore } from '../../app/session';
import { fakeServer, show } from '../../test/fake-server';
import LockMiningSection from './sections/LockMiningSection';

const USER: ApiOutput<'GET /user/info'> = {
  id: 1042,
  account: 'ada@example.com',
  email: 'ada@example.com',
  mobile: '2025550123',
  area_code: '1',
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

const { answer, refuse, calls } = fakeServer({ user: USER });
// Unmount before the fake's own afterEach signs out: a signed-out render would ask the real network.
afterEach(cleanup);

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 20);

const PRODUCT: LockProduct = {
  id: 7,
  currency_id: 3,
  currency: 'USDT',
  day: 5,
  interest_rate: '0.3',
  penalty_rate: '0.4',
  save_min: '100',
  save_max: '2000',
  capacity: '1000000',
  locked_total: '0',
  remaining: '1000000',
  dividend_time: '00:00',
  dividend_minute: 0,
  intro: '',
  status: 'active',
  availability: 'open',
  max_now: '1500',
  interest_on_min: '1.5',
  user_locked: '500',
};

const currency = (over: Partial<LockCurrency> = {}): LockCurrency => ({
  currency_id: 3,
  currency: 'USDT',
  rate_min: '0.3',
  rate_max: '0.4',
  products: [PRODUCT, { ...PRODUCT, id: 8, day: 30, interest_rate: '0.4' }],
  balance: '1200',
  ...over,
});

const SUMMARY: ApiOutput<'GET /lh/deposit/summary'> = {
  holdings: [
    {
      currency_id: 3,
      currency: 'USDT',
      locked: '1000',
      interest_paid: '3',
      interest_paid_all: '3',
      interest_to_come: '12',
      orders_in_progress: 1,
    },
  ],
  next_payout_at: T0 + 3 * DAY,
};

describe('the Finance tab’s lock-up section', () => {
  it('shows loading, then the range of daily rates per currency and the holdings', async () => {
    answer('GET /lh/deposit/config', [currency()]);
    answer('GET /lh/deposit/summary', SUMMARY);
    show(LockMiningSection, '/pages/financial/index');
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect((await screen.findByTestId('finance-lock-range-USDT')).textContent).toBe('Daily 0.30% to 0.40%');
    expect((await screen.findByTestId('finance-lock-interest-USDT')).textContent).toBe('3.00 USDT');
    expect(screen.getByText('12.00 USDT')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/pages/lockming/order');
  });

  it('with no products and no orders: says so', async () => {
    answer('GET /lh/deposit/config', []);
    answer('GET /lh/deposit/summary', { holdings: [], next_payout_at: null });
    show(LockMiningSection, '/pages/financial/index');
    expect(await screen.findByText('No lock-up products are offered yet')).toBeTruthy();
    expect(await screen.findByText('You have no lock-up orders in progress.')).toBeTruthy();
  });

  it('a product the treasury cannot cover shows “sold out: awaiting funding”', async () => {
    answer('GET /lh/deposit/config', [currency({ products: [{ ...PRODUCT, availability: 'awaiting_funding' }] })]);
    answer('GET /lh/deposit/summary', SUMMARY);
    show(LockMiningSection, '/pages/financial/index');
    expect((await screen.findByTestId('finance-lock-range-USDT')).textContent).toBe('Sold out: awaiting funding');
  });

  it('a failed load offers a retry, which asks again', async () => {
    refuse('GET /lh/deposit/config', 'INTERNAL', 'boom');
    refuse('GET /lh/deposit/summary', 'INTERNAL', 'boom');
    show(LockMiningSection, '/pages/financial/index');
    await waitFor(() => expect(screen.getAllByTestId('retry')).toHaveLength(2));
    answer('GET /lh/deposit/config', [currency()]);
    fireEvent.click(screen.getAllByTestId('retry')[0]!);
    expect((await screen.findByTestId('finance-lock-range-USDT')).textContent).toBe('Daily 0.30% to 0.40%');
  });

  it('without a session: the products and an invitation to sign in, no holdings asked for', async () => {
    sessionStore.set({ token: null, user: null });
    answer('GET /lh/deposit/config', [currency({ balance: null })]);
    show(LockMiningSection, '/pages/financial/index');
    expect(await screen.findByText('Sign in to see your holdings and interest.')).toBeTruthy();
    expect(calls('/lh/deposit/summary')).toHaveLength(0);
  });
});
