/**
 * The account's forms as a user meets them, with the server faked at fetch: the SPEC section 5
 * rules (nickname and signature lengths, passwords longer than six and matching, six-character
 * codes, email and mobile) are shown in English under the field and nothing is sent; a valid form
 * sends exactly its fields. Language and display currency are stored (and the currency posted when
 * signed in). Elements are found by role, label and the real English texts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiOutput } from '../../app/api';
import { i18n } from '../../app/i18n';
import { fiatStore, langStore } from '../../app/preferences';
import { sessionStore } from '../../app/session';
import { KEYS } from '../../lib/storage';
import { click, fakeServer, show, showsError, type } from '../../test/fake-server';
import BindEmail from './pages/BindEmail';
import BindMobile from './pages/BindMobile';
import Fiat from './pages/Fiat';
import Language from './pages/Language';
import Password from './pages/Password';
import PayPassword from './pages/PayPassword';
import Security from './pages/Security';
import Setting from './pages/Setting';
import UserInfo from './pages/UserInfo';

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

const { answer, refuse, calls, sent } = fakeServer({ user: USER });

// ---- profile -------------------------------------------------------------------------------

const CREDIT: ApiOutput<'GET /user/credit_score'> = {
  score: 40,
  max: 100,
  parts: [
    { part: 'verification', points: 0, max: 40, value: 0 },
    { part: 'two_factor', points: 0, max: 20, value: 0 },
    { part: 'account_age', points: 20, max: 20, value: 329 },
    { part: 'no_failed_reviews', points: 20, max: 20, value: 0 },
  ],
  limits_withdrawals_or_trading: false,
};

describe('UserInfo', () => {
  beforeEach(() => answer('GET /user/credit_score', CREDIT));

  it('shows the credit score, each part with how it is computed, and that it limits nothing', async () => {
    show(UserInfo, '/pages/setting/userInfo');
    expect((await screen.findByTestId('credit-total')).textContent).toBe('40');
    expect(screen.getByTestId('credit-account_age').textContent).toContain('1 point per 9 days since you joined, up to 20');
    expect(screen.getByTestId('credit-account_age').textContent).toContain('329 days');
    expect(screen.getByTestId('credit-verification').textContent).toContain('0 / 40');
    expect(screen.getByTestId('credit-never').textContent).toContain('never limits withdrawals or trading');
  });

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
    answer('POST /sms_mail', 'Code sent to your email');
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
    expect(await screen.findByText('Code sent to your email')).toBeTruthy();
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
    answer('POST /sms_mail', 'Code sent to the new address');
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
    expect(await screen.findByText('Code sent to the new address')).toBeTruthy();
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
    answer('POST /sms_send', 'Code sent to the new number');
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
    expect(await screen.findByText('Code sent to the new number')).toBeTruthy();
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
    // The French texts load first (on demand), and only then is the choice stored: on a loaded
    // machine that can take longer than waitFor's default second.
    await waitFor(() => expect(langStore.get()).toBe('fra'), { timeout: 10_000 });
    expect(localStorage.getItem(KEYS.lang)).toBe('fra');
    expect(i18n.language).toBe('fra');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
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
