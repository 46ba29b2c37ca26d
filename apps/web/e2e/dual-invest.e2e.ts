/**
 * Dual investment (issue 15) against the real server with the scripted price feed, at the phone
 * size: the operator lists a Buy low (put) product on BTC through the console's API; a user with
 * a USDT deposit finds it in the list, is told the quantity must be whole, buys 2 shares after
 * confirming, and sees the order. The server's clock then moves past the maturity, the feed
 * records BTC below the linked price, and the order shows its result (paid in BTC) and its proof:
 * the recorded tick and the formula with its inputs.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { screenshot } from './support/artifacts';
import { launchBrowser } from './support/browser';
import { api as apiAt, depositUsdt, signInSeededOperator } from './support/money';
import { startServer, type RunningServer } from './support/server';
import { copyWebDist } from './support/web-copy';
import { createUser, openApp, settle, uniqueEmail, visit, waitForRoute, type AppPage } from './support/app';
import { text } from './support/page';

const DAY_MS = 86_400_000;
const BTC = 'BTC/USDT';

let server: RunningServer;
let browser: Browser;
let copy: ReturnType<typeof copyWebDist>;
let token = '';
let product: { id: number; name: string; settle_time: number };

const api = <T>(method: 'GET' | 'POST', path: string, body: Record<string, unknown> = {}, auth = '') =>
  apiAt<T>(server, method, path, body, auth);

beforeAll(async () => {
  copy = copyWebDist();
  [server, browser] = await Promise.all([startServer({ NODE_ENV: 'test', PRICE_FEED: 'scripted', WEB_DIST: copy.dir }), launchBrowser()]);
  const operator = await signInSeededOperator(server, 'Console-Pass-2026');
  await api('POST', '/test/tick', { symbol: BTC, price: '65000.00' });
  // Subscriptions close in ten minutes; maturity three days later: k = 1 + 3 x 36.5 % / 365 = 1.003.
  const start = Date.now() + 600_000;
  const terms = {
    currency_id: 1,
    apr_percent: '36.5',
    start_time: start,
    settle_time: start + 3 * DAY_MS,
    total_shares: 50,
    user_limit: 10,
  };
  product = await api('POST', '/operator/dual/products', { ...terms, type: 'put', linked_price: '60000', unit_price: '100' }, operator);
  await api('POST', '/operator/dual/products', { ...terms, type: 'call', linked_price: '70000', unit_price: '0.01' }, operator);
  token = await createUser(server, uniqueEmail('dual'));
  await depositUsdt(server, operator, token, '500');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  copy?.remove();
});

/** One phone-sized page for the whole journey: buying, then the settlement, then the help. */
let app: AppPage;
beforeAll(async () => {
  app = await openApp(browser, { viewport: 'phone', noticeSeen: true, token });
});
afterAll(async () => {
  await app?.context.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(app.page, `failure-dual-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
});

describe('a Buy low product at the phone size', () => {
  it('lists the product with its terms and buys whole shares after confirming', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/invest/invest');
    await page.getByTestId(`product-list`).waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-dual-list-call');
    await page.getByTestId('type-put').click();
    const card = page.getByTestId(`product-${product.id}`);
    await card.waitFor();
    expect(await card.getByTestId('product-name').textContent()).toBe(product.name);
    expect(await card.getByTestId('product-apr').textContent()).toBe('36.50%');
    expect(await card.getByTestId('product-remaining').textContent()).toBe('50');
    await settle(page);
    await screenshot(page, 'phone-light-dual-list-put');

    await card.click();
    await waitForRoute(page, '/pages/invest/purchase');
    await page.getByTestId('purchase-form').waitFor();
    expect(await text(page, 'purchase-available')).toBe('Available in Spot: 500.00 USDT');
    await page.locator('#shares').fill('1.5');
    await page.getByTestId('purchase-submit').click();
    await page.getByText('The purchase quantity should be an integer').first().waitFor();
    await page.locator('#shares').fill('2');
    await page.getByTestId('purchase-amount').getByText('200.00 USDT').waitFor();
    expect(await text(page, 'outcome-usdt')).toContain('200.60 USDT');
    expect(await text(page, 'outcome-coin')).toContain('0.00334333 BTC');
    await settle(page);
    await screenshot(page, 'phone-light-dual-purchase');

    await page.getByTestId('purchase-submit').click();
    await page.getByTestId('confirm-body').waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-dual-confirm');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await waitForRoute(page, '/pages/invest/mine');
    await page.getByTestId('order-summary').waitFor();
    expect(await text(page, 'order-status')).toBe('Purchased');
    await page.getByTestId('proof-pending').waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-dual-order');
    expect(app.errors).toEqual([]);
  });
});

describe('its settlement after maturity', () => {
  it('shows the order under Current, then settles it from the feed after maturity with its proof', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/invest/mine');
    const list = page.getByTestId('order-list-current');
    await list.waitFor();
    expect(await list.getByRole('button').count()).toBeGreaterThanOrEqual(1);
    await settle(page);
    await screenshot(page, 'phone-light-dual-orders-current');

    // The server's clock passes the maturity; BTC is recorded below the linked price just before it.
    await api('POST', '/test/clock', { at: new Date(product.settle_time + 2000).toISOString() });
    await api('POST', '/test/tick', { symbol: BTC, price: '59000.00', ts: product.settle_time - 1000 });
    await api('POST', '/test/tick', { symbol: BTC, price: '59100.00', ts: product.settle_time + 1000 });

    await page.getByTestId('tab-history').click();
    const row = page.getByTestId('order-list-history').getByRole('button').first();
    await row.waitFor({ timeout: 10_000 });
    expect(await text(page, 'order-payout')).toBe('0.00334333 BTC');
    await settle(page);
    await screenshot(page, 'phone-light-dual-orders-history');

    await row.click();
    await page.getByTestId('proof').waitFor();
    expect(await text(page, 'order-status')).toBe('Completed');
    expect(await text(page, 'order-settle-price')).toBe('59,000.00');
    expect(await text(page, 'proof-source')).toBe('scripted');
    expect(await text(page, 'proof-comparison')).toBe('59,000.00 is below the linked price 60,000.00 → Paid in BTC');
    expect(await text(page, 'proof-formula')).toBe('200 USDT / 60000.00 x k = 0.00334333 BTC');
    expect(await text(page, 'proof-k')).toContain('1.003');
    await settle(page);
    await screenshot(page, 'phone-light-dual-proof');
    await page.getByTestId('proof-formula').scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-light-dual-proof-formula');
    expect(app.errors).toEqual([]);
  });
});

describe('the help page', () => {
  it('explains the formulas with a worked example', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/invest/help');
    await page.getByTestId('help-exampleTitle').waitFor();
    expect(await text(page, 'help-exampleTitle')).toContain('0.10038356 BTC');
    await settle(page);
    await screenshot(page, 'phone-light-dual-help');
    expect(app.errors).toEqual([]);
  });
});

describe('the dark theme', () => {
  it('shows the settled order’s proof and the list’s empty state', async () => {
    const dark = await openApp(browser, { viewport: 'phone', theme: 'dark', noticeSeen: true, token });
    try {
      const orders = await api<{ data: Array<{ id: number }> }>('POST', '/dual/dual_list', { status: 'history' }, token);
      await visit(dark.page, server.url, `/pages/invest/mine?id=${orders.data[0]!.id}`);
      await dark.page.getByTestId('proof').waitFor();
      await settle(dark.page);
      await screenshot(dark.page, 'phone-dark-dual-proof');
      // Past the maturity no product is open any more: the list shows its empty state.
      await visit(dark.page, server.url, '/pages/invest/invest');
      await dark.page.getByText('No products on offer for this coin right now').waitFor();
      await settle(dark.page);
      await screenshot(dark.page, 'phone-dark-dual-list-empty');
      expect(dark.errors).toEqual([]);
    } finally {
      await dark.context.close();
    }
  });
});
