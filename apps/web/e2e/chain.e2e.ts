/**
 * On-chain deposits (issue 20) at 390x844: the server follows a real in-process EVM node started
 * here (ganache, with the test USDT deployed); a new user opens the deposit screen, the test sends
 * USDT from the node's faucet to the address shown and mines the confirmations on demand, and the
 * deposit is credited and the balance appears with no operator involved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type EvmNode, startEvmNode } from '../../server/src/modules/wallet';
import { screenshot } from './support/artifacts';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { copyWebDist } from './support/web-copy';
import { createUser, openApp, settle, uniqueEmail, visit, waitForRoute } from './support/app';

let node: EvmNode;
let server: RunningServer;
let browser: Browser;
let copy: ReturnType<typeof copyWebDist>;

beforeAll(async () => {
  copy = copyWebDist();
  node = await startEvmNode();
  [server, browser] = await Promise.all([
    startServer({
      NODE_ENV: 'test',
      PRICE_FEED: 'scripted',
      WEB_DIST: copy.dir,
      CHAIN_EVM: 'rpc',
      CHAIN_EVM_RPC_URL: node.url,
      CHAIN_EVM_USDT_CONTRACT: node.usdt,
      CHAIN_EVM_CONFIRMATIONS: '2',
      CHAIN_POLL_MS: '200',
    }),
    launchBrowser(),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await node?.close();
  copy?.remove();
});

describe('a deposit on chain', () => {
  it('is credited after its confirmations and the balance appears, without an operator', async () => {
    const token = await createUser(server, uniqueEmail('chain'));
    const { page, errors } = await openApp(browser, { viewport: 'phone', token, noticeSeen: true });
    await visit(page, server.url, '/pages/fund/receive?currency=USDT');
    await waitForRoute(page, '/pages/fund/receive');
    const address = ((await page.getByTestId('deposit-address').textContent()) ?? '').trim();
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await expect.poll(() => page.getByTestId('chain-auto').textContent()).toContain('2 network confirmations');
    expect(await page.getByTestId('claim-submit').count()).toBe(0);

    await node.sendUsdt(address, 250_000_000n);
    await page.locator('[data-testid="chain-deposit"][data-status="seen"]').waitFor({ timeout: 15_000 });
    await node.mine(1);
    await page.locator('[data-testid="chain-deposit"][data-status="credited"]').waitFor({ timeout: 15_000 });
    await page.getByTestId('chain-deposits').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'chain-deposit-credited-phone');

    await visit(page, server.url, '/pages/fund/assets');
    await waitForRoute(page, '/pages/fund/assets');
    await expect.poll(() => page.getByTestId('coin-USDT').getByTestId('coin-balance').textContent(), { timeout: 10_000 }).toContain('250');
    await screenshot(page, 'chain-deposit-balance-phone');
    expect(errors).toEqual([]);

    // The same screen at the desktop size in the dark theme.
    const desk = await openApp(browser, { viewport: 'desktop', theme: 'dark', token, noticeSeen: true });
    await visit(desk.page, server.url, '/pages/fund/receive?currency=USDT');
    await desk.page.locator('[data-testid="chain-deposit"][data-status="credited"]').waitFor({ timeout: 15_000 });
    await settle(desk.page);
    await screenshot(desk.page, 'chain-deposit-desktop-dark');
    expect(desk.errors).toEqual([]);
  });
});
