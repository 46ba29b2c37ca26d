/**
 * The wallet and identity flows of issue 5 at 390x844, against the real server. The operator
 * console's screens come later, so the operator's decisions go through the operator API (signed in
 * as 'admin' with the first-sign-in setup and a TOTP code computed here).
 *
 * The server runs with the scripted price feed (NODE_ENV=test), which lets the test set prices and
 * move the server's clock: withdrawals pause for 24 hours after a security change (a changed pay
 * password; first-time setup pauses nothing), and the test moves the clock past it, not waiting a day.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { totpCode } from '../../server/src/platform/totp';
import { screenshot } from './support/artifacts';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { copyWebDist } from './support/web-copy';
import { apiGet, codeAfter, createUser, openApp, settle, TINY_PNG, uniqueEmail, visit, waitForRoute, type AppPage } from './support/app';
import { text } from './support/page';

const OPERATOR_PASSWORD = 'Console-Pass-2026';
const DEMO = { email: 'demo@bourse.example', password: 'Demo-2026' };
/** A valid TRON address (base58check), for the saved withdrawal address. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const HOUR_MS = 3_600_000;

let server: RunningServer;
let browser: Browser;
let operator: string;
let operatorSecret: string;
/** How far the test has moved the server's clock ahead of real time. */
let clockAheadMs = 0;
/** The session of the user whose story the tests tell (its screens are the richest to keep). */
let storyToken = '';

interface Envelope<T> {
  type: string;
  code?: string;
  message: T;
}

async function api<T>(method: 'GET' | 'POST', path: string, body: Record<string, unknown> = {}, token = ''): Promise<T> {
  const query = method === 'GET' ? `?${new URLSearchParams({ ...(body as Record<string, string>), lang: 'en' }).toString()}` : '';
  const res = await fetch(`${server.url}/api${path}${query}`, {
    method,
    headers: { authorization: token, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    body: method === 'POST' ? JSON.stringify({ ...body, lang: 'en' }) : undefined,
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.type !== 'ok') throw new Error(`${path}: ${envelope.code} ${String(envelope.message)}`);
  return envelope.message;
}

/** First sign-in of the seeded operator: new password and TOTP enrolment, as the console will do it. */
async function signInOperator(): Promise<string> {
  const first = await api<{ token: string }>('POST', '/operator/login', {
    username: 'admin',
    password: process.env.OPERATOR_INITIAL_PASSWORD ?? 'ChangeMe-2026',
  });
  const { secret } = await api<{ secret: string }>('POST', '/operator/setup/start', {}, first.token);
  operatorSecret = secret;
  const done = await api<{ token: string }>(
    'POST',
    '/operator/setup',
    { new_password: OPERATOR_PASSWORD, totp_code: totpCode(secret, Date.now()) },
    first.token,
  );
  return done.token;
}

/** A later sign-in (operator sessions are short, and the test moves the clock by a day). */
async function operatorLogin(): Promise<string> {
  const at = Date.now() + clockAheadMs;
  const r = await api<{ token: string }>('POST', '/operator/login', {
    username: 'admin',
    password: OPERATOR_PASSWORD,
    totp_code: totpCode(operatorSecret, at),
  });
  return r.token;
}

interface Reviewable {
  id: number;
  user_id: number;
  status: string;
  level?: number;
  amount?: string;
}

/** The operator approves the pending item of `userId` in a review queue (deposits, withdrawals, kyc). */
async function approve(
  queue: 'deposits' | 'withdrawals' | 'kyc',
  userId: number,
  match: (row: Reviewable) => boolean = () => true,
): Promise<Reviewable> {
  const page = await api<{ data: Reviewable[] }>('GET', `/operator/${queue}`, { status: 'pending', limit: '50' }, operator);
  const row = page.data.find((r) => r.user_id === userId && match(r));
  if (!row) throw new Error(`no pending ${queue} item for user ${userId}: ${JSON.stringify(page.data)}`);
  await api('POST', `/operator/${queue}/approve`, { id: row.id }, operator);
  return row;
}

async function setPrices(): Promise<void> {
  await api('POST', '/test/tick', { symbol: 'BTC/USDT', price: '66000' });
  await api('POST', '/test/tick', { symbol: 'ETH/USDT', price: '3200' });
}

/** Move the server's clock ahead (the withdrawal pause after a security change is 24 hours). */
async function advanceClock(ms: number): Promise<void> {
  clockAheadMs += ms;
  await api('POST', '/test/clock', { at: new Date(Date.now() + clockAheadMs).toISOString() });
  await setPrices();
  operator = await operatorLogin();
}

/** The server serves a private copy of the build (see support/web-copy.ts). */
let webCopy: ReturnType<typeof copyWebDist>;

beforeAll(async () => {
  webCopy = copyWebDist();
  [server, browser] = await Promise.all([
    startServer({ NODE_ENV: 'test', PRICE_FEED: 'scripted', WEB_DIST: webCopy.dir }),
    launchBrowser(),
  ]);
  operator = await signInOperator();
  await setPrices();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  webCopy?.remove();
});

describe('a new user’s wallet at the phone size', () => {
  const email = uniqueEmail('wallet');
  let token: string;
  let userId: number;
  let app: AppPage;

  beforeAll(async () => {
    token = await createUser(server, email);
    storyToken = token;
    userId = (await apiGet<{ id: number }>(server, '/user/info', token)).message.id;
    app = await openApp(browser, { viewport: 'phone', noticeSeen: true, token });
  });

  afterAll(async () => {
    await app?.context.close();
  });

  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await screenshot(app.page, `failure-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
  });

  it('claims a deposit with a voucher; the operator approves and the balance appears on assets', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/fund/assets');
    await page.getByTestId('coin-list').waitFor();
    expect(await text(page, 'assets-total')).toBe('$0.00');

    await page.getByTestId('assets-action-recharge').click();
    await waitForRoute(page, '/pages/fund/select');
    await page.getByTestId('select-USDT').click();
    await waitForRoute(page, '/pages/fund/receive');
    await page.getByTestId('demo-notice').waitFor();
    await page.getByTestId('network-TRC20').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="deposit-address"]')?.textContent?.startsWith('T'));
    expect(await text(page, 'network-warning')).toContain('Send only USDT on the TRC20 network');
    await page.getByTestId('qr-image').waitFor();

    // The form asks for what is missing, in the server's own words, before anything is sent.
    await page.getByTestId('claim-submit').click();
    await page.getByTestId('amount-error').getByText('Please enter the recharge amount').waitFor();
    await page.locator('#amount').fill('250');
    await page.getByTestId('claim-submit').click();
    await page.getByTestId('account-error').getByText('Please upload the payment voucher').waitFor();
    await page.getByTestId('account-input').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.locator('.image-upload--filled').waitFor();
    await page.locator('#tx_hash').fill('0xabc123');
    await settle(page);
    await screenshot(page, 'phone-light-wallet-receive-claim');
    await page.getByTestId('claim-submit').click();

    await waitForRoute(page, '/pages/fund/receive_withdraw_record');
    const pending = page.getByTestId('deposit-item').first();
    await pending.getByText('Under review').waitFor();
    expect(await pending.getByTestId('record-amount').textContent()).toBe('250.00 USDT');

    const claim = await approve('deposits', userId, (r) => r.amount === '250');
    expect(claim.status).toBe('pending');

    await visit(page, server.url, '/pages/fund/assets');
    await page.getByTestId('coin-USDT').getByTestId('coin-balance').getByText('250.00').waitFor();
    expect(await text(page, 'assets-total')).toBe('$250.00');
    await settle(page);
    await screenshot(page, 'phone-light-wallet-assets-after-deposit');
    await visit(page, server.url, '/pages/fund/receive_withdraw_record');
    await page.getByTestId('deposit-item').first().getByText('Completed').waitFor();
    expect(app.errors).toEqual([]);
  });

  it('sets a pay password and saves an address with a QR code made from it', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/setting/security');
    await page.getByTestId('security-pay-password').click();
    await waitForRoute(page, '/pages/setting/payPassword');
    await page.locator('#pay_password').fill('Pay-2026-ok');
    await page.locator('#re_pay_password').fill('Pay-2026-ok');
    const since = server.logs.length;
    await page.getByTestId('send-code').click();
    await page.locator('#code').fill(await codeAfter(server, email, since));
    await page.getByTestId('password-submit').click();
    await waitForRoute(page, '/pages/setting/security');
    await page.getByTestId('security-pay-password').getByText('Change').waitFor();

    await visit(page, server.url, '/pages/setting/wallet');
    await page.getByText('No saved addresses').waitFor();
    await page.getByTestId('wallets-add').click();
    await waitForRoute(page, '/pages/setting/addWallet');
    await page.getByTestId('network-TRC20').click();
    await page.locator('#name').fill('Cold wallet');
    await page.locator('#address').fill('TnotAnAddress');
    await page.getByTestId('address-save').click();
    await page.getByTestId('qrcode-error').getByText('Please add the address QR code').waitFor();
    await page.getByTestId('qr-generate').click();
    await page.locator('.image-upload--filled').waitFor();
    await page.getByTestId('address-save').click();
    await page.getByTestId('address-error').getByText('This address is not valid for the network').waitFor();
    await page.locator('#address').fill(TRON_ADDRESS);
    // A QR drawn for the old address no longer matches, so it is drawn again.
    await page.locator('.image-upload--filled').waitFor({ state: 'detached' });
    await page.getByTestId('qr-generate').click();
    await page.locator('.image-upload--filled').waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-wallet-add-address');
    await page.getByTestId('address-save').click();
    await waitForRoute(page, '/pages/setting/wallet');
    await page.getByTestId('address-item').getByText(TRON_ADDRESS).waitFor();
    await page.getByTestId('address-qr').click();
    await page.getByTestId('private-image').waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-wallet-address-qr');
    await page.keyboard.press('Escape');
    expect(app.errors).toEqual([]);
  });

  it('the first pay password starts no pause; an unverified withdrawal lands on real_mark (998)', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/fund/withdraw?currency=USDT');
    await page.getByTestId('withdraw-fees').waitFor();
    expect(await page.getByTestId('withdraw-locked').count()).toBe(0);
    expect(await text(page, 'withdraw-limit')).toContain('Withdrawals need identity verification');
    await page.locator('#number').fill('100');
    await page.getByTestId('withdraw-submit').click();
    await page.locator('#pay_password').fill('Pay-2026-ok');
    await page.getByTestId('pay-confirm').click();
    // The request wrapper shows the server's message and opens real_mark after 1.2 s.
    await waitForRoute(page, '/pages/setting/real_mark');
    await page.getByTestId('limits-table').waitFor();
    expect(await text(page, 'real-mark-level')).toBe('Your level now: Not verified');
    expect(await text(page, 'limits-level-1')).toContain('200 BTC');
    expect(await text(page, 'limits-level-2')).toContain('500 BTC');
    await settle(page);
    await screenshot(page, 'phone-light-kyc-real-mark');
    await page.getByTestId('real-mark-go').click();
    await waitForRoute(page, '/pages/setting/real');
    expect(app.errors).toEqual([]);
  });

  it('binds a mobile number, verifies Lv1 then Lv2, and the limit shown goes from 200 to 500 BTC', async () => {
    const { page } = app;
    await page.getByTestId('kyc-bind').waitFor();
    await page.getByTestId('kyc-go-security').click();
    await waitForRoute(page, '/pages/setting/security');
    await page.getByTestId('security-mobile').click();
    await waitForRoute(page, '/pages/setting/mobile');
    const mobile = `555${String(Date.now()).slice(-7)}`;
    await page.locator('#mobile').fill(mobile);
    await page.getByTestId('send-code').click();
    await page.locator('#code').fill(await server.codeFor(`+1${mobile}`));
    await page.getByTestId('bind-submit').click();
    await waitForRoute(page, '/pages/setting/security');

    await visit(page, server.url, '/pages/setting/real');
    await page.getByTestId('kyc-lv1-status').getByText('Not verified').waitFor();
    await page.getByTestId('kyc-bind').waitFor({ state: 'detached' });
    await page.getByTestId('kyc-lv1-submit').click();
    await page.getByTestId('name-error').getByText('Please enter your name').waitFor();
    await page.getByTestId('id-type-passport').click();
    await page.locator('#name').fill('Ann Example');
    await page.locator('#card_id').fill('P1234567');
    await page.getByTestId('kyc-lv1-submit').click();
    await page.getByTestId('kyc-lv1-status').getByText('Under review').waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-kyc-lv1-review');

    await approve('kyc', userId, (r) => r.level === 1);
    await page.reload();
    await page.getByTestId('kyc-lv1-status').getByText('Verified').waitFor();
    expect(await text(page, 'kyc-limit')).toContain('200 BTC');
    await visit(page, server.url, '/pages/fund/withdraw?currency=USDT');
    await page
      .getByTestId('withdraw-limit')
      .getByText(/limit: 200\.00 BTC/)
      .waitFor();

    await visit(page, server.url, '/pages/setting/real');
    await page.getByTestId('front_pic-input').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.waitForFunction(() => document.querySelectorAll('.photo-pick img').length === 1);
    await page.getByTestId('kyc-lv2-submit').click();
    await page.getByTestId('reverse_pic-error').getByText('Please choose a file').waitFor();
    await page.getByTestId('reverse_pic-input').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.waitForFunction(() => document.querySelectorAll('.photo-pick img').length === 2);
    await page.getByTestId('kyc-lv2-submit').click();
    await page.getByTestId('kyc-lv2-status').getByText('Under review').waitFor();
    // The private photos come back only with the session header.
    await page.waitForFunction(() => document.querySelectorAll('img[data-testid="private-image"]').length === 2);

    await approve('kyc', userId, (r) => r.level === 2);
    await page.reload();
    await page.getByTestId('kyc-lv2-status').getByText('Verified').waitFor();
    expect(await text(page, 'kyc-level')).toBe('Lv2 Advanced');
    expect(await text(page, 'kyc-limit')).toContain('500 BTC');
    await settle(page);
    await screenshot(page, 'phone-light-kyc-real-verified');
    await visit(page, server.url, '/pages/fund/withdraw?currency=USDT');
    await page
      .getByTestId('withdraw-limit')
      .getByText(/limit: 500\.00 BTC/)
      .waitFor();
    expect(app.errors).toEqual([]);
  });

  it('a changed pay password pauses withdrawals a day; then withdraws, the operator approves, the bill shows amount and fee', async () => {
    const { page } = app;
    await advanceClock(61_000); // past the code cool-down (binding the first mobile number paused nothing)
    const since = server.logs.length;
    await api('POST', '/sms_mail', { scene: 'security' }, token);
    const code = await codeAfter(server, email, since);
    await api('POST', '/safe/pay_password', { pay_password: 'Pay-2026-ok', re_pay_password: 'Pay-2026-ok', code }, token);
    await page.reload();
    await page.getByTestId('withdraw-locked').waitFor();
    expect(await page.getByTestId('withdraw-submit').isDisabled()).toBe(true);
    await settle(page);
    await screenshot(page, 'phone-light-wallet-withdraw-locked');
    await advanceClock(25 * HOUR_MS);
    await page.reload();
    await page.getByTestId('withdraw-fees').waitFor();
    // The saved address is chosen already.
    await page.locator('[role="radio"][data-testid^="address-"][aria-checked="true"]').getByText(TRON_ADDRESS).waitFor();

    await page.locator('#number').fill('5');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('number-error').getByText('The minimum withdrawal is 10 USDT').waitFor();
    await page.locator('#number').fill('100');
    expect(await text(page, 'withdraw-fee')).toBe('1.00 USDT');
    expect(await text(page, 'withdraw-min')).toBe('10.00 USDT');
    expect(await text(page, 'withdraw-receive')).toBe('99.00 USDT');
    await settle(page);
    await screenshot(page, 'phone-light-wallet-withdraw');
    await page.getByTestId('withdraw-submit').click();
    await page.locator('#pay_password').fill('wrong-password');
    await page.getByTestId('pay-confirm').click();
    await page.getByTestId('pay_password-error').waitFor();
    await page.locator('#pay_password').fill('Pay-2026-ok');
    await settle(page);
    await screenshot(page, 'phone-light-wallet-withdraw-confirm');
    await page.getByTestId('pay-confirm').click();

    await waitForRoute(page, '/pages/fund/receive_withdraw_record');
    const item = page.getByTestId('withdrawal-item').first();
    await item.getByText('Under review').waitFor();
    await item.getByTestId('withdraw-cancel').waitFor();
    // The amount is held at once: 250 - 100 available, 100 frozen.
    const held = await apiGet<{ currency: string; available: string; frozen: string }[]>(server, '/currency/user_currency_list', token);
    expect(held.message.find((c) => c.currency === 'USDT')).toMatchObject({ available: '150', frozen: '100' });

    await approve('withdrawals', userId);
    await page.reload();
    await page.getByTestId('withdrawal-item').first().getByText('Sent').waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-wallet-records-withdrawals');

    // A second withdrawal, cancelled while pending: the held amount comes back.
    await visit(page, server.url, '/pages/fund/withdraw?currency=USDT');
    await page.locator('#number').fill('20');
    await page.getByTestId('withdraw-submit').click();
    await page.locator('#pay_password').fill('Pay-2026-ok');
    await page.getByTestId('pay-confirm').click();
    await waitForRoute(page, '/pages/fund/receive_withdraw_record');
    await page.getByTestId('withdrawal-item').first().getByTestId('withdraw-cancel').click();
    await page.locator('.adm-dialog-footer').getByText('Cancel withdrawal').click();
    await page.getByTestId('withdrawal-item').first().getByText('Cancelled').waitFor();
    const released = await apiGet<{ currency: string; available: string; frozen: string }[]>(server, '/currency/user_currency_list', token);
    expect(released.message.find((c) => c.currency === 'USDT')).toMatchObject({ available: '150', frozen: '0' });

    await visit(page, server.url, '/pages/setting/bill?kind=withdrawal');
    const bill = page.getByTestId('bill-item').first();
    await bill.getByTestId('bill-details').getByText('Fee 1.00 USDT').waitFor();
    expect(await bill.getByTestId('bill-change').textContent()).toBe('-100.00 USDT');
    expect(await bill.getByTestId('bill-details').textContent()).toContain('Received 99.00 USDT');
    await settle(page);
    await screenshot(page, 'phone-light-wallet-bill-withdrawal');
    // The same selection as CSV, fetched with the session header and saved as a file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bill-export').click()]);
    const csv = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\n');
    expect(csv[0]).toBe('time,entry,kind,currency,book,bucket,change,type,product,source');
    expect(csv.slice(1)).toEqual([expect.stringMatching(/w\.settle,USDT,exchange,frozen,-100,withdrawal,wallet,wallet:withdrawal:\d+$/)]);
    expect(app.errors).toEqual([]);
  });

  it('saves a bank card only with every field filled in', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/setting/bank');
    await page.getByTestId('bank-state').getByText('Please add a bank card').waitFor();
    await page.getByTestId('bank-save').click();
    await page.getByTestId('real_name-error').getByText('Please add a bank card').waitFor();
    const card: Record<string, string> = {
      real_name: 'Ann Example',
      bank_account: '6222020200112233',
      bank_name: 'Example Bank',
      bank_dizhi: 'Bangkok',
      bank_network: 'Silom branch',
    };
    for (const [id, value] of Object.entries(card)) await page.locator(`#${id}`).fill(value);
    await page.getByTestId('bank-save').click();
    await page.getByTestId('phone-error').getByText('Please add a bank card').waitFor();
    await page.locator('#phone').fill('0812345678');
    await page.getByTestId('bank-save').click();
    await page.getByTestId('bank-state').getByText('Saved: Example Bank **** 2233').waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-wallet-bank-saved');
    const saved = await api<Record<string, string>>('POST', '/user/cash_info', {}, token);
    expect(saved).toMatchObject({ ...card, phone: '0812345678' });
    expect(app.errors).toEqual([]);
  });

  it('moves USDT from the spot account to futures', async () => {
    const { page } = app;
    await visit(page, server.url, '/pages/fund/assets');
    await page.getByTestId('assets-action-coinTransfer').click();
    await waitForRoute(page, '/pages/fund/fundTransfer');
    expect(await text(page, 'transfer-from')).toContain('Spot');
    expect(await text(page, 'transfer-to')).toContain('Futures');
    await page.locator('#number').fill('500');
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('number-error').getByText('Insufficient balance').waitFor();
    await page.locator('#number').fill('50');
    await settle(page);
    await screenshot(page, 'phone-light-wallet-fund-transfer');
    await page.getByTestId('transfer-submit').click();
    await page.getByText('Transfer complete').waitFor();

    await visit(page, server.url, '/pages/fund/assets');
    await page.getByTestId('book-lever').getByText('$50.00').waitFor();
    await page.getByTestId('book-lever').click();
    await page.getByTestId('coin-USDT').getByTestId('coin-balance').getByText('50.00').waitFor();
    await visit(page, server.url, '/pages/fund/transfer_history');
    await page.getByTestId('transfer-item').first().getByText('Spot → Futures').waitFor();
    expect(app.errors).toEqual([]);
  });
});

describe('the demo user at the phone size', () => {
  it('converts BTC to USDT at a live quote that counts down, and gets what the confirmation showed', async () => {
    const token = await api<string>('POST', '/user/login', { user_string: DEMO.email, password: DEMO.password, type: 'email' });
    const { page, errors, context } = await openApp(browser, { viewport: 'phone', noticeSeen: true, token });
    await visit(page, server.url, '/pages/fund/transfer');
    await page.getByTestId('quote-rate').waitFor();
    expect(await text(page, 'quote-rate')).toMatch(/^1 BTC ≈ [\d,.]+ USDT$/);
    expect(await text(page, 'quote-countdown')).toMatch(/^New quote in \d+ s$/);
    await page.locator('#number').fill('0.01');
    await page
      .getByTestId('exchange-receive')
      .getByText(/≈ [\d,.]+ USDT/)
      .waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-wallet-exchange');
    await page.getByTestId('exchange-submit').click();
    await page.getByTestId('exchange-confirm').waitFor();
    await page
      .getByTestId('confirm-countdown')
      .getByText(/valid for \d+ s/)
      .waitFor();
    await settle(page);
    await screenshot(page, 'phone-light-wallet-exchange-confirm');
    const promised = (await text(page, 'confirm-receive')).replace(' USDT', '').replace(/,/g, '');
    await page.getByTestId('exchange-confirm-button').click();
    await page.getByText(/^Converted: you received/).waitFor();

    const history = await apiGet<{ data: { number: string; received: string; from_currency: string }[] }>(
      server,
      '/user/exchange/history',
      token,
    );
    expect(history.message.data[0]).toMatchObject({ number: '0.01', from_currency: 'BTC', received: promised });
    const coins = (await apiGet<{ currency: string; available: string }[]>(server, '/currency/user_currency_list', token)).message;
    expect(coins.find((c) => c.currency === 'BTC')?.available).toBe('0.49');

    await visit(page, server.url, '/pages/fund/transfer_history?tab=exchange');
    await page
      .getByTestId('exchange-item')
      .first()
      .getByText(/0\.01 BTC → [\d,.]+ USDT/)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Every main wallet screen, light and dark, at the phone size (and a few at 1280), kept as artifacts. */
describe('screenshots', () => {
  const SCREENS: [string, string][] = [
    ['assets', '/pages/fund/assets'],
    ['select', '/pages/fund/select?action=withdraw'],
    ['receive', '/pages/fund/receive?currency=BTC'],
    ['records', '/pages/fund/receive_withdraw_record?tab=withdraw'],
    ['withdraw', '/pages/fund/withdraw?currency=USDT'],
    ['assets-record', '/pages/fund/assets_record?currency=USDT&type=2'],
    ['assets-all-record', '/pages/fund/assets_all_record'],
    ['fund-transfer', '/pages/fund/fundTransfer'],
    ['exchange', '/pages/fund/transfer'],
    ['transfer-history', '/pages/fund/transfer_history'],
    ['wallets', '/pages/setting/wallet'],
    ['add-wallet', '/pages/setting/addWallet'],
    ['bank', '/pages/setting/bank'],
    ['bank-international', '/pages/setting/bank_international'],
    ['bill', '/pages/setting/bill'],
    ['real', '/pages/setting/real'],
    ['real-mark', '/pages/setting/real_mark'],
  ];

  it('keeps every wallet screen in light and dark', async () => {
    const token =
      storyToken || (await api<string>('POST', '/user/login', { user_string: DEMO.email, password: DEMO.password, type: 'email' }));
    for (const theme of ['light', 'dark'] as const) {
      const { page, errors, context } = await openApp(browser, { viewport: 'phone', theme, noticeSeen: true, token });
      for (const [name, route] of SCREENS) {
        await visit(page, server.url, route);
        await page.waitForFunction(() => !document.querySelector('.state-pending, .state-loading'), undefined, { timeout: 10_000 });
        await settle(page);
        await screenshot(page, `phone-${theme}-wallet-${name}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
    const { page, errors, context } = await openApp(browser, { viewport: 'desktop', noticeSeen: true, token });
    for (const [name, route] of SCREENS.filter(([n]) => ['assets', 'receive', 'withdraw', 'exchange', 'bill', 'real'].includes(n))) {
      await visit(page, server.url, route);
      await page.waitForFunction(() => !document.querySelector('.state-pending, .state-loading'), undefined, { timeout: 10_000 });
      await settle(page);
      await screenshot(page, `desktop-light-wallet-${name}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
