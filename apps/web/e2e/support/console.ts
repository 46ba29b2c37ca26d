/**
 * The operator console's steps the browser flows share: an operator's first sign-in through the
 * console (password, the TOTP key shown on screen, a new password and a code), and opening a section.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { totpCode } from '../../../server/src/platform/totp';
import { screenshot } from './artifacts';
import { settle, visit, waitForRoute } from './app';

export interface NewOperator {
  username: string;
  initial: string;
  password: string;
}

/** The server the console runs on, and its clock (tests move it ahead of real time). */
export interface ConsoleServer {
  url: string;
  now(): number;
}

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** First sign-in through the console; answers the TOTP key shown on screen. Screenshots are named `<shots>-operator-*`. */
export async function consoleFirstSignIn(page: Page, server: ConsoleServer, who: NewOperator, shots: string): Promise<string> {
  await visit(page, server.url, '/operator/login');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('username-error').getByText('Please enter your username').waitFor();
  await page.locator('#username').fill(who.username);
  await page.locator('#password').fill(who.initial);
  await settle(page);
  await screenshot(page, `${shots}-operator-login`);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('setup-start').click();
  const secret = await text(page, 'totp-secret');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByTestId('totp-qr').waitFor();
  await page.locator('#new_password').fill(who.password);
  await page.locator('#confirm').fill(`${who.password}x`);
  await page.locator('#setup_totp').fill(totpCode(secret, server.now()));
  await page.getByTestId('setup-submit').click();
  await page.getByTestId('confirm-error').getByText('Passwords inconsistent').waitFor();
  await page.locator('#confirm').fill(who.password);
  await page.locator('#setup_totp').fill(totpCode(secret, server.now()));
  await settle(page);
  await screenshot(page, `${shots}-operator-setup`);
  await page.getByTestId('setup-submit').click();
  await waitForRoute(page, '/operator');
  await page.getByTestId('console-operator').getByText(who.username).waitFor();
  return secret;
}

export async function openSection(page: Page, section: string): Promise<void> {
  await page.getByTestId(`console-nav-${section}`).click();
  await waitForRoute(page, `/operator/${section}`);
}
