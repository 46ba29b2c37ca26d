/**
 * The futures screens in jsdom against a faked API and socket: the open form's estimates (the
 * profit cap among them) and its checks in the user's language, the one-time risk confirmation
 * above the leverage cap, the positions list with live PnL from the private room, the delegated
 * and history tabs, and that every route needs sign-in. A liquidation's proof with its mark price,
 * and the rules, are in proof.test.tsx; the shared fixtures in test-fixtures.tsx.
 */
import { isValidElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LeverPosition, LeverSummary, Page as PageOf } from '@bourse/contract';
import { RequireAuth } from '../../app/guard';
import { langStore } from '../../app/preferences';
import { clearSession, signIn } from '../../app/session';
import Contract from './pages/Contract';
import ContractOrder from './pages/ContractOrder';
import { leverRoutes } from './routes';
import { BTC, calls, fetchMock, ok, position, show, TERMS, value } from './test-fixtures';

type Handler = (message: unknown) => void;
const handlers = new Map<string, Set<Handler>>();
const fakeSocket = {
  connected: true,
  on(event: string, h: Handler) {
    if (!handlers.has(event)) handlers.set(event, new Set());
    handlers.get(event)!.add(h);
    return this;
  },
  off(event: string, h: Handler) {
    handlers.get(event)?.delete(h);
    return this;
  },
  /** The chart's room subscriptions: no market messages in these tests. */
  emit() {
    return this;
  },
};
vi.mock('../../app/socket', () => ({ openSocket: () => Promise.resolve(fakeSocket) }));
/** Deliver a room message once the screen has subscribed (the socket opens asynchronously). */
async function push(event: string, data: unknown) {
  await waitFor(() => expect(handlers.get(event)?.size ?? 0).toBeGreaterThan(0));
  act(() => handlers.get(event)!.forEach((h) => h({ room: 'user:1', seq: 1, data })));
}

const LONG = position({});
const SHORT = position({
  id: 2,
  side: 'short',
  lots: 2,
  qty: '0.002',
  margin: '13.2',
  unrealised_pnl: '-1.5',
  risk_rate: '88.63',
  liquidation_price: '71940.00',
  target_profit_price: null,
});
const DOING = position({
  id: 3,
  kind: 'limit',
  status: 'doing',
  entry_price: null,
  limit_price: '60000.00',
  mark_price: null,
  unrealised_pnl: null,
  risk_rate: null,
  liquidation_price: null,
});
const CLOSED = position({
  id: 4,
  status: 'closed',
  close_price: '67000.00',
  close_reason: 'tp',
  pnl: '1',
  unrealised_pnl: null,
  closed_at: '2026-11-21T11:00:00.000Z',
});
const SUMMARY: LeverSummary = {
  margin_currency: 'USDT',
  available: '80',
  positions: [LONG, SHORT],
  doing: [DOING],
  total_margin: '19.8',
  total_unrealised_pnl: '-1.5',
  risk_rate: '92.42',
};

beforeEach(() => {
  langStore.set('en');
  signIn('token-1');
  handlers.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    switch (new URL(String(input), 'http://localhost').pathname) {
      case '/api/currency/quotation_new':
        return ok([{ quote: 'USDT', kind: 'crypto', markets: [BTC] }]);
      case '/api/lever/deal':
        return ok(TERMS);
      case '/api/lever/dealall':
        return ok(SUMMARY);
      case '/api/lever/my_trade':
        return ok({ data: [CLOSED], page: 1, pages: 1, total: 1, limit: 10 } satisfies PageOf<LeverPosition>);
      default:
        return ok(null);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('the open form', () => {
  it('shows estimates from the server’s terms as the user types, labelled estimates', async () => {
    show('/pages/transaction/contract', <Contract />);
    const lots = await screen.findByLabelText('Lots');
    expect(screen.getByTestId('lever-price').textContent).toBe('66,000.00');
    expect(value('est-margin')).toBe('--');
    fireEvent.change(lots, { target: { value: '2' } });
    expect(screen.getByText('Margin (est.)')).toBeTruthy();
    expect(value('est-notional')).toBe('132.00 USDT');
    expect(value('est-margin')).toBe('13.20 USDT');
    expect(value('est-fee')).toBe('0.066 USDT');
    expect(value('est-liquidation')).toBe('60,060.00');
    fireEvent.click(screen.getByTestId('side-short'));
    expect(value('est-liquidation')).toBe('71,940.00');
    fireEvent.click(screen.getByTestId('leverage-20'));
    expect(value('est-margin')).toBe('6.60 USDT');
    // The profit cap: a short has none; a long closes by itself at twice its entry, and the form says why.
    expect(value('est-cap')).toBe('None');
    fireEvent.click(screen.getByTestId('side-long'));
    expect(value('est-cap')).toBe('132,000.00');
    expect(screen.getByTestId('est-cap-note').textContent).toContain('twice its entry price');
    // No spread configured: none shown.
    expect(screen.queryByTestId('est-spread')).toBeNull();
  });

  it('shows a configured spread and estimates a long’s entry with it', async () => {
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/lever/deal') return ok({ ...TERMS, spread: '5.00' });
      if (path === '/api/coupons/usable') return ok([]);
      return ok([{ quote: 'USDT', kind: 'crypto', markets: [BTC] }]);
    });
    show('/pages/transaction/contract', <Contract />);
    fireEvent.change(await screen.findByLabelText('Lots'), { target: { value: '1' } });
    expect(value('est-spread')).toBe('5.00 USDT');
    expect(value('est-entry')).toBe('66,005.00');
  });

  it('checks with the server’s rules and messages before sending anything', async () => {
    show('/pages/transaction/contract', <Contract />);
    const lots = await screen.findByLabelText('Lots');
    fireEvent.click(screen.getByTestId('open-submit'));
    expect((await screen.findByTestId('lots-error')).textContent).toBe('Please enter a correct number');
    fireEvent.change(lots, { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Take-profit (optional)'), { target: { value: '65000' } });
    fireEvent.click(screen.getByTestId('open-submit'));
    expect((await screen.findByTestId('takeProfit-error')).textContent).toBe(
      'For a long, take-profit must be above the current price; for a short, below it',
    );
    fireEvent.change(screen.getByLabelText('Take-profit (optional)'), { target: { value: '' } });
    fireEvent.change(lots, { target: { value: '16' } });
    fireEvent.click(screen.getByTestId('open-submit'));
    expect((await screen.findByTestId('lots-error')).textContent).toBe('Insufficient balance');
    fireEvent.click(screen.getByTestId('kind-limit'));
    fireEvent.change(lots, { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('open-submit'));
    expect((await screen.findByTestId('limitPrice-error')).textContent).toBe('Please enter the price');
    expect(calls('/lever/submit')).toHaveLength(0);
  });

  it('confirms, then sends the order once with an Idempotency-Key', async () => {
    show('/pages/transaction/contract', <Contract />);
    fireEvent.change(await screen.findByLabelText('Lots'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Take-profit (optional)'), { target: { value: '67000' } });
    fireEvent.click(screen.getByTestId('open-submit'));
    const sheet = await screen.findByTestId('confirm-sheet');
    expect(value('confirm-liquidation', sheet)).toBe('60,060.00');
    // The profit cap, before confirming: a long closes by itself at twice its entry.
    expect(value('confirm-cap', sheet)).toBe('132,000.00');
    fireEvent.click(within(sheet).getByTestId('confirm-submit'));
    await waitFor(() => expect(calls('/lever/submit')).toHaveLength(1));
    const [, init] = calls('/lever/submit')[0]!;
    expect(new Headers(init!.headers).get('Idempotency-Key')).toMatch(/^[\w.:-]{8,100}$/);
    const body = String(init!.body);
    expect(body).toContain('share');
    expect(body).toMatch(/"?type"?[=:]"?1/);
    expect(body).toContain('67000');
  });
});

describe('the leverage cap', () => {
  it('asks once, above the cap, for the user’s confirmation of the risk, and only then offers that leverage', async () => {
    let confirmed = false;
    fetchMock.mockImplementation(async (input) => {
      switch (new URL(String(input), 'http://localhost').pathname) {
        case '/api/currency/quotation_new':
          return ok([{ quote: 'USDT', kind: 'crypto', markets: [BTC] }]);
        case '/api/lever/deal':
          return ok({ ...TERMS, leverage_confirmed: confirmed });
        case '/api/lever/confirm_risk':
          confirmed = true;
          return ok({ confirmed_at: '2026-11-21T10:00:00.000Z', leverage_cap: 20 });
        default:
          return ok(null);
      }
    });
    show('/pages/transaction/contract', <Contract />);
    await screen.findByLabelText('Lots');
    expect(screen.getByTestId('leverage-cap').textContent).toContain('Up to 20x until you confirm');
    expect(screen.getByTestId('lever-mark').textContent).toBe('66,000.00');

    // 50x is offered but locked: choosing it opens the risk text instead of selecting it.
    fireEvent.click(screen.getByTestId('leverage-50'));
    const sheet = await screen.findByTestId('risk-sheet');
    expect(screen.getByTestId('leverage-50').getAttribute('aria-checked')).toBe('false');
    expect(within(sheet).getByRole('heading').textContent).toBe('Before you use more than 20x');
    expect(sheet.textContent).toContain('At 100x, a price move of 1 % against you is 100 % of your margin');
    const confirm = within(sheet).getByTestId('risk-confirm');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(confirm);
    expect(calls('/lever/confirm_risk')).toHaveLength(0);

    fireEvent.click(within(sheet).getByLabelText(/I understand that I can lose all the margin/));
    fireEvent.click(within(sheet).getByTestId('risk-confirm'));
    await waitFor(() => expect(calls('/lever/confirm_risk')).toHaveLength(1));
    expect(String(calls('/lever/confirm_risk')[0]![1]!.body)).toMatch(/accept"?[=:]"?true/);
    await waitFor(() => expect(screen.getByTestId('leverage-50').getAttribute('aria-checked')).toBe('true'));
    expect(screen.queryByTestId('leverage-cap')).toBeNull();
    expect(screen.queryByTestId('risk-sheet')).toBeNull();
  });

  it('sends nothing when the user steps back', async () => {
    show('/pages/transaction/contract', <Contract />);
    await screen.findByLabelText('Lots');
    fireEvent.click(screen.getByTestId('leverage-unlock'));
    const sheet = await screen.findByTestId('risk-sheet');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByTestId('risk-sheet')).toBeNull());
    expect(calls('/lever/confirm_risk')).toHaveLength(0);
    expect(screen.getByTestId('leverage-10').getAttribute('aria-checked')).toBe('true');
  });
});

describe('positions', () => {
  it('lists open positions with live PnL, ROE and margin ratio, and moves them on a push', async () => {
    show('/pages/transaction/contract_order', <ContractOrder />);
    const long = await screen.findByTestId('position-1');
    const short = screen.getByTestId('position-2');
    expect(long.getAttribute('data-side')).toBe('long');
    expect(within(long).getByText('Long')).toBeTruthy();
    expect(value('pos-liquidation', long)).toBe('60,060.00');
    expect(value('pos-tp', long)).toBe('67,000.00');
    expect(value('pos-sl', long)).toBe('--');
    expect(value('pos-pnl', short)).toBe('-1.50');
    expect(within(short).getByTestId('pos-pnl').querySelector('dd')!.className).toBe('tone-down');
    // Margin ratio: 10 % of 13.20 over 13.20 - 1.50 = 11.28 %, green; ROE -1.50 / 6.60.
    expect(value('pos-margin-ratio', short)).toBe('11.28% Safe');
    expect(within(short).getByTestId('pos-margin-ratio').querySelector('dd')!.className).toBe('tone-up');
    expect(value('pos-roe', short)).toBe('-22.72%');
    expect(value('total-margin-ratio')).toBe('11.28% Safe');
    expect(value('total-pnl')).toBe('-1.50');
    expect(screen.getByTestId('tab-positions').textContent).toBe('Positions (2)');
    expect(screen.getByTestId('tab-doing').textContent).toBe('Delegated (1)');

    await push('lever', {
      symbol: 'BTC/USDT',
      positions: [{ id: 1, mark_price: '67000.00', unrealised_pnl: '1', risk_rate: '115.15', last_price: '67050.00' }],
    });
    await waitFor(() => expect(value('pos-mark', screen.getByTestId('position-1'))).toBe('67,000.00'));
    expect(value('pos-last', screen.getByTestId('position-1'))).toBe('67,050.00');
    expect(value('pos-pnl', screen.getByTestId('position-1'))).toBe('+1.00');
    // 0.66 over 7.60 = 8.68 %: the ratio falls as the position gains.
    expect(value('pos-margin-ratio', screen.getByTestId('position-1'))).toBe('8.68% Safe');
    expect(value('total-pnl')).toBe('-0.50');
    // Other positions keep their figures.
    expect(value('pos-pnl', screen.getByTestId('position-2'))).toBe('-1.50');
  });

  it('refetches when a position changes (a trigger closed it)', async () => {
    show('/pages/transaction/contract_order', <ContractOrder />);
    await screen.findByTestId('position-1');
    const before = calls('/lever/dealall').length;
    await push('lever.position', CLOSED);
    await waitFor(() => expect(calls('/lever/dealall').length).toBeGreaterThan(before));
  });

  it('shows delegated orders and the history with its proof link', async () => {
    const router = show('/pages/transaction/contract_order?tab=doing', <ContractOrder />);
    const doing = await screen.findByTestId('position-3');
    expect(value('pos-limit', doing)).toBe('60,000.00');
    expect(within(doing).getByTestId('cancel-order')).toBeTruthy();
    await act(() => router.navigate('/pages/transaction/contract_order?tab=history'));
    const closed = await screen.findByTestId('position-4');
    expect(value('pos-reason', closed)).toBe('Take-profit');
    expect(value('pos-result', closed)).toBe('+1.00');
    expect(within(closed).getByTestId('open-proof')).toBeTruthy();
  });

  it('shows the empty state with a way to open one', async () => {
    fetchMock.mockImplementation(async () =>
      ok({ ...SUMMARY, positions: [], doing: [], total_margin: '0', total_unrealised_pnl: '0', risk_rate: null }),
    );
    show('/pages/transaction/contract_order', <ContractOrder />);
    expect(await screen.findByText('No open positions')).toBeTruthy();
    expect(screen.getByTestId('empty-open')).toBeTruthy();
  });

  it('shows an error with retry when the positions cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => new Response('nope', { status: 500 }));
    show('/pages/transaction/contract_order', <ContractOrder />);
    expect((await screen.findAllByTestId('retry')).length).toBeGreaterThan(0);
  });
});

describe('routes', () => {
  it('are the SPEC paths plus the proof and the rules; the orders and proofs behind sign-in', () => {
    expect(leverRoutes.map((r) => r.path)).toEqual([
      '/pages/transaction/contract',
      '/pages/transaction/contract_order',
      '/pages/transaction/contract_proof',
      '/pages/transaction/contract_rules',
    ]);
    for (const r of leverRoutes) {
      const guarded = isValidElement(r.element) && r.element.type === RequireAuth;
      expect(guarded, r.path).toBe(r.path === '/pages/transaction/contract_order' || r.path === '/pages/transaction/contract_proof');
    }
  });
});
