/**
 * Small page helpers the browser flows share: a test id's text, "no loading placeholder left",
 * a settled screenshot, and the same screens again in the dark theme.
 */
import type { Browser, Page } from 'playwright-core';
import { openApp, settle, visit } from './app';
import { screenshot } from './artifacts';

/** The first element with `testId`: its text with runs of white space made one space. */
export const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** The page has no loading placeholder left. */
export const loaded = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('.state-pending, .state-loading'), undefined, { timeout: 10_000 });

/** A screenshot once the page has loaded and stopped moving. */
export async function shot(page: Page, name: string): Promise<void> {
  await loaded(page);
  await settle(page);
  await screenshot(page, name);
}

/**
 * Opens each `[name, route]` on a phone in the dark theme signed in with `token`, takes
 * `phone-dark-<name>`, and answers the page errors seen.
 */
export async function darkScreens(browser: Browser, baseUrl: string, token: string, screens: ReadonlyArray<readonly [string, string]>) {
  const dark = await openApp(browser, { viewport: 'phone', theme: 'dark', noticeSeen: true, token });
  try {
    for (const [name, route] of screens) {
      await visit(dark.page, baseUrl, route);
      await shot(dark.page, `phone-dark-${name}`);
    }
    return dark.errors;
  } finally {
    await dark.context.close();
  }
}
