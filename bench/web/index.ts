/**
 * bench/web: Lighthouse (mobile: a mid-range phone, simulated slow 4G and a 4x slower CPU) on the
 * home screen of the built web app, served by the real server (`apps/server/src/main.ts` with
 * PGlite in a temporary folder). Three runs, each a first visit with empty storage and cache; the
 * median of each figure is checked against the targets of issue 13:
 *   performance >= 95, accessibility >= 95, LCP <= 2.0 s, CLS <= 0.05, TBT <= 150 ms.
 *
 *   npm run web -w @bourse/bench              builds the web app into a temporary folder first
 *   BENCH_WEB_DIST=apps/web/dist npm run web -w @bourse/bench     measures an existing build
 *   BENCH_RUNS=5 BENCH_LANG=th …              more runs; the browser's language, which the app
 *                                            follows on a first visit (en, zh, hk, th, jp, kor, fra, spa)
 *
 * Run by hand, not by `npm test`: the figures depend on the machine's load, which is printed
 * before and after. Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH). The temporary
 * folder (build, data, Chromium profile, the Lighthouse reports) is removed at the end, also on
 * failure or Ctrl-C; BENCH_KEEP=1 keeps it and prints where. A server or a Chromium that dies
 * stops the bench with exit 1.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { runBench, tempDir } from '../lifecycle';
import { launchChromium } from './chromium';
import { median, printReport, type RunFigures } from './report';
import { startServer } from './server';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LANG = process.env.BENCH_LANG ?? 'en';
const BROWSER_LANG: Record<string, string> = { en: 'en-US', zh: 'zh-CN', hk: 'zh-HK', th: 'th', jp: 'ja', kor: 'ko', fra: 'fr', spa: 'es' };

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The web build to serve: BENCH_WEB_DIST, or a fresh build in a temporary folder (never apps/web/dist, which others may be using). */
function webDist(scratch: string): string {
  if (process.env.BENCH_WEB_DIST) return resolve(repo, process.env.BENCH_WEB_DIST);
  const out = join(scratch, 'dist');
  console.log(`building the web app into ${out} …`);
  const built = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(repo, 'apps/web'),
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the web build failed');
  return out;
}

async function measure(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error('Lighthouse returned nothing');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit!.id);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    speedIndexMs: numeric('speed-index'),
    failingAccessibility: failing,
    report: JSON.stringify(lhr),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART on a busy machine): that run is made again, twice at most. */
async function measureWithRetry(url: string, port: number): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (run failed, again: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    }
  }
}

async function main(): Promise<number> {
  const scratch = tempDir('bench-web-', () => process.env.BENCH_KEEP === '1');
  console.log(`load average at start: ${load()} (2 cores, shared)`);
  const server = await startServer(repo, webDist(scratch), join(scratch, 'data'));
  const chrome = await launchChromium(scratch, [`--lang=${BROWSER_LANG[LANG] ?? 'en-US'}`]);
  const url = `${server.url}/#/`;
  const runs: RunFigures[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const figures = await measureWithRetry(url, chrome.port);
    writeFileSync(join(scratch, `run-${i}.json`), figures.report);
    console.log(
      `run ${i}: performance ${figures.performance}, accessibility ${figures.accessibility}, LCP ${Math.round(figures.lcpMs)} ms, CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbtMs)} ms`,
    );
    runs.push(figures);
  }
  const ok = printReport(median(runs), runs);
  console.log(`load average at end: ${load()}`);
  return ok ? 0 : 1;
}

runBench(main);
