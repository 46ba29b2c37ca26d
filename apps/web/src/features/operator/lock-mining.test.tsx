/**
 * The console's lock-up section with the server faked at fetch: the treasury's cover per currency
 * (held, reserved, owed, free) with a warning when reserved and owed differ, every product with
 * what it owes and a pause or resume, and the creation form checked with the server's codes
 * before it sends the product.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LockCover, LockProductAdmin } from '@bourse/contract';
import { fakeServer, show, showsError, type } from '../../test/fake-server';
import LockMining from './pages/LockMining';
import { setOperatorSession } from './session';

const { answer, calls, sent, fetchMock } = fakeServer({ user: null });
afterEach(cleanup);

const PRODUCTS = '/operator/lock-mining/products';
/** The list and the creation share a path (GET and POST): the creation's calls, and its sent form. */
const creations = () => calls(PRODUCTS).filter(([, init]) => init?.method === 'POST');
const created = () => sent(PRODUCTS, calls(PRODUCTS).indexOf(creations()[0]!));

/** The creation's answer (the fake answers by path, and the list's answer is the GET's). */
function onCreate(envelope: object) {
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (url, init) =>
    init?.method === 'POST' && String(url).split('?')[0] === `/api${PRODUCTS}` ? new Response(JSON.stringify(envelope)) : base(url, init),
  );
}

const PRODUCT: LockProductAdmin = {
  id: 7,
  currency_id: 3,
  currency: 'USDT',
  day: 5,
  interest_rate: '0.3',
  penalty_rate: '0.4',
  save_min: '100',
  save_max: '50000',
  capacity: null,
  locked_total: '3000',
  remaining: null,
  dividend_time: '00:00',
  dividend_minute: 0,
  intro: '',
  status: 'active',
  availability: 'open',
  max_now: null,
  interest_on_min: '1.5',
  user_locked: null,
  orders_in_progress: 2,
  interest_owed: '36',
  created_at: Date.UTC(2026, 10, 1),
};

const COVER: LockCover = {
  currency_id: 3,
  currency: 'USDT',
  held: '1000000',
  reserved: '36',
  owed: '36',
  free: '999964',
  principal_locked: '3000',
  orders_in_progress: 2,
  demo: '1000000',
};

function open(cover: LockCover[] = [COVER], products: LockProductAdmin[] = [PRODUCT]) {
  setOperatorSession('op-tok', 'full');
  answer('GET /operator/me', { id: 1, username: 'fin', role: 'finance', totp_enabled: true });
  answer('GET /operator/lock-mining/cover', cover);
  answer('GET /operator/lock-mining/products', products);
  answer('GET /operator/config/networks', [
    { currency_id: 1, currency: 'BTC', networks: [] },
    { currency_id: 3, currency: 'USDT', networks: [] },
  ]);
  show(LockMining, '/operator/lock-mining');
}

describe('the treasury’s cover', () => {
  it('shows held, reserved, owed and free per currency', async () => {
    open();
    const row = await screen.findByTestId('lock-cover-USDT');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['USDT', '1,000,000', '36', '36', '999,964', '3,000', '2', '1,000,000']);
    expect(within(row).queryByRole('alert')).toBeNull();
  });

  it('warns when the reserved funds and what the orders are owed differ', async () => {
    open([{ ...COVER, reserved: '30' }]);
    const row = await screen.findByTestId('lock-cover-USDT');
    expect(within(row).getByRole('alert').textContent).toContain('Reserved and owed differ: check the ledger');
  });

  it('with no currency yet: says so', async () => {
    open([], []);
    expect(await screen.findByText('No lock-up currency yet.')).toBeTruthy();
    expect(await screen.findByText('No lock-up products are offered yet')).toBeTruthy();
  });
});

describe('the products', () => {
  it('lists each with its terms and what it owes, and pauses one', async () => {
    open();
    const row = await screen.findByTestId('lock-admin-product-7');
    expect(within(row).getByText('USDT · 5 days')).toBeTruthy();
    expect(within(row).getByText('0.3%')).toBeTruthy();
    expect(within(row).getByText('100 / 50,000 / No limit')).toBeTruthy();
    expect(screen.getByTestId('lock-admin-owed-7').textContent).toBe('36');
    answer('POST /operator/lock-mining/products/status', { ...PRODUCT, status: 'paused', availability: 'paused' });
    fireEvent.click(within(row).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(calls('/operator/lock-mining/products/status')).toHaveLength(1));
    expect(sent('/operator/lock-mining/products/status')).toEqual({ id: '7', status: 'paused' });
  });

  it('offers to resume a paused product', async () => {
    open(undefined, [{ ...PRODUCT, status: 'paused', availability: 'paused' }]);
    const row = await screen.findByTestId('lock-admin-product-7');
    expect(within(row).getByText('Paused')).toBeTruthy();
    answer('POST /operator/lock-mining/products/status', PRODUCT);
    fireEvent.click(within(row).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(calls('/operator/lock-mining/products/status')).toHaveLength(1));
    expect(sent('/operator/lock-mining/products/status')).toEqual({ id: '7', status: 'active' });
  });
});

describe('creating a product', () => {
  it('checks the term, the rate, the minimum and the dividend time before sending', async () => {
    open();
    await screen.findByTestId('lock-product-form');
    fireEvent.click(screen.getByTestId('lock-product-submit'));
    await showsError('The term must be a whole number of days from 1 to 3650');
    type('Term (days)', '10');
    type('Daily rate (%)', '12');
    fireEvent.click(screen.getByTestId('lock-product-submit'));
    await showsError('The rate must be a percentage above 0 and at most 10, with up to 4 decimals');
    type('Daily rate (%)', '0.25');
    fireEvent.click(screen.getByTestId('lock-product-submit'));
    await showsError('The minimum, maximum and capacity must be valid amounts, minimum at most maximum and capacity');
    type('Minimum single amount', '0.01');
    type('Dividend time (UTC, HH:MM)', '24:00');
    fireEvent.click(screen.getByTestId('lock-product-submit'));
    await showsError('The dividend time must be HH:MM (UTC)');
    expect(creations()).toHaveLength(0);
  });

  it('sends a valid product, without the limits left empty', async () => {
    open();
    onCreate({ type: 'ok', message: { ...PRODUCT, id: 9, currency_id: 1, currency: 'BTC', day: 10 } });
    await screen.findByRole('option', { name: 'BTC' });
    fireEvent.change(screen.getByTestId('lock-currency'), { target: { value: '1' } });
    type('Term (days)', '10');
    type('Daily rate (%)', '0.05');
    type('Minimum single amount', '0.01');
    type('Dividend time (UTC, HH:MM)', '08:30');
    fireEvent.click(screen.getByTestId('lock-product-submit'));
    await waitFor(() => expect(creations()).toHaveLength(1));
    expect(created()).toEqual({
      currency_id: '1',
      day: '10',
      interest_rate: '0.05',
      penalty_rate: '0.4',
      save_min: '0.01',
      dividend_time: '08:30',
    });
  });

  it('keeps a refusal of the server under its field', async () => {
    open();
    onCreate({ type: 'error', code: 'LOCK_PRODUCT_DUPLICATE', message: 'An active product with this currency and term already exists' });
    await screen.findByTestId('lock-product-form');
    type('Term (days)', '5');
    type('Daily rate (%)', '0.3');
    type('Minimum single amount', '100');
    fireEvent.click(screen.getByTestId('lock-product-submit'));
    await showsError('An active product with this currency and term already exists');
  });
});
