/**
 * Invite (issue 18) at 390x844 against the real server: the share page states the rebate terms
 * and shows the link, and its QR code scans (decoded by jsQR from the screenshot's pixels) to that
 * very link; the saved poster (a PNG download) scans to it too; a friend who opens the link finds
 * the register form with the code filled in, signs up with it, and shows up masked in the
 * inviter's list. The rebates themselves are module tests (apps/server/src/modules/invite).
 */
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot } from './support/artifacts';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { apiPost, codeAfter, createUser, openApp, PASSWORD, settle, uniqueEmail, visit } from './support/app';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The text of the QR code in a PNG: the browser turns the PNG into pixels, jsQR reads them. */
async function scan(page: Page, png: Buffer): Promise<string | undefined> {
  const pixels = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    return { width: canvas.width, height: canvas.height, data: Array.from(ctx.getImageData(0, 0, canvas.width, canvas.height).data) };
  }, png.toString('base64'));
  return jsQR(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height)?.data;
}

describe('invite friends (phone)', () => {
  it('shows the terms and a link whose QR code and poster scan to it; a friend signs up with it', async () => {
    const token = await createUser(server, uniqueEmail('inviter'));
    const { page, errors, context } = await openApp(browser, { viewport: 'phone', noticeSeen: true, token });
    await visit(page, server.url, '/pages/setting/share');
    await page.getByTestId('share-qr').waitFor();
    const terms = (await page.getByTestId('invite-terms').textContent()) ?? '';
    expect(terms).toMatch(/Spot\s*20\.00%/);
    expect(terms).toMatch(/Options\s*10\.00%/);
    expect(terms).toContain('For 180 days after each friend signs up');
    const code = (await page.getByTestId('invite-code').textContent())!.trim();
    const link = (await page.getByTestId('invite-link').textContent())!.trim();
    expect(link).toBe(`${server.url}/#/pages/common/register?code=${code}`);
    await settle(page);
    await screenshot(page, 'phone-light-invite-share');

    // The QR code as the screen shows it scans to the link.
    expect(await scan(page, await page.getByTestId('share-qr').screenshot())).toBe(link);

    // The poster: a PNG download whose QR code scans to the same link.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('save-poster').click()]);
    expect(download.suggestedFilename()).toBe(`invite-${code}.png`);
    const poster = readFileSync((await download.path())!);
    expect(poster.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await scan(page, poster)).toBe(link);

    // A friend opens the link: the register form has the code; they sign up with it.
    const friend = await openApp(browser, { viewport: 'phone', noticeSeen: true });
    await friend.page.goto(link);
    await friend.page.locator('#extension_code').waitFor();
    expect(await friend.page.locator('#extension_code').inputValue()).toBe(code);
    await friend.context.close();
    const email = uniqueEmail('friend');
    const since = server.logs.length;
    await apiPost(server, '/sms_mail', { user_string: email, scene: 'register' });
    const sent = await codeAfter(server, email, since);
    await apiPost(server, '/user/register', {
      user_string: email,
      code: sent,
      password: PASSWORD,
      re_password: PASSWORD,
      type: 'email',
      extension_code: code,
    });

    // The inviter comes back to the page: the friend is listed, masked.
    await page.reload();
    const row = page.getByTestId('invitee-row');
    await row.waitFor();
    expect(await row.textContent()).toContain(`${email.slice(0, 2)}***@example.com`);
    expect(await page.getByTestId('invitee-count').textContent()).toBe('1');
    await page.getByTestId('invite-tab-rebates').click();
    await page.getByText('No rebates yet').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
