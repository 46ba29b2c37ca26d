/**
 * Coupons and the mini game (issue 18) against the real server with the scripted price feed, at
 * the phone size: a user claims an options stake voucher from a campaign an operator created (the
 * seed's demo setup funds the treasury's coupons book), picks it on the options form, sees what it
 * does before confirming, and finds the order naming it and the coupon in use in the centre. Then
 * the user plays the mini game: predicts tomorrow, the server's clock moves past that day with its
 * two ticks recorded, and the round's result, points and proof (both ticks) show on the game page.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { screenshot } from './support/artifacts';
import { launchBrowser } from './support/browser';
import { api as apiAt, depositUsdt, signInSeededOperator } from './support/money';
import { startServer, type RunningServer } from './support/server';
import { copyWebDist } from './support/web-copy';
import { createUser, openApp, uniqueEmail, visit, waitForRoute, type AppPage } from './support/app';
import { darkScreens, shot, text } from './support/page';

const OPERATOR_PASSWORD = 'Console-Pass-2026';
const BTC = 'BTC/USDT';

let server: RunningServer;
let browser: Browser;
let copy: ReturnType<typeof copyWebDist>;
let token = '';
let campaignId = 0;
let app: AppPage;

const api = <T>(method: 'GET' | 'POST', path: string, body: Record<string, unknown> = {}, auth = '') =>
  apiAt<T>(server, method, path, body, auth);
const tick = (price: string, ts?: number) => api('POST', '/test/tick', { symbol: BTC, price, ...(ts ? { ts } : {}) });
beforeAll(async () => {
  copy = copyWebDist();
  [server, browser] = await Promise.all([startServer({ NODE_ENV: 'test', PRICE_FEED: 'scripted', WEB_DIST: copy.dir }), launchBrowser()]);
  const operator = await signInSeededOperator(server, OPERATOR_PASSWORD);
  const body = { kind: 'stake_voucher', currency_id: 3, value: '10', budget: '1000', valid_days: 7, claim_days: 30 };
  campaignId = (await api<{ id: number }>('POST', '/operator/coupons/campaigns', body, operator)).id;
  await tick('66000.00');
  token = await createUser(server, uniqueEmail('coupon'));
  // One USDT of the user's own in the Options book pays the fee; the voucher pays the stake.
  await depositUsdt(server, operator, token, '1');
  await api('POST', '/wallet/change', { currency_id: 3, number: '1', from_field: 'change', to_field: 'micro' }, token);
  app = await openApp(browser, { viewport: 'phone', noticeSeen: true, token });
});

afterAll(async () => {
  await app?.context.close();
  await browser?.close();
  await server?.stop();
  copy?.remove();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(app.page, `failure-coupons-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
});

describe('a coupon at the phone size', () => {
  it('is claimed in the centre, picked on the options form with its effect shown, and named by the order', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/setting/coupon');
    await page.getByTestId(`campaign-${campaignId}`).waitFor();
    expect(await text(page, `campaign-${campaignId}`)).toContain('10.00 USDT options stake voucher');
    await shot(page, 'phone-light-coupon-center');
    await page.getByTestId(`claim-${campaignId}`).click();
    await page.getByTestId('campaign-claimed').waitFor();
    const card = page.locator('[data-testid^="coupon-card-"]').first();
    await card.waitFor();
    const couponId = Number((await card.getAttribute('data-testid'))!.replace('coupon-card-', ''));
    await shot(page, 'phone-light-coupon-claimed');

    await page.getByTestId(`use-${couponId}`).click();
    await waitForRoute(page, '/pages/transaction/index2');
    await page.getByTestId(`coupon-${couponId}`).waitFor();
    await tick('66000.00');
    await page.locator('#number').fill('10');
    await page.getByTestId(`coupon-${couponId}`).click();
    expect(await text(page, 'coupon-effect')).toContain('This voucher pays 10.00 USDT of the stake');
    await page.getByTestId('coupon-picker').scrollIntoViewIfNeeded();
    await shot(page, 'phone-light-coupon-form');
    await page.getByTestId('options-buy').click();
    await page.getByTestId('confirm-sheet').waitFor();
    expect(await text(page, 'confirm-sheet')).toContain('you keep only the profit');
    await shot(page, 'phone-light-coupon-confirm');
    await page.getByTestId('confirm-submit').click();
    await page.getByText('Order placed').first().waitFor();
    const open = await api<{ data: Array<{ coupon: { id: number; value: string } | null }> }>('GET', '/microtrade/lists', {}, token);
    expect(open.data[0]!.coupon).toMatchObject({ id: couponId, value: '10' });

    await visit(page, server.url, '/pages/transaction/seconds_order');
    await page.getByTestId('order-coupon').first().waitFor();
    expect(await text(page, 'order-coupon')).toBe(`Voucher #${couponId}: 10.00 USDT of the stake lent`);
    await visit(page, server.url, '/pages/setting/coupon');
    await page.getByTestId('coupon-tab-used').click();
    await page.getByTestId(`coupon-card-${couponId}`).waitFor();
    expect(await page.getByTestId(`coupon-card-${couponId}`).getAttribute('data-status')).toBe('in_use');
    await shot(page, 'phone-light-coupon-used');
    expect(app.errors).toEqual([]);
  });
});

describe('the mini game at the phone size', () => {
  it('says nothing is staked, takes a prediction, and settles it from the two recorded ticks', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/game/game');
    await page.getByTestId('game-nostake').waitFor();
    await page.getByTestId('game-up').click();
    await page.getByTestId('game-my-next').waitFor();
    expect(await text(page, 'game-my-next')).toBe('Your prediction: Above');
    await page.getByTestId('game-board-me').waitFor();
    await shot(page, 'phone-light-game-predicted');

    // The day predicted opens at 66,000 and closes at 66,500: a tick at each end, and one after.
    const state = await api<{ next: { opens_at: number; closes_at: number; day: string } }>('GET', '/game/state', {}, token);
    const { opens_at: opens, closes_at: closes, day } = state.next;
    await api('POST', '/test/clock', { at: new Date(opens - 1000).toISOString() });
    await tick('66000.00', opens - 1000);
    await api('POST', '/test/clock', { at: new Date(closes + 2000).toISOString() });
    await tick('66500.00', closes - 1000);
    await tick('66500.00', closes + 1000);
    // The tick after the day's end wakes the settler: wait for the round to be settled, then look.
    for (let i = 0; i < 100; i++) {
      const [mine] = await api<Array<{ status: string }>>('GET', '/game/history', {}, token);
      if (mine?.status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await visit(page, server.url, '/pages/game/game');
    const row = page.getByTestId(`game-prediction-${day}`);
    await row.getByText('Right +10 points').waitFor();
    expect(await text(page, `game-prediction-${day}`)).toContain('66,000.00');
    expect(await text(page, `game-prediction-${day}`)).toContain('66,500.00');
    expect(await text(page, `game-prediction-${day}`)).toContain('Closed above');
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'phone-light-game-settled');

    await page.getByTestId('game-rules-link').click();
    await waitForRoute(page, '/pages/game/rules');
    expect(await text(page, 'rules-nostake')).toContain('No money is staked');
    await shot(page, 'phone-light-game-rules');
    expect(app.errors).toEqual([]);
  });

  it('keeps both screens readable in dark', async () => {
    const screens = [
      ['coupon', '/pages/setting/coupon'],
      ['game', '/pages/game/game'],
    ] as const;
    expect(await darkScreens(browser, server.url, token, screens)).toEqual([]);
  });
});
