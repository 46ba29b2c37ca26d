/**
 * The futures and options chart in happy-dom (it draws in Chromium: lever.e2e.ts): which bars or
 * ticks it asks for at each interval, and the lines it lists under the canvas, in words, for a
 * screen reader. The canvas cannot be drawn here, so the chart itself shows its error state.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../app/query-client';
import { langStore } from '../../../app/preferences';
import { RoomFeed, setFeed, type FeedSocket } from '../live';
import { TradeChart } from './TradeChart';
import type { PriceMark } from '../trade-chart-view';

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

const fetchMock = vi.fn<typeof fetch>();
const ok = (message: unknown) => new Response(JSON.stringify({ type: 'ok', message }));
const asked = (path: string) =>
  fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).filter((u) => u.pathname === `/api${path}`);

const MARKS: PriceMark[] = [
  { id: 'entry-1', price: '66000.00', label: 'Long entry', text: '66,000.00', tone: 'entry' },
  { id: 'liquidation-1', price: '60060.00', label: 'Long liquidation', text: '60,060.00', tone: 'liquidation' },
];

function show(element: React.ReactNode) {
  render(<QueryClientProvider client={createQueryClient()}>{element}</QueryClientProvider>);
}

beforeEach(() => {
  langStore.set('en');
  setFeed(new RoomFeed(new QuietSocket()));
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/market/ticks')
      return ok({ symbol: 'BTC/USDT', from: 0, to: 0, ticks: [], next: null, closed: false, simulated: true });
    return ok([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setFeed(undefined);
});

describe('TradeChart', () => {
  it('asks for candles of the chosen interval and lists its lines in words', async () => {
    show(<TradeChart symbol="BTC/USDT" priceScale={2} mode="candles" marks={MARKS} />);
    await waitFor(() => expect(asked('/currency/new_timeshar').map((u) => u.searchParams.get('period'))).toEqual(['15m']));
    const chart = screen.getByTestId('trade-chart');
    expect(chart.dataset.period).toBe('15m');
    fireEvent.click(screen.getByRole('radio', { name: '1h' }));
    await waitFor(() => expect(asked('/currency/new_timeshar').map((u) => u.searchParams.get('period'))).toEqual(['15m', '1h']));
    expect(chart.dataset.period).toBe('1h');
    expect(screen.getByRole('figure', { name: 'BTC/USDT chart, 1h' })).toBeTruthy();
    const lines = screen.getByRole('list', { name: 'Lines on the chart' });
    expect(lines.dataset.marks).toBe('entry,liquidation');
    expect(screen.getByTestId('tchart-mark-entry-1').textContent).toBe('Long entry66,000.00');
    expect(screen.getByTestId('tchart-mark-liquidation-1').textContent).toBe('Long liquidation60,060.00');
  });

  it('draws the options price second by second from the last three minutes of recorded ticks', async () => {
    const before = Date.now();
    show(<TradeChart symbol="BTC/USDT" priceScale={2} mode="line" />);
    await waitFor(() => expect(asked('/market/ticks')).toHaveLength(1));
    const [ticks] = asked('/market/ticks');
    expect(Number(ticks!.searchParams.get('to')) - Number(ticks!.searchParams.get('from'))).toBe(180_000);
    expect(Number(ticks!.searchParams.get('to'))).toBeGreaterThanOrEqual(before);
    expect(asked('/currency/new_timeshar')).toHaveLength(0);
    expect(screen.getByTestId('trade-chart').dataset.mode).toBe('line');
    expect(screen.getByText('Price by the second, live')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Lines on the chart' })).toBeNull();
  });
});
