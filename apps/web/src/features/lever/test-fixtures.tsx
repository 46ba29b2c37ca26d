/**
 * What the futures screens' tests share (lever.test.tsx, proof.test.tsx): the server's terms and a
 * position as the API sends them, the faked fetch with the calls it got, a page rendered in a
 * memory router, and reading a fact's value. Not a *.test file, so Vitest does not run it.
 */
import { render, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { LeverPosition, LeverTerms, MarketQuote } from '@bourse/contract';
import { createQueryClient } from '../../app/query-client';

export const TERMS: LeverTerms = {
  currency_id: 1,
  legal_id: 3,
  symbol: 'BTC/USDT',
  margin_currency: 'USDT',
  margin_scale: 6,
  price_scale: 2,
  available: '100',
  multiples: [5, 10, 20, 50],
  min_lots: 1,
  max_lots: 10000,
  contract_size: '0.001',
  fee_percent: '0.05',
  overnight_percent: '0.02',
  overnight_time: '00:00',
  liquidation_risk_percent: '10',
  spread: '0.00',
  price: '66000.00',
  price_time: 0,
  mark_price: '66000.00',
  leverage_cap: 20,
  leverage_confirmed: false,
};
export const BTC = {
  id: 1,
  currency_id: 1,
  legal_id: 3,
  symbol: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  kind: 'crypto',
  last: '66000.00',
  simulated: true,
} as MarketQuote;

export const position = (over: Partial<LeverPosition>): LeverPosition => ({
  id: 1,
  symbol: 'BTC/USDT',
  currency_id: 1,
  side: 'long',
  kind: 'market',
  status: 'open',
  lots: 1,
  qty: '0.001',
  leverage: 10,
  limit_price: null,
  entry_price: '66000.00',
  spread: '0.00',
  margin: '6.6',
  open_margin: '6.6',
  fee: '0.033',
  overnight_fee: '0',
  target_profit_price: '67000.00',
  stop_loss_price: null,
  liquidation_price: '60060.00',
  liquidation_risk_percent: '10',
  cap_price: '132000.00',
  mark_price: '66000.00',
  unrealised_pnl: '0',
  risk_rate: '100.00',
  last_price: '66000.00',
  close_price: null,
  close_reason: null,
  pnl: null,
  insurance_paid: '0',
  created_at: '2026-11-21T10:00:00.000Z',
  opened_at: '2026-11-21T10:00:00.000Z',
  closed_at: null,
  coupon: null,
  ...over,
});

export const fetchMock = vi.fn<typeof fetch>();
export const ok = (message: unknown) => new Response(JSON.stringify({ type: 'ok', message }));
export const calls = (path: string) => fetchMock.mock.calls.filter(([u]) => String(u).startsWith(`/api${path}`));

export function show(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: path.split('?')[0], element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export const value = (id: string, scope: HTMLElement = document.body) => within(scope).getByTestId(id).querySelector('dd')!.textContent;
