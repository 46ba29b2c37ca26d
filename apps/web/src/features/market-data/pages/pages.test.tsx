/**
 * The market screens in happy-dom (charts are tested in Chromium): the list's tabs, sorting,
 * closed stocks and the star (a visitor is sent to sign in; a user's star is on at once and put
 * back if the server refuses); search debounced at 500 ms with recent searches; the runtime keys.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '@bourse/i18n/bundles/en';
import { KLINE_PERIODS, type Favorite, type MarketQuote, type QuotationGroup } from '@bourse/contract';
import { createQueryClient } from '../../../app/query-client';
import { langStore } from '../../../app/preferences';
import { clearSession, signIn } from '../../../app/session';
import { RoomFeed, setFeed, type FeedSocket } from '../live';
import { INTERVALS, OVERLAYS, PANES, recentSearches } from '../prefs';
import Markets, { MARKET_TABS } from './Markets';
import Search from './Search';

const quote = (id: number, base: string, last: string, change: string, extra: Partial<MarketQuote> = {}): MarketQuote => ({
  id,
  currency_id: id,
  legal_id: 3,
  symbol: `${base}/USDT`,
  base,
  quote: 'USDT',
  name: base,
  kind: 'crypto',
  price_scale: 2,
  qty_scale: 4,
  last,
  change,
  open_24h: last,
  high_24h: last,
  low_24h: last,
  volume_24h: '10',
  turnover_24h: String(Number(last) * 10),
  trading: true,
  next_open: null,
  source: 'simulator',
  simulated: true,
  color: '#000',
  icon: null,
  updated_at: new Date().toISOString(),
  ...extra,
});

const BTC = quote(1, 'BTC', '66000.00', '0.41');
const ETH = quote(2, 'ETH', '1592.15', '11.69');
const SOL = quote(7, 'SOL', '131.44', '-2.80');
const AAPL = quote(101, 'AAPL', '170.31', '-0.03', { kind: 'stock', trading: false, next_open: '2026-11-23T14:30:00.000Z' });
const GROUPS: QuotationGroup[] = [
  { quote: 'USDT', kind: 'crypto', markets: [BTC, ETH, SOL] },
  { quote: 'USDT', kind: 'stock', markets: [AAPL] },
];

const fetchMock = vi.fn<typeof fetch>();
const ok = (message: unknown) => new Response(JSON.stringify({ type: 'ok', message }));
let favorites: Favorite[] = [];
let addAnswer: () => Promise<Response>;

class QuietSocket implements FeedSocket {
  connected = false;
  on() {
    return this;
  }
  off() {
    return this;
  }
  emit() {
    return this;
  }
}

beforeEach(() => {
  langStore.set('en');
  setFeed(new RoomFeed(new QuietSocket()));
  favorites = [];
  addAnswer = async () => ok({ id: 50, market_id: 2, quote: ETH });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    switch (url.pathname) {
      case '/api/currency/quotation_new':
        return ok(GROUPS);
      case '/api/optional/list':
        return ok(favorites);
      case '/api/optional/add':
        return addAnswer();
      case '/api/market/hot':
        return ok([ETH, BTC]);
      case '/api/market/search':
        return ok([BTC, ETH, SOL].filter((q) => q.base.includes((url.searchParams.get('q') ?? '').toUpperCase())));
      default:
        return ok(null);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearSession();
  setFeed(undefined);
});

function show(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: path.split('?')[0], element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const rowSymbols = () => screen.queryAllByTestId('market-row').map((r) => r.getAttribute('data-symbol'));
const calls = (path: string) => fetchMock.mock.calls.filter(([u]) => String(u).startsWith(`/api${path}`));

describe('Markets', () => {
  it('lists crypto by default with price, fiat equivalent, coloured change and the simulated badge', async () => {
    show('/pages/market/market', <Markets />);
    await waitFor(() => expect(rowSymbols()).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']));
    const btc = screen.getAllByTestId('market-row')[0]!;
    expect(within(btc).getByTestId('last').textContent).toBe('66,000.00');
    expect(within(btc).getByTestId('fiat-value').textContent).toBe('≈ $66,000.00');
    expect(within(btc).getByTestId('change').className).toContain('chg--up');
    expect(within(screen.getAllByTestId('market-row')[2]!).getByTestId('change').className).toContain('chg--down');
    expect(screen.getByTestId('simulated-badge')).toBeTruthy();
  });

  it('sorts by a column: descending, ascending, then the server order', async () => {
    show('/pages/market/market', <Markets />);
    await waitFor(() => expect(rowSymbols()).toHaveLength(3));
    const head = screen.getByTestId('sort-change');
    fireEvent.click(head);
    expect(rowSymbols()).toEqual(['ETH/USDT', 'BTC/USDT', 'SOL/USDT']);
    expect(head.getAttribute('data-sort')).toBe('desc');
    fireEvent.click(head);
    expect(rowSymbols()).toEqual(['SOL/USDT', 'BTC/USDT', 'ETH/USDT']);
    fireEvent.click(head);
    expect(rowSymbols()).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']);
    fireEvent.click(screen.getByTestId('sort-price'));
    expect(rowSymbols()).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']);
    fireEvent.click(screen.getByTestId('sort-volume'));
    expect(rowSymbols()).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']);
  });

  it('reads ?tab=stocks and says when a closed exchange opens', async () => {
    show('/pages/market/market?tab=stocks', <Markets />);
    await waitFor(() => expect(rowSymbols()).toEqual(['AAPL/USDT']));
    expect(screen.getByTestId('market-closed').textContent).toMatch(/^The US stock market is closed\. It opens Mon/);
    expect(screen.getByText('Closed')).toBeTruthy();
  });

  it('asks a visitor to sign in for favourites, and sends a starring visitor to the login page after 1.2 s', async () => {
    const router = show('/pages/market/market?tab=favorites', <Markets />);
    await screen.findByTestId('favorites-sign-in');
    expect(calls('/optional/list')).toHaveLength(0);
    await act(() => router.navigate('/pages/market/market?tab=crypto'));
    await waitFor(() => expect(rowSymbols()).toHaveLength(3));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    window.location.hash = '#/pages/market/market';
    fireEvent.click(within(screen.getAllByTestId('market-row')[0]!).getByTestId('star'));
    expect(calls('/optional/add')).toHaveLength(0);
    vi.advanceTimersByTime(1199);
    expect(window.location.hash).toBe('#/pages/market/market');
    vi.advanceTimersByTime(1);
    expect(window.location.hash).toMatch(/^#\/pages\/common\/login\?redirect=/);
  });

  it('stars at once for a user, sends currency_id, and shows the pair under favourites', async () => {
    signIn('t-1');
    let answer!: (r: Response) => void;
    addAnswer = () => new Promise((resolve) => (answer = resolve));
    show('/pages/market/market', <Markets />);
    await waitFor(() => expect(rowSymbols()).toHaveLength(3));
    await waitFor(() => expect(calls('/optional/list')).toHaveLength(1));
    const star = within(screen.getAllByTestId('market-row')[1]!).getByTestId('star');
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(star); // a second tap while the first is on its way is ignored
    await waitFor(() => expect(calls('/optional/add')).toHaveLength(1));
    expect(String(calls('/optional/add')[0]![1]!.body)).toContain('currency_id=2');
    favorites = [{ id: 50, market_id: 2, quote: ETH }];
    answer(ok({ id: 50, market_id: 2, quote: ETH }));
    fireEvent.click(screen.getByTestId('market-tab-favorites'));
    await waitFor(() => expect(rowSymbols()).toEqual(['ETH/USDT']));
  });

  it('puts the star back when the server refuses', async () => {
    signIn('t-1');
    let refuse!: () => void;
    addAnswer = () =>
      new Promise((resolve) => {
        refuse = () => resolve(new Response(JSON.stringify({ type: 'error', code: 'MARKET_UNKNOWN', message: 'Unknown market' })));
      });
    show('/pages/market/market', <Markets />);
    await waitFor(() => expect(rowSymbols()).toHaveLength(3));
    const star = within(screen.getAllByTestId('market-row')[0]!).getByTestId('star');
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(calls('/optional/add')).toHaveLength(1));
    refuse();
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
  });
});

describe('Search', () => {
  it('shows hot searches, then asks once 500 ms after typing stops, and remembers what led to a pair', async () => {
    recentSearches.clear();
    show('/pages/market/search', <Search />);
    await waitFor(() => expect(screen.getAllByTestId('hot-item')).toHaveLength(2));
    // Hot pairs show prices: on the simulator, the page says so.
    expect(screen.getByTestId('simulated-badge')).toBeTruthy();
    const input = screen.getByTestId('market-search-input').querySelector('input')!;
    fireEvent.change(input, { target: { value: 'e' } });
    fireEvent.change(input, { target: { value: 'et' } });
    fireEvent.change(input, { target: { value: 'eth' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(calls('/market/search')).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByTestId('search-result')).toHaveLength(1), { timeout: 2000 });
    expect(calls('/market/search')).toHaveLength(1);
    expect(String(calls('/market/search')[0]![0])).toContain('q=eth');
    fireEvent.click(screen.getByTestId('search-result'));
    expect(window.location.hash).toBe('#/pages/market/detail?symbol=ETH%2FUSDT');
    expect(recentSearches.store.get()).toEqual(['eth']);
  });

  it('lists recent searches, fills the field from one, and clears them', async () => {
    recentSearches.clear();
    recentSearches.push('sol');
    show('/pages/market/search', <Search />);
    const recent = await screen.findByTestId('recent-searches');
    fireEvent.click(within(recent).getByText('sol'));
    expect(screen.getByTestId('market-search-input').querySelector('input')!.value).toBe('sol');
    fireEvent.change(screen.getByTestId('market-search-input').querySelector('input')!, { target: { value: '' } });
    fireEvent.click(await screen.findByTestId('recent-searches-clear'));
    expect(screen.queryByTestId('recent-searches')).toBeNull();
    expect(recentSearches.store.get()).toEqual([]);
  });

  it('says so when nothing matches', async () => {
    show('/pages/market/search', <Search />);
    fireEvent.change(screen.getByTestId('market-search-input').querySelector('input')!, { target: { value: 'zzz' } });
    expect(await screen.findByText('No pairs match “zzz”', undefined, { timeout: 2000 })).toBeTruthy();
  });
});

describe('translation keys built at run time', () => {
  it('exist in English', () => {
    const has = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) !== undefined;
    const keys = [
      ...MARKET_TABS.map((k) => `market.tabs.${k}`),
      ...INTERVALS.map((k) => `market.chart.interval.${k}`),
      ...[...OVERLAYS, ...PANES].map((k) => `market.chart.indicator.${k}`),
      'market.summary.gainers',
      'market.summary.losers',
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
    expect(INTERVALS).toEqual(['line', ...KLINE_PERIODS]);
  });
});
