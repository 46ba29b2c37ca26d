/**
 * Chromium for the browser benches (bench/web, bench/bundle-size): the one the browser flows use
 * (Debian's /usr/bin/chromium, or CHROMIUM_PATH; e2e/support/browser.ts), headless, with what
 * would add its own traffic or work switched off, on a profile folder of its own; watched
 * (lifecycle.ts): a browser that dies stops the bench.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, findChromium } from '../../apps/web/e2e/support/browser';
import { watchChild } from '../lifecycle';

/** The browser flows' flags (the same quiet browser), headless as chrome-launcher needs it told. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export interface Chromium {
  /** Its DevTools port (Lighthouse and puppeteer-core connect to it). */
  port: number;
  stop(): Promise<void>;
}

/** Starts Chromium with a profile in `scratch`/chrome; `flags` are added to CHROME_FLAGS. */
export async function launchChromium(scratch: string, flags: string[] = []): Promise<Chromium> {
  const userDataDir = join(scratch, 'chrome');
  mkdirSync(userDataDir, { recursive: true });
  // handleSIGINT off: chrome-launcher's own handler would exit the process before the bench cleans up.
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [...CHROME_FLAGS, ...flags],
    userDataDir,
    handleSIGINT: false,
  });
  const watched = watchChild(chrome.process, 'Chromium', { kill: () => chrome.kill() });
  return { port: chrome.port, stop: watched.stop };
}
