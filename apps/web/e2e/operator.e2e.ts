/**
 * The operator console of issue 5 against the real server, with two browser contexts: the user in
 * the wallet at the phone size, the operator in the console at the desktop size (and a second
 * operator at the phone size). Every decision goes through the console's own screens.
 *
 * The seed makes 'admin' and, from OPERATOR_FOUNDERS, the founding admin 'second': the independent
 * second person every two-person action needs (issue 12). 'second' approves the adjustment and the
 * operator the admin proposes in the console; that operator, new and added by the admin, is told
 * why it may approve nothing of the admin's. Each does the same first sign-in (own password, TOTP).
 *
 * Withdrawals pause for 24 hours after a security change (the pay password, the mobile number),
 * so the test moves the server's clock (NODE_ENV=test) past that before anyone signs in, and
 * computes TOTP codes for the server's time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { totpCode } from '../../server/src/platform/totp';
import { screenshot } from './support/artifacts';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import {
  apiGet,
  codeAfter,
  createUser,
  openApp,
  settle,
  TINY_PNG,
  uniqueEmail,
  VIEWPORTS,
  visit,
  waitForRoute,
  type AppPage,
} from './support/app';
import { consoleFirstSignIn, openSection } from './support/console';
import { copyWebDist } from './support/web-copy';
import { text } from './support/page';

const INITIAL_PASSWORD = 'ChangeMe-2026';
const ADMIN = { username: 'admin', password: 'Console-Admin-2026' };
const SECOND = { username: 'finance2', initial: 'Finance-Initial-1', password: 'Console-Finance-2026' };
/** A founding admin the install makes (OPERATOR_FOUNDERS): the second person of the two-person rule. */
const FOUNDERS = 'second:admin'; // global-setup.ts prebuilds its template
const FOUNDER = { username: 'second', initial: INITIAL_PASSWORD, password: 'Console-Second-2026' };
const PAY_PASSWORD = 'Pay-2026-ok';
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const HOUR_MS = 3_600_000;
/** A Solana address (base58, 44 characters) for the deposit pool. */
const SOL_ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';

let server: RunningServer;
let browser: Browser;
let dataDir: string;
let web: ReturnType<typeof copyWebDist>;
/** How far the test has moved the server's clock ahead of real time. */
let clockAheadMs = 0;
/** The admin's TOTP key, as the console showed it at the first sign-in. */
let adminSecret = '';
const serverNow = () => Date.now() + clockAheadMs;
/** The console's server and its clock, for the first sign-ins (support/console.ts). */
const onServer = () => ({ url: server.url, now: serverNow });

async function api<T>(path: string, body: Record<string, string>, token = ''): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ ...body, lang: 'en' }),
  });
  const envelope = (await res.json()) as { type: string; code?: string; message: T };
  if (envelope.type !== 'ok') throw new Error(`${path}: ${envelope.code} ${String(envelope.message)}`);
  return envelope.message;
}

async function uploadPng(token: string, purpose: string): Promise<string> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'qr.png');
  const res = await fetch(`${server.url}/api/upload?lang=en`, { method: 'POST', headers: { authorization: token }, body: form });
  const envelope = (await res.json()) as { type: string; message: string };
  if (envelope.type !== 'ok') throw new Error(`upload: ${JSON.stringify(envelope)}`);
  return envelope.message;
}

const serverEnv = () => ({ NODE_ENV: 'test', PRICE_FEED: 'scripted', WEB_DIST: web.dir, DATA_DIR: dataDir, OPERATOR_FOUNDERS: FOUNDERS });

/** Approve the pending item of `userId` in the open queue, first trying without a reason. */
async function approveInQueue(page: Page, userId: number, reason: string, shot?: string, txHash?: string): Promise<void> {
  const item = page.locator(`[data-testid="queue-item"][data-user="${userId}"]`).first();
  await item.waitFor();
  await item.getByTestId('item-approve').click();
  const dialog = page.getByTestId('decision-dialog');
  await dialog.getByTestId('decision-confirm').click();
  await dialog.getByTestId('reason-error').getByText('Please give a reason').waitFor();
  await page.locator('#decision-reason').fill(reason);
  if (txHash) await page.locator('#decision-tx-hash').fill(txHash);
  if (shot) {
    await settle(page);
    await screenshot(page, shot);
  }
  await dialog.getByTestId('decision-confirm').click();
  await item.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  web = copyWebDist();
  dataDir = mkdtempSync(join(tmpdir(), 'bourse-operator-e2e-'));
  [server, browser] = await Promise.all([startServer(serverEnv()), launchBrowser()]);
  await api('/test/tick', { symbol: 'BTC/USDT', price: '66000' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  web?.remove();
});

describe('a user and two operators', () => {
  const email = uniqueEmail('console');
  let token: string;
  let userId: number;
  let user: AppPage;
  let admin: AppPage;

  beforeAll(async () => {
    token = await createUser(server, email);
    userId = (await apiGet<{ id: number }>(server, '/user/info', token)).message.id;
    // What a withdrawal needs besides verification (set up through the API; the wallet's own flow tests them):
    // a pay password, a bound mobile number (needed for identity verification) and a saved address.
    let since = server.logs.length;
    await api('/sms_mail', { scene: 'security' }, token);
    await api(
      '/safe/pay_password',
      { pay_password: PAY_PASSWORD, re_pay_password: PAY_PASSWORD, code: await codeAfter(server, email, since) },
      token,
    );
    const mobile = `555${String(Date.now()).slice(-7)}`;
    since = server.logs.length;
    await api('/sms_send', { area_code: '1', mobile, scene: 'bind' }, token);
    await api('/safe/mobile', { area_code: '1', mobile, code: await codeAfter(server, `+1${mobile}`, since) }, token);
    const qrcode = await uploadPng(token, 'general');
    await api('/user/wallet/save', { currency: 'USDT', network: 'TRC20', name: 'Cold wallet', address: TRON_ADDRESS, qrcode }, token);
    // A day on (first-time setup starts no withdrawal pause: nothing is waited out, the flow just runs a day later).
    clockAheadMs = 25 * HOUR_MS;
    await api('/test/clock', { at: new Date(serverNow()).toISOString() });
    await api('/test/tick', { symbol: 'BTC/USDT', price: '66000' });

    user = await openApp(browser, { viewport: 'phone', noticeSeen: true, token });
    admin = await openApp(browser, { viewport: 'desktop', noticeSeen: true });
  });

  afterAll(async () => {
    await user?.context.close();
    await admin?.context.close();
  });

  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    const name = ctx.task.name.slice(0, 30).replace(/\W+/g, '-');
    if (user) await screenshot(user.page, `failure-operator-user-${name}`);
    if (admin) await screenshot(admin.page, `failure-operator-admin-${name}`);
  });

  it('the user claims a deposit with a voucher; the operator signs in (first time, TOTP) and approves it with a reason; the balance appears', async () => {
    const { page } = user;
    await visit(page, server.url, '/pages/fund/receive?currency=USDT');
    await page.getByTestId('network-TRC20').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="deposit-address"]')?.textContent?.startsWith('T'));
    await page.locator('#amount').fill('250');
    await page.getByTestId('account-input').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.locator('.image-upload--filled').waitFor();
    await page.locator('#tx_hash').fill('0xfeed01');
    await page.getByTestId('claim-submit').click();
    await waitForRoute(page, '/pages/fund/receive_withdraw_record');
    await page.getByTestId('deposit-item').first().getByText('Under review').waitFor();

    const ops = admin.page;
    adminSecret = await consoleFirstSignIn(
      ops,
      onServer(),
      { username: ADMIN.username, initial: INITIAL_PASSWORD, password: ADMIN.password },
      'desktop-light',
    );
    await ops.getByTestId('tile-deposits').getByText('1').waitFor();
    await settle(ops);
    await screenshot(ops, 'desktop-light-operator-home');

    await openSection(ops, 'deposits');
    const item = ops.locator(`[data-testid="queue-item"][data-user="${userId}"]`);
    expect(await item.getByTestId('item-amount').textContent()).toBe('250 USDT');
    // The voucher is a private upload: it loads only with the operator's token.
    await item.locator('img[data-testid="private-image"]').waitFor();
    await settle(ops);
    await screenshot(ops, 'desktop-light-operator-deposits');
    await approveInQueue(ops, userId, 'Amount and hash match TRC20 explorer', 'desktop-light-operator-decision');
    await ops.getByTestId('queue-filter').getByText('Approved').click();
    await ops
      .locator(`[data-testid="queue-item"][data-user="${userId}"]`)
      .getByText('Reason: Amount and hash match TRC20 explorer')
      .waitFor();

    await visit(page, server.url, '/pages/fund/assets');
    await page.getByTestId('coin-USDT').getByTestId('coin-balance').getByText('250.00').waitFor();
    expect(user.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });

  it('the user submits Lv1 verification; the operator approves it in the identity queue', async () => {
    const { page } = user;
    await visit(page, server.url, '/pages/setting/real');
    await page.getByTestId('id-type-passport').click();
    await page.locator('#name').fill('Ann Example');
    await page.locator('#card_id').fill('P7654321');
    await page.getByTestId('kyc-lv1-submit').click();
    await page.getByTestId('kyc-lv1-status').getByText('Under review').waitFor();

    const ops = admin.page;
    await openSection(ops, 'identity');
    const item = ops.locator(`[data-testid="queue-item"][data-user="${userId}"]`);
    expect(await item.getByTestId('item-name').textContent()).toBe('Ann Example');
    await settle(ops);
    await screenshot(ops, 'desktop-light-operator-identity');
    await approveInQueue(ops, userId, 'Passport details consistent');

    await page.reload();
    await page.getByTestId('kyc-lv1-status').getByText('Verified').waitFor();
    expect(user.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });

  it('the user submits Lv2 with photos; the operator approves it in the identity queue; the withdrawal limit rises from 200 to 500 BTC', async () => {
    const { page } = user;
    await visit(page, server.url, '/pages/setting/real');
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
    await page.getByTestId('reverse_pic-input').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.waitForFunction(() => document.querySelectorAll('.photo-pick img').length === 2);
    await page.getByTestId('kyc-lv2-submit').click();
    await page.getByTestId('kyc-lv2-status').getByText('Under review').waitFor();

    const ops = admin.page;
    // The identity queue is already open from Lv1: load it again to see the new request.
    await ops.reload();
    await waitForRoute(ops, '/operator/identity');
    const item = ops.locator(`[data-testid="queue-item"][data-user="${userId}"]`).first();
    // Both photos are private uploads, shown only with the operator's token.
    await ops.waitForFunction(
      (id) => document.querySelectorAll(`[data-testid="queue-item"][data-user="${id}"] img[data-testid="private-image"]`).length === 2,
      userId,
    );
    await item.waitFor();
    await settle(ops);
    await screenshot(ops, 'desktop-light-operator-identity-lv2');
    await approveInQueue(ops, userId, 'Passport photos match Lv1 details');

    // The page still holds the state it loaded; reload it as the user would.
    await page.reload();
    await page.getByTestId('kyc-lv2-status').getByText('Verified').waitFor();
    expect(await text(page, 'kyc-limit')).toContain('500 BTC');
    await settle(page);
    await screenshot(page, 'phone-light-operator-user-lv2');
    await visit(page, server.url, '/pages/fund/withdraw?currency=USDT');
    await page
      .getByTestId('withdraw-limit')
      .getByText(/limit: 500\.00 BTC/)
      .waitFor();
    expect(user.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });

  it('the user withdraws; the operator approves it in the console; the bill shows the amount and the fee', async () => {
    const { page } = user;
    await visit(page, server.url, '/pages/fund/withdraw?currency=USDT');
    await page.getByTestId('withdraw-fees').waitFor();
    await page.locator('#number').fill('100');
    await page.getByTestId('withdraw-submit').click();
    await page.locator('#pay_password').fill(PAY_PASSWORD);
    await page.getByTestId('pay-confirm').click();
    await waitForRoute(page, '/pages/fund/receive_withdraw_record');
    await page.getByTestId('withdrawal-item').first().getByText('Under review').waitFor();

    const ops = admin.page;
    await openSection(ops, 'withdrawals');
    const item = ops.locator(`[data-testid="queue-item"][data-user="${userId}"]`);
    expect(await item.getByTestId('item-amount').textContent()).toBe('100 USDT');
    expect(await item.getByTestId('item-fee').textContent()).toBe('1 USDT');
    expect(await item.getByTestId('item-receive').textContent()).toBe('99 USDT');
    await settle(ops);
    await screenshot(ops, 'desktop-light-operator-withdrawals');
    await approveInQueue(ops, userId, 'Paid out from hot wallet', undefined, '0xpayout01');

    await visit(page, server.url, '/pages/setting/bill?kind=withdraw.settle');
    const bill = page.getByTestId('bill-item').first();
    await bill.getByTestId('bill-details').getByText('Fee 1.00 USDT').waitFor();
    expect(await bill.getByTestId('bill-change').textContent()).toBe('-100.00 USDT');
    expect(await bill.getByTestId('bill-details').textContent()).toContain('Received 99.00 USDT');
    await settle(page);
    await screenshot(page, 'phone-light-operator-user-bill');
    expect(user.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });

  it('an adjustment proposed by one operator is approved by a second; the user look-up shows it and the ledger check is balanced', async () => {
    const ops = admin.page;
    await openSection(ops, 'adjustments');
    await ops.getByTestId('adjust-submit').click();
    await ops.getByTestId('user_id-error').getByText('User not found').waitFor();
    await ops.locator('#user_id').fill(String(userId));
    await ops.getByTestId('adjust-coin-USDT').click();
    await ops.locator('#amount').fill('25');
    await ops.getByTestId('adjust-submit').click();
    await ops.getByTestId('reason-error').getByText('Please give a reason').waitFor();
    await ops.locator('#adjust-reason').fill('Ticket 4411: fee charged twice');
    await ops.getByTestId('adjust-submit').click();
    const proposal = ops.getByTestId('adjust-item').first();
    await proposal.getByTestId('adjust-own').waitFor();
    expect(await proposal.getByTestId('adjust-amount').textContent()).toBe('+25 USDT');
    await settle(ops);
    await screenshot(ops, 'desktop-light-operator-adjustments');

    // The admin proposes the second operator: it exists only once another admin approves (two-person).
    await openSection(ops, 'operators');
    await ops.locator('#username').fill('Finance 2');
    await ops.getByTestId('role-finance').click();
    await ops.locator('#password').fill(SECOND.initial);
    await ops.getByTestId('operator-submit').click();
    await ops
      .getByTestId('username-error')
      .getByText(/^Username: 3–32 lower-case letters/)
      .waitFor();
    await ops.locator('#username').fill(SECOND.username);
    await settle(ops);
    await screenshot(ops, 'desktop-light-operator-operators-form');
    await ops.getByTestId('operator-submit').click();
    await ops.getByText(`Proposed ${SECOND.username}: a second administrator adds them by approving it in Approvals`).waitFor();
    // The admin's own account has no disable button.
    expect(await ops.locator('[data-testid="operator-item"][data-username="admin"] [data-testid="operator-disable"]').count()).toBe(0);

    // The founder the install made (OPERATOR_FOUNDERS) approves both, at the phone size.
    const second = await openApp(browser, { viewport: 'phone', noticeSeen: true });
    try {
      await consoleFirstSignIn(second.page, onServer(), FOUNDER, 'phone-light');
      await openSection(second.page, 'actions');
      const create = second.page.locator('[data-testid="action-item"][data-kind="operator.create"]');
      await create.getByTestId('action-username').getByText(SECOND.username).waitFor();
      await settle(second.page);
      await screenshot(second.page, 'phone-light-operator-actions');
      await create.getByTestId('action-approve').click();
      await second.page.locator('.adm-dialog-footer').getByText('Approve').click();
      await create.waitFor({ state: 'detached' });
      await openSection(second.page, 'adjustments');
      const pending = second.page.getByTestId('adjust-item').first();
      await pending.getByText('Reason: Ticket 4411: fee charged twice').waitFor();
      await settle(second.page);
      await screenshot(second.page, 'phone-light-operator-adjustments');
      await pending.getByTestId('adjust-approve').click();
      await second.page.locator('.adm-dialog-footer').getByText('Approve').click();
      await pending.waitFor({ state: 'detached' });
      expect(second.errors).toEqual([]);
    } finally {
      await second.context.close();
    }

    await openSection(ops, 'users');
    await ops.locator('.console-search input').fill(email);
    await ops.locator('.console-search input').press('Enter');
    await ops.getByTestId(`user-${userId}`).click();
    // 250 deposited, 100 withdrawn, 25 corrected.
    await ops.getByTestId('balance-USDT-exchange').getByText('175').waitFor();
    await ops.getByTestId('user-entries').getByText('adjustment').waitFor();
    await settle(ops);
    await screenshot(ops, 'desktop-light-operator-users');

    await openSection(ops, 'ledger');
    expect(await text(ops, 'ledger-verdict')).toBe('The ledger is balanced');
    await settle(ops);
    await screenshot(ops, 'desktop-light-operator-ledger');

    await openSection(ops, 'audit');
    await ops.getByTestId('audit-table').getByText('adjustment.approve').waitFor();
    await settle(ops);
    await screenshot(ops, 'desktop-light-operator-audit');

    await openSection(ops, 'operators');
    const created = ops.locator(`[data-testid="operator-item"][data-username="${SECOND.username}"]`);
    await created.getByTestId('operator-state').getByText('Awaiting first sign-in').waitFor();
    expect(await created.getByTestId('operator-role').textContent()).toBe('Finance');
    await settle(ops);
    await screenshot(ops, 'desktop-light-operator-operators');
    expect(admin.errors).toEqual([]);
  });

  it('a spread change and pool addresses wait for a second operator; finance2, new, is told why it cannot approve, then leaves', async () => {
    const ops = admin.page;
    await openSection(ops, 'config');
    await ops.getByTestId('network-USDT-TRC20').waitFor();
    await ops.locator('#spread_ppm').fill('200001');
    await ops.getByTestId('exchange-save').click();
    await ops.getByTestId('spread_ppm-error').getByText('Parameter error').waitFor();
    await ops.locator('#spread_ppm').fill('2500');
    await ops.getByTestId('exchange-save').click();
    await ops.getByText('Saved. The fee change waits for a second operator, then for the notice period').waitFor();
    // A network without an extended public key gets addresses from a pool (sent as a JSON list).
    const pool = ops.getByTestId('config-deposit-pool');
    await pool.getByRole('radio', { name: 'SOL' }).click();
    await ops.locator('#pool-addresses').fill(`${SOL_ADDRESS}\nnot-an-address`);
    await ops.getByTestId('pool-save').click();
    await pool.getByTestId('pool-error').getByText('Not valid for this network: not-an-address').waitFor();
    await ops.locator('#pool-addresses').fill(SOL_ADDRESS);
    await ops.getByTestId('pool-save').click();
    await ops.getByText('Proposed 1 addresses: loaded once a second operator approves').waitFor();
    await settle(ops);
    await screenshot(ops, 'desktop-light-operator-config');

    // finance2, added by the admin minutes ago, sees the spread change but may not approve it, and is told why.
    const newcomer = await openApp(browser, { viewport: 'phone', noticeSeen: true });
    try {
      await consoleFirstSignIn(newcomer.page, onServer(), SECOND, 'phone-light-finance2');
      await openSection(newcomer.page, 'actions');
      const fee = newcomer.page.locator('[data-testid="action-item"][data-kind="fee.exchange"]');
      await fee
        .getByTestId('action-refusal')
        .getByText(/An operator added less than 24 hours ago cannot approve yet/)
        .waitFor();
      expect(await fee.getByTestId('action-approve').isDisabled()).toBe(true);
      await settle(newcomer.page);
      await screenshot(newcomer.page, 'phone-light-operator-actions-refused');
      expect(newcomer.errors).toEqual([]);
    } finally {
      await newcomer.context.close();
    }
    // finance2 leaves: disabled at once after a confirmation (that it cannot sign in: apps/server/test/e2e-api.test.ts).
    await openSection(ops, 'operators');
    const finance2 = ops.locator(`[data-testid="operator-item"][data-username="${SECOND.username}"]`);
    await finance2.getByTestId('operator-disable').click();
    await ops.locator('.adm-dialog-footer').getByText('Disable').click();
    await finance2.getByTestId('operator-state').getByText('Disabled').waitFor();
    await settle(ops);
    await screenshot(ops, 'desktop-light-operator-operators-disabled');
    expect(admin.errors).toEqual([]);
  });
});

// After the flows above: the admin's TOTP key is known, and every section has something to show.
it('keeps the console in dark and at the phone size', async () => {
  // The same operator session in a dark phone-size tab (session storage is per tab, so sign in again).
  const dark = await openApp(browser, { viewport: 'phone', theme: 'dark', noticeSeen: true });
  const shoot = async (size: string, sections: string[]) => {
    for (const section of sections) {
      await dark.page.goto(`${server.url}/#/operator/${section}`);
      await waitForRoute(dark.page, `/operator/${section}`);
      await dark.page.waitForFunction(() => !document.querySelector('.state-pending, .state-loading'), undefined, { timeout: 10_000 });
      await settle(dark.page);
      await screenshot(dark.page, `${size}-dark-operator-${section}`);
    }
  };
  try {
    // A code works once, and the console's sign-in may have used this step's: take the next.
    const totp_code = totpCode(adminSecret, serverNow() + 30_000);
    const { token } = await api<{ token: string }>('/operator/login', { username: ADMIN.username, password: ADMIN.password, totp_code });
    await dark.context.addInitScript((t) => {
      sessionStorage.setItem('operatorToken', t);
      sessionStorage.setItem('operatorScope', 'full');
    }, token);
    const sections = ['actions', 'deposits', 'withdrawals', 'identity', 'config', 'users', 'adjustments', 'audit', 'ledger', 'outbox'];
    await shoot('phone', [...sections, 'operators']);
    await dark.page.setViewportSize(VIEWPORTS.desktop);
    await shoot('desktop', ['actions', 'users', 'adjustments', 'operators']);
    expect(dark.errors).toEqual([]);
  } finally {
    await dark.context.close();
  }
});
