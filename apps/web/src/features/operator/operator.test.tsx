/**
 * The console's screens with the server faked at fetch: the operator's own token (never the
 * user's) on every call, a reason before any decision is sent, the first-sign-in setup step,
 * role checks, and the second-operator rule on adjustments.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ComponentType } from 'react';
import { createQueryClient } from '../../app/query-client';
import { langStore } from '../../app/preferences';
import { sessionStore } from '../../app/session';
import Adjustments from './pages/Adjustments';
import Audit from './pages/Audit';
import Config from './pages/Config';
import Deposits from './pages/Deposits';
import Login from './pages/Login';
import Withdrawals from './pages/Withdrawals';
import { clearOperatorSession, operatorSession, setOperatorSession } from './session';

const fetchMock = vi.fn<typeof fetch>();
type Answer = unknown | ((body: URLSearchParams) => unknown);
let answers: Record<string, Answer> = {};

const ok = (message: unknown) => new Response(JSON.stringify({ type: 'ok', message }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  answers = {};
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url)
      .split('?')[0]!
      .replace(/^\/api/, '');
    const answer = answers[path];
    if (answer === undefined) return new Response(JSON.stringify({ type: 'error', code: 'NOT_FOUND', message: `no fake for ${path}` }));
    const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : init?.body instanceof URLSearchParams ? init.body : '');
    return ok(typeof answer === 'function' ? (answer as (b: URLSearchParams) => unknown)(body) : answer);
  });
  langStore.set('en');
  clearOperatorSession();
  sessionStore.set({ token: 'user-token', user: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set({ token: null, user: null });
});

function show(Page: ComponentType, url: string) {
  const router = createMemoryRouter(
    [
      { path: '/operator/login', element: <Login /> },
      { path: '*', element: <Page /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === `/api${path}`);
const header = (init: RequestInit | undefined, name: string) => (init?.headers as Record<string, string>)[name];

const me = (role: string, id = 1) => ({ id, username: `op${id}`, role, totp_enabled: true });
const claim = {
  id: 12,
  user_id: 7,
  currency: 'USDT',
  network: 'TRC20',
  amount: '250',
  voucher: '/uploads/0123456789abcdef0123456789abcdef.png',
  tx_hash: '0xabc',
  status: 'pending',
  reason: null,
  created_at: '2026-11-21T10:00:00.000Z',
  reviewed_at: null,
};

const HAND_PAID = { paid_on_chain: false, deposit_enabled: true };

describe('sign-in', () => {
  it('asks for the username before sending anything', async () => {
    show(Login, '/operator/login');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('username-error')).textContent).toBe('Please enter your username');
    type('username', 'admin');
    type('password', 'pw-1');
    type('totp_code', '12');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('totp_code-error')).textContent).toBe('The authenticator code is incorrect');
    expect(calls('/operator/login')).toHaveLength(0);
  });

  it('a first sign-in keeps a setup session apart from the user’s and continues with TOTP enrolment', async () => {
    answers['/operator/login'] = { token: 'setup-tok', setup_required: true };
    answers['/operator/setup/start'] = { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' };
    show(Login, '/operator/login');
    type('username', 'admin');
    type('password', 'ChangeMe-2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('setup-start');
    expect(operatorSession.get()).toEqual({ token: 'setup-tok', scope: 'setup' });
    expect(sessionStorage.getItem('operatorToken')).toBe('setup-tok');
    // The user's session is untouched.
    expect(sessionStore.get().token).toBe('user-token');
    expect(String(calls('/operator/login')[0]![1]!.body)).toBe('username=admin&password=ChangeMe-2026&lang=en');

    fireEvent.click(screen.getByTestId('setup-start'));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(header(calls('/operator/setup/start')[0]![1], 'Authorization')).toBe('setup-tok');
    type('new_password', 'Console-Pass-1');
    type('confirm', 'Console-Pass-2');
    type('setup_totp', '123456');
    fireEvent.click(screen.getByTestId('setup-submit'));
    expect((await screen.findByTestId('confirm-error')).textContent).toBe('Passwords inconsistent');
    expect(calls('/operator/setup')).toHaveLength(0);

    answers['/operator/setup'] = { token: 'full-tok', setup_required: false };
    type('confirm', 'Console-Pass-1');
    fireEvent.click(screen.getByTestId('setup-submit'));
    await waitFor(() => expect(operatorSession.get()).toEqual({ token: 'full-tok', scope: 'full' }));
    expect(String(calls('/operator/setup')[0]![1]!.body)).toBe('new_password=Console-Pass-1&totp_code=123456&lang=en');
  });

  it('a console page without an operator session goes to the console’s sign-in, not the user’s login', async () => {
    const router = show(Deposits, '/operator/deposits');
    await screen.findByTestId('login-submit');
    expect(router.state.location.pathname).toBe('/operator/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('review queues', () => {
  it('send a decision only with a reason, with the operator’s token', async () => {
    setOperatorSession('op-tok', 'full');
    answers['/operator/me'] = me('finance');
    answers['/operator/deposits'] = { data: [claim], page: 1, pages: 1, total: 1, limit: 10 };
    answers['/operator/deposits/approve'] = { ...claim, status: 'approved' };
    show(Deposits, '/operator/deposits');
    expect((await screen.findByTestId('item-amount')).textContent).toBe('250 USDT');
    expect(header(calls('/operator/deposits')[0]![1], 'Authorization')).toBe('op-tok');

    fireEvent.click(screen.getByTestId('item-approve'));
    // A deposit's approval reason is shown to the user as a note.
    expect((await screen.findByTestId('reason-audience')).textContent).toBe('The user sees this reason.');
    fireEvent.click(await screen.findByTestId('decision-confirm'));
    expect((await screen.findByTestId('reason-error')).textContent).toBe('Please give a reason');
    type('decision-reason', '    ');
    fireEvent.click(screen.getByTestId('decision-confirm'));
    await screen.findByTestId('reason-error');
    type('decision-reason', 'x'.repeat(301));
    fireEvent.click(screen.getByTestId('decision-confirm'));
    await waitFor(() => expect(screen.getByTestId('reason-error').textContent).toBe('Character too long'));
    expect(calls('/operator/deposits/approve')).toHaveLength(0);

    type('decision-reason', '  hash matches the chain ');
    fireEvent.click(screen.getByTestId('decision-confirm'));
    await waitFor(() => expect(calls('/operator/deposits/approve')).toHaveLength(1));
    const [, init] = calls('/operator/deposits/approve')[0]!;
    expect(String(init!.body)).toBe('id=12&reason=hash+matches+the+chain&lang=en');
    expect(header(init, 'Authorization')).toBe('op-tok');
  });

  it('reject with the reason the user will read', async () => {
    setOperatorSession('op-tok', 'full');
    answers['/operator/me'] = me('finance');
    answers['/operator/deposits'] = { data: [claim], page: 1, pages: 1, total: 1, limit: 10 };
    answers['/operator/deposits/reject'] = { ...claim, status: 'rejected' };
    show(Deposits, '/operator/deposits');
    fireEvent.click(await screen.findByTestId('item-reject'));
    expect(await screen.findByText('The user sees this reason.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('decision-confirm'));
    await screen.findByTestId('reason-error');
    type('decision-reason', 'The voucher shows another amount');
    fireEvent.click(screen.getByTestId('decision-confirm'));
    await waitFor(() => expect(calls('/operator/deposits/reject')).toHaveLength(1));
    expect(String(calls('/operator/deposits/reject')[0]![1]!.body)).toBe('id=12&reason=The+voucher+shows+another+amount&lang=en');
    expect(calls('/operator/deposits/approve')).toHaveLength(0);
  });

  it('approve a withdrawal with an optional payout hash; its reason stays in the audit log', async () => {
    setOperatorSession('op-tok', 'full');
    answers['/operator/me'] = me('finance');
    const withdrawal = {
      id: 3,
      user_id: 7,
      currency: 'USDT',
      network: 'TRC20',
      destination_type: 'address',
      destination: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      amount: '100',
      fee: '1',
      receive: '99',
      remark: '',
      status: 'pending',
      reason: null,
      tx_hash: null,
      created_at: '2026-11-21T10:00:00.000Z',
      reviewed_at: null,
    };
    answers['/operator/withdrawals'] = { data: [withdrawal], page: 1, pages: 1, total: 1, limit: 10 };
    answers['/operator/withdrawals/approve'] = { ...withdrawal, status: 'approved' };
    show(Withdrawals, '/operator/withdrawals');
    expect((await screen.findByTestId('item-fee')).textContent).toBe('1 USDT');
    expect(screen.getByTestId('item-receive').textContent).toBe('99 USDT');
    fireEvent.click(screen.getByTestId('item-approve'));
    expect((await screen.findByTestId('reason-audience')).textContent).toBe('Kept in the audit log; the user does not see it.');
    type('decision-reason', 'Paid from the hot wallet');
    type('decision-tx-hash', '0xpayout');
    fireEvent.click(screen.getByTestId('decision-confirm'));
    await waitFor(() => expect(calls('/operator/withdrawals/approve')).toHaveLength(1));
    expect(String(calls('/operator/withdrawals/approve')[0]![1]!.body)).toBe(
      'id=3&reason=Paid+from+the+hot+wallet&tx_hash=0xpayout&lang=en',
    );
  });

  it('fetch the voucher with the operator’s token', async () => {
    setOperatorSession('op-tok', 'full');
    answers['/operator/me'] = me('admin');
    answers['/operator/deposits'] = { data: [claim], page: 1, pages: 1, total: 1, limit: 10 };
    show(Deposits, '/operator/deposits');
    await screen.findByTestId('item-amount');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === claim.voucher)).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === claim.voucher)!;
    expect(header(init, 'Authorization')).toBe('op-tok');
  });

  it('are closed to a role that does not review them', async () => {
    setOperatorSession('op-tok', 'full');
    answers['/operator/me'] = me('support');
    show(Deposits, '/operator/deposits');
    await screen.findByText('Your role cannot open this section');
    expect(calls('/operator/deposits')).toHaveLength(0);
    expect(screen.queryByTestId('console-nav-deposits')).toBeNull();
    expect(screen.getByTestId('console-nav-users')).toBeTruthy();
  });
});

describe('adjustments', () => {
  const proposal = (requestedBy: number) => ({
    id: 5,
    user_id: 7,
    currency: 'USDT',
    book: 'exchange',
    amount: '25',
    reason: 'Ticket 4411',
    requested_by: requestedBy,
    decided_by: null,
    status: 'pending',
    created_at: '2026-11-21T10:00:00.000Z',
    decided_at: null,
  });

  beforeEach(() => {
    setOperatorSession('op-tok', 'full');
    answers['/operator/me'] = me('finance', 1);
    answers['/operator/config/networks'] = [{ currency_id: 3, currency: 'USDT', networks: [] }];
  });

  it('cannot be decided by the operator who proposed them', async () => {
    answers['/operator/adjustments'] = [proposal(1)];
    show(Adjustments, '/operator/adjustments');
    await screen.findByTestId('adjust-own');
    expect(screen.queryByTestId('adjust-approve')).toBeNull();
    expect(screen.getByTestId('adjust-amount').textContent).toBe('+25 USDT');
  });

  it('show approve and reject to a second operator', async () => {
    answers['/operator/adjustments'] = [proposal(2)];
    show(Adjustments, '/operator/adjustments');
    await screen.findByTestId('adjust-approve');
    expect(screen.getByTestId('adjust-reject')).toBeTruthy();
    expect(screen.queryByTestId('adjust-own')).toBeNull();
  });

  it('are proposed only with a user, a coin, a non-zero amount and a reason', async () => {
    answers['/operator/adjustments'] = (body: URLSearchParams) => (body.has('amount') ? proposal(1) : []);
    show(Adjustments, '/operator/adjustments');
    await screen.findByTestId('adjust-coin-USDT');
    fireEvent.click(screen.getByTestId('adjust-submit'));
    expect((await screen.findByTestId('user_id-error')).textContent).toBe('User not found');
    type('user_id', '7');
    fireEvent.click(screen.getByTestId('adjust-submit'));
    expect((await screen.findByTestId('currency_id-error')).textContent).toBe('Please choose a currency');
    fireEvent.click(screen.getByTestId('adjust-coin-USDT'));
    type('amount', '0');
    fireEvent.click(screen.getByTestId('adjust-submit'));
    expect((await screen.findByTestId('amount-error')).textContent).toBe('Please enter a correct amount');
    type('amount', '-25');
    fireEvent.click(screen.getByTestId('adjust-submit'));
    expect((await screen.findByTestId('reason-error')).textContent).toBe('Please give a reason');
    expect(calls('/operator/adjustments').filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    type('adjust-reason', 'Ticket 4411: fee charged twice');
    fireEvent.click(screen.getByTestId('adjust-submit'));
    await waitFor(() => expect(calls('/operator/adjustments').filter(([, init]) => init?.method === 'POST')).toHaveLength(1));
    const [, init] = calls('/operator/adjustments').find(([, i]) => i?.method === 'POST')!;
    expect(String(init!.body)).toBe('user_id=7&currency_id=3&book=exchange&amount=-25&reason=Ticket+4411%3A+fee+charged+twice&lang=en');
  });
});

describe('configuration', () => {
  beforeEach(() => {
    setOperatorSession('op-tok', 'full');
    answers['/operator/config/exchange'] = { spread_ppm: 2000, fee_ppm: 1000, quote_ttl_seconds: 10 };
    answers['/operator/config/networks'] = [
      {
        currency_id: 3,
        currency: 'USDT',
        networks: [{ network: 'TRC20', ...HAND_PAID, withdraw_enabled: true, withdraw_fee: '1', withdraw_min: '10' }],
      },
      {
        currency_id: 4,
        currency: 'LTC',
        networks: [{ network: 'LTC', ...HAND_PAID, withdraw_enabled: false, withdraw_fee: '0.001', withdraw_min: '0.01' }],
      },
    ];
  });

  it('is read-only below admin', async () => {
    answers['/operator/me'] = me('finance');
    show(Config, '/operator/config');
    await screen.findByText('Only an administrator can change these settings.');
    expect(await screen.findByText('2000 ppm (0.2%)')).toBeTruthy();
    expect(screen.getByText('10 s')).toBeTruthy();
    expect(screen.queryByTestId('exchange-save')).toBeNull();
    expect(screen.queryByTestId('config-deposit-pool')).toBeNull();
    expect(screen.getByTestId('network-LTC-LTC').textContent).toContain('Paused');
  });

  it('lets the admin save the exchange settings within the server’s limits', async () => {
    answers['/operator/me'] = me('admin');
    answers['/operator/config/exchange'] = (body: URLSearchParams) =>
      body.has('spread_ppm') ? { message: 'Saved', action: null } : { spread_ppm: 2000, fee_ppm: 1000, quote_ttl_seconds: 10 };
    show(Config, '/operator/config');
    await screen.findByTestId('exchange-save');
    type('quote_ttl_seconds', '200');
    fireEvent.click(screen.getByTestId('exchange-save'));
    expect((await screen.findByTestId('quote_ttl_seconds-error')).textContent).toBe('Parameter error');
    type('quote_ttl_seconds', '15');
    fireEvent.click(screen.getByTestId('exchange-save'));
    await waitFor(() => expect(calls('/operator/config/exchange').filter(([, i]) => i?.method === 'POST')).toHaveLength(1));
    const [, init] = calls('/operator/config/exchange').find(([, i]) => i?.method === 'POST')!;
    expect(String(init!.body)).toBe('spread_ppm=2000&fee_ppm=1000&quote_ttl_seconds=15&lang=en');
  });

  it('sends pool addresses as a JSON list, one per line', async () => {
    answers['/operator/me'] = me('admin');
    answers['/operator/deposit-pool'] = { id: 5, kind: 'deposit.pool', payload: { addresses: ['LaddressOne', 'LaddressTwo'] } };
    show(Config, '/operator/config');
    await screen.findByTestId('config-deposit-pool');
    fireEvent.click(await screen.findByRole('radio', { name: 'LTC' }));
    type('pool-addresses', ' LaddressOne \n\nLaddressTwo\n');
    fireEvent.click(screen.getByTestId('pool-save'));
    await waitFor(() => expect(calls('/operator/deposit-pool')).toHaveLength(1));
    const [, init] = calls('/operator/deposit-pool')[0]!;
    expect(header(init, 'Content-Type')).toBe('application/json');
    expect(header(init, 'Authorization')).toBe('op-tok');
    expect(JSON.parse(String(init!.body))).toEqual({ network: 'LTC', addresses: ['LaddressOne', 'LaddressTwo'], lang: 'en' });
  });
});

describe('audit log', () => {
  it('asks for changes only and for one operator’s entries', async () => {
    setOperatorSession('op-tok', 'full');
    answers['/operator/me'] = me('auditor');
    const entry = {
      id: 1,
      operator_id: 1,
      operator: 'admin',
      action: 'POST /operator/deposits/approve',
      target: null,
      detail: {},
      created_at: '2026-11-21T10:00:00.000Z',
    };
    answers['/operator/audit'] = { data: [entry], page: 1, pages: 1, total: 1, limit: 20 };
    show(Audit, '/operator/audit');
    await screen.findByTestId('audit-table');
    const query = () => new URLSearchParams(String(calls('/operator/audit').at(-1)![0]).split('?')[1]);
    expect(query().get('kind')).toBe('all');
    fireEvent.click(screen.getByTestId('audit-kind-changes'));
    await waitFor(() => expect(query().get('kind')).toBe('changes'));
    const search = screen.getByTestId('audit-operator').querySelector('input')!;
    fireEvent.change(search, { target: { value: ' admin ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(query().get('operator')).toBe('admin'));
    expect(query().get('kind')).toBe('changes');
  });
});
