/**
 * Lock-up staking (issue 15) against the real server, as the demo user (the seed's demo setup funds
 * the treasury's lock-mining book with demo money, so its products are open): the Finance tab's
 * lock-up section, a subscription whose confirmation shows the daily and total interest, the order
 * in the order list, the server's clock moved past the first dividend time so the scheduler pays
 * day 1, and an early redemption that shows the exact penalty before confirming and the result after.
 *
 * USDT 5 days at 0.3 % a day, 1,000 USDT: 3 USDT a day, 15 in all. After day 1, 4 days remain:
 * penalty 0.4 % x 4 x 1,000 = 16, returned 984, the 3 paid kept.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { screenshot } from './support/artifacts';
import { launchBrowser } from './support/browser';
import { api as apiAt, signInSeededOperator } from './support/money';
import { startServer, type RunningServer } from './support/server';
import { copyWebDist } from './support/web-copy';
import { openApp, visit, waitForRoute, type AppPage } from './support/app';
import { darkScreens, shot, text } from './support/page';

const DEMO = { email: 'demo@bourse.example', password: 'Demo-2026' };
const DAY = 86_400_000;
const DESKTOP = { width: 1440, height: 900 };
const OPERATOR_PASSWORD = 'Console-Pass-2026';

interface Product {
  id: number;
  day: number;
}
interface Order {
  id: number;
  start_at: number;
}

let server: RunningServer;
let browser: Browser;
let copy: ReturnType<typeof copyWebDist>;
let token = '';
let product: Product;
let order: Order;
/** The demo user's phone, light theme, through the whole story. */
let app: AppPage;
/** The server's clock minus real time, once the test has moved it. */
let clockOffset = 0;

const api = <T>(method: 'GET' | 'POST', path: string, body: Record<string, unknown> = {}, auth = '') =>
  apiAt<T>(server, method, path, body, auth);

beforeAll(async () => {
  copy = copyWebDist();
  [server, browser] = await Promise.all([startServer({ NODE_ENV: 'test', PRICE_FEED: 'scripted', WEB_DIST: copy.dir }), launchBrowser()]);
  token = await api<string>('POST', '/user/login', { user_string: DEMO.email, password: DEMO.password, type: 'email' });
  app = await openApp(browser, { viewport: 'phone', noticeSeen: true, token });
  const config = await api<Array<{ currency: string; products: Product[] }>>('GET', '/lh/deposit/config', {}, token);
  product = config.find((c) => c.currency === 'USDT')!.products.find((p) => p.day === 5)!;
});

afterAll(async () => {
  await app?.context.close();
  await browser?.close();
  await server?.stop();
  copy?.remove();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(app.page, `failure-lock-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
});

describe('the demo user at the phone size: Finance and subscribing', () => {
  it('sees the lock-up section in Finance and subscribes, the confirmation showing the daily and total interest', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/financial/index');
    await page.getByTestId('finance-lock-mining').waitFor();
    expect(await text(page, 'finance-lock-range-USDT')).toBe('Daily 0.30% to 0.40%');
    await page.getByText('You have no lock-up orders in progress.').waitFor();
    await shot(page, 'phone-light-lock-finance-empty');

    await page.getByTestId('finance-lock-browse').click();
    await waitForRoute(page, '/pages/lockming/lockming');
    await page.getByTestId(`lock-product-${product.id}`).waitFor();
    expect(await text(page, `lock-currency-USDT`)).toContain('Daily 0.30% to 0.40%');
    await shot(page, 'phone-light-lock-list');

    await page.getByTestId(`lock-product-${product.id}`).click();
    await waitForRoute(page, '/pages/lockming/buy');
    await page.locator('#amount').fill('50');
    await page.getByTestId('lock-subscribe').click();
    await page.getByText('The amount cannot be less than the minimum single amount').waitFor();
    await page.locator('#amount').fill('1000');
    expect(await text(page, 'lock-preview-daily')).toBe('3.00 USDT');
    expect(await text(page, 'lock-preview-total')).toBe('15.00 USDT');
    await shot(page, 'phone-light-lock-buy');

    await page.getByTestId('lock-subscribe').click();
    await page.getByTestId('lock-confirm').waitFor();
    expect(await text(page, 'lock-confirm-facts-daily')).toBe('3.00 USDT');
    expect(await text(page, 'lock-confirm-facts-total')).toBe('15.00 USDT');
    await page.getByTestId('lock-confirm').scrollIntoViewIfNeeded();
    await shot(page, 'phone-light-lock-confirm');
    await page.getByTestId('lock-confirm-button').click();
    await waitForRoute(page, '/pages/lockming/order');
    await page.getByTestId('lock-order-summary').waitFor();
    expect(await text(page, 'lock-order-status')).toBe('In progress');
    expect(await text(page, 'lock-interest-paid')).toBe('0.00 USDT (0 of 5 days)');
    expect(app.errors).toEqual([]);
  });

  it('sees the order in the order list', async () => {
    const { page } = app;
    const list = await api<{ data: Order[] }>('GET', '/lh/deposit/order', { status: 'in_progress' }, token);
    order = list.data[0]!;
    await visit(page, server.url, '/pages/lockming/order');
    await page.getByTestId(`lock-order-${order.id}`).waitFor();
    expect(await text(page, `lock-order-${order.id}`)).toContain('1,000.00 USDT');
    await shot(page, 'phone-light-lock-orders');
    expect(app.errors).toEqual([]);
  });
});

describe('the demo user at the phone size: interest and early redemption', () => {
  it('gets day 1’s interest once the clock passes the dividend time, in the order and in Finance', async () => {
    const { page } = app;
    const moved = await api<{ now: string }>('POST', '/test/clock', { at: new Date(order.start_at + DAY + 60_000).toISOString() });
    clockOffset = Date.parse(moved.now) - Date.now();
    await visit(page, server.url, `/pages/lockming/order?id=${order.id}`);
    // The scheduler runs every 5 s and the page asks every 5 s while the order is in progress.
    await page.getByTestId('lock-payment-1').waitFor({ timeout: 15_000 });
    await page.getByTestId('lock-interest-paid').getByText('3.00 USDT (1 of 5 days)').waitFor();
    expect(await text(page, 'lock-payment-1')).toContain(`lock:interest:${order.id}:1`);
    await shot(page, 'phone-light-lock-order-paid');

    await visit(page, server.url, '/pages/financial/index');
    await page.getByTestId('finance-lock-interest-USDT').getByText('3.00 USDT').waitFor();
    await shot(page, 'phone-light-lock-finance');
    expect(app.errors).toEqual([]);
  });

  it('redeems early: the exact penalty before confirming, the result after', async () => {
    const { page } = app;
    await visit(page, server.url, `/pages/lockming/order?id=${order.id}`);
    await page.getByTestId('lock-redeem').click();
    await page.getByTestId('lock-redeem-panel').waitFor();
    expect(await text(page, 'lock-redeem-penalty')).toBe('16.00 USDT');
    expect(await text(page, 'lock-redeem-returned')).toBe('984.00 USDT');
    expect(await text(page, 'lock-redeem-kept')).toContain('Interest already paid is yours to keep');
    expect(await text(page, 'lock-redeem-panel')).toContain('0.40% × 4 remaining days × 1,000.00 USDT');
    await page.getByTestId('lock-redeem-panel').scrollIntoViewIfNeeded();
    await shot(page, 'phone-light-lock-redeem');

    await page.getByTestId('lock-redeem-confirm').click();
    await page.getByTestId('lock-order-status').getByText('Redeemed').waitFor();
    expect(await text(page, 'lock-redeem-type')).toBe('Early redemption');
    expect(await text(page, 'lock-returned')).toBe('984.00 USDT');
    expect(await page.getByTestId('lock-redeem').count()).toBe(0);
    await shot(page, 'phone-light-lock-redeemed');
    const coins = await api<Array<{ currency: string; available: string }>>('GET', '/currency/user_currency_list', {}, token);
    // 10,000 - 1,000 + 3 + 984.
    expect(coins.find((c) => c.currency === 'USDT')?.available).toBe('9987');
    expect(app.errors).toEqual([]);
  });
});

describe('dark theme and the desktop', () => {
  it('keeps the lock-up screens in dark at the phone size and light at 1440x900', async () => {
    const screens: [string, string][] = [
      ['finance', '/pages/financial/index'],
      ['list', '/pages/lockming/lockming'],
      ['buy', `/pages/lockming/buy?id=${product.id}`],
      ['order', `/pages/lockming/order?id=${order.id}`],
      ['welcome', '/pages/lockming/welcome'],
    ];
    const darkErrors = await darkScreens(
      browser,
      server.url,
      token,
      screens.map(([name, route]) => [`lock-${name}`, route] as const),
    );
    expect(darkErrors).toEqual([]);
    const desk = await openApp(browser, { viewport: 'desktop', noticeSeen: true, token });
    try {
      await desk.page.setViewportSize(DESKTOP);
      for (const [name, route] of [screens[0]!, screens[2]!, screens[3]!]) {
        await visit(desk.page, server.url, route);
        await shot(desk.page, `desktop-light-lock-${name}`);
      }
      // The console's lock-up section: the treasury's cover and the products with what each owes.
      const operator = await signInSeededOperator(server, OPERATOR_PASSWORD, Date.now() + clockOffset);
      await desk.page.evaluate((t) => {
        sessionStorage.setItem('operatorToken', t);
        sessionStorage.setItem('operatorScope', 'full');
      }, operator);
      await desk.page.goto(`${server.url}/#/operator/lock-mining`);
      await desk.page.reload();
      await desk.page.getByTestId('lock-cover-USDT').waitFor();
      expect(await text(desk.page, 'lock-cover-USDT')).toContain('1,000,000');
      await shot(desk.page, 'desktop-light-lock-console');
      expect(desk.errors).toEqual([]);
    } finally {
      await desk.context.close();
    }
  });
});
