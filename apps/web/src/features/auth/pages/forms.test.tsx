/** The sign-in forms check their input with the contract's rules before anything is sent. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ComponentType } from 'react';
import { translate } from '@bourse/i18n/all';
import { createQueryClient } from '../../../app/query-client';
import { langStore } from '../../../app/preferences';
import { sessionStore } from '../../../app/session';
import Login from './Login';
import Register from './Register';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ type: 'ok', message: null })));
  langStore.set('en');
});
afterEach(() => vi.unstubAllGlobals());

function show(Page: ComponentType, url: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const postsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(`/api${path}`));

describe('login', () => {
  it('asks for the account and password before sending', async () => {
    show(Login, '/pages/common/login');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('account-error')).textContent).toBe('Please enter your email or mobile number');
    type('account', 'not-an-email');
    type('password', 'whatever1');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('account-error').textContent).toBe('Please enter a valid email address'));
    expect(postsTo('/user/login')).toHaveLength(0);
  });

  it('signs in with a valid form and keeps the token', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ type: 'ok', message: 'tok-9' })));
    show(Login, '/pages/common/login');
    type('account', 'Ann@Example.com');
    type('password', 'whatever1');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(sessionStore.get().token).toBe('tok-9'));
    const [, init] = postsTo('/user/login')[0]!;
    expect(String(init!.body)).toBe('user_string=Ann%40Example.com&password=whatever1&type=email&lang=en');
  });
});

describe('login refused', () => {
  it('keeps the server’s sign-in lock message, in the user’s language, under the password', async () => {
    const message = translate('fra', 'errors.TOO_MANY_ATTEMPTS', { minutes: 12 });
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ type: 'error', code: 'TOO_MANY_ATTEMPTS', message })));
    show(Login, '/pages/common/login');
    type('account', 'ann@example.com');
    type('password', 'whatever1');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('password-error')).textContent).toBe(message);
  });
});

describe('register', () => {
  it('fills the invitation code from a share link', () => {
    show(Register, '/pages/common/register?code=INV12345');
    expect(input('extension_code').value).toBe('INV12345');
  });

  it('will not send a code to a bad address, and checks the passwords before registering', async () => {
    show(Register, '/pages/common/register');
    type('account', 'bad@');
    fireEvent.click(screen.getByTestId('send-code'));
    expect((await screen.findByTestId('account-error')).textContent).toBe('Please enter a valid email address');
    expect(postsTo('/sms_mail')).toHaveLength(0);

    type('account', 'new@example.com');
    type('code', '123456');
    type('password', 'short');
    type('re_password', 'short');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('password-error')).textContent).toBe('Password length should be more than six');
    type('password', 'long-enough');
    type('re_password', 'long-enougH');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('re_password-error')).textContent).toBe('Passwords inconsistent');
    type('code', '12');
    type('re_password', 'long-enough');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('code-error')).textContent).toBe('The verification code is 6 characters');
    expect(postsTo('/user/register')).toHaveLength(0);
  });
});
