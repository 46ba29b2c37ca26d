/**
 * Flow 1 of issue 3: a visitor taps the assets tab, sees 'please log in first', and is on the
 * login page about 1.2 s later; after signing in they land on the assets page they wanted.
 * Issue 13: a visitor browses spot, futures and options in one trade shell (tab bar, no back
 * arrow, no sign-in wall); opening a futures position asks to sign in and comes back after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { screenshot } from './support/artifacts';
import {
  createUser,
  currentRoute,
  dismissNotice,
  openApp,
  PASSWORD,
  settle,
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

describe.each<ViewportName>(['phone', 'desktop'])('a visitor at the %s size', (viewport) => {
  it('taps assets, is told to log in, lands on login after about 1.2 s, and comes back after signing in', async () => {
    const email = uniqueEmail(`guard-${viewport}`);
    await createUser(server, email);
    const { page, errors, context } = await openApp(browser, { viewport });
    await page.goto(`${server.url}/`);
    await waitForRoute(page, '/');
    await dismissNotice(page);

    const assetsTab = viewport === 'phone' ? page.locator('.tab-bar').getByText('Assets') : page.locator('.side-nav').getByText('Assets');
    const tappedAt = Date.now();
    await assetsTab.click();
    const toast = page.locator('.toast-main').getByText('Please log in first');
    await toast.waitFor({ state: 'visible' });
    expect(await currentRoute(page)).toBe('/pages/fund/assets');
    await screenshot(page, `${viewport}-light-guard-toast`);
    await page.waitForFunction(() => window.location.hash.startsWith('#/pages/common/login'), undefined, { timeout: 5000 });
    const waited = Date.now() - tappedAt;
    expect(waited).toBeGreaterThanOrEqual(1150);
    expect(waited).toBeLessThan(2200);
    expect(await currentRoute(page)).toBe('/pages/common/login?redirect=%2Fpages%2Ffund%2Fassets');
    await waitForRoute(page, '/pages/common/login');

    await page.locator('#account').fill(email);
    await page.locator('#password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await waitForRoute(page, '/pages/fund/assets');
    await page.getByTestId('assets-total').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each<ViewportName>(['phone', 'desktop'])('a visitor in the trade shell at the %s size', (viewport) => {
  it('switches spot, futures and options under the Trade tab, and signs in only to open a position', async () => {
    const email = uniqueEmail(`trade-shell-${viewport}`);
    await createUser(server, email);
    const { page, errors, context } = await openApp(browser, { viewport, noticeSeen: true });
    await visit(page, server.url, '/');
    const nav = viewport === 'phone' ? page.locator('.tab-bar') : page.locator('.side-nav');
    await nav.getByText('Trade', { exact: true }).click();
    await waitForRoute(page, '/pages/transaction/index');
    for (const [kind, route, ready] of [
      ['futures', '/pages/transaction/contract', 'open-submit'],
      ['options', '/pages/transaction/index2', 'market-symbol'],
      ['spot', '/pages/transaction/index', 'trade-kinds'],
    ] as const) {
      await page.getByTestId(`trade-kind-${kind}`).click();
      await waitForRoute(page, route);
      await page.getByTestId(ready).first().waitFor();
      expect(await page.getByTestId('sign-in-required').count(), kind).toBe(0);
      expect(await page.getByTestId('page-back').count(), kind).toBe(0);
      if (viewport === 'phone') expect(await page.locator('.tab-bar .adm-tab-bar-item-active').textContent()).toBe('Trade');
      else expect(await page.locator('.side-nav-item--active').textContent()).toBe('Trade');
      await settle(page);
      await screenshot(page, `${viewport}-light-trade-shell-${kind}`);
    }
    expect(await currentRoute(page)).toBe('/pages/transaction/index');

    // The Trade tab comes back to the screen last used: futures.
    await page.getByTestId('trade-kind-futures').click();
    await waitForRoute(page, '/pages/transaction/contract');
    await nav.getByText('Markets', { exact: true }).click();
    await waitForRoute(page, '/pages/market/market');
    await nav.getByText('Trade', { exact: true }).click();
    await waitForRoute(page, '/pages/transaction/contract');

    // Opening a position is the action that needs an account.
    const submit = page.getByTestId('open-submit');
    expect(await submit.textContent()).toBe('Sign in to trade');
    await submit.click();
    await waitForRoute(page, '/pages/common/login');
    expect(await currentRoute(page)).toBe('/pages/common/login?redirect=%2Fpages%2Ftransaction%2Fcontract');
    await page.locator('#account').fill(email);
    await page.locator('#password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await waitForRoute(page, '/pages/transaction/contract');
    await page.getByTestId('lever-available').waitFor();
    expect(await page.getByTestId('open-submit').textContent()).not.toBe('Sign in to trade');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('launch and preferences for a visitor', () => {
  it('shows the site brand, the version, and keeps a chosen theme', async () => {
    const { page, errors, context } = await openApp(browser, { viewport: 'phone', noticeSeen: true });
    await visit(page, server.url, '/');
    await page.locator('.home-header .site-brand-name').getByText('Bourse').waitFor();
    expect(await page.locator('.home-header .site-brand-logo').getAttribute('src')).toBe('/static/logo.svg');
    expect(await page.title()).toBe('Bourse');
    expect(await page.evaluate(() => localStorage.getItem('h5Version'))).toBe('1');

    await page.getByTestId('home-account').click();
    await waitForRoute(page, '/pages/setting/setting');
    expect(await page.getByTestId('setting-version').textContent()).toBe('0.8.0');
    await page.getByTestId('theme-switch').getByText('Dark').click();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-prefers-color-scheme'))).toBe('dark');
    await page.reload();
    await waitForRoute(page, '/pages/setting/setting');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-prefers-color-scheme'))).toBe('dark');

    await page.getByTestId('setting-about').click();
    await waitForRoute(page, '/pages/common/aboutus');
    expect(await page.getByTestId('app-version').textContent()).toBe('Version 0.8.0');
    expect(errors).toEqual([]);
    await context.close();
  });
});
