/**
 * Flow 3 of issue 3: the server ends the session (the token logged out elsewhere, or every session
 * revoked by a password reset); the next action shows the message and lands on the login page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { screenshot } from './support/artifacts';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import {
  apiGet,
  apiPost,
  codeAfter,
  createUser,
  currentRoute,
  openApp,
  PASSWORD,
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

type Revoke = 'logout' | 'forget';

async function revoke(how: Revoke, email: string, token: string): Promise<void> {
  if (how === 'logout') {
    expect((await apiGet(server, '/user/logout', token)).type).toBe('ok');
    return;
  }
  const since = server.logs.length;
  await apiPost(server, '/sms_mail', { user_string: email, scene: 'forget' });
  const code = await codeAfter(server, email, since);
  const fresh = `${PASSWORD}-new`;
  await apiPost(server, '/user/forget', { account: email, password: fresh, repassword: fresh, code, type: 'email' });
}

describe.each<[ViewportName, Revoke]>([
  ['phone', 'logout'],
  ['desktop', 'forget'],
])('at the %s size, a session the server ended (%s)', (viewport, how) => {
  it('shows the message on the next action and lands on login', async () => {
    const email = uniqueEmail(`revoked-${viewport}`);
    const token = await createUser(server, email);
    const { page, errors, context } = await openApp(browser, { viewport, token, noticeSeen: true });
    await visit(page, server.url, '/pages/setting/userInfo');
    await page.getByTestId('nickname-value').waitFor();

    // That the server ends the session is checked without a browser (apps/server/test/e2e-api.test.ts).
    await revoke(how, email, token);

    await page.getByTestId('nickname-row').click();
    await page.locator('#nickname').fill('Revoked1');
    await page.getByTestId('nickname-save').click();
    await page.locator('.toast-main').getByText('Your session has ended, please log in again').waitFor();
    await screenshot(page, `${viewport}-light-session-ended`);
    await waitForRoute(page, '/pages/common/login');
    expect(await currentRoute(page)).toBe('/pages/common/login?redirect=%2Fpages%2Fsetting%2FuserInfo');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userInfo')])).toEqual([null, null]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
