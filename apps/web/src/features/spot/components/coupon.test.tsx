/**
 * The spot order form's fee-discount coupon (issue 18) in happy-dom against a fake server: it offers
 * the user's usable spot coupon, shows the fee before and after it (the fee's worth in USDT, the
 * discount rounded down and capped) in the form and the confirmation, sends the coupon with the
 * order and shows what the order's record says of it; a stock market offers none.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Coupon, Depth, SpotMarketInfo } from '@bourse/contract';
import type { ApiOutput } from '../../../app/api';
import { createQueryClient } from '../../../app/query-client';
import { langStore } from '../../../app/preferences';
import { clearSession, signIn } from '../../../app/session';
import { OrderForm } from './OrderForm';
import { AAPL, BTC } from '../test-markets';

const DEPTH: Depth = { symbol: 'BTC/USDT', asks: [], bids: [] };
const COUPON: Coupon = {
  id: 7,
  campaign_id: 2,
  kind: 'fee_discount',
  product: 'spot',
  currency: 'USDT',
  percent: 50,
  value: '1',
  status: 'held',
  source: 'claim',
  claimed_at: 0,
  expires_at: Date.parse('2030-01-01T00:00:00Z'),
  used_at: null,
  used_value: null,
  returned_value: null,
  order_ref: null,
};
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

const fetchMock = vi.fn<typeof fetch>();
const ok = (message: unknown) => new Response(JSON.stringify({ type: 'ok', message }));
const called = (path: string) => fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://localhost').pathname === `/api${path}`);

beforeEach(() => {
  langStore.set('en');
  signIn('t'.repeat(64));
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/wallet/detail') return ok({ currency: 'BTC', available: '1', frozen: '0', balance: '1' });
    if (url.pathname === '/api/coupons/usable') return ok([COUPON]);
    if (url.pathname === '/api/currency/list') return ok(COINS);
    if (url.pathname === '/api/coin/trade')
      return ok({
        id: 9,
        symbol: 'BTC/USDT',
        status: 'new',
        filled: '0',
        filled_quote: '0',
        avg_price: null,
        fee: '0',
        fee_currency: 'USDT',
        cancel_reason: null,
        coupon: { id: 7, kind: 'fee_discount', value: '0' },
        fills: [],
      });
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

function showForm(market: SpotMarketInfo) {
  const element = <OrderForm market={market} lastPrice="66000" depth={DEPTH} side="sell" onSide={() => undefined} picked={null} />;
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const type = (id: string, value: string) => {
  const box = screen.getByTestId(`${id}-input`);
  fireEvent.change(box.querySelector('input') ?? box, { target: { value } });
};

describe('a fee-discount coupon on the spot form', () => {
  it('is offered, shows the fee before and after it, and goes with the order', async () => {
    showForm(BTC);
    fireEvent.click(await screen.findByTestId('coupon-7'));
    expect(screen.getByTestId('coupon-7').textContent).toContain('50% off fees (up to 1.00 USDT)');
    type('qty', '0.01');
    // 0.01 at 66,000 = 660 USDT; the 0.1 % fee is 0.66 USDT; half of it, 0.33, under the cap of 1.
    await waitFor(() => expect(screen.getByTestId('coupon-fee').textContent).toBe('≈ 0.66 → 0.33 USDT'));
    expect(screen.getByTestId('coupon-effect').textContent).toContain('0.33 USDT back');
    fireEvent.click(screen.getByTestId('order-submit'));
    const sheet = await screen.findByTestId('order-confirm');
    expect(within(sheet).getByTestId('confirm-coupon-fee').textContent).toBe('≈ 0.66 → 0.33 USDT');
    fireEvent.click(within(sheet).getByTestId('order-confirm-button'));
    await screen.findByTestId('order-result');
    const [, init] = called('/coin/trade')[0]!;
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toMatchObject({ type: 'sell', amount: '0.01', coupon_id: '7' });
    expect(screen.getByTestId('order-coupon').textContent).toBe('Coupon #7: 0.00 USDT off the fee');
  });

  it('is not offered on a stock market (stocks are another product)', async () => {
    showForm(AAPL);
    await waitFor(() => expect(called('/wallet/detail').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('coupon-picker')).toBeNull();
    expect(called('/coupons/usable')).toHaveLength(0);
  });
});
