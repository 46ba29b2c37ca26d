/**
 * Chromium for the browser benches (bench/web, bench/bundle-size): Debian's /usr/bin/chromium (or
 * CHROMIUM_PATH), headless, with what would add its own traffic or work switched off, on a
 * profile folder of its own; watched (lifecycle.ts): a browser that dies stops the bench.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { watchChild } from '../lifecycle';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface Chromium {
  /** Its DevTools port (Lighthouse and puppeteer-core connect to it). */
  port: number;
  stop(): Promise<void>;
}

function chromePath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`no Chromium at ${path}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  return path;
}

/** Starts Chromium with a profile in `scratch`/chrome; `flags` are added to CHROME_FLAGS. */
export async function launchChromium(scratch: string, flags: string[] = []): Promise<Chromium> {
  const userDataDir = join(scratch, 'chrome');
  mkdirSync(userDataDir, { recursive: true });
  // handleSIGINT off: chrome-launcher's own handler would exit the process before the bench cleans up.
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: [...CHROME_FLAGS, ...flags],
    userDataDir,
    handleSIGINT: false,
  });
  const watched = watchChild(chrome.process, 'Chromium', { kill: () => chrome.kill() });
  return { port: chrome.port, stop: watched.stop };
}
