/**
 * Copy trading (issue 16) at 390x844 against the real server with the scripted feed. A trader is
 * set up through the API as a real one is (mobile bound, Lv1 verified by the operator, one closed
 * futures position, applied, approved by the operator). A follower opens the trader's page, follows
 * with the form (profit share shown, agreement accepted), the trader opens a position, the copy
 * appears live in "my copies" with its receipt (the trader's fill and the follower's, tick ids),
 * and the follower closes it from the receipt. Screens are kept.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LeverPosition } from '@bourse/contract';
import { screenshot } from './support/artifacts';
import { launchBrowser } from './support/browser';
import { api as apiAt, depositUsdt, signInSeededOperator } from './support/money';
import { startServer, type RunningServer } from './support/server';
import { codeAfter, createUser, openApp, settle, uniqueEmail, visit, waitForRoute, type AppPage } from './support/app';
import { copyWebDist } from './support/web-copy';

let server: RunningServer;
let browser: Browser;
let operator: string;
const copy = copyWebDist();

const api = <T>(method: 'GET' | 'POST', path: string, body: Record<string, unknown> = {}, token = '') =>
  apiAt<T>(server, method, path, body, token);
const tick = (price: string) => api('POST', '/test/tick', { symbol: 'BTC/USDT', price });

async function fund(token: string, amount: string): Promise<void> {
  await depositUsdt(server, operator, token, amount);
  await api('POST', '/wallet/change', { currency_id: 3, number: amount, from_field: 'change', to_field: 'lever' }, token);
}

/** A user an operator approved as a trader: Lv1 verified, one closed futures position. */
async function makeTrader(): Promise<{ token: string; id: number }> {
  const email = uniqueEmail('trader');
  const token = await createUser(server, email);
  const me = await api<{ id: number }>('GET', '/user/info', {}, token);
  const mobile = `555${String(Date.now()).slice(-7)}`;
  const since = server.logs.length;
  await api('POST', '/sms_send', { area_code: '1', mobile, scene: 'bind' }, token);
  await api('POST', '/safe/mobile', { area_code: '1', mobile, code: await codeAfter(server, `+1${mobile}`, since) }, token);
  await api('POST', '/user/real', { real_type: 1, id_type: 1, name: 'Lead Trader', card_id: `E2E${me.id}` }, token);
  const queue = await api<{ data: Array<{ id: number; user_id: number }> }>('GET', '/operator/kyc', { limit: 50 }, operator);
  await api('POST', '/operator/kyc/approve', { id: queue.data.find((a) => a.user_id === me.id)!.id }, operator);
  await fund(token, '1000');
  await tick('66000');
  const p = await api<LeverPosition>('POST', '/lever/submit', { currency_id: 1, share: 1, multiple: 10, type: 1 }, token);
  await api('POST', '/lever/close', { id: p.id }, token);
  await api('POST', '/follow/apply', { name: 'Satoshi Desk', profit_share: '8' }, token);
  await api('POST', '/operator/traders/approve', { id: me.id }, operator);
  return { token, id: me.id };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ NODE_ENV: 'test', PRICE_FEED: 'scripted', WEB_DIST: copy.dir }), launchBrowser()]);
  operator = await signInSeededOperator(server, 'Console-Pass-2026');
  await tick('66000');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  copy.remove();
});

let app: AppPage;

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && app)
    await screenshot(app.page, `failure-copy-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
});

describe('copy trading at the phone size', () => {
  it('follows a trader, sees the copy and its receipt live, and closes it', async () => {
    const trader = await makeTrader();
    const follower = await createUser(server, uniqueEmail('follower'));
    await fund(follower, '500');
    app = await openApp(browser, { viewport: 'phone', noticeSeen: true, token: follower });
    const { page } = app;

    await visit(page, server.url, '/pages/follow/index');
    await page.locator(`[data-testid="trader-card"][data-id="${trader.id}"]`).waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-copy-board');

    await page.locator(`[data-testid="trader-card"][data-id="${trader.id}"] button`).first().click();
    await waitForRoute(page, '/pages/follow/trader');
    await page.getByTestId('equity-curve').waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-copy-trader');

    await page.getByTestId('follow-button').click();
    await waitForRoute(page, '/pages/follow/follow');
    expect(await page.getByTestId('follow-share').textContent()).toContain('8%');
    await page.getByTestId('follow-agree').click();
    await settle(page);
    await screenshot(page, 'phone-light-copy-follow-form');
    await page.getByTestId('follow-submit').click();
    await waitForRoute(page, '/pages/copytrade/my');
    await page.getByTestId('my-follow').waitFor();

    // The trader opens: the copy appears without a reload (the private room's receipt).
    await tick('66000');
    const opened = await api<LeverPosition>('POST', '/lever/submit', { currency_id: 1, share: 2, multiple: 10, type: 1 }, trader.token);
    const row = page.locator('[data-testid="copy-row"][data-status="open"]').first();
    await row.waitFor({ timeout: 15_000 });
    await row.getByTestId('copy-open-receipt').click();
    const receipt = row.getByTestId('copy-receipt');
    await receipt.waitFor();
    expect(await receipt.getByTestId('receipt-trader-fill').textContent()).toContain('66,000.00');
    expect(await receipt.getByTestId('receipt-fill').textContent()).toContain('66,000.00');
    expect(await receipt.getByTestId('receipt-lots').textContent()).toContain('2');
    await settle(page);
    await screenshot(page, 'phone-light-copy-receipt-open');

    // The follower closes the copy from its receipt.
    await receipt.getByTestId('receipt-close-now').click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    const closed = page.locator('[data-testid="copy-row"][data-status="closed"]').first();
    await closed.waitFor({ timeout: 15_000 });
    await closed.getByTestId('receipt-pnl').waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-copy-receipt-closed');
    await api('POST', '/lever/close', { id: opened.id }, trader.token);
    expect(app.errors).toEqual([]);
  });

  it('shows the screens on a desktop in the dark theme', async () => {
    const other = await openApp(browser, { viewport: 'desktop', theme: 'dark', noticeSeen: true });
    await visit(other.page, server.url, '/pages/follow/index');
    await other.page.getByTestId('trader-card').first().waitFor();
    await settle(other.page);
    await screenshot(other.page, 'desktop-dark-copy-board');
    await visit(other.page, server.url, '/pages/follow/agreement_en');
    await settle(other.page);
    await screenshot(other.page, 'desktop-dark-copy-agreement');
    expect(other.errors).toEqual([]);
    await other.context.close();
  });
});
