/**
 * bench/bundle-size, measured: what Chromium actually fetches for the first screen, beside the
 * static estimate of bench/bundle-size.mjs (which counts the manifest's first-screen chunks only).
 *
 *   node bench/bundle-size.mjs --browser          (or: npx tsx bench/bundle-size/browser.ts)
 *
 * Builds nothing: serves apps/web/dist (or BENCH_WEB_DIST; build first: npm run build -w
 * @bourse/web) with the real server on its embedded defaults (PGlite in a temporary DATA_DIR, the
 * simulated market; bench/web/server.ts), opens the home at 390x844 (a phone: touch, mobile) in a
 * fresh browser context (empty cache and storage) of Chromium (bench/web/chromium.ts, driven by
 * puppeteer-core), waits until the network is idle, and adds up every script and stylesheet
 * fetched: how many and how many bytes, by kind, as served (the encoded, i.e. compressed, body; and
 * with headers, as transferred), which of them came after the load event, and what the static
 * estimate leaves out. Fails when the scripts' encoded bytes exceed the budget (170 KB). `npm test`
 * runs it (the "first-screen budget" stage). The temporary folder is removed at the end, also
 * on failure or Ctrl-C, and a server or Chromium that dies stops it with exit 1.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { BUDGET_BYTES, kb, staticFirstScreen, webDist } from '../bundle-size.mjs';
import { runBench, tempDir } from '../lifecycle';
import { launchChromium } from '../web/chromium';
import { startServer } from '../web/server';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const PHONE = { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

type Kind = 'script' | 'stylesheet';
interface Fetched {
  /** The path on the server, e.g. /assets/app-abc.js. */
  path: string;
  kind: Kind;
  /** Content-Encoding as served (br, gzip, or identity). */
  encoding: string;
  /** The body as it came over the wire (compressed). */
  body: number;
  /** Body and headers. */
  transferred: number;
  afterLoad: boolean;
}

/** What the page's Resource Timing says about each file it fetched, and when its load event started. */
interface Timings {
  loadAt: number;
  resources: Array<{ name: string; startTime: number; encodedBodySize: number; transferSize: number }>;
}

function kindOf(resourceType: string, contentType = ''): Kind | undefined {
  if (resourceType === 'script' || /javascript/.test(contentType)) return 'script';
  if (resourceType === 'stylesheet' || /text\/css/.test(contentType)) return 'stylesheet';
  return undefined;
}

async function measure(url: string, port: number): Promise<Fetched[]> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport(PHONE);
    const seen = new Map<string, { kind: Kind; encoding: string }>();
    page.on('response', (response) => {
      const headers = response.headers();
      const kind = kindOf(response.request().resourceType(), headers['content-type']);
      if (kind) seen.set(response.url(), { kind, encoding: headers['content-encoding'] ?? 'identity' });
    });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
    const timings = await page.evaluate((): Timings => {
      // The page's own performance timeline (typed here by hand: this Node-side program has no DOM
      // types). No named functions inside: tsx would wrap them in a helper the page does not have.
      const timeline = performance as unknown as { getEntriesByType(type: string): unknown[] };
      const [navigation] = timeline.getEntriesByType('navigation') as Array<{ loadEventStart: number }>;
      const resources = timeline.getEntriesByType('resource') as Timings['resources'];
      return {
        loadAt: navigation?.loadEventStart || Number.POSITIVE_INFINITY,
        resources: resources.map((r) => ({
          name: r.name,
          startTime: r.startTime,
          encodedBodySize: r.encodedBodySize,
          transferSize: r.transferSize,
        })),
      };
    });
    await context.close();
    return timings.resources.flatMap((r) => {
      const what = seen.get(r.name);
      if (!what) return [];
      const path = new URL(r.name).pathname;
      return [{ path, ...what, body: r.encodedBodySize, transferred: r.transferSize, afterLoad: r.startTime > timings.loadAt }];
    });
  } finally {
    await browser.disconnect();
  }
}

function sum(files: Fetched[]) {
  return { n: files.length, body: files.reduce((s, f) => s + f.body, 0), transferred: files.reduce((s, f) => s + f.transferred, 0) };
}

function printReport(fetched: Fetched[], dist: string): number {
  const estimate = staticFirstScreen(dist);
  const counted = new Set(estimate.rows.map((r) => `/${r.file}`));
  const scripts = fetched.filter((f) => f.kind === 'script');
  const line = (label: string, files: Fetched[]) => {
    const s = sum(files);
    return `  ${label.padEnd(40)} ${String(s.n).padStart(3)} files ${kb(s.body).padStart(10)} ${kb(s.transferred).padStart(10)}`;
  };
  const encodings = [...new Set(fetched.map((f) => f.encoding))].join(', ');
  console.log(`\nFetched by Chromium for the home screen (390x844), until the network was idle (served as ${encodings}):`);
  console.log(`  ${''.padEnd(40)} ${'count'.padStart(9)} ${'encoded'.padStart(10)} ${'+headers'.padStart(10)}`);
  console.log(line('scripts', scripts));
  console.log(
    line(
      '  of which after the load event',
      scripts.filter((f) => f.afterLoad),
    ),
  );
  console.log(
    line(
      '  of which not in the static estimate',
      scripts.filter((f) => !counted.has(f.path)),
    ),
  );
  console.log(
    line(
      'stylesheets',
      fetched.filter((f) => f.kind === 'stylesheet'),
    ),
  );
  console.log(line('scripts and stylesheets', fetched));
  console.log('largest scripts not in the static estimate:');
  const missed = scripts.filter((f) => !counted.has(f.path)).sort((a, b) => b.body - a.body);
  for (const f of missed.slice(0, 8)) console.log(`  ${kb(f.body).padStart(9)}  ${f.path}${f.afterLoad ? '  (after load)' : ''}`);
  if (missed.length > 8) console.log(`  … and ${missed.length - 8} more`);
  const measured = sum(scripts).body;
  console.log('\nfirst-screen JavaScript, compressed:');
  console.log(`  static estimate (manifest, gzip -9):  ${kb(estimate.total).padStart(9)} in ${estimate.rows.length} files`);
  console.log(`  measured (fetched by Chromium):       ${kb(measured).padStart(9)} in ${scripts.length} files`);
  // The same files as the estimate would count them, so the two differ only by what is fetched.
  const gzipped = scripts.reduce((total, f) => total + gzipSync(readFileSync(join(dist, f.path)), { level: 9 }).length, 0);
  console.log(`  measured files, gzip -9 instead:      ${kb(gzipped).padStart(9)}`);
  console.log(`  budget:                               ${kb(BUDGET_BYTES).padStart(9)}`);
  if (measured > BUDGET_BYTES) {
    console.error(`FAIL: Chromium fetched ${kb(measured)} of JavaScript for the first screen, over the ${kb(BUDGET_BYTES)} budget`);
    return 1;
  }
  console.log('ok: within budget');
  return 0;
}

async function main(): Promise<number> {
  const dist = webDist();
  staticFirstScreen(dist); // no build, no measurement: fails early with the hint to build
  const t0 = performance.now();
  const scratch = tempDir('bench-bundle-');
  const server = await startServer(repo, dist, join(scratch, 'data'));
  const chrome = await launchChromium(scratch);
  const fetched = await measure(`${server.url}/#/`, chrome.port);
  console.log(`measured in ${((performance.now() - t0) / 1000).toFixed(1)} s (server start, Chromium, the page)`);
  return printReport(fetched, dist);
}

runBench(main);
