/**
 * The account's forms as a user meets them, with the server faked at fetch: the SPEC section 5
 * rules (nickname and signature lengths, passwords longer than six and matching, six-character
 * codes, email and mobile) are shown in English under the field and nothing is sent; a valid form
 * sends exactly its fields. Language and display currency are stored (and the currency posted when
 * signed in). Elements are found by role, label and the real English texts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ComponentType } from 'react';
import type { ApiKey } from '@bourse/contract';
import type { ApiOutput } from '../../app/api';
import { i18n } from '../../app/i18n';
import { registerNavigator } from '../../app/navigation';
import { fiatStore, langStore } from '../../app/preferences';
import { createQueryClient } from '../../app/query-client';
import { sessionStore } from '../../app/session';
import { KEYS } from '../../lib/storage';
import { clearToast } from '../../lib/toast';
import BindEmail from './pages/BindEmail';
import BindMobile from './pages/BindMobile';
import Fiat from './pages/Fiat';
import Language from './pages/Language';
import Password from './pages/Password';
import PayPassword from './pages/PayPassword';
import Security from './pages/Security';
import Setting from './pages/Setting';
import UserInfo from './pages/UserInfo';

// ---- the fake server -----------------------------------------------------------------------

const fetchMock = vi.fn<typeof fetch>();
type Answer = unknown | ((body: URLSearchParams) => unknown);
let answers: Record<string, Answer> = {};

/** The answer of one endpoint, typed by the route map so a fake cannot drift from the contract. */
function answer<K extends ApiKey>(key: K, value: ApiOutput<K> | ((body: URLSearchParams) => ApiOutput<K>)) {
  answers[key.slice(key.indexOf(' ') + 1)] = value;
}
/** The server refuses the call with this code and message (its error envelope). */
class Refusal {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}
function refuse(key: ApiKey, code: string, message: string) {
  answers[key.slice(key.indexOf(' ') + 1)] = new Refusal(code, message);
}

const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === `/api${path}`);
/** The fields of a sent form, without the `lang` every call carries. */
function sent(path: string, index = 0): Record<string, string> {
  const fields = Object.fromEntries(new URLSearchParams(String(calls(path)[index]![1]!.body)));
  expect(fields.lang).toBe('en');
  delete fields.lang;
  return fields;
}

const USER: ApiOutput<'GET /user/info'> = {
  id: 1042,
  account: 'ada@example.com',
  email: 'ada@example.com',
  mobile: null,
  area_code: null,
  nickname: 'Ada',
  signature: '',
  avatar: null,
  invite_code: 'ADA123',
  default_fiat: 'USD',
  has_pay_password: false,
  totp_enabled: false,
  real_level: 0,
  withdraw_locked_until: null,
  created_at: '2026-01-02T10:00:00.000Z',
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  answers = {};
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).split('?')[0]!.replace(/^\/api/, '');
    const found = answers[path];
    if (found === undefined) return new Response(JSON.stringify({ type: 'error', code: 'NOT_FOUND', message: `no fake for ${path}` }));
    const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : init?.body instanceof URLSearchParams ? init.body : '');
    if (found instanceof Refusal) return new Response(JSON.stringify({ type: 'error', code: found.code, message: found.message }));
    const message = typeof found === 'function' ? (found as (b: URLSearchParams) => unknown)(body) : found;
    return new Response(JSON.stringify({ type: 'ok', message }));
  });
  langStore.set('en');
  fiatStore.set('USD');
  sessionStore.set({ token: 'user-token', user: USER });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStore.set({ token: null, user: null });
  await clearToast();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

function show(Page: ComponentType, url: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: url, element: <Page /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  registerNavigator(
    (to, o) => void router.navigate(to, { replace: o?.replace ?? false }),
    () => router.state.location.pathname + router.state.location.search,
    () => void router.navigate(-1),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** The messages shown under fields (role alert), in the page's own words. */
const fieldErrors = () => screen.queryAllByRole('alert').map((node) => node.textContent);
const showsError = (message: string) => waitFor(() => expect(fieldErrors()).toEqual([message]));

// ---- profile -------------------------------------------------------------------------------

describe('UserInfo', () => {
  it('a nickname must be 2 to 10 letters or digits; a valid one is sent trimmed', async () => {
    answer('POST /user/editNickname', 'Saved');
    show(UserInfo, '/pages/setting/userInfo');
    fireEvent.click(screen.getByText('Nickname'));
    expect(await screen.findByRole('heading', { name: 'Edit nickname' })).toBeTruthy();
    expect((screen.getByLabelText('Nickname') as HTMLInputElement).value).toBe('Ada');

    type('Nickname', 'A');
    click('Save');
    await showsError('Nickname must be 2 to 10 characters of Chinese, English or digits');
    type('Nickname', 'Ada_Lovelace');
    click('Save');
    await showsError('Special characters are not allowed');
    type('Nickname', 'AdaLovelace1');
    click('Save');
    await showsError('Nickname must be 2 to 10 characters of Chinese, English or digits');
    expect(calls('/user/editNickname')).toHaveLength(0);

    type('Nickname', ' Countess ');
    click('Save');
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(sent('/user/editNickname')).toEqual({ nickname: 'Countess' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Edit nickname' })).toBeNull());
  });

  it('a signature must be 2 to 30 characters; a valid one is sent', async () => {
    answer('POST /user/editSignature', 'Saved');
    show(UserInfo, '/pages/setting/userInfo');
    expect(screen.getByText('Not set')).toBeTruthy();
    fireEvent.click(screen.getByText('Signature'));
    await screen.findByRole('heading', { name: 'Edit signature' });

    type('Signature', 'x');
    click('Save');
    await showsError('Signature must be 2 to 30 characters of Chinese, English or digits');
    type('Signature', 'y'.repeat(31));
    click('Save');
    await showsError('Signature must be 2 to 30 characters of Chinese, English or digits');
    expect(calls('/user/editSignature')).toHaveLength(0);

    type('Signature', 'Poetical science');
    click('Save');
    await waitFor(() => expect(calls('/user/editSignature')).toHaveLength(1));
    expect(sent('/user/editSignature')).toEqual({ signature: 'Poetical science' });
  });
});

// ---- passwords -----------------------------------------------------------------------------

describe('Password', () => {
  it('needs a new password longer than six, the same again and a 6-character code; then sends exactly those', async () => {
    answer('POST /sms_mail', 'Code sent');
    answer('POST /safe/update_password', 'Password changed');
    const router = show(Password, '/pages/setting/password');
    expect(screen.getByText('The code will be sent to ad***@example.com')).toBeTruthy();

    click('Confirm');
    await showsError('Please enter a password');
    type('New password', 'abc123');
    click('Confirm');
    await showsError('Password length should be more than six');
    type('New password', 'abcd1234');
    click('Confirm');
    await showsError('Please confirm the password');
    type('Confirm password', 'abcd1235');
    click('Confirm');
    await showsError('Please enter the verification code');
    type('Verification code', '12345');
    click('Confirm');
    await showsError('The verification code is 6 characters');
    type('Verification code', '123456');
    click('Confirm');
    await showsError('Passwords inconsistent');
    expect(calls('/safe/update_password')).toHaveLength(0);

    click('Send code');
    expect(await screen.findByText('Code sent')).toBeTruthy();
    expect(sent('/sms_mail')).toEqual({ scene: 'security' });

    type('Confirm password', 'abcd1234');
    click('Confirm');
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(sent('/safe/update_password')).toEqual({ password: 'abcd1234', re_password: 'abcd1234', code: '123456' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a password field can be shown and hidden', () => {
    show(Password, '/pages/setting/password');
    const input = screen.getByLabelText('New password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect((screen.getByLabelText('New password') as HTMLInputElement).type).toBe('text');
    expect(screen.getAllByRole('button', { name: 'Hide password' })).toHaveLength(1);
  });
});

describe('PayPassword', () => {
  it('follows the same rules and sends pay_password, re_pay_password and the code', async () => {
    answer('POST /safe/pay_password', 'Pay password set');
    show(PayPassword, '/pages/setting/payPassword');
    type('New pay password', '123456');
    type('Confirm password', '123456');
    type('Verification code', '654321');
    click('Confirm');
    await showsError('Password length should be more than six');
    type('New pay password', '1234567');
    type('Confirm password', '7654321');
    click('Confirm');
    await showsError('Passwords inconsistent');
    type('Confirm password', '1234567');
    type('Verification code', '65432a!');
    click('Confirm');
    await showsError('The verification code is 6 characters');
    expect(calls('/safe/pay_password')).toHaveLength(0);

    type('Verification code', '654321');
    click('Confirm');
    expect(await screen.findByText('Pay password set')).toBeTruthy();
    expect(sent('/safe/pay_password')).toEqual({ pay_password: '1234567', re_pay_password: '1234567', code: '654321' });
  });

  it('a code the server refuses is shown and the user stays on the page', async () => {
    refuse('POST /safe/pay_password', 'CODE_INVALID', 'The verification code is incorrect');
    const router = show(PayPassword, '/pages/setting/payPassword');
    type('New pay password', '1234567');
    type('Confirm password', '1234567');
    type('Verification code', '000000');
    click('Confirm');
    expect(await screen.findByText('The verification code is incorrect')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pages/setting/payPassword');
  });
});

// ---- binding email and mobile --------------------------------------------------------------

describe('BindEmail', () => {
  it('sends a code only to a valid address, needs the code, then binds', async () => {
    answer('POST /sms_mail', 'Code sent');
    answer('POST /safe/email', 'Email bound');
    show(BindEmail, '/pages/setting/email');

    click('Send code');
    await showsError('Please enter your email');
    type('Email', 'ada@');
    click('Send code');
    await showsError('Please enter a valid email address');
    expect(calls('/sms_mail')).toHaveLength(0);

    type('Email', 'New@Example.com');
    click('Send code');
    expect(await screen.findByText('Code sent')).toBeTruthy();
    expect(sent('/sms_mail')).toEqual({ user_string: 'new@example.com', scene: 'bind' });
    expect(await screen.findByRole('button', { name: /^Resend in \d+s$/ })).toBeTruthy();

    click('Bind');
    await showsError('Please enter the verification code');
    expect(calls('/safe/email')).toHaveLength(0);

    type('Verification code', '246810');
    click('Bind');
    expect(await screen.findByText('Email bound')).toBeTruthy();
    expect(sent('/safe/email')).toEqual({ email: 'new@example.com', code: '246810' });
  });
});

describe('BindMobile', () => {
  it('checks the number for the chosen area, needs the code, then binds with the area code', async () => {
    answer('POST /sms_send', 'Code sent');
    answer('POST /safe/mobile', 'Mobile bound');
    show(BindMobile, '/pages/setting/mobile');
    expect(screen.getByRole('button', { name: 'Country or area' }).textContent).toBe('+1');

    click('Bind');
    await showsError('Please enter your mobile number');
    type('Mobile number', '12');
    click('Send code');
    await showsError('Please enter a valid mobile number');
    expect(calls('/sms_send')).toHaveLength(0);

    type('Mobile number', '202-555-0123');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('2025550123');
    click('Send code');
    expect(await screen.findByText('Code sent')).toBeTruthy();
    expect(sent('/sms_send')).toEqual({ area_code: '1', mobile: '2025550123', scene: 'bind' });

    click('Bind');
    await showsError('Please enter the verification code');
    expect(calls('/safe/mobile')).toHaveLength(0);
    type('Verification code', '135790');
    click('Bind');
    expect(await screen.findByText('Mobile bound')).toBeTruthy();
    expect(sent('/safe/mobile')).toEqual({ mobile: '2025550123', code: '135790', area_code: '1' });
  });
});

// ---- security and settings -----------------------------------------------------------------

describe('Security', () => {
  it('shows what is set and bound, and opens the pay password page', async () => {
    const router = show(Security, '/pages/setting/security');
    expect(screen.getByText('ad***@example.com')).toBeTruthy();
    expect(screen.getByText('Not bound')).toBeTruthy();
    expect(screen.getByText('Not set')).toBeTruthy();
    fireEvent.click(screen.getByText('Pay password'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/setting/payPassword'));
  });
});

describe('Setting', () => {
  it('a visitor is offered sign-in and no account pages', () => {
    sessionStore.set({ token: null, user: null });
    show(Setting, '/pages/setting/setting');
    expect(screen.getByText('Welcome')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByText('Security')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('logging out asks first, then signs out on the server and forgets the session', async () => {
    answer('GET /user/logout', 'Signed out');
    const router = show(Setting, '/pages/setting/setting');
    expect(screen.getByText('UID 1042')).toBeTruthy();
    click('Log out');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Log out on this device?')).toBeTruthy();
    expect(calls('/user/logout')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(sessionStore.get().token).toBeNull());
    expect(calls('/user/logout')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

// ---- preferences ---------------------------------------------------------------------------

describe('Language', () => {
  it('a choice applies at once, is stored on the device and is sent as lang from then on', async () => {
    const router = show(Language, '/pages/setting/language');
    fireEvent.click(screen.getByText('Français'));
    await waitFor(() => expect(langStore.get()).toBe('fra'));
    expect(localStorage.getItem(KEYS.lang)).toBe('fra');
    expect(i18n.language).toBe('fra');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('Fiat', () => {
  it('signed in: posts the currency, then stores it', async () => {
    answer('POST /user/default_fiat', 'Saved');
    show(Fiat, '/pages/setting/fiat');
    fireEvent.click(screen.getByText('EUR'));
    expect(await screen.findByText('Amounts are now shown in EUR')).toBeTruthy();
    expect(sent('/user/default_fiat')).toEqual({ currency_code: 'EUR' });
    expect(fiatStore.get()).toBe('EUR');
    expect(localStorage.getItem(KEYS.fiat)).toBe('EUR');
  });

  it('a refused save keeps the old choice', async () => {
    refuse('POST /user/default_fiat', 'FIAT_UNSUPPORTED', 'This currency is not supported');
    show(Fiat, '/pages/setting/fiat');
    fireEvent.click(screen.getByText('JPY'));
    expect(await screen.findByText('This currency is not supported')).toBeTruthy();
    expect(fiatStore.get()).toBe('USD');
    expect(localStorage.getItem(KEYS.fiat)).toBeNull();
  });

  it('a visitor’s choice is stored on the device only', async () => {
    sessionStore.set({ token: null, user: null });
    show(Fiat, '/pages/setting/fiat');
    fireEvent.click(screen.getByText('GBP'));
    await waitFor(() => expect(fiatStore.get()).toBe('GBP'));
    expect(localStorage.getItem(KEYS.fiat)).toBe('GBP');
    expect(calls('/user/default_fiat')).toHaveLength(0);
  });
});
