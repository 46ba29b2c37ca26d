/**
 * Seconds options (issue 7) against the real server with the scripted price feed: a funded user
 * opens a 30-second Rise order on BTC/USDT, watches its countdown (a real 30 s, once), sees the
 * result with the entry and settlement prices and the payout, and opens the proof from the order.
 * A second order (Fall, desktop, dark) is settled by moving the server's clock past its time, so
 * the result arrives through the socket's `micro_order` message instead of a second 30 s wait.
 *
 * Funding goes the way a user's money does: a deposit claim with a voucher, approved by the
 * operator through the operator API, then a transfer from the main wallet to the Options book.
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

const OPERATOR_PASSWORD = 'Console-Pass-2026';
const BTC = 'BTC/USDT';

let server: RunningServer;
let browser: Browser;
let copy: ReturnType<typeof copyWebDist>;
let operator = '';
let token = '';
/** How far the test has moved the server's clock ahead of real time. */
let clockAheadMs = 0;

const api = <T>(method: 'GET' | 'POST', path: string, body: Record<string, unknown> = {}, auth = '') =>
  apiAt<T>(server, method, path, body, auth);

const signInOperator = () => signInSeededOperator(server, OPERATOR_PASSWORD);

/** A price tick now (server time): an order opens only on a tick at most 10 s old. */
const tick = (price: string) => api('POST', '/test/tick', { symbol: BTC, price });

/**
 * The close of the open order: a tick a second before its settle time, and one just after it,
 * since settlement waits for a stored tick after the settle time (and a close tick more than 5 s
 * older than the settle time would make the order void).
 */
async function closeAt(price: string): Promise<void> {
  const open = await api<{ data: Array<{ settle_time: number }> }>('GET', '/microtrade/lists', { status: 'open' }, token);
  const settleAt = open.data[0]!.settle_time;
  await api('POST', '/test/tick', { symbol: BTC, price, ts: settleAt - 1000 });
  await api('POST', '/test/tick', { symbol: BTC, price, ts: settleAt + 1 });
}

/** Deposit `amount` USDT with a voucher, have the operator approve it, and move it to the Options book. */
async function fund(userToken: string, amount: string): Promise<void> {
  await depositUsdt(server, operator, userToken, amount);
  await api('POST', '/wallet/change', { currency_id: 3, number: amount, from_field: 'change', to_field: 'micro' }, userToken);
}

beforeAll(async () => {
  copy = copyWebDist();
  [server, browser] = await Promise.all([startServer({ NODE_ENV: 'test', PRICE_FEED: 'scripted', WEB_DIST: copy.dir }), launchBrowser()]);
  operator = await signInOperator();
  await tick('66000.00');
  token = await createUser(server, uniqueEmail('micro'));
  await fund(token, '500');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  copy?.remove();
});

describe('a 30-second options trade at the phone size', () => {
  let app: AppPage;

  beforeAll(async () => {
    app = await openApp(browser, { viewport: 'phone', noticeSeen: true, token });
  });
  afterAll(async () => {
    await app?.context.close();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await screenshot(app.page, `failure-micro-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
  });

  it('checks the stake against the limits and shows the expected profit and loss before confirming', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/transaction/microList');
    await page.getByTestId('micro-market-1').waitFor();
    await page.getByTestId('micro-market-1').click();
    await waitForRoute(page, '/pages/transaction/index2');
    await page.getByTestId('options-form').waitFor();
    expect(await text(page, 'market-symbol')).toBe(BTC);
    await page.getByTestId('market-price').getByText('66,000.00').waitFor();
    expect(await text(page, 'stake-available')).toContain('Available in Options: 500.00 USDT');
    expect(await text(page, 'stake-limits')).toBe('Limits: 10 – 10,000 USDT');

    await page.locator('#number').fill('5');
    await page.getByTestId('options-buy').click();
    await page.getByTestId('number-error').getByText('Minimum order quantity cannot be less than 10 USDT').waitFor();
    await page.locator('#number').fill('20000');
    await page.getByTestId('number-error').getByText('Maximum order quantity cannot exceed 10,000 USDT').waitFor();
    await page.locator('#number').fill('100');
    await page.getByTestId('number-error').waitFor({ state: 'detached' });

    await page.getByTestId('duration-30').click();
    expect(await text(page, 'estimate-win')).toBe('+79.90 USDT');
    expect(await text(page, 'estimate-tie')).toBe('-0.10 USDT');
    expect(await text(page, 'estimate-loss')).toBe('-100.10 USDT');
    await settle(page);
    await screenshot(page, 'phone-light-micro-form');

    await page.getByTestId('options-buy').click();
    const sheet = page.getByTestId('confirm-sheet');
    await sheet.waitFor();
    expect(await text(page, 'confirm-cost')).toBe('100.10 USDT');
    expect(await text(page, 'confirm-win')).toBe('+79.90 USDT');
    await settle(page);
    await screenshot(page, 'phone-light-micro-confirm');
    expect(app.errors).toEqual([]);
  });

  it('runs the countdown, then shows the result with both prices and the payout; the proof opens from the order', async () => {
    const { page } = app;
    // The order opens at the feed's last recorded tick, which must be fresh.
    await tick('66000.00');
    await page.getByTestId('confirm-submit').click();
    const sheet = page.getByTestId('order-sheet');
    await sheet.getByTestId('countdown-clock').waitFor();
    expect(await text(page, 'entry-price')).toBe('66,000.00');
    expect(await text(page, 'order-stake')).toBe('100.00 USDT');
    expect(await text(page, 'order-fee')).toBe('0.10 USDT');
    expect(await text(page, 'order-expected')).toBe('+80.00 USDT');
    const first = Number(await sheet.getByTestId('countdown').getAttribute('data-seconds'));
    expect(first).toBeGreaterThan(25);
    expect(first).toBeLessThanOrEqual(30);

    // The market moves up during the order: the last tick before the settle time, stored ahead.
    await closeAt('66250.50');
    await page.waitForFunction(
      (f) => Number(document.querySelector('[data-testid="order-sheet"] [data-testid="countdown"]')?.getAttribute('data-seconds')) < f,
      first,
    );
    await settle(page);
    await screenshot(page, 'phone-light-micro-countdown');

    await sheet.getByTestId('order-result').waitFor({ timeout: 45_000 });
    expect(await sheet.getByTestId('order-result').getAttribute('data-result')).toBe('win');
    expect(await text(page, 'entry-price')).toBe('66,000.00');
    expect(await text(page, 'close-price')).toBe('66,250.50');
    expect(await text(page, 'order-payout')).toBe('180.00 USDT');
    expect(await text(page, 'order-profit')).toBe('+80.00 USDT');
    await settle(page);
    await screenshot(page, 'phone-light-micro-result');

    await sheet.getByTestId('view-proof').click();
    await waitForRoute(page, '/pages/transaction/seconds_order');
    await page.getByTestId('proof').waitFor();
    expect(await text(page, 'proof-open-price')).toBe('66,000.00');
    expect(await text(page, 'proof-close-price')).toBe('66,250.50');
    expect(await text(page, 'proof-open-source')).toBe('scripted');
    expect(await text(page, 'proof-close-source')).toBe('scripted');
    expect(await text(page, 'proof-comparison')).toContain('Settlement price is higher than the entry price');
    expect(await text(page, 'proof-profit')).toBe('80.00 USDT');
    expect(await text(page, 'proof-payout')).toBe('180.00 USDT');
    expect(await text(page, 'proof-net')).toBe('+79.90 USDT');
    await settle(page);
    await screenshot(page, 'phone-light-micro-proof');
    await page.getByTestId('proof-maths').scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-light-micro-proof-maths');

    // The balance: 500 - 100 - 0.10 + 180 = 579.90.
    await visit(page, server.url, '/pages/transaction/index2');
    await page.getByTestId('stake-available').getByText('579.90 USDT').waitFor();
    expect(app.errors).toEqual([]);
  });

  it('lists the order under History, 5 a page, and opens its proof from the row', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/transaction/seconds_order');
    await page.getByText('No open orders').waitFor();
    await page.getByTestId('tab-settled').click();
    const row = page.getByTestId('order-list-settled').getByTestId('order-row');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await text(page, 'row-profit')).toBe('+80.00');
    await settle(page);
    await screenshot(page, 'phone-light-micro-orders');
    await row.first().click();
    await page.getByTestId('proof').waitFor();
    expect(app.errors).toEqual([]);
  });
});

describe('desktop and dark theme', () => {
  it('a Fall order settled through the socket, the proof of a loss, and the screens in both themes', async () => {
    const app = await openApp(browser, { viewport: 'desktop', theme: 'dark', noticeSeen: true, token });
    const { page } = app;
    try {
      await visit(page, server.url, '/pages/transaction/index2?match_id=1');
      await page.getByTestId('options-form').waitFor();
      await page.getByTestId('side-fall').click();
      await page.getByTestId('duration-60').click();
      await page.locator('#number').fill('50');
      expect(await text(page, 'estimate-win')).toBe('+40.95 USDT');
      await settle(page);
      await screenshot(page, 'desktop-dark-micro-form');

      await page.getByTestId('options-buy').click();
      await page.getByTestId('confirm-sheet').waitFor();
      await tick('66100.00');
      await page.getByTestId('confirm-submit').click();
      const sheet = page.getByTestId('order-sheet');
      await sheet.getByTestId('countdown-clock').waitFor();
      await settle(page);
      await screenshot(page, 'desktop-dark-micro-countdown');

      // The price rises (a Fall loses); then the server's clock moves past the settle time.
      await closeAt('66100.01');
      clockAheadMs += 62_000;
      await api('POST', '/test/clock', { at: new Date(Date.now() + clockAheadMs).toISOString() });
      // The screen's own check of an open order comes every 10 s; within 8 s it is the socket's message.
      await sheet.getByTestId('order-result').waitFor({ timeout: 8_000 });
      expect(await sheet.getByTestId('order-result').getAttribute('data-result')).toBe('loss');
      expect(await text(page, 'close-price')).toBe('66,100.01');
      expect(await text(page, 'order-payout')).toBe('0.00 USDT');
      expect(await text(page, 'order-profit')).toBe('-50.00 USDT');
      await settle(page);
      await screenshot(page, 'desktop-dark-micro-result');

      await sheet.getByTestId('view-proof').click();
      await waitForRoute(page, '/pages/transaction/seconds_order');
      await page.getByTestId('proof').waitFor();
      expect(await text(page, 'proof-comparison')).toContain('higher');
      expect(await text(page, 'proof-net')).toBe('-50.05 USDT');
      await settle(page);
      await screenshot(page, 'desktop-dark-micro-proof');

      await visit(page, server.url, '/pages/transaction/seconds_order');
      await page.getByTestId('tab-settled').click();
      await page.getByTestId('order-list-settled').getByTestId('order-row').nth(1).waitFor();
      await settle(page);
      await screenshot(page, 'desktop-dark-micro-orders');
      expect(app.errors).toEqual([]);
    } finally {
      await app.context.close();
    }
  });

  it('lists open orders 5 a page with their countdowns', async () => {
    await tick('66100.01');
    for (let i = 0; i < 6; i++) {
      await api(
        'POST',
        '/microtrade/submit',
        { match_id: 1, currency_id: 3, type: i % 2 === 0 ? 1 : 2, seconds: 300, number: '10' },
        token,
      );
    }
    const app = await openApp(browser, { viewport: 'phone', noticeSeen: true, token });
    try {
      const { page } = app;
      await visit(page, server.url, '/pages/transaction/seconds_order');
      const rows = page.getByTestId('order-list-open').getByTestId('order-row');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(5);
      expect(await rows.first().getByTestId('countdown').textContent()).toMatch(/^0[45]:\d\d$/);
      await settle(page);
      await screenshot(page, 'phone-light-micro-open-orders');
      await page.getByTestId('load-more').click();
      await rows.nth(5).waitFor();
      expect(await rows.count()).toBe(6);
      expect(app.errors).toEqual([]);
    } finally {
      await app.context.close();
    }
  });

  it('the light desktop form and the dark phone proof', async () => {
    const light = await openApp(browser, { viewport: 'desktop', theme: 'light', noticeSeen: true, token });
    try {
      await visit(light.page, server.url, '/pages/transaction/index2');
      await light.page.locator('#number').fill('25');
      await settle(light.page);
      await screenshot(light.page, 'desktop-light-micro-form');
      await visit(light.page, server.url, '/pages/transaction/microList');
      await light.page.getByTestId('micro-market-1').waitFor();
      await settle(light.page);
      await screenshot(light.page, 'desktop-light-micro-markets');
      expect(light.errors).toEqual([]);
    } finally {
      await light.context.close();
    }
    const dark = await openApp(browser, { viewport: 'phone', theme: 'dark', noticeSeen: true, token });
    try {
      await visit(dark.page, server.url, '/pages/transaction/index2');
      await dark.page.locator('#number').fill('25');
      await settle(dark.page);
      await screenshot(dark.page, 'phone-dark-micro-form');
      await visit(dark.page, server.url, '/pages/transaction/seconds_order');
      await dark.page.getByTestId('tab-settled').click();
      await dark.page.getByTestId('order-row').first().click();
      await dark.page.getByTestId('proof').waitFor();
      await settle(dark.page);
      await screenshot(dark.page, 'phone-dark-micro-proof');
      expect(dark.errors).toEqual([]);
    } finally {
      await dark.context.close();
    }
  });
});

describe('the raw ticks behind a proof', () => {
  it('opens every tick stored around the close from the proof, the proof’s own highlighted', async () => {
    const settled = await api<{ data: Array<{ id: number; close_price: string | null }> }>(
      'GET',
      '/microtrade/lists',
      { status: 'settled', limit: 50 },
      token,
    );
    const win = settled.data.find((o) => o.close_price === '66250.50')!;
    const app = await openApp(browser, { viewport: 'phone', noticeSeen: true, token });
    try {
      const { page } = app;
      await visit(page, server.url, `/pages/transaction/seconds_order?id=${win.id}`);
      await page.getByTestId('ticks-around-close').click();
      await waitForRoute(page, '/pages/market/ticks');
      const cited = page.locator('[data-testid="ticks"] tr[aria-current="true"]');
      await cited.first().waitFor();
      expect(await cited.filter({ hasText: '66,250.50' }).count()).toBe(1);
      expect(await page.getByTestId('simulated-badge').count()).toBe(1);
      await settle(page);
      await screenshot(page, 'phone-light-micro-proof-ticks');
      expect(app.errors).toEqual([]);
    } finally {
      await app.context.close();
    }
  });
});

describe('the bills after the options trades', () => {
  it('labels every line (never "Other"), filters to the options, and a line opens its order’s proof', async () => {
    const rows = await api<{ data: Array<{ bill_kind: string }>; total: number }>('GET', '/wallet/bill', { limit: 50 }, token);
    expect(rows.data.filter((r) => r.bill_kind === 'other')).toEqual([]);
    const app = await openApp(browser, { viewport: 'phone', noticeSeen: true, token });
    try {
      const { page } = app;
      await visit(page, server.url, '/pages/setting/bill');
      const kinds = page.getByTestId('bill-list').getByTestId('bill-kind'); // ten lines a page: load them all
      await kinds.first().waitFor();
      while ((await kinds.count()) < rows.total) {
        const shown = await kinds.count();
        await page.getByTestId('load-more').click();
        await kinds.nth(shown).waitFor();
      }
      const labels = (await kinds.allTextContents()).map((l) => l.trim());
      // Each line a label of its own kind: none empty, none "Other".
      const seen = ['Deposit', 'Transfer between accounts', 'Options stake', 'Trading fee', 'Options payout', 'Options loss'];
      expect(new Set(labels)).toEqual(new Set(seen));
      await page.getByTestId('bill-list').evaluate((el) => el.scrollIntoView());
      await settle(page);
      await screenshot(page, 'phone-light-micro-bills');
      await page.getByLabel('Product').selectOption('options');
      await page.getByLabel('Type').selectOption('payout');
      const payout = page.locator('[data-testid="bill-item"][data-bill-kind="payout"]');
      await payout.first().waitFor();
      expect(await page.getByTestId('bill-count').textContent()).toBe('Results: 2');
      await settle(page);
      await screenshot(page, 'phone-light-micro-bills-payout');
      const order = payout.first().getByRole('link', { name: /^Order #\d+$/ }); // the win's order
      await order.click();
      await waitForRoute(page, '/pages/transaction/seconds_order');
      await page.getByTestId('proof').waitFor();
      expect(await text(page, 'proof-close-price')).toBe('66,250.50');
      expect(app.errors).toEqual([]);
    } finally {
      await app.context.close();
    }
  });

  it('the same bill on the desktop in French, dark, and on the phone in Thai', async () => {
    const runs = [{ viewport: 'desktop', lang: 'fra' } as const, { viewport: 'phone', lang: 'th' } as const];
    for (const { viewport, lang } of runs) {
      const app = await openApp(browser, { viewport, theme: 'dark', lang, noticeSeen: true, token });
      try {
        await visit(app.page, server.url, '/pages/setting/bill?product=options');
        await app.page.getByTestId('bill-kind').first().waitFor();
        expect(await app.page.locator('[data-testid="bill-item"][data-bill-kind="other"]').count()).toBe(0);
        await settle(app.page);
        await screenshot(app.page, `${viewport}-dark-micro-bills-${lang}`);
        expect(app.errors).toEqual([]);
      } finally {
        await app.context.close();
      }
    }
  });
});
