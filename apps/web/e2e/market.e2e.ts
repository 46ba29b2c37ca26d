/**
 * The market flow of issue 4 at 390x844: a visitor taps a star and is sent to sign in; signed in,
 * they star a pair and still find it under favourites after a reload; they search "eth", open
 * ETH/USDT, switch to 1h, see candles drawn and the last price move (the simulator ticks about
 * once a second), and buy from there into spot, in the trade shell (issue 13). Then screenshots of
 * market, search and chart in both themes at both sizes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot } from './support/artifacts';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import {
  apiGet,
  createUser,
  currentRoute,
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

const row = (page: Page, symbol: string) => page.locator(`[data-testid="market-row"][data-symbol="${symbol}"]`);

/** Scroll to the top with the pointer off the chart (no crosshair), then wait for motion to end. */
async function top(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
}

/** The chart has drawn bars of `period` (its canvas exists and the bars arrived). */
async function chartReady(page: Page, period: string): Promise<number> {
  await page.waitForFunction(
    (p) => {
      const el = document.querySelector<HTMLElement>('[data-testid="kline-chart"]');
      return el?.dataset.state === 'ready' && el.dataset.period === p && Number(el.dataset.bars) > 0 && el.querySelector('canvas') !== null;
    },
    period,
    { timeout: 20_000 },
  );
  return page.evaluate(() => Number(document.querySelector<HTMLElement>('[data-testid="kline-chart"]')!.dataset.bars));
}

/** Keep the ETH chart, then buy from it: spot on that pair opens in the trade shell (the tab bar, no back arrow). */
async function shootChartThenBuy(page: Page): Promise<void> {
  await top(page);
  await screenshot(page, 'phone-light-chart-eth-1h');
  await page.getByTestId('chart-buy').click();
  await waitForRoute(page, '/pages/transaction/index');
  expect(await currentRoute(page)).toBe('/pages/transaction/index?symbol=ETH%2FUSDT&side=buy');
  await page.getByTestId('trade-kinds').waitFor();
  expect(await page.locator('.tab-bar .adm-tab-bar-item-active').textContent()).toBe('Trade');
  expect(await page.getByTestId('page-back').count()).toBe(0);
}

describe('the first paint at the phone size', () => {
  it("paints the home's top from the page itself, then the app takes its place at the same size and place", async () => {
    const { context, page } = await openApp(browser, { viewport: 'phone' });
    // Without the app's code: what the page alone paints (the server's frame, first-screen.ts).
    await page.route('**/assets/*.js', (r) => r.abort());
    await page.goto(`${server.url}/#/`);
    const boxOf = (p: Page, selector: string) =>
      p.evaluate((s) => {
        const r = document.querySelector(s)!.getBoundingClientRect();
        return [r.x, r.y, r.width, r.height].map(Math.round);
      }, selector);
    const frame = await boxOf(page, '#root > .launch .launch-banner img');
    expect(await page.evaluate(() => (document.querySelector('.launch-banner img') as HTMLImageElement).complete)).toBe(true);
    await screenshot(page, 'phone-light-first-paint');

    // A new page for each whole load: a second goto to the same URL with a hash would not reload.
    await page.close();
    const app = await context.newPage();
    await app.goto(`${server.url}/#/`);
    await app.getByTestId('home-live').first().waitFor();
    expect([await app.locator('.launch').count(), await boxOf(app, '.banner img')]).toEqual([0, frame]);
    // The largest paint is the frame's banner: the app's own, the same size, adds no later one.
    const largest = await app.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries().length)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    );
    expect(largest).toBeLessThanOrEqual(2);

    // A link to another screen never shows the home's frame: the entry takes it away while the
    // app's code is still on its way (held here until then).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Routing turns the page's HTTP cache off, so the app's code comes through the hold.
    const deep = await context.newPage();
    await deep.route('**/assets/app-*.js', async (r) => {
      await held;
      await r.continue();
    });
    await deep.goto(`${server.url}/#/pages/market/market`);
    await deep.waitForFunction(() => document.querySelector('#root > .launch') === null, undefined, { timeout: 10_000 });
    release();
    await waitForRoute(deep, '/pages/market/market');
    await context.close();
  });
});

describe('markets at the phone size', () => {
  it('stars a pair, keeps it under favourites after a reload, searches eth, opens ETH/USDT at 1h and sees the price move', async () => {
    const email = uniqueEmail('market');
    await createUser(server, email);
    const { page, errors, context } = await openApp(browser, { viewport: 'phone', noticeSeen: true });

    // The market list, live, with the simulated-market badge.
    await visit(page, server.url, '/pages/market/market');
    await row(page, 'BTC/USDT').waitFor();
    await page.getByTestId('simulated-badge').first().waitFor();
    expect(await page.getByTestId('market-row').count()).toBeGreaterThanOrEqual(8);
    expect(await row(page, 'BTC/USDT').getByTestId('fiat-value').textContent()).toMatch(/^≈ \$[\d,]+\.\d{2}$/);

    // Sorting by change, descending then ascending.
    await page.getByTestId('sort-change').click();
    const changes = async () =>
      page.$$eval('[data-testid="market-row"] [data-testid="change"]', (els) =>
        els.map((e) => Number(e.textContent!.replace(/[^\d.-]/g, ''))),
      );
    // Sorted by the values of the moment of the tap; a tick may have moved a figure a little since.
    const ordered = (values: number[], dir: 1 | -1) => values.every((v, i) => i === 0 || dir * (v - values[i - 1]!) >= -0.1);
    expect(ordered(await changes(), -1)).toBe(true);
    await page.getByTestId('sort-change').click();
    expect(ordered(await changes(), 1)).toBe(true);

    // A visitor's star asks for an account, then the login page brings them back.
    await row(page, 'BTC/USDT').getByTestId('star').click();
    await page.locator('.toast-main').getByText('Please log in first').waitFor();
    await page.waitForFunction(() => window.location.hash.startsWith('#/pages/common/login'), undefined, { timeout: 5000 });
    expect(await currentRoute(page)).toBe('/pages/common/login?redirect=%2Fpages%2Fmarket%2Fmarket');
    await waitForRoute(page, '/pages/common/login');
    await page.locator('#account').fill(email);
    await page.locator('#password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await waitForRoute(page, '/pages/market/market');

    // Star BTC/USDT: on before the server's answer (the toast; a loaded machine paints late), and on the server.
    const star = row(page, 'BTC/USDT').getByTestId('star');
    await star.click();
    await row(page, 'BTC/USDT').locator('[data-testid="star"][aria-pressed="true"]').waitFor({ timeout: 3000 });
    await page.locator('.toast-main').getByText('Added to favourites').waitFor();
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const list = await apiGet<Array<{ market_id: number; quote: { symbol: string } }>>(server, '/optional/list', token);
    expect(list.message.map((f) => f.quote.symbol)).toEqual(['BTC/USDT']);

    // Favourites, and still there after a reload.
    await page.getByTestId('market-tab-favorites').click();
    await row(page, 'BTC/USDT').waitFor();
    expect(await currentRoute(page)).toBe('/pages/market/market?tab=favorites');
    await page.reload();
    await waitForRoute(page, '/pages/market/market');
    await row(page, 'BTC/USDT').waitFor();
    expect(await page.getByTestId('market-row').count()).toBe(1);
    expect(await row(page, 'BTC/USDT').getByTestId('star').getAttribute('aria-pressed')).toBe('true');
    await settle(page);
    await screenshot(page, 'phone-light-market-favourites');

    // Search "eth": hot searches first, then results as you type.
    await page.getByTestId('market-search-entry').click();
    await waitForRoute(page, '/pages/market/search');
    await page.getByTestId('hot-item').first().waitFor();
    await page.getByTestId('market-search-input').locator('input').fill('eth');
    const eth = page.getByTestId('search-result').filter({ hasText: 'ETH' }).first();
    await eth.waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-search-eth');

    // ETH/USDT: switch to 1h, candles drawn, the price moves.
    await eth.click();
    await waitForRoute(page, '/pages/market/detail');
    expect(await currentRoute(page)).toBe('/pages/market/detail?symbol=ETH%2FUSDT');
    await page.locator('.page-title').getByText('ETH/USDT').waitFor();
    await page.getByTestId('interval-1h').click();
    const bars = await chartReady(page, '1h');
    expect(bars).toBeGreaterThan(100);
    const first = (await page.getByTestId('chart-last').textContent())!;
    await page.waitForFunction((before) => document.querySelector('[data-testid="chart-last"]')?.textContent !== before, first, {
      timeout: 15_000,
    });
    expect(await page.getByTestId('chart-trading').getAttribute('data-trading')).toBe('true');
    await shootChartThenBuy(page);

    // It is now recently viewed on the market page.
    await visit(page, server.url, '/pages/market/market?tab=crypto');
    await page.getByTestId('recent-viewed').getByText('ETH/USDT').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each<ViewportName>(['phone', 'desktop'])('market screens at the %s size', (viewport) => {
  it.each(['light', 'dark'] as const)('are kept as %s screenshots', async (theme) => {
    const token = await createUser(server, uniqueEmail(`market-shots-${viewport}-${theme}`));
    const { page, errors, context } = await openApp(browser, { viewport, theme, noticeSeen: true, token });
    await visit(page, server.url, '/pages/market/market');
    await row(page, 'ETH/USDT').waitFor();
    await settle(page);
    await screenshot(page, `${viewport}-${theme}-market`);

    await visit(page, server.url, '/pages/market/market?tab=stocks');
    await row(page, 'AAPL/USDT').waitFor();
    await settle(page);
    await screenshot(page, `${viewport}-${theme}-market-stocks`);

    await visit(page, server.url, '/pages/market/search');
    await page.getByTestId('hot-item').first().waitFor();
    await settle(page);
    await screenshot(page, `${viewport}-${theme}-search`);

    await visit(page, server.url, '/pages/market/detail?symbol=BTC/USDT');
    await chartReady(page, '15m');
    // Every pane and overlay at once.
    for (const id of ['indicator-ema', 'indicator-boll', 'indicator-macd', 'indicator-rsi', 'indicator-kdj'])
      await page.getByTestId(id).click();
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-testid="kline-chart"]')?.dataset.panes === '5');
    await top(page);
    await screenshot(page, `${viewport}-${theme}-chart`);

    await page.getByTestId('interval-line').click();
    await chartReady(page, '1m');
    expect(await page.getByTestId('kline-chart').getAttribute('data-mode')).toBe('line');
    await top(page);
    await screenshot(page, `${viewport}-${theme}-chart-time-share`);

    await visit(page, server.url, '/');
    await page.getByTestId('home-live').first().waitFor();
    await page.getByTestId('home-markets').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, `${viewport}-${theme}-home-markets`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
