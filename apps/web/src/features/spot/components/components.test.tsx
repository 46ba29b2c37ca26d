/**
 * The order form and the book in happy-dom against a fake server: the slider's shares, the
 * checks before sending (in the server's words), a tapped book price, the confirmation's
 * estimates and what is sent; the book's grouping.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Depth, SpotMarketInfo } from '@bourse/contract';
import { createQueryClient } from '../../../app/query-client';
import { langStore } from '../../../app/preferences';
import { clearSession, signIn } from '../../../app/session';
import { OrderBook } from './OrderBook';
import { OrderForm } from './OrderForm';
import { AAPL, BTC } from '../test-markets';
import { RecentTrades } from './RecentTrades';

const level = (price: string, qty: string) => ({ price, qty, platform_qty: qty });
const DEPTH: Depth = {
  symbol: 'BTC/USDT',
  asks: [level('66033', '0.001'), level('66066', '0.5')],
  bids: [level('65967', '0.002'), level('65934', '1')],
};

const fetchMock = vi.fn<typeof fetch>();
const ok = (message: unknown) => new Response(JSON.stringify({ type: 'ok', message }));
const balances: Record<string, string> = { USDT: '1000', BTC: '0.5', AAPL: '0' };

beforeEach(() => {
  langStore.set('en');
  signIn('t'.repeat(64));
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/wallet/detail') {
      const currency = new URLSearchParams(String(init?.body ?? '')).get('currency') ?? '';
      return ok({ currency, available: balances[currency] ?? '0', frozen: '0', balance: '0' });
    }
    if (url.pathname === '/api/coin/trade')
      return ok({
        id: 9,
        symbol: 'BTC/USDT',
        status: 'filled',
        filled: '0.0015',
        filled_quote: '99.066',
        avg_price: '66044',
        fee: '0.0000015',
        fee_currency: 'BTC',
        cancel_reason: null,
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

function showRouted(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function showForm(market: SpotMarketInfo, picked: { price: string; n: number } | null = null) {
  return showRouted(<OrderForm market={market} lastPrice="66000" depth={DEPTH} side="buy" onSide={() => undefined} picked={picked} />);
}

const input = (id: string) =>
  screen.getByTestId(`${id}-input`).querySelector('input') ?? (screen.getByTestId(`${id}-input`) as HTMLInputElement);
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });

describe('the order form', () => {
  it('fills 25 to 100 % of the available USDT at the limit price', async () => {
    showForm(BTC);
    await waitFor(() => expect(screen.getByTestId('available').textContent).toBe('1,000.00 USDT'));
    type('price', '60000');
    fireEvent.click(screen.getByTestId('pct-50'));
    expect(input('qty').value).toBe('0.0083');
    expect(screen.getByTestId('est-total').textContent).toBe('498.00 USDT');
    fireEvent.click(screen.getByTestId('pct-100'));
    expect(input('qty').value).toBe('0.0166');
    expect(screen.getByTestId('pct-100').className).not.toContain('pct-stop--on');
    expect(screen.getByTestId('pct-75').className).toContain('pct-stop--on');
  });

  it('checks the quantity with the server’s rules and words before sending', async () => {
    showForm(AAPL);
    await waitFor(() => expect(screen.getByTestId('available').textContent).toBe('1,000.00 USDT'));
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(screen.getByTestId('qty-error').textContent).toBe('Please enter a correct number');
    type('qty', '0.001');
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(screen.getByTestId('qty-error').textContent).toBe('Minimum order quantity cannot be less than 0.0052');
    type('qty', '6000');
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(screen.getByTestId('qty-error').textContent).toBe('Maximum order quantity cannot exceed 5,263.1578');
    type('qty', '10');
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(screen.getByTestId('qty-error').textContent).toBe('Insufficient balance');
    type('price', '');
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(screen.getByTestId('price-error').textContent).toBe('Please enter the price');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/coin/trade'))).toBe(false);
  });

  it('takes a price tapped in the book as the limit price', async () => {
    showForm(BTC, { price: '65967.00', n: 1 });
    await waitFor(() => expect(input('price').value).toBe('65967.00'));
  });

  it('keeps a tapped price when the last price arrives after it', async () => {
    const picked = { price: '65967.00', n: 1 };
    let setLast: (price: string) => void = () => undefined;
    function LateLastPrice() {
      const [last, set] = useState<string | null>(null);
      setLast = set;
      return <OrderForm market={BTC} lastPrice={last} depth={DEPTH} side="buy" onSide={() => undefined} picked={picked} />;
    }
    showRouted(<LateLastPrice />);
    await waitFor(() => expect(input('price').value).toBe('65967.00'));
    act(() => setLast('66000'));
    await new Promise((r) => setTimeout(r, 20));
    expect(input('price').value).toBe('65967.00');
  });

  it('confirms a market buy by amount with the estimated fill, fee and total, then sends it once', async () => {
    showForm(BTC);
    await waitFor(() => expect(screen.getByTestId('available').textContent).toBe('1,000.00 USDT'));
    fireEvent.click(screen.getByTestId('kind-market'));
    type('amount', '100');
    expect(screen.getByTestId('est-total').textContent).toBe('≈ 0.0015 BTC');
    fireEvent.click(screen.getByTestId('order-submit'));
    const sheet = await screen.findByTestId('order-confirm');
    expect(within(sheet).getByTestId('confirm-fill').textContent).toBe('0.0015 BTC at 66,044.00');
    expect(within(sheet).getByTestId('confirm-fee').textContent).toBe('≈ 0.0000015 BTC');
    expect(within(sheet).getByTestId('confirm-total').textContent).toBe('≈ 99.066 USDT');
    fireEvent.click(within(sheet).getByTestId('order-confirm-button'));
    await screen.findByTestId('order-result');
    const trade = fetchMock.mock.calls.filter(([u]) => String(u).includes('/coin/trade'));
    expect(trade).toHaveLength(1);
    const [, init] = trade[0]!;
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toMatchObject({
      currency_id: '1',
      legal_id: '3',
      type: 'buy',
      kind: 'market',
      quote_amount: '100',
    });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(screen.getByTestId('result-fee').textContent).toBe('0.0000015 BTC');
  });
});

describe('the order form messages (issue 13)', () => {
  it('clear when the field is edited, and read figures in the user locale', async () => {
    showForm(AAPL);
    await waitFor(() => expect(screen.getByTestId('available').textContent).toBe('1,000.00 USDT'));
    type('qty', '6000');
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(screen.getByTestId('qty-error').textContent).toBe('Maximum order quantity cannot exceed 5,263.1578');
    type('qty', '1');
    expect(screen.queryByTestId('qty-error')).toBeNull();
  });
});

describe('a market buy by amount', () => {
  it('says before confirming that it spends up to the amount, about what the book on screen takes, in whole lots', async () => {
    showForm(BTC);
    await waitFor(() => expect(screen.getByTestId('available').textContent).toBe('1,000.00 USDT'));
    fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
    fireEvent.change(screen.getByLabelText('Amount to spend'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    // 0.001 at 66,033 = 66.033; 33.967 left buys 5 lots of 0.0001 at 66,066 = 33.033; 0.934 is less than a lot.
    expect(
      await screen.findByText(
        'Spends up to 100.00 USDT: about 99.06 USDT at current prices, because it buys whole lots of 0.0001 BTC. What is not spent stays in your balance.',
      ),
    ).toBeTruthy();
  });

  it('says nothing of the kind for a market buy by quantity or a limit order', async () => {
    showForm(BTC);
    await waitFor(() => expect(screen.getByTestId('available').textContent).toBe('1,000.00 USDT'));
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '0.001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    await screen.findByText('Est. total');
    expect(screen.queryByText(/Spends up to/)).toBeNull();
  });
});

describe('recent trades', () => {
  it('lists the market’s public trades, marking those with the platform market maker', () => {
    render(
      <RecentTrades
        market={BTC}
        trades={[
          { id: 3, price: '66066.00', qty: '0.0005', side: 'buy', time: Date.UTC(2026, 0, 2, 3, 4, 5), platform: true },
          { id: 2, price: '66010.00', qty: '0.01', side: 'sell', time: Date.UTC(2026, 0, 2, 3, 4, 1), platform: false },
        ]}
        loading={false}
        failed={false}
        onRetry={() => undefined}
        rows={20}
      />,
    );
    const list = screen.getByRole('region', { name: 'Recent trades' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByRole('img', { name: 'Traded with the platform market maker' })).toHaveLength(1);
    expect(within(list).getByText('Everyone’s trades in this market; no names are shown.')).toBeTruthy();
  });
});

describe('the order book', () => {
  it('groups levels by the chosen step and passes a tapped price on', () => {
    const onPick = vi.fn();
    const depth: Depth = {
      symbol: 'BTC/USDT',
      asks: [level('66033.01', '0.1'), level('66039.99', '0.2')],
      bids: [level('65967.55', '0.1'), level('65961.2', '0.2'), level('65959.99', '0.3')],
    };
    render(
      <OrderBook
        market={BTC}
        depth={depth}
        loading={false}
        failed={false}
        onRetry={() => undefined}
        lastPrice="66000"
        rows={7}
        onPick={onPick}
      />,
    );
    expect(screen.getAllByTestId('book-bid')).toHaveLength(3);
    fireEvent.change(screen.getByTestId('book-group'), { target: { value: '10' } });
    const bids = screen.getAllByTestId('book-bid');
    expect(bids.map((b) => b.getAttribute('data-price'))).toEqual(['65960.00', '65950.00']);
    expect(screen.getAllByTestId('book-ask').map((a) => a.getAttribute('data-price'))).toEqual(['66040.00']);
    fireEvent.click(bids[0]!);
    expect(onPick).toHaveBeenCalledWith('65960.00');
  });

  it('offers a retry when the book cannot be loaded', () => {
    const onRetry = vi.fn();
    render(
      <OrderBook
        market={BTC}
        depth={undefined}
        loading={false}
        failed
        onRetry={onRetry}
        lastPrice={null}
        rows={7}
        onPick={() => undefined}
      />,
    );
    fireEvent.click(screen.getByTestId('retry'));
    expect(onRetry).toHaveBeenCalled();
  });
});
