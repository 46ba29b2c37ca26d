/**
 * Loans and the OTC desk (issue 19) against the real server at 390x844, as the demo user (the
 * seed's demo setup funds the treasury's loans and otc books with demo money), with the scripted
 * feed holding BTC at 50,000: borrowing 5,000 USDT against 0.2 BTC with the live LTV, interest and
 * liquidation price shown before confirming, the loan in my loans, a partial repayment and then
 * repaying all (the collateral released); and an OTC quote for 0.1 BTC, accepted, with its receipt.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MARK_PRICE_MIN_TICKS } from '@bourse/contract';
import { screenshot } from './support/artifacts';
import { launchBrowser } from './support/browser';
import { api as apiAt } from './support/money';
import { startServer, type RunningServer } from './support/server';
import { copyWebDist } from './support/web-copy';
import { openApp, visit, waitForRoute, type AppPage } from './support/app';
import { darkScreens, shot, text } from './support/page';

const DEMO = { email: 'demo@bourse.example', password: 'Demo-2026' };

let server: RunningServer;
let browser: Browser;
let copy: ReturnType<typeof copyWebDist>;
let token = '';
let app: AppPage;

const api = <T>(method: 'GET' | 'POST', path: string, body: Record<string, unknown> = {}, auth = '') =>
  apiAt<T>(server, method, path, body, auth);

beforeAll(async () => {
  copy = copyWebDist();
  [server, browser] = await Promise.all([startServer({ NODE_ENV: 'test', PRICE_FEED: 'scripted', WEB_DIST: copy.dir }), launchBrowser()]);
  // The mark price is the median of the last ticks: hold BTC at 50,000.
  for (let i = 0; i < MARK_PRICE_MIN_TICKS; i++) await api('POST', '/test/tick', { symbol: 'BTC/USDT', price: '50000' });
  token = await api<string>('POST', '/user/login', { user_string: DEMO.email, password: DEMO.password, type: 'email' });
  app = await openApp(browser, { viewport: 'phone', noticeSeen: true, token });
});

afterAll(async () => {
  await app?.context.close();
  await browser?.close();
  await server?.stop();
  copy?.remove();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(app.page, `failure-loans-otc-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
});

describe('a loan at the phone size', () => {
  it('borrows with the LTV, interest and liquidation price shown before confirming, then repays part and all', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/common/borrowing');
    await page.getByTestId('loan-borrow').waitFor();
    await page.getByTestId('loan-collateral-BTC').click();
    await page.locator('#loan-collateral').fill('0.2');
    await page.locator('#loan-amount').fill('5000');
    // 5,000 / (0.2 x 50,000) = 50 %; 5,000 x 8 % / 8,760 = 0.0456621 an hour, rounded up; 5,000 / (0.2 x 90 %).
    await page.getByTestId('loan-preview-ltv').getByText('50.00%').waitFor();
    expect(await text(page, 'loan-preview-hourly')).toBe('0.045663 USDT');
    expect(await text(page, 'loan-preview-liquidation')).toBe('27,777.78 USDT');
    await shot(page, 'phone-light-loans-borrow');
    await page.getByTestId('loan-submit').click();
    await page.getByTestId('loan-confirm').waitFor();
    expect(await text(page, 'loan-confirm')).toContain('27,777.78');
    await page.getByTestId('loan-confirm-button').click();

    await page.getByTestId('loan-list').locator('a').first().waitFor();
    const row = page.getByTestId('loan-list').locator('a').first();
    expect((await row.textContent()) ?? '').toContain('5,000.00');
    await shot(page, 'phone-light-loans-mine');
    await row.click();
    await waitForRoute(page, '/pages/loans/loan');
    await page.getByTestId('loan-summary').waitFor();
    expect(await text(page, 'loan-debt')).toBe('5,000.00 USDT');
    expect(await text(page, 'loan-ltv')).toBe('50.00%');

    await page.locator('#loan-action-amount').fill('1000');
    await page.getByTestId('loan-action-submit').click();
    await page.getByTestId('loan-debt').getByText('4,000.00 USDT').waitFor();
    await page.getByTestId('loan-event-repay').waitFor();
    await shot(page, 'phone-light-loans-repaid-part');

    await page.getByTestId('loan-repay-all').click();
    await page.getByTestId('loan-action-submit').click();
    await page.getByTestId('loan-status').getByText('Repaid').waitFor();
    expect(await page.getByTestId('loan-actions').count()).toBe(0);
    await shot(page, 'phone-light-loans-repaid');
    const coins = await api<Array<{ currency: string; available: string; frozen?: string }>>(
      'GET',
      '/currency/user_currency_list',
      {},
      token,
    );
    // The collateral is back: the demo user's 0.5 BTC, none held.
    expect(coins.find((c) => c.currency === 'BTC')?.available).toBe('0.5');
    expect(app.errors).toEqual([]);
  });

  it('shows the home repayment shortcut on my loans, and the rules', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/common/borrowing?tab=repay');
    await page.getByTestId('loan-list-closed').click();
    await page.getByTestId('loan-list').locator('a').first().waitFor();
    await page.getByTestId('loan-tab-rules').click();
    await page.getByTestId('loan-rules').waitFor();
    await shot(page, 'phone-light-loans-rules');
    expect(app.errors).toEqual([]);
  });
});

describe('an OTC quote at the phone size', () => {
  it('asks for a firm quote, accepts it, and opens its receipt', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/otc/otc');
    await page.getByTestId('otc-desk').waitFor();
    await page.getByTestId('otc-coin-BTC').click();
    await page.getByTestId('otc-side-buy').click();
    await page.locator('#otc-amount').fill('0.1');
    await page.getByTestId('otc-ask').click();
    await page.getByTestId('otc-quote').waitFor();
    // 0.1 BTC = 5,000 USDT: the first tier, 0.3 %.
    expect(await text(page, 'otc-quote-price')).toBe('50,150.00 USDT');
    expect(await text(page, 'otc-quote-total')).toBe('5,015.00 USDT');
    expect(await text(page, 'otc-countdown')).toMatch(/Firm for \d+ s/);
    await shot(page, 'phone-light-otc-quote');
    await page.getByTestId('otc-accept').click();
    await page.getByTestId('otc-orders').waitFor();
    const order = page.getByTestId('otc-orders').locator('a').first();
    expect((await order.textContent()) ?? '').toContain('5,015.00');
    await shot(page, 'phone-light-otc-orders');
    await order.click();
    await waitForRoute(page, '/pages/otc/receipt');
    await page.getByTestId('otc-receipt').waitFor();
    expect(await text(page, 'otc-receipt')).toContain('50000.00 x (1 + 0.3 %) = 50150.00');
    await shot(page, 'phone-light-otc-receipt');
    expect(app.errors).toEqual([]);
  });

  it('keeps the loan and OTC screens readable in the dark theme', async () => {
    const screens = [
      ['loans-borrow', '/pages/common/borrowing'],
      ['otc', '/pages/otc/otc'],
    ] as const;
    expect(await darkScreens(browser, server.url, token, screens)).toEqual([]);
  });
});
