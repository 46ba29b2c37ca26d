/**
 * IEO (issue 15) against the real server at the phone size: operators create a project, deposit
 * its issuance with a two-person funding deposit and open it (through the API); a funded user finds
 * it, reads its figures and allocation rule, subscribes, and sees the subscription in their orders;
 * another user's larger subscription oversubscribes it. The server's clock then moves past the end
 * of the cycle: the scheduler allocates pro rata, the order shows its allocation, the cost, the
 * refund and the tokens locked until the time to market; past that time, they are unlocked.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { totpCode } from '../../server/src/platform/totp';
import { screenshot } from './support/artifacts';
import { launchBrowser } from './support/browser';
import { api as apiAt, depositUsdt, signInSeededOperator } from './support/money';
import { startServer, type RunningServer } from './support/server';
import { copyWebDist } from './support/web-copy';
import { createUser, openApp, settle, uniqueEmail, visit, waitForRoute, type AppPage } from './support/app';

const MINUTE = 60_000;
let server: RunningServer;
let browser: Browser;
let copy: ReturnType<typeof copyWebDist>;
let admin = '';
let token = '';
let project: { id: number; token: string; end_time: number; listing_time: number };

const api = <T>(method: 'GET' | 'POST', path: string, body: Record<string, unknown> = {}, auth = '') =>
  apiAt<T>(server, method, path, body, auth);

/** The founding admin the install makes (OPERATOR_FOUNDERS): the second person of the funding deposit. */
async function signInFounder(): Promise<string> {
  const first = await api<{ token: string }>('POST', '/operator/login', {
    username: 'second',
    password: process.env.OPERATOR_INITIAL_PASSWORD ?? 'ChangeMe-2026',
  });
  const { secret } = await api<{ secret: string }>('POST', '/operator/setup/start', {}, first.token);
  const done = await api<{ token: string }>(
    'POST',
    '/operator/setup',
    { new_password: 'Console-Second-2026', totp_code: totpCode(secret, Date.now()) },
    first.token,
  );
  return done.token;
}

/** Issuance 1,000 at 0.5 USDT, open now for 10 minutes, listed 30 minutes after its end. */
async function openProject(second: string): Promise<void> {
  const now = Date.now();
  project = await api(
    'POST',
    '/operator/ieo/projects',
    {
      name: 'Aurora Network',
      token_code: 'AUR',
      token_name: 'Aurora',
      token_scale: 4,
      pay_currency_id: 3,
      price: '0.5',
      total_issuance: '1000',
      min_amount: '10',
      start_time: now - 1000,
      end_time: now + 10 * MINUTE,
      listing_time: now + 40 * MINUTE,
      website: 'https://aurora.example',
      white_paper: 'https://aurora.example/paper.pdf',
      description: 'A test project whose tokens were deposited before the sale.',
    },
    admin,
  );
  const funding = await api<{ id: number }>(
    'POST',
    '/operator/funding',
    {
      account: 'treasury',
      book: 'ieo',
      currency_id: (project as unknown as { token_id: number }).token_id,
      amount: '1000',
      reference: '0xaur-issuance',
    },
    admin,
  );
  await api('POST', '/operator/actions/approve', { id: funding.id }, second);
  await api('POST', '/operator/ieo/projects/open', { id: project.id }, admin);
}

beforeAll(async () => {
  copy = copyWebDist();
  [server, browser] = await Promise.all([
    startServer({ NODE_ENV: 'test', PRICE_FEED: 'scripted', OPERATOR_FOUNDERS: 'second:admin', WEB_DIST: copy.dir }),
    launchBrowser(),
  ]);
  admin = await signInSeededOperator(server, 'Console-Pass-2026');
  await openProject(await signInFounder());
  token = await createUser(server, uniqueEmail('ieo'));
  await depositUsdt(server, admin, token, '1000');
  // A first start seeds a template: minutes on a busy shared machine.
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  copy?.remove();
});

describe('an IEO subscription at the phone size', () => {
  let app: AppPage;
  beforeAll(async () => {
    app = await openApp(browser, { viewport: 'phone', noticeSeen: true, token });
  });
  afterAll(async () => {
    await app?.context.close();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await screenshot(app.page, `failure-ieo-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
  });

  it('finds the project, reads its figures and rule, subscribes and sees it in the orders', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/ieo/ieo');
    const card = page.locator(`[data-testid="project-card"][data-id="${project.id}"]`);
    await card.waitFor();
    expect(await card.getByTestId('project-phase').getAttribute('data-phase')).toBe('progress');
    await settle(page);
    await screenshot(page, 'phone-light-ieo-list');

    await card.click();
    await waitForRoute(page, '/pages/ieo/subscribe');
    await page.getByTestId('subscribe-form').waitFor();
    expect(await page.getByTestId('fact-total').textContent()).toContain('1,000');
    expect(await page.getByTestId('fact-passes').textContent()).toBe('After allocation');
    await page.getByTestId('ieo-available').getByText('1,000.00 USDT').waitFor();
    await page.locator('#amount').fill('600');
    expect(await page.getByTestId('ieo-payment').textContent()).toBe('300.00 USDT');
    await settle(page);
    await screenshot(page, 'phone-light-ieo-subscribe');
    await page.getByTestId('allocation-rules').scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-light-ieo-rules');

    await page.getByTestId('ieo-submit').click();
    await waitForRoute(page, '/pages/ieo/order');
    const order = page.getByTestId('ieo-order').first();
    await order.waitFor();
    expect(await order.getAttribute('data-status')).toBe('subscribed');
    expect(await order.getByTestId('order-payment').textContent()).toBe('300.00 USDT');
    await settle(page);
    await screenshot(page, 'phone-light-ieo-order-held');
    expect(app.errors).toEqual([]);
  });

  it('after the cycle: allocated pro rata, refunded, tokens locked until listing, then unlocked', async () => {
    const { page } = app;
    // Another user asks for 900: 1,500 asked for 1,000 issued, so each gets two thirds.
    const other = await createUser(server, uniqueEmail('ieo-b'));
    await depositUsdt(server, admin, other, '1000');
    await api('POST', '/project/order', { project_id: project.id, amount: '900', pay_currency: 'USDT', price: '0.5' }, other);

    await api('POST', '/test/clock', { at: new Date(project.end_time + 2000).toISOString() });
    await visit(page, server.url, '/pages/ieo/order');
    const order = page.locator('[data-testid="ieo-order"][data-status="allocated"]');
    await order.waitFor({ timeout: 20_000 });
    expect(await order.getByTestId('order-allocated').textContent()).toBe('400.00 AUR');
    expect(await order.getByTestId('order-cost').textContent()).toBe('200.00 USDT');
    expect(await order.getByTestId('order-refund').textContent()).toBe('100.00 USDT');
    expect(await order.getByTestId('order-totals').textContent()).toContain('1,500.00 AUR');
    await order.getByTestId('order-lock').waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-ieo-order-allocated');

    await visit(page, server.url, `/pages/ieo/subscribe?id=${project.id}`);
    await page.getByTestId('fact-passes').getByText('2').waitFor();
    await page.getByTestId('ieo-blocked').waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-ieo-finished');

    await api('POST', '/test/clock', { at: new Date(project.listing_time + 2000).toISOString() });
    await visit(page, server.url, '/pages/ieo/order');
    await page.locator('[data-testid="ieo-order"][data-status="released"]').waitFor({ timeout: 20_000 });
    await settle(page);
    await screenshot(page, 'phone-light-ieo-order-released');
    expect(app.errors).toEqual([]);
  });
});
