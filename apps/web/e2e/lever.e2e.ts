/**
 * Futures (issue 7) at 390x844 against the real server with the scripted price feed: a new user
 * is funded (deposit approved by the operator, moved to the futures book), opens a 10x long with a
 * take-profit, watches its PnL move live, the scripted price reaches the take-profit, the
 * position closes and its proof (opened from history) shows the tick that closed it. The trade
 * screen's live chart draws the open position's entry and liquidation lines, and a size typed in
 * USDT shows the whole lots it makes (issue 13). Then a long
 * and a short, and "close longs" closes only the long; then the one-time risk confirmation that
 * unlocks leverage above 20x, and a 100x long liquidated once a fall lasts, its proof showing the
 * mark price and its ticks. Screens are kept at both sizes and themes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LeverPosition, LeverProof, LeverTerms } from '@bourse/contract';
import { screenshot } from './support/artifacts';
import { launchBrowser } from './support/browser';
import { api as apiAt, depositUsdt, signInSeededOperator } from './support/money';
import { startServer, type RunningServer } from './support/server';
import { createUser, openApp, settle, uniqueEmail, visit, waitForRoute, type AppPage } from './support/app';
import { copyWebDist } from './support/web-copy';

const OPERATOR_PASSWORD = 'Console-Pass-2026';

let server: RunningServer;
let browser: Browser;
let operator: string;
const copy = copyWebDist();

const api = <T>(
  method: 'GET' | 'POST',
  path: string,
  body: Record<string, unknown> = {},
  token = '',
  headers: Record<string, string> = {},
) => apiAt<T>(server, method, path, body, token, headers);

const signInOperator = () => signInSeededOperator(server, OPERATOR_PASSWORD);

/** A price tick of the scripted feed (the server refuses to trade on a price older than 30 s). */
const tick = (price: string) => api('POST', '/test/tick', { symbol: 'BTC/USDT', price });

/**
 * Hold a price until the mark price has followed it: PnL and the risk rate are at the mark, the
 * median of the last ten seconds of ticks, which one tick does not move (issue 12).
 */
async function sustain(price: string, token: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await tick(price);
    const terms = await api<LeverTerms>('POST', '/lever/deal', { currency_id: 1 }, token);
    if (terms.mark_price === `${price}.00`) return;
  }
  throw new Error(`the mark price did not follow ${price}`);
}

/** Deposit USDT (claim with a voucher, the operator approves) and move it to the futures book. */
async function fund(token: string, amount: string): Promise<void> {
  await depositUsdt(server, operator, token, amount);
  await api('POST', '/wallet/change', { currency_id: 3, number: amount, from_field: 'change', to_field: 'lever' }, token);
}

const fact = async (scope: ReturnType<Page['getByTestId']>, id: string) =>
  ((await scope.getByTestId(id).locator('dd').textContent()) ?? '').trim();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ NODE_ENV: 'test', PRICE_FEED: 'scripted', WEB_DIST: copy.dir }), launchBrowser()]);
  operator = await signInOperator();
  await tick('66000');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  copy.remove();
});

// One user and one phone-sized page for both describes below: the second goes on from the
// positions the first left (an open short, a closed take-profit whose proof it shows).
let token: string;
let app: AppPage;
let closedId = 0;

beforeAll(async () => {
  token = await createUser(server, uniqueEmail('lever'));
  await fund(token, '500');
  app = await openApp(browser, { viewport: 'phone', noticeSeen: true, token });
});

afterAll(async () => {
  await app?.context.close();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(app.page, `failure-lever-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
});

/** The contract, positions and proof screens at another size or theme, for the screenshots. */
async function screensAt(viewport: 'phone' | 'desktop', theme: 'light' | 'dark'): Promise<void> {
  const other = await openApp(browser, { viewport, theme, noticeSeen: true, token });
  const { page } = other;
  await visit(page, server.url, '/pages/transaction/contract?currency_id=1');
  await page.getByTestId('lever-price').getByText('66,000.00').waitFor();
  await page.locator('[data-testid="trade-chart"][data-state="ready"]').waitFor({ timeout: 15_000 });
  await page.locator('#lots').fill('2');
  await page.locator('#takeProfit').fill('70000');
  await settle(page);
  await screenshot(page, `${viewport}-${theme}-lever-contract`);
  await visit(page, server.url, '/pages/transaction/contract_order');
  await page.locator('[data-status="open"]').first().waitFor();
  await settle(page);
  await screenshot(page, `${viewport}-${theme}-lever-positions`);
  await visit(page, server.url, `/pages/transaction/contract_proof?id=${closedId}`);
  await page.getByTestId('price-path').waitFor();
  await settle(page);
  await screenshot(page, `${viewport}-${theme}-lever-proof`);
  expect(other.errors).toEqual([]);
  await other.context.close();
}

describe('futures at the phone size', () => {
  it('opens a 10x long with a take-profit, after estimates and a confirmation', async () => {
    const { page } = app;
    await tick('66000');
    await visit(page, server.url, '/pages/transaction/contract?currency_id=1');
    await page.getByTestId('lever-price').getByText('66,000.00').waitFor();
    expect(await page.getByTestId('lever-available').textContent()).toContain('500.00 USDT');

    // The server's rule, in the user's language, before anything is sent.
    await page.locator('#lots').fill('1');
    await page.locator('#takeProfit').fill('65000');
    await page.getByTestId('open-submit').click();
    await page.getByTestId('takeProfit-error').getByText('For a long, take-profit must be above the current price').waitFor();

    await page.locator('#takeProfit').fill('67000');
    await page.getByTestId('leverage-10').click();
    const estimates = page.getByTestId('estimates');
    expect(await fact(estimates, 'est-margin')).toBe('6.60 USDT');
    expect(await fact(estimates, 'est-fee')).toBe('0.033 USDT');
    expect(await fact(estimates, 'est-liquidation')).toBe('60,060.00');
    await settle(page);
    await screenshot(page, 'phone-light-lever-contract');

    await page.getByTestId('open-submit').click();
    const sheet = page.getByTestId('confirm-sheet');
    await sheet.waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-lever-confirm');
    await tick('66000');
    await sheet.getByTestId('confirm-submit').click();
    await waitForRoute(page, '/pages/transaction/contract_order');

    const card = page.locator('[data-testid^="position-"][data-status="open"]').first();
    await card.waitFor();
    expect(await fact(card, 'pos-entry')).toBe('66,000.00');
    expect(await fact(card, 'pos-margin')).toBe('6.60');
    expect(await fact(card, 'pos-liquidation')).toBe('60,060.00');
    expect(await fact(card, 'pos-tp')).toBe('67,000.00');
  });

  it('moves PnL and margin ratio live, then closes at the take-profit tick', async () => {
    const { page } = app;
    const card = page.locator('[data-testid^="position-"][data-status="open"]').first();
    await sustain('66500', token);
    // 0.001 BTC x 500 = +0.50 USDT; margin ratio 10 % x 6.6 / 7.1 = 9.29 %; ROE 0.5 / 6.6 = 7.57 %.
    await card.getByTestId('pos-pnl').getByText('+0.50').waitFor({ timeout: 10_000 });
    expect(`${await fact(card, 'pos-margin-ratio')} ${await fact(card, 'pos-roe')}`).toBe('9.29% Safe +7.57%');
    expect(await fact(card, 'pos-mark')).toBe('66,500.00');
    await settle(page);
    await screenshot(page, 'phone-light-lever-positions');

    await tick('67000');
    await page.getByText('No open positions').waitFor({ timeout: 10_000 });

    await page.getByTestId('tab-history').click();
    const closed = page.locator('[data-testid^="position-"][data-status="closed"]').first();
    await closed.waitFor();
    expect(await fact(closed, 'pos-reason')).toBe('Take-profit');
    expect(await fact(closed, 'pos-close')).toBe('67,000.00');
    expect(await fact(closed, 'pos-result')).toBe('+1.00');
    closedId = Number((await closed.getAttribute('data-testid'))!.replace('position-', ''));
    await settle(page);
    await screenshot(page, 'phone-light-lever-history');

    await closed.getByTestId('open-proof').click();
    await waitForRoute(page, '/pages/transaction/contract_proof');
    const proof = await api<LeverProof>('GET', '/lever/proof', { id: String(closedId) }, token);
    expect(proof.close_tick?.price).toBe('67000.00');
    const closeTick = page.getByTestId('close-tick');
    await closeTick.getByText(`Tick #${proof.close_tick!.id}`).waitFor();
    expect(await fact(closeTick, 'close-tick-price')).toBe('67,000.00');
    expect(await fact(closeTick, 'close-tick-source')).toBe('scripted');
    expect(await fact(page.getByTestId('entry-tick'), 'entry-tick-price')).toBe('66,000.00');
    expect(await fact(page.getByTestId('proof-maths'), 'maths-margin')).toBe('6.60 USDT');
    expect(await fact(page.getByTestId('proof-maths'), 'maths-settled')).toBe('+1.00 USDT');
    await page.getByTestId('price-path').waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-lever-proof');
    expect(app.errors).toEqual([]);
  });

  it('closes only the longs when asked, leaving the short open', async () => {
    const { page } = app;
    await tick('66000');
    await api<LeverPosition>('POST', '/lever/submit', { currency_id: 1, share: 2, multiple: 20, type: 1 }, token, {
      'Idempotency-Key': `e2e-long-${Date.now()}`,
    });
    // The short goes through the form.
    await visit(page, server.url, '/pages/transaction/contract?currency_id=1');
    await page.getByTestId('side-short').click();
    await page.locator('#lots').fill('3');
    await page.getByTestId('leverage-5').click();
    await page.locator('#stopLoss').fill('68000');
    await page.getByTestId('open-submit').click();
    await tick('66000');
    await page.getByTestId('confirm-sheet').getByTestId('confirm-submit').click();
    await waitForRoute(page, '/pages/transaction/contract_order');
    await page.locator('[data-side="short"][data-status="open"]').waitFor();
    await page.locator('[data-side="long"][data-status="open"]').first().waitFor();
    await sustain('65900', token);
    await page.locator('[data-side="short"]').getByTestId('pos-pnl').getByText('+0.30').waitFor({ timeout: 10_000 });
    await settle(page);
    await screenshot(page, 'phone-light-lever-long-and-short');

    // Take-profit on the short, edited from the list (below the price for a short).
    await page.locator('[data-side="short"]').getByTestId('edit-stops').click();
    await page.locator('#stopTakeProfit').fill('67000');
    await page.getByTestId('stop-save').click();
    await page
      .getByTestId('stopTakeProfit-error')
      .getByText('For a long, take-profit must be above the current price; for a short, below it')
      .waitFor();
    await page.locator('#stopTakeProfit').fill('65000');
    await page.getByTestId('stop-save').click();
    await page.getByTestId('stop-sheet').waitFor({ state: 'detached' });
    await page.locator('[data-side="short"]').getByTestId('pos-tp').getByText('65,000.00').waitFor();

    await page.getByTestId('batch-long').click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('[data-side="long"][data-status="open"]').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.locator('[data-side="short"][data-status="open"]').count()).toBe(1);
    expect(await page.getByTestId('tab-positions').textContent()).toBe('Positions (1)');
    const summary = await api<{ positions: LeverPosition[] }>('POST', '/lever/dealall', {}, token);
    expect(summary.positions.map((p) => p.side)).toEqual(['short']);
    await settle(page);
    await screenshot(page, 'phone-light-lever-after-close-longs');
    expect(app.errors).toEqual([]);
  });

  it('places a limit order that waits in delegated orders, and cancels it', async () => {
    const { page } = app;
    await tick('66000');
    await visit(page, server.url, '/pages/transaction/contract?currency_id=1');
    await page.getByTestId('kind-limit').click();
    await page.locator('#limitPrice').fill('60000');
    await page.locator('#lots').fill('1');
    await page.getByTestId('leverage-10').click();
    expect(await fact(page.getByTestId('estimates'), 'est-margin')).toBe('6.00 USDT');
    await page.getByTestId('open-submit').click();
    await page.getByTestId('confirm-sheet').getByTestId('confirm-submit').click();
    await waitForRoute(page, '/pages/transaction/contract_order');
    const order = page.locator('[data-status="doing"]');
    await order.waitFor();
    expect(await fact(order, 'pos-limit')).toBe('60,000.00');
    expect(await page.getByTestId('tab-doing').textContent()).toBe('Delegated (1)');
    await settle(page);
    await screenshot(page, 'phone-light-lever-delegated');
    await order.getByTestId('cancel-order').click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('No delegated orders').waitFor();
    expect(app.errors).toEqual([]);
  });
});

describe('leverage above the cap, a liquidation, and the other sizes', () => {
  it('unlocks leverage above 20x once the user confirms the risk, then explains a liquidation at the mark price', async () => {
    const { page } = app;
    await tick('66000');
    await visit(page, server.url, '/pages/transaction/contract?currency_id=1');
    expect(await page.getByTestId('leverage-cap').textContent()).toContain('Up to 20x');
    await page.getByTestId('leverage-100').click();
    const risk = page.getByTestId('risk-sheet');
    await risk.waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-lever-risk-confirmation');
    await risk.getByTestId('risk-understood').check();
    await risk.getByTestId('risk-confirm').click();
    await risk.waitFor({ state: 'detached' });
    await page.locator('[data-testid="leverage-100"][aria-checked="true"]').waitFor();
    expect(await page.getByTestId('leverage-cap').count()).toBe(0);

    await sustain('66000', token);
    const opened = await api<LeverPosition>('POST', '/lever/submit', { currency_id: 1, share: 1, multiple: 100, type: 1 }, token, {
      'Idempotency-Key': `e2e-liq-${Date.now()}`,
    });
    // 100x: margin 0.66, liquidated where 10 % of it is left: 66,000 - 594 = 65,406.
    expect(opened.liquidation_price).toBe('65406.00');
    // One tick past the liquidation price does not liquidate; a fall that lasts does.
    await tick('65400');
    await tick('65700');
    expect((await api<LeverProof>('GET', '/lever/proof', { id: String(opened.id) }, token)).position.status).toBe('open');
    await sustain('65400', token);
    await visit(page, server.url, '/pages/transaction/contract_order?tab=history');
    const row = page.getByTestId(`position-${opened.id}`);
    await row.waitFor();
    expect(await fact(row, 'pos-reason')).toBe('Liquidated');
    await row.getByTestId('open-proof').click();
    await waitForRoute(page, '/pages/transaction/contract_proof');
    const why = page.getByTestId('proof-why');
    await why.waitFor();
    expect(await why.textContent()).toContain(
      'At a mark price of 65,400.00 the position’s risk rate was 9.09 %, at or below the 10 % threshold it was opened with',
    );
    expect(await fact(page.getByTestId('close-tick'), 'close-tick-price')).toBe('65,400.00');
    const mark = page.getByTestId('proof-mark');
    expect(await fact(mark, 'mark-price')).toBe('65,400.00');
    expect(await fact(mark, 'mark-recomputed')).toBe('65,400.00');
    expect(await fact(page.getByTestId('proof-maths'), 'maths-raw-pnl')).toBe('-0.60 USDT');
    await settle(page);
    await screenshot(page, 'phone-light-lever-liquidation-proof');

    // The rules it links to state the mark price rule, the threshold and the profit cap.
    await page.getByTestId('proof-rules').click();
    await waitForRoute(page, '/pages/transaction/contract_rules');
    expect(await page.getByTestId('rules-liquidation').textContent()).toContain(
      'New BTC/USDT positions are liquidated at a risk rate of 10 %',
    );
    expect(await page.getByTestId('rules-mark').textContent()).toContain('last 10 seconds');
    await settle(page);
    await screenshot(page, 'phone-light-lever-rules');
    expect(app.errors).toEqual([]);
  });

  it('looks right in dark and at the desktop size', async () => {
    await tick('66000');
    for (const [viewport, theme] of [
      ['phone', 'dark'],
      ['desktop', 'light'],
      ['desktop', 'dark'],
    ] as const)
      await screensAt(viewport, theme);
  });
});

describe('the trade screen’s chart and sizing (issue 13)', () => {
  it('draws an open position on the live chart, and sizes in USDT as the lots it makes', async () => {
    const { page } = app;
    await sustain('66000', token);
    // 1 lot at 10x: margin 6.60, liquidated where 10 % of it is left, at 60,060.00.
    const opened = await api<LeverPosition>('POST', '/lever/submit', { currency_id: 1, share: 1, multiple: 10, type: 1 }, token, {
      'Idempotency-Key': `e2e-chart-${Date.now()}`,
    });
    expect(opened.liquidation_price).toBe('60060.00');
    await visit(page, server.url, '/pages/transaction/contract?currency_id=1');
    const chart = page.locator('[data-testid="trade-chart"][data-state="ready"]');
    await chart.waitFor({ timeout: 15_000 });
    expect(await chart.locator('canvas').count()).toBeGreaterThan(0);
    // Its lines, named and priced under the chart (a canvas says nothing to a screen reader).
    expect(await page.getByTestId(`tchart-mark-entry-${opened.id}`).textContent()).toBe('Long entry66,000.00');
    expect(await page.getByTestId(`tchart-mark-liquidation-${opened.id}`).textContent()).toBe('Long liquidation60,060.00');
    expect(await page.getByTestId('tchart-marks').getAttribute('data-marks')).toMatch(/entry,liquidation/);
    // The same position, with its margin ratio, under the form.
    await page.getByTestId('market-positions').getByTestId(`position-${opened.id}`).waitFor();

    await page.getByTestId('size-unit-quote').click();
    await page.locator('#lots').fill('200');
    // At 66,000.00 a lot of 0.001 BTC is 66 USDT: 200 USDT makes 3 lots (198 USDT).
    await page.getByTestId('size-lots').getByText('Lots: 3 = 0.003 BTC (rounded down to whole lots)').waitFor();
    expect(await fact(page.getByTestId('estimates'), 'est-notional')).toBe('198.00 USDT');
    await settle(page);
    await screenshot(page, 'phone-light-lever-chart-usdt-size');
    await page.getByTestId('size-unit-lots').click();
    expect(await page.locator('#lots').inputValue()).toBe('3');
    expect(app.errors).toEqual([]);
  });
});
