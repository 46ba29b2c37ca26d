/**
 * Helpers for the web app's browser flows: the two viewports, pages that record console errors,
 * users created through the real API (codes read from the server's outbox log), and waits that
 * know when a route has rendered.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from './server';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const PASSWORD = 'Secret-2026';

export interface AppPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

interface OpenOptions {
  viewport: ViewportName;
  theme?: 'light' | 'dark';
  /** A session token to start with (set before the app reads storage). */
  token?: string;
  /** Mark the launch notice as already seen, so it does not cover the screen. */
  noticeSeen?: boolean;
  lang?: string;
}

export async function openApp(browser: Browser, options: OpenOptions): Promise<AppPage> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport],
    colorScheme: options.theme ?? 'light',
    locale: 'en-US',
    deviceScaleFactor: 1,
  });
  const seed = {
    token: options.token ?? null,
    noticeSeen: options.noticeSeen ?? false,
    lang: options.lang ?? 'en',
  };
  // Runs before the app on every load of the context's first document only.
  await context.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('h5Version', '1');
    localStorage.setItem('lang', s.lang);
    if (s.token) localStorage.setItem('token', s.token);
    // Every notice id the seed can have: the launch notice is tested on its own.
    if (s.noticeSeen) localStorage.setItem('seenNotices', JSON.stringify(Array.from({ length: 50 }, (_, i) => i + 1)));
  }, seed);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return { context, page, errors };
}

/** Open a route by its hash and wait until its page has rendered. */
export async function visit(page: Page, baseUrl: string, route: string): Promise<void> {
  const current = page.url();
  if (!current.startsWith(baseUrl)) {
    await page.goto(`${baseUrl}/#${route}`);
  } else {
    await page.evaluate((r) => {
      window.location.hash = r;
    }, route);
  }
  await waitForRoute(page, route);
}

/** The frame shows `route` (path part) and a page inside it has rendered. */
export async function waitForRoute(page: Page, route: string, timeout = 15_000): Promise<void> {
  const path = route.split('?')[0]!;
  await page.waitForFunction(
    (p) => {
      const app = document.querySelector('.app');
      return app?.getAttribute('data-route') === p && app.querySelector('[data-page]') !== null;
    },
    path,
    { timeout },
  );
}

export async function currentRoute(page: Page): Promise<string> {
  return page.evaluate(() => window.location.hash.replace(/^#/, ''));
}

export async function dismissNotice(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Got it' });
  await button.waitFor({ state: 'visible', timeout: 15_000 });
  await button.click();
  await button.waitFor({ state: 'detached' });
}

/** Wait for a new one-time code to `destination` printed after log line `since`. */
export async function codeAfter(server: RunningServer, destination: string, since: number): Promise<string> {
  const until = Date.now() + 15_000;
  for (;;) {
    for (const line of server.logs.slice(since)) {
      const at = line.indexOf(` to ${destination}:`);
      if (!line.includes('[outbox]') || at === -1) continue;
      const code = /\b(\d{6})\b/.exec(line.slice(at))?.[1];
      if (code) return code;
    }
    if (Date.now() > until) throw new Error(`no code for ${destination}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function api<T>(server: RunningServer, path: string, body: Record<string, string>, token = ''): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token },
    body: new URLSearchParams({ ...body, lang: 'en' }),
  });
  const envelope = (await res.json()) as { type: string; message: T; code?: string };
  if (envelope.type !== 'ok') throw new Error(`${path}: ${envelope.code} ${String(envelope.message)}`);
  return envelope.message;
}

/** Register a user by email through the API and sign in; returns the session token. */
export async function createUser(server: RunningServer, email: string): Promise<string> {
  const since = server.logs.length;
  await api(server, '/sms_mail', { user_string: email, scene: 'register' });
  const code = await codeAfter(server, email, since);
  await api(server, '/user/register', { user_string: email, code, password: PASSWORD, re_password: PASSWORD, type: 'email' });
  return api<string>(server, '/user/login', { user_string: email, password: PASSWORD, type: 'email' });
}

export async function apiPost<T>(server: RunningServer, path: string, body: Record<string, string>, token = ''): Promise<T> {
  return api<T>(server, path, body, token);
}

export async function apiGet<T>(server: RunningServer, path: string, token: string): Promise<{ type: string; message: T; code?: string }> {
  const res = await fetch(`${server.url}/api${path}?lang=en`, { headers: { authorization: token } });
  return (await res.json()) as { type: string; message: T; code?: string };
}

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A 1x1 PNG, enough for the server's content check. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** Go to settings the way a user would on this viewport. */
export async function openSettings(page: Page, viewport: ViewportName): Promise<void> {
  if (viewport === 'desktop')
    await page
      .locator('.side-nav')
      .getByText(/Settings|การตั้งค่า/)
      .click();
  else {
    await page.getByTestId('home-account').click();
  }
  await waitForRoute(page, '/pages/setting/setting');
}

/**
 * Let transitions, sheets and toasts finish before a screenshot: no toast or open mask left, the
 * fonts loaded, no finite CSS or Web animation running (page transitions included), and the
 * overlays that animate from script (sheets, dialogs, popups) still for three frames in a row.
 * Waits for that rather than for a fixed time, and gives up quietly after 3 s (a screenshot of a
 * screen still moving is not a failure).
 */
export async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.querySelector('.toast-mask, .adm-popup .adm-mask:not([style*="display: none"])'), undefined, {
      timeout: 5000,
    })
    .catch(() => undefined);
  await page
    .evaluate(async () => {
      await document.fonts.ready;
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      const moving = () =>
        document.getAnimations().some((a) => {
          if (a.playState !== 'running' && !a.pending) return false;
          return a.effect?.getComputedTiming().iterations !== Infinity;
        });
      const overlays = () =>
        Array.from(
          document.querySelectorAll<HTMLElement>(
            '.adm-popup-body, .adm-mask, .adm-center-popup-wrap, .adm-image-viewer-content, .adm-action-sheet',
          ),
        )
          .map((el) => {
            const r = el.getBoundingClientRect();
            return `${r.x},${r.y},${r.width},${r.height},${getComputedStyle(el).opacity}`;
          })
          .join('|');
      const until = performance.now() + 3000;
      let last = overlays();
      let still = 0;
      while (still < 3 && performance.now() < until) {
        await frame();
        const now = overlays();
        still = now === last && !moving() ? still + 1 : 0;
        last = now;
      }
    })
    .catch(() => undefined);
}
