/**
 * Customer service and the chat room (issue 19) against the real server, in two browser contexts
 * at 390x844: a user opens a conversation on `pages/kefu/index` with a screenshot attached, an
 * operator sees it arrive in the console's queue (image included) and answers, the answer reaches
 * the user's open conversation over the socket without a reload (and the unread badge on the way),
 * the user closes and rates it; then the user posts in the chat room and the console's moderation
 * list shows the message. The rules and failures are module tests (modules/support, modules/chat).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { screenshot } from './support/artifacts';
import { launchBrowser } from './support/browser';
import { signInSeededOperator } from './support/money';
import { startServer, type RunningServer } from './support/server';
import { copyWebDist } from './support/web-copy';
import { createUser, openApp, TINY_PNG, uniqueEmail, visit, type AppPage } from './support/app';
import { loaded, shot } from './support/page';

const OPERATOR_PASSWORD = 'Console-Pass-2026';
const QUESTION = 'My USDT deposit has not arrived yet';
const ANSWER = 'We found it: it is credited now';

let server: RunningServer;
let browser: Browser;
let copy: ReturnType<typeof copyWebDist>;
let user: AppPage;
let desk: AppPage;

beforeAll(async () => {
  copy = copyWebDist();
  [server, browser] = await Promise.all([startServer({ NODE_ENV: 'test', PRICE_FEED: 'scripted', WEB_DIST: copy.dir }), launchBrowser()]);
  const token = await createUser(server, uniqueEmail('kefu'));
  user = await openApp(browser, { viewport: 'phone', noticeSeen: true, token });
  const operator = await signInSeededOperator(server, OPERATOR_PASSWORD);
  desk = await openApp(browser, { viewport: 'phone', noticeSeen: true });
  await desk.context.addInitScript((t) => {
    sessionStorage.setItem('operatorToken', t);
    sessionStorage.setItem('operatorScope', 'full');
  }, operator);
});

afterAll(async () => {
  await user?.context.close();
  await desk?.context.close();
  await browser?.close();
  await server?.stop();
  copy?.remove();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  console.error('user errors', user?.errors, 'desk errors', desk?.errors);
  const tag = ctx.task.name.slice(0, 30).replace(/\W+/g, '-');
  if (user) await screenshot(user.page, `failure-support-user-${tag}`);
  if (desk) await screenshot(desk.page, `failure-support-desk-${tag}`);
});

describe('customer service', () => {
  it('a user and an operator hold a conversation with an attachment, live both ways; it is closed and rated', async () => {
    const { page } = user;
    await visit(page, server.url, '/pages/kefu/index');
    await page.getByTestId('kefu-banner').waitFor();
    expect(await page.getByTestId('kefu-banner').textContent()).toMatch(/never ask for your password/);
    await shot(page, 'phone-light-support-empty');

    await page.getByTestId('support-new-button').click();
    await page.getByTestId('support-topic-deposit').click();
    await page.getByTestId('support-new-text').locator('textarea').fill(QUESTION);
    await page.getByTestId('support-file').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.locator('.support-attach-thumb img').waitFor();
    await page.getByTestId('support-new-submit').click();
    await page.getByTestId('support-thread').waitFor();
    await page.getByTestId('support-message-user').locator('img').waitFor();
    await shot(page, 'phone-light-support-opened');

    // The console, at the same size: the conversation is in the queue with the user's image.
    await visit(desk.page, server.url, '/operator/support');
    const row = desk.page.locator('[data-testid^="console-support-row-"]', { hasText: QUESTION });
    await row.waitFor();
    await row.click();
    await desk.page.getByTestId('console-support-msg-user').locator('img').waitFor();
    await desk.page.getByTestId('console-support-text').locator('textarea').fill(ANSWER);
    await desk.page.getByTestId('console-support-reply').click();
    await desk.page.getByTestId('console-support-msg-staff').waitFor();
    await shot(desk.page, 'phone-light-support-console');

    // The user's open conversation shows the answer over the socket, no reload.
    await page.getByTestId('support-message-staff').filter({ hasText: ANSWER }).waitFor();
    await shot(page, 'phone-light-support-answered');

    await page.getByTestId('support-close').click();
    await page.getByTestId('support-rate').waitFor();
    await page.locator('.support-rate .adm-rate-star').last().click();
    await page.getByTestId('support-rate-submit').click();
    await page.getByTestId('support-rated').waitFor();
    expect(await page.locator('.support-rated .adm-rate-star-active').count()).toBe(5);
    await shot(page, 'phone-light-support-rated');
    // The console sees the close live too: the conversation leaves the open queue.
    await row.waitFor({ state: 'detached' });
    expect(user.errors).toEqual([]);
    expect(desk.errors).toEqual([]);
  });

  it('a chat message is posted, shown in the room and in the console', async () => {
    const { page } = user;
    const words = `hello room ${Date.now().toString(36)}`;
    await visit(page, server.url, '/pages/kefu/index?tab=chat');
    await page.getByTestId('chat-room').waitFor();
    await loaded(page);
    await page.getByTestId('chat-input').locator('input').fill(words);
    await page.getByTestId('chat-send').click();
    await page.getByTestId('chat-line').filter({ hasText: words }).waitFor();
    await shot(page, 'phone-light-chat-room');
    await visit(desk.page, server.url, '/operator/chat');
    await desk.page.getByTestId('console-chat-list').getByText(words).waitFor();
    await shot(desk.page, 'phone-light-chat-console');
    expect(user.errors).toEqual([]);
    expect(desk.errors).toEqual([]);
  });
});

describe('the conversation', () => {
  it('reads well in the dark theme and at the desktop size', async () => {
    const token = await user.page.evaluate(() => localStorage.getItem('token'));
    for (const [viewport, theme] of [
      ['phone', 'dark'],
      ['desktop', 'light'],
    ] as const) {
      const other = await openApp(browser, { viewport, theme, noticeSeen: true, token: token! });
      try {
        await visit(other.page, server.url, '/pages/kefu/index');
        await other.page.locator('[data-testid^="support-row-"]').first().click();
        await other.page.getByTestId('support-message-staff').waitFor();
        await shot(other.page, `${viewport}-${theme}-support-thread`);
        expect(other.errors).toEqual([]);
      } finally {
        await other.context.close();
      }
    }
  });
});
