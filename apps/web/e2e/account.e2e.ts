/**
 * Flow 2 of issue 3: a new user registers by email (code from the outbox), signs in, changes avatar
 * and nickname, switches to Thai and sees the app in Thai, picks EUR, and signs out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { screenshot } from './support/artifacts';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import {
  apiGet,
  codeAfter,
  createUser,
  currentRoute,
  openApp,
  openSettings,
  settle,
  PASSWORD,
  TINY_PNG,
  uniqueEmail,
  visit,
  waitForRoute,
  type ViewportName,
} from './support/app';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each<ViewportName>(['phone', 'desktop'])('a new user at the %s size', (viewport) => {
  it('registers, signs in, edits the profile, switches to Thai, picks EUR and signs out', async () => {
    const email = uniqueEmail(`new-${viewport}`);
    const nickname = viewport === 'phone' ? 'Somchai1' : 'Malee2';
    const { page, errors, context } = await openApp(browser, { viewport, noticeSeen: true });

    // Register: the code button validates first, then sends and counts down.
    await visit(page, server.url, '/pages/common/register');
    await page.getByTestId('send-code').click();
    await page.getByText('Please enter your email').first().waitFor();
    await page.locator('#account').fill(email);
    const since = server.logs.length;
    await page.getByTestId('send-code').click();
    await page
      .getByTestId('send-code')
      .getByText(/Resend in \d+s/)
      .waitFor();
    const code = await codeAfter(server, email, since);
    await page.locator('#code').fill(code);
    await page.locator('#password').fill('short');
    await page.locator('#re_password').fill('short');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('password-error').getByText('Password length should be more than six').waitFor();
    await page.locator('#password').fill(PASSWORD);
    await page.locator('#re_password').fill(`${PASSWORD}x`);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('re_password-error').getByText('Passwords inconsistent').waitFor();
    await page.locator('#re_password').fill(PASSWORD);
    await settle(page);
    await screenshot(page, `${viewport}-light-register-filled`);
    await page.getByTestId('register-submit').click();

    // Sign in: the new account is filled in.
    await waitForRoute(page, '/pages/common/login');
    expect(await page.locator('#account').inputValue()).toBe(email);
    await page.locator('#password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await waitForRoute(page, '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    // Profile: avatar upload and nickname.
    await openSettings(page, viewport);
    await page.getByTestId('profile-card').click();
    await waitForRoute(page, '/pages/setting/userInfo');
    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.waitForFunction(() => document.querySelector('img.user-avatar')?.getAttribute('src')?.startsWith('/uploads/'));
    await page.getByTestId('nickname-row').click();
    await page.locator('#nickname').fill('x');
    await page.getByTestId('nickname-save').click();
    await page.getByTestId('nickname-error').getByText('Nickname must be 2 to 10 characters').waitFor();
    await page.locator('#nickname').fill(nickname);
    await page.getByTestId('nickname-save').click();
    await page.getByTestId('nickname-value').getByText(nickname).waitFor();
    await settle(page);
    await screenshot(page, `${viewport}-light-userinfo-edited`);
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const info = await apiGet<{ nickname: string; avatar: string }>(server, '/user/info', token);
    expect(info.message.nickname).toBe(nickname);
    expect(info.message.avatar).toMatch(/^\/uploads\//);

    // Thai.
    await page.getByTestId('page-back').click();
    await waitForRoute(page, '/pages/setting/setting');
    await page.getByTestId('setting-language').click();
    await waitForRoute(page, '/pages/setting/language');
    await page.getByTestId('lang-th').click();
    await waitForRoute(page, '/pages/setting/setting');
    await page.locator('.page-title').getByText('การตั้งค่า').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th-TH');
    await page.getByText('ออกจากระบบ').waitFor();
    await settle(page);
    await screenshot(page, `${viewport}-light-settings-thai`);

    // EUR, saved on the account too.
    await page.getByTestId('setting-fiat').click();
    await waitForRoute(page, '/pages/setting/fiat');
    await page.getByText('1 USD ≈ €0.92').waitFor();
    await page.getByTestId('fiat-EUR').click();
    await waitForRoute(page, '/pages/setting/setting');
    await page.getByTestId('setting-fiat').getByText('EUR').waitFor();
    expect((await apiGet<{ default_fiat: string }>(server, '/user/info', token)).message.default_fiat).toBe('EUR');

    // Home in Thai, then sign out.
    await visit(page, server.url, '/');
    await page.getByText('ข่าวสาร').first().waitFor();
    await settle(page);
    await screenshot(page, `${viewport}-light-home-thai`);
    await openSettings(page, viewport);
    await page.getByTestId('logout').click();
    await page.locator('.adm-dialog-footer').getByText('ออกจากระบบ', { exact: true }).click();
    await waitForRoute(page, '/');
    expect(await currentRoute(page)).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await apiGet(server, '/user/info', token)).type).toBe('999');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('sign-up by mobile and the security screens', () => {
  it('registers by mobile with a searched area code, then signs in by mobile (phone)', async () => {
    const mobile = `8${String(Date.now()).slice(-8)}`;
    const { page, errors, context } = await openApp(browser, { viewport: 'phone', noticeSeen: true });
    await visit(page, server.url, '/pages/common/register');
    await page.locator('.segmented-tabs').getByText('Mobile').click();
    await page.getByTestId('area-button').click();
    await waitForRoute(page, '/pages/common/area');
    await page.locator('.adm-search-bar input').fill('thai');
    // The search settles 500 ms after the last keystroke (the debounce), then only Thailand is left.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^="area-"]').length === 1);
    await page.getByTestId('area-TH').waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-area-search');
    await page.getByTestId('area-TH').click();
    await waitForRoute(page, '/pages/common/register');
    await page.getByTestId('area-button').getByText('+66').waitFor();
    await page.locator('#account').fill(mobile);
    const since = server.logs.length;
    await page.getByTestId('send-code').click();
    const code = await codeAfter(server, `+66${mobile}`, since);
    await page.locator('#code').fill(code);
    await page.locator('#password').fill(PASSWORD);
    await page.locator('#re_password').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await waitForRoute(page, '/pages/common/login');
    expect(await page.locator('#account').inputValue()).toBe(mobile);
    await page.getByTestId('area-button').getByText('+66').waitFor();
    await page.locator('#password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await waitForRoute(page, '/');
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const info = await apiGet<{ mobile: string; area_code: string }>(server, '/user/info', token);
    expect([info.message.area_code, info.message.mobile]).toEqual(['66', mobile]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sets a pay password and binds a mobile number, each with a code (desktop)', async () => {
    const email = uniqueEmail('security');
    const token = await createUser(server, email);
    const { page, errors, context } = await openApp(browser, { viewport: 'desktop', noticeSeen: true, token });
    await visit(page, server.url, '/pages/setting/security');
    await page.getByTestId('security-pay-password').getByText('Not set').waitFor();

    await page.getByTestId('security-pay-password').click();
    await waitForRoute(page, '/pages/setting/payPassword');
    await page.locator('#pay_password').fill('Pay-2026-ok');
    await page.locator('#re_pay_password').fill('Pay-2026-ok');
    await page.getByTestId('password-submit').click();
    await page.getByTestId('code-error').getByText('Please enter the verification code').waitFor();
    let since = server.logs.length;
    await page.getByTestId('send-code').click();
    await page.locator('#code').fill(await codeAfter(server, email, since));
    await page.getByTestId('password-submit').click();
    await waitForRoute(page, '/pages/setting/security');
    await page.getByTestId('security-pay-password').getByText('Change').waitFor();

    await page.getByTestId('security-mobile').click();
    await waitForRoute(page, '/pages/setting/mobile');
    await page.locator('#mobile').fill('5551234567');
    since = server.logs.length;
    await page.getByTestId('send-code').click();
    await page.locator('#code').fill(await codeAfter(server, '+15551234567', since));
    await page.getByTestId('bind-submit').click();
    await waitForRoute(page, '/pages/setting/security');
    await page.getByTestId('security-mobile').getByText('+1 555****4567').waitFor();
    expect(await page.locator('.security-notice').count()).toBe(0); // first-time setup: withdrawals are not paused
    await settle(page);
    await screenshot(page, 'desktop-light-security-after-changes');
    const info = await apiGet<{ has_pay_password: boolean; mobile: string }>(server, '/user/info', token);
    expect(info.message).toMatchObject({ has_pay_password: true, mobile: '5551234567' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
