/**
 * Lock-up staking's pages with the server faked at fetch: the buy form refuses no amount, less
 * than the minimum, more than the per-user limit and more than the spot balance, each with its
 * message and nothing sent; a valid amount shows the daily and total interest before it is sent
 * once with an Idempotency-Key; the redemption panel shows the server's exact penalty, what comes
 * back and the interest kept, and sends the penalty shown. (The Finance tab's section: finance.test.tsx.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LockCurrency, LockOrder, LockOrderDetail, LockProduct } from '@bourse/contract';
import type { ApiOutput } from '../../app/api';
import { click, fakeServer, fieldErrors, show, showsError, type } from '../../test/fake-server';
import Buy from './pages/Buy';
import Orders from './pages/Orders';

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

const { answer, refuse, calls, sent, header } = fakeServer({ user: USER });
// Unmount before the fake's own afterEach signs out: a signed-out render would ask the real network.
afterEach(cleanup);

// ---- fixtures ------------------------------------------------------------------------------

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

const COINS: ApiOutput<'GET /currency/list'> = [
  {
    id: 3,
    name: 'USDT',
    full_name: 'Tether',
    subName: 'TRC20',
    type: 'crypto',
    status: 1,
    address: '',
    image: null,
    scale: 6,
    color: '#26A17B',
  },
];

const ORDER: LockOrder = {
  id: 31,
  config_id: 7,
  currency_id: 3,
  currency: 'USDT',
  amount: '1000',
  day: 5,
  interest_rate: '0.3',
  penalty_rate: '0.4',
  daily_interest: '3',
  total_interest: '15',
  interest_paid: '3',
  days_paid: 1,
  status: 'in_progress',
  status_code: 1,
  redeem_type: null,
  penalty: null,
  returned: null,
  created_at: T0,
  start_at: T0 + DAY,
  end_at: T0 + 6 * DAY,
  next_payout_at: T0 + 3 * DAY,
  redeemed_at: null,
  redeem_quote: {
    remaining_days: 4,
    penalty_rate: '0.4',
    penalty: '16',
    returned: '984',
    interest_kept: '3',
    interest_due: '0',
    valid_until: T0 + 3 * DAY,
  },
};

const detail = (order: LockOrder): LockOrderDetail => ({
  order,
  payments: [{ day: 1, amount: '3', due_at: T0 + 2 * DAY, paid_at: T0 + 2 * DAY + 1000, entry_key: 'lock:interest:31:1' }],
  formula: { daily_interest: 'floor(amount x rate)', penalty: 'ceil(amount x ratio x remaining days)' },
});

// ---- the buy form --------------------------------------------------------------------------

describe('Buy', () => {
  async function openForm() {
    answer('GET /lh/deposit/config', [currency()]);
    answer('GET /currency/list', COINS);
    const router = show(Buy, '/pages/lockming/buy?id=7');
    await screen.findByText('Spot balance: 1,200.00 USDT');
    return router;
  }

  it('refuses no amount, less than the minimum, more than the per-user limit and more than the balance, sending nothing', async () => {
    await openForm();
    click('Subscribe');
    await showsError('Please enter an amount');
    type('Amount', '50');
    await showsError('The amount cannot be less than the minimum single amount');
    // 500 already locked in this product: 1,600 more passes the 2,000 limit.
    type('Amount', '1600');
    await showsError('The amount exceeds the most you may lock in this product');
    type('Amount', '1300');
    await showsError('Insufficient balance');
    expect(screen.queryByTestId('lock-confirm')).toBeNull();
    expect(calls('/lh/deposit')).toHaveLength(0);
  });

  it('shows the daily and total interest before confirming, then sends once with an Idempotency-Key and opens the order', async () => {
    answer('POST /lh/deposit', { ...ORDER, interest_paid: '0', days_paid: 0 });
    const router = await openForm();
    type('Amount', '1000');
    expect(within(await screen.findByTestId('lock-preview')).getByText('3.00 USDT')).toBeTruthy();
    expect(screen.getByTestId('lock-preview-total').textContent).toBe('15.00 USDT');
    click('Subscribe');
    const confirm = await screen.findByTestId('lock-confirm');
    expect(within(confirm).getByText('Lock 1,000.00 USDT for 5 days, earning 15.00 USDT in all?')).toBeTruthy();
    expect(screen.getByTestId('lock-confirm-facts-daily').textContent).toBe('3.00 USDT');
    expect(screen.getByTestId('lock-confirm-facts-total').textContent).toBe('15.00 USDT');
    expect(fieldErrors()).toEqual([]);
    expect(calls('/lh/deposit')).toHaveLength(0);
    click('Confirm subscription');
    await waitFor(() => expect(router.state.location.search).toBe('?id=31'));
    expect(router.state.location.pathname).toBe('/pages/lockming/order');
    expect(calls('/lh/deposit')).toHaveLength(1);
    expect(sent('/lh/deposit')).toEqual({ config_id: '7', amount: '1000' });
    expect(header('/lh/deposit', 'Idempotency-Key')).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });

  it('keeps a refusal of the server under the field', async () => {
    refuse('POST /lh/deposit', 'LOCK_AWAITING_FUNDING', 'Sold out: awaiting funding');
    await openForm();
    type('Amount', '200');
    click('Subscribe');
    click('Confirm subscription');
    await showsError('Sold out: awaiting funding');
    expect(screen.queryByTestId('lock-confirm')).toBeNull();
  });

  it('a product awaiting funding says so and cannot be subscribed', async () => {
    answer('GET /lh/deposit/config', [currency({ products: [{ ...PRODUCT, availability: 'awaiting_funding', max_now: '0' }] })]);
    answer('GET /currency/list', COINS);
    show(Buy, '/pages/lockming/buy?id=7');
    expect(await screen.findByText('Sold out: awaiting funding')).toBeTruthy();
    expect((screen.getByTestId('lock-subscribe') as HTMLButtonElement).disabled).toBe(true);
  });
});

// ---- early redemption ----------------------------------------------------------------------

describe('the redemption panel', () => {
  it('shows the exact penalty, what is returned and the interest kept, and sends the penalty shown', async () => {
    answer('GET /lh/deposit/order/detail', detail(ORDER));
    answer('POST /lh/deposit/order/cancel', {
      order: { ...ORDER, status: 'redeemed', status_code: 2, redeem_type: 'early', penalty: '16', returned: '984', redeem_quote: null },
      penalty: '16',
      returned: '984',
      interest_kept: '3',
      interest_released: '12',
    });
    show(Orders, '/pages/lockming/order?id=31');
    fireEvent.click(await screen.findByTestId('lock-redeem'));
    const panel = await screen.findByTestId('lock-redeem-panel');
    expect(screen.getByTestId('lock-redeem-penalty').textContent).toBe('16.00 USDT');
    expect(screen.getByTestId('lock-redeem-returned').textContent).toBe('984.00 USDT');
    expect(within(panel).getByText('4 days')).toBeTruthy();
    expect(within(panel).getByText('Penalty = 0.40% × 4 remaining days × 1,000.00 USDT')).toBeTruthy();
    expect(within(panel).getByText('Interest already paid is yours to keep. The interest of the remaining days is not paid.')).toBeTruthy();
    expect(calls('/lh/deposit/order/cancel')).toHaveLength(0);
    click('Confirm early redemption');
    await waitFor(() => expect(calls('/lh/deposit/order/cancel')).toHaveLength(1));
    expect(sent('/lh/deposit/order/cancel')).toEqual({ id: '31', penalty: '16' });
    expect(header('/lh/deposit/order/cancel', 'Idempotency-Key')).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });

  it('a redeemed order shows how it ended and offers no redemption', async () => {
    const done = {
      ...ORDER,
      status: 'redeemed',
      status_code: 2,
      redeem_type: 'early',
      penalty: '16',
      returned: '984',
      redeem_quote: null,
    } as const;
    answer('GET /lh/deposit/order/detail', detail(done));
    show(Orders, '/pages/lockming/order?id=31');
    expect((await screen.findByTestId('lock-redeem-type')).textContent).toBe('Early redemption');
    expect(screen.getByTestId('lock-returned').textContent).toBe('984.00 USDT');
    expect(screen.queryByTestId('lock-redeem')).toBeNull();
  });
});
