/**
 * The NFT market (issue 17) at the phone size against the real server: an operator onboards a
 * verified artist and mints a fixed-price artwork, an auction and a blind-box series (API); a
 * funded user buys the artwork, bids and wins the auction (the server's clock moves past its end
 * and the scheduler closes it), pays the win, buys and opens a blind box, checks every box of the
 * series in the browser once the seed is revealed, and resells (the end-before-start check first).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot } from './support/artifacts';
import { launchBrowser } from './support/browser';
import { api as apiAt, depositUsdt, signInSeededOperator } from './support/money';
import { artPng } from './support/png';
import { startServer, type RunningServer } from './support/server';
import { copyWebDist } from './support/web-copy';
import { codeAfter, createUser, openApp, settle, uniqueEmail, visit, waitForRoute, type AppPage } from './support/app';

const MIN = 60_000;
let server: RunningServer;
let browser: Browser;
let copy: ReturnType<typeof copyWebDist>;
let operator = '';
let buyer = '';
let rival = '';
let clockAheadMs = 0;
const codes = { fixed: '', auction: '' };
let seriesId = 0;

const api = <T>(method: 'GET' | 'POST', path: string, body: Record<string, unknown> = {}, auth = '') =>
  apiAt<T>(server, method, path, body, auth);

async function upload(token: string, png: Buffer): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'nft');
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'art.png');
  const res = await fetch(`${server.url}/api/upload?lang=en`, { method: 'POST', headers: { authorization: token }, body: form });
  return ((await res.json()) as { message: string }).message;
}

/** A user with Lv1 verification: a bound mobile, the level-1 form, the operator's approval. */
async function verifiedUser(): Promise<number> {
  const token = await createUser(server, uniqueEmail('artist'));
  const mobile = `555${String(Date.now()).slice(-7)}`;
  const since = server.logs.length;
  await api('POST', '/sms_send', { area_code: '1', mobile, scene: 'bind' }, token);
  await api('POST', '/safe/mobile', { area_code: '1', mobile, code: await codeAfter(server, `+1${mobile}`, since) }, token);
  await api('POST', '/user/real', { real_type: 1, id_type: 1, name: 'Mira Vale', card_id: `P${Date.now()}` }, token);
  const me = await api<{ id: number }>('GET', '/user/info', {}, token);
  const queue = await api<{ data: Array<{ id: number; user_id: number }> }>('GET', '/operator/kyc', { limit: '50' }, operator);
  await api('POST', '/operator/kyc/approve', { id: queue.data.find((a) => a.user_id === me.id)!.id }, operator);
  return me.id;
}

async function mintAll(): Promise<void> {
  const artist = await api<{ id: number }>(
    'POST',
    '/operator/nft/artists',
    { user_id: await verifiedUser(), name: 'Mira Vale', intro: 'Light and water' },
    operator,
  );
  const [blue, amber, rose, green] = await Promise.all([
    upload(operator, artPng([40, 90, 200])),
    upload(operator, artPng([220, 150, 40])),
    upload(operator, artPng([200, 70, 120])),
    upload(operator, artPng([40, 160, 110])),
  ]);
  const now = Date.now() + clockAheadMs;
  const base = { artist_id: artist.id, start_time: now, end_time: now + 24 * 60 * MIN };
  codes.fixed = (
    await api<{ code: string }>(
      'POST',
      '/operator/nft/artworks',
      { ...base, type: 'image', title: 'Tide pool', media: blue, pay_type: 1, price: '50' },
      operator,
    )
  ).code;
  const auction = {
    ...base,
    type: 'image',
    title: 'Amber hour',
    media: amber,
    pay_type: 2,
    price: '100',
    per_increase: '10',
    margin: '20',
    end_time: now + 10 * MIN,
  };
  codes.auction = (await api<{ code: string }>('POST', '/operator/nft/artworks', auction, operator)).code;
  const items = [
    { name: 'Moth', rarity: 'N', count: 5, type: 'image', media: green },
    { name: 'Owl', rarity: 'R', count: 3, type: 'image', media: blue },
    { name: 'Moon hare', rarity: 'SSR', count: 1, type: 'image', media: rose },
  ];
  seriesId = (
    await api<{ id: number }>(
      'POST',
      '/operator/nft/series',
      { ...base, name: 'Night garden', cover: rose, price: '10', end_time: now + 20 * MIN, items },
      operator,
    )
  ).id;
}

/** Settle, let every picture on screen finish loading (cards load lazily), then keep a screenshot. */
async function shot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page
    .waitForFunction(() => [...document.images].every((i) => i.complete || i.getBoundingClientRect().top > window.innerHeight), undefined, {
      timeout: 5000,
    })
    .catch(() => undefined);
  await screenshot(page, name);
}

/** Click the confirm button of the open dialog. */
async function confirmDialog(page: Page): Promise<void> {
  const button = page.locator('.adm-dialog-button-bold').last();
  await button.waitFor();
  await button.click();
}

async function moveClock(ms: number): Promise<void> {
  clockAheadMs += ms;
  await api('POST', '/test/clock', { at: new Date(Date.now() + clockAheadMs).toISOString() });
}

beforeAll(async () => {
  copy = copyWebDist();
  [server, browser] = await Promise.all([startServer({ NODE_ENV: 'test', PRICE_FEED: 'scripted', WEB_DIST: copy.dir }), launchBrowser()]);
  operator = await signInSeededOperator(server, 'Console-Pass-2026');
  await mintAll();
  [buyer, rival] = [await createUser(server, uniqueEmail('nft')), await createUser(server, uniqueEmail('rival'))];
  await depositUsdt(server, operator, buyer, '500');
  await depositUsdt(server, operator, rival, '500');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  copy?.remove();
});

let app: AppPage;

describe('buying at the phone size', () => {
  beforeAll(async () => {
    app = await openApp(browser, { viewport: 'phone', noticeSeen: true, token: buyer });
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await screenshot(app.page, `failure-nft-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
  });

  it('buys a fixed-price artwork with the fee stated first', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/nft/nft');
    await page.getByTestId('nft-card').first().waitFor();
    await shot(page, 'phone-light-nft-market');
    await page.locator(`[data-testid="nft-card"][data-code="${codes.fixed}"]`).click();
    await waitForRoute(page, '/pages/nft/artworkDetail');
    await page.getByTestId('go-buy').click();
    await waitForRoute(page, '/pages/nft/purchase');
    await page.getByTestId('balance').filter({ hasText: '500' }).waitFor();
    await shot(page, 'phone-light-nft-purchase');
    await page.getByTestId('buy-confirm').click();
    await confirmDialog(page);
    await waitForRoute(page, '/pages/nft/myNft');
    await page.locator(`[data-testid="owned"][data-code="${codes.fixed}"]`).waitFor();
    await shot(page, 'phone-light-nft-my-nfts');
  });

  it('bids in an auction with the margin stated, wins after the end and pays within the day', async () => {
    const { page } = app;
    await visit(page, server.url, `/pages/nft/purchase?code=${codes.auction}`);
    await page.getByTestId('auction-rules').waitFor();
    await shot(page, 'phone-light-nft-bid');
    await page.getByTestId('bid-confirm').click();
    await confirmDialog(page);
    await waitForRoute(page, '/pages/nft/artworkDetail');
    await page.getByTestId('current-bid').filter({ hasText: '100' }).waitFor();
    // A rival outbids; the buyer answers with the next minimum.
    await api('POST', '/bind_box/auctionNFT', { code: codes.auction, price: '110' }, rival);
    await visit(page, server.url, `/pages/nft/purchase?code=${codes.auction}`);
    await page.locator('#nft-bid').fill('');
    await page.locator('#nft-bid').fill('120');
    await page.getByTestId('bid-confirm').click();
    await confirmDialog(page);
    await page.getByTestId('bid-row').first().waitFor();
    await shot(page, 'phone-light-nft-auction-detail');
    // The end passes; the scheduler closes the auction and the win waits for payment.
    await moveClock(16 * MIN);
    await visit(page, server.url, '/pages/nft/mine');
    await expect
      .poll(async () => (await api<{ total: number }>('GET', '/bind_box/getNeedPayNFTOrder', {}, buyer)).total, { timeout: 10_000 })
      .toBe(1);
    await page.reload();
    await waitForRoute(page, '/pages/nft/mine');
    await page.getByTestId('pay-order').waitFor();
    await shot(page, 'phone-light-nft-pay-due');
    await page.getByTestId('pay-order').click();
    await confirmDialog(page);
    await page.getByTestId('mine-tab-orders').click();
    await page.locator('[data-testid="order-row"][data-status="paid"]').nth(1).waitFor();
  });
});

describe('blind boxes and resale at the phone size', () => {
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await screenshot(app.page, `failure-nft-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
  });

  it('buys and opens a blind box, then checks every box of the series in the browser', async () => {
    const { page } = app;
    await visit(page, server.url, `/pages/nft/purchase_one?series=${seriesId}`);
    await page.getByTestId('commitment').waitFor();
    await shot(page, 'phone-light-nft-series');
    await page.getByTestId('buy-box').click();
    await confirmDialog(page);
    await waitForRoute(page, '/pages/nft/myNft');
    await page.getByTestId('open-box').click();
    await confirmDialog(page);
    await page.getByTestId('open-result').waitFor();
    await shot(page, 'phone-light-nft-box-opened');
    await page.locator('.adm-dialog-button').last().click();
    // Others buy the rest; the series ends and the scheduler reveals the seed.
    const { code } = await api<{ code: string }>('GET', '/bind_box/getSeries', { id: seriesId });
    for (let i = 0; i < 3; i++) await apiAt(server, 'POST', '/bind_box/buyNFT', { code }, rival, { 'Idempotency-Key': `rival-box-${i}` });
    await moveClock(10 * MIN);
    await expect
      .poll(async () => (await api<{ seed: string | null }>('GET', '/bind_box/getSeries', { id: seriesId })).seed, { timeout: 10_000 })
      .not.toBeNull();
    await visit(page, server.url, `/pages/nft/purchase_one?series=${seriesId}`);
    await page.getByTestId('verify').click();
    const result = page.getByTestId('verify-result');
    await result.waitFor();
    expect(await result.getAttribute('data-ok')).toBe('true');
    await result.scrollIntoViewIfNeeded();
    await shot(page, 'phone-light-nft-verified');
  });

  it('resells with the end after the start, and the listing shows on the market', async () => {
    const { page } = app;
    await visit(page, server.url, `/pages/nft/resell?code=${codes.fixed}`);
    await page.locator('#resell-price').fill('80');
    await page.getByTestId('resell-end').fill('2020-01-01T10:00');
    await page.getByTestId('resell-submit').click();
    expect(await page.getByTestId('resell-time-error').textContent()).toContain('End time should be later than the start time');
    await shot(page, 'phone-light-nft-resell-error');
    const end = new Date(Date.now() + clockAheadMs + 48 * 60 * MIN);
    const pad = (n: number) => String(n).padStart(2, '0');
    await page
      .getByTestId('resell-end')
      .fill(`${end.getFullYear()}-${pad(end.getMonth() + 1)}-${pad(end.getDate())}T${pad(end.getHours())}:${pad(end.getMinutes())}`);
    await page.getByTestId('resell-submit').click();
    await confirmDialog(page);
    await waitForRoute(page, '/pages/nft/artworkDetail');
    await page.getByTestId('listed-note').waitFor();
    expect(await page.getByTestId('fixed-price').textContent()).toContain('80');
    await shot(page, 'phone-light-nft-resold');
    expect(app.errors.filter((e) => !e.includes('favicon'))).toEqual([]);
  });

  it('shows the market and a series on a desktop in the dark theme', async () => {
    const desk = await openApp(browser, { viewport: 'desktop', theme: 'dark', noticeSeen: true, token: buyer });
    await visit(desk.page, server.url, '/pages/nft/nft');
    await desk.page.getByTestId('nft-card').first().waitFor();
    await shot(desk.page, 'desktop-dark-nft-market');
    await visit(desk.page, server.url, `/pages/nft/purchase_one?series=${seriesId}`);
    await desk.page.getByTestId('commitment').waitFor();
    await shot(desk.page, 'desktop-dark-nft-series');
    await desk.context.close();
  });
});
