/**
 * The admin's Operators section with the server faked at fetch: only the admin sees it, a new
 * operator is sent only with a valid username, a role and an initial password (the server's own
 * rules), the server's refusal lands under its field, and disabling asks first and never offers
 * the admin their own account.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../app/query-client';
import { langStore } from '../../app/preferences';
import Operators from './pages/Operators';
import { canSee } from './paths';
import { clearOperatorSession, setOperatorSession } from './session';

const fetchMock = vi.fn<typeof fetch>();
const ok = (message: unknown) => new Response(JSON.stringify({ type: 'ok', message }));
const fail = (code: string, message: string, field?: string) => new Response(JSON.stringify({ type: 'error', code, message, field }));

const account = (id: number, username: string, extra: Record<string, unknown> = {}) => ({
  id,
  username,
  role: 'finance',
  setup_done: true,
  disabled: false,
  created_at: '2026-11-21T10:00:00.000Z',
  ...extra,
});
let list: ReturnType<typeof account>[] = [];
let onPost: (path: string, body: URLSearchParams) => Response;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  list = [account(1, 'admin', { role: 'admin' }), account(2, 'finance2', { setup_done: false }), account(3, 'gone', { disabled: true })];
  onPost = () => ok(null);
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url)
      .split('?')[0]!
      .replace(/^\/api/, '');
    const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    if (path === '/operator/me') return ok({ id: 1, username: 'admin', role: 'admin', totp_enabled: true });
    if (init?.method === 'POST') return onPost(path, body);
    if (path === '/operator/operators') return ok(list);
    return fail('NOT_FOUND', `no fake for ${path}`);
  });
  langStore.set('en');
  setOperatorSession('op-tok', 'full');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearOperatorSession();
});

function show() {
  const router = createMemoryRouter([{ path: '*', element: <Operators /> }], { initialEntries: ['/operator/operators'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const type = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });
const posts = (path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).split('?')[0] === `/api${path}` && init?.method === 'POST');
const item = (username: string) => document.querySelector(`[data-testid="operator-item"][data-username="${username}"]`) as HTMLElement;

describe('operators section', () => {
  it('is the admin’s alone', () => {
    expect(canSee('admin', 'operators')).toBe(true);
    for (const role of ['finance', 'compliance', 'support', 'auditor'] as const) expect(canSee(role, 'operators')).toBe(false);
  });

  it('lists each operator’s role and state; no disable button on the admin’s own account or a disabled one', async () => {
    show();
    await screen.findAllByTestId('operator-item');
    expect(item('admin').textContent).toContain('You');
    expect(item('admin').querySelector('[data-testid="operator-disable"]')).toBeNull();
    expect(item('gone').querySelector('[data-testid="operator-state"]')!.textContent).toBe('Disabled');
    expect(item('gone').querySelector('[data-testid="operator-disable"]')).toBeNull();
    expect(item('finance2').querySelector('[data-testid="operator-state"]')!.textContent).toBe('Awaiting first sign-in');
    expect(item('finance2').querySelector('[data-testid="operator-role"]')!.textContent).toBe('Finance');
    expect(item('finance2').querySelector('[data-testid="operator-disable"]')).toBeTruthy();
  });

  it('checks username, role and password as the server does before sending, then creates the operator', async () => {
    onPost = (_path, body) =>
      ok({ id: 9, kind: 'operator.create', status: 'pending', payload: { username: body.get('username'), role: body.get('role') } });
    show();
    await screen.findAllByTestId('operator-item');
    fireEvent.click(screen.getByTestId('operator-submit'));
    expect((await screen.findByTestId('username-error')).textContent).toMatch(/^Username: 3–32 lower-case letters/);
    type('username', 'Bad Name');
    expect(screen.queryByTestId('username-error')).toBeNull();
    fireEvent.click(screen.getByTestId('operator-submit'));
    expect((await screen.findByTestId('username-error')).textContent).toMatch(/^Username: 3–32 lower-case letters/);
    type('username', 'compliance1');
    fireEvent.click(screen.getByTestId('operator-submit'));
    expect((await screen.findByTestId('role-error')).textContent).toBe('Please choose a valid role');
    fireEvent.click(screen.getByTestId('role-compliance'));
    type('password', 'short');
    fireEvent.click(screen.getByTestId('operator-submit'));
    await screen.findByTestId('password-error');
    expect(posts('/operator/operators')).toHaveLength(0);

    type('password', 'Initial-Pass-9');
    fireEvent.click(screen.getByTestId('operator-submit'));
    await waitFor(() => expect(posts('/operator/operators')).toHaveLength(1));
    const [, init] = posts('/operator/operators')[0]!;
    expect(String(init!.body)).toBe('username=compliance1&role=compliance&password=Initial-Pass-9&lang=en');
    expect((init!.headers as Record<string, string>).Authorization).toBe('op-tok');
    await waitFor(() => expect((document.getElementById('username') as HTMLInputElement).value).toBe(''));
  });

  it('shows the server’s refusal of a taken username under the field', async () => {
    onPost = () => fail('OPERATOR_USERNAME_TAKEN', 'This username is already taken', 'username');
    show();
    await screen.findAllByTestId('operator-item');
    type('username', 'finance2');
    fireEvent.click(screen.getByTestId('role-finance'));
    type('password', 'Initial-Pass-9');
    fireEvent.click(screen.getByTestId('operator-submit'));
    expect((await screen.findByTestId('username-error')).textContent).toBe('This username is already taken');
  });
});

describe('changing an operator', () => {
  it('disables an operator only after a confirmation', async () => {
    onPost = (_path, body) => ok(account(Number(body.get('id')), 'finance2', { disabled: true }));
    show();
    await screen.findAllByTestId('operator-item');
    fireEvent.click(item('finance2').querySelector('[data-testid="operator-disable"]')!);
    expect(await screen.findByText('Disable finance2? They are signed out now and can no longer sign in.')).toBeTruthy();
    expect(posts('/operator/operators/disable')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(document.querySelector('.adm-dialog-footer')!.querySelectorAll('button')[1]!);
    });
    await waitFor(() => expect(posts('/operator/operators/disable')).toHaveLength(1));
    expect(String(posts('/operator/operators/disable')[0]![1]!.body)).toBe('id=2&lang=en');
  });

  it('proposes re-enabling a disabled operator and another role; a second admin approves them in Approvals', async () => {
    onPost = (path) => ok({ id: 11, kind: path.endsWith('enable') ? 'operator.enable' : 'operator.role', status: 'pending', payload: {} });
    show();
    await screen.findAllByTestId('operator-item');
    expect(item('gone').querySelector('[data-testid="operator-disable"]')).toBeNull();
    fireEvent.click(item('gone').querySelector('[data-testid="operator-enable"]')!);
    await waitFor(() => expect(posts('/operator/operators/enable')).toHaveLength(1));
    expect(String(posts('/operator/operators/enable')[0]![1]!.body)).toBe('id=3&lang=en');
    expect(await screen.findByText('Re-enabling gone waits for a second administrator')).toBeTruthy();

    fireEvent.click(item('finance2').querySelector('[data-testid="operator-change-role"]')!);
    const picker = item('finance2').querySelector('[data-testid="role-picker"]')!;
    expect([...picker.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Administrator', 'Compliance', 'Support', 'Auditor']);
    fireEvent.click(picker.querySelector('[data-testid="new-role-auditor"]')!);
    await waitFor(() => expect(posts('/operator/operators/role')).toHaveLength(1));
    expect(String(posts('/operator/operators/role')[0]![1]!.body)).toBe('id=2&role=auditor&lang=en');
    expect(await screen.findByText('The new role of finance2 waits for a second administrator')).toBeTruthy();
  });
});
