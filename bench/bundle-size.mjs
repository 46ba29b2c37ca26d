/**
 * The JavaScript the first screen needs, gzipped, two ways.
 *
 * `node bench/bundle-size.mjs` (the static estimate): the entry and every chunk it imports
 * statically, the app's start and the home screen, which the entry loads at once beside it (the
 * `app` and `home` chunks of apps/web/build/first-screen-chunks.ts, preloaded by the page), each
 * with its static imports (recursively), gzipped here at level 9. Reads the Vite manifest of
 * apps/web/dist, or of BENCH_WEB_DIST (build first: npm run build -w @bourse/web). Fails above the
 * budget of issue 3 (170 KB). Other dynamic imports (other routes, the language's texts, the
 * socket client) load later or beside, and this estimate does not count them.
 *
 * `node bench/bundle-size.mjs --browser` (bench/bundle-size/browser.ts; the "first-screen budget"
 * stage of `npm test`, beside the browser flows): what Chromium actually fetches for the home
 * screen of that build served by the real server, every script and stylesheet until the network is
 * idle, in bytes as served (compressed), beside the estimate, and against the same budget.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 170 * 1024;
const FIRST_SCREEN_CHUNKS = ['app', 'home'];
const repo = fileURLToPath(new URL('..', import.meta.url));
export const webDist = () => (process.env.BENCH_WEB_DIST ? resolve(repo, process.env.BENCH_WEB_DIST) : join(repo, 'apps/web/dist'));
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The static estimate from the build's manifest: `{ rows: [{ file, bytes }], total, lang }` (lang:
 * the first screen's English texts, not counted).
 */
export function staticFirstScreen(dist) {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No manifest at ${manifestPath}. Run: npm run build -w @bourse/web`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  const firstKeys = Object.keys(manifest).filter((key) => FIRST_SCREEN_CHUNKS.includes(manifest[key].name));
  if (firstKeys.length !== FIRST_SCREEN_CHUNKS.length) throw new Error(`the manifest lacks a chunk of ${FIRST_SCREEN_CHUNKS.join(', ')}`);

  /** A chunk and everything it imports statically. */
  const withStaticImports = (key, into) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const next of manifest[key].imports ?? []) withStaticImports(next, into);
    return into;
  };
  const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const keys = new Set();
  for (const key of [entryKey, ...firstKeys]) withStaticImports(key, keys);
  const rows = [...keys]
    .map((key) => ({ file: manifest[key].file, bytes: gzipped(manifest[key].file) }))
    .filter((row) => row.file.endsWith('.js'))
    .sort((a, b) => b.bytes - a.bytes);
  const lang = Object.values(manifest).find((chunk) => /bundles\/en\.first\.ts$/.test(chunk.src ?? ''));
  return { rows, total: rows.reduce((sum, row) => sum + row.bytes, 0), lang: lang && { file: lang.file, bytes: gzipped(lang.file) } };
}

function printStatic() {
  const { rows, total, lang } = staticFirstScreen(webDist());
  console.log('First screen JavaScript (entry, app start, home screen, with their static imports), gzipped:');
  for (const row of rows) console.log(`  ${kb(row.bytes).padStart(9)}  ${row.file}`);
  if (lang) console.log(`  (loaded alongside, not counted: the first screen's English texts ${kb(lang.bytes)})`);
  console.log(`total: ${kb(total)} of ${kb(BUDGET_BYTES)} budget`);
  if (total > BUDGET_BYTES) {
    console.error(`FAIL: the first screen needs ${kb(total)}, over the ${kb(BUDGET_BYTES)} budget`);
    return 1;
  }
  console.log('ok: within budget');
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--browser')) {
    // In a process group of its own, so a Ctrl-C reaches it once (forwarded), and it can clean up.
    const measured = spawn(process.execPath, ['--import', 'tsx', join(repo, 'bench/bundle-size/browser.ts')], {
      cwd: repo,
      stdio: 'inherit',
      detached: true,
    });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => measured.kill(signal));
    measured.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
  } else {
    try {
      process.exit(printStatic());
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
}
