/**
 * The JavaScript the first screen needs, gzipped: the entry and every chunk it imports statically,
 * the app's start and the home screen, which the entry loads at once beside it (the `app` and
 * `home` chunks of apps/web/build/first-screen-chunks.ts, preloaded by the page), each with its
 * static imports (recursively). Reads the Vite manifest of apps/web/dist, or of BENCH_WEB_DIST
 * (build first: npm run build -w @bourse/web). Fails above the budget of issue 3 (170 KB). Other
 * dynamic imports (other routes, the language bundle, the socket client) load later or beside and
 * are listed for information only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 170 * 1024;
const FIRST_SCREEN_CHUNKS = ['app', 'home'];
const repo = fileURLToPath(new URL('..', import.meta.url));
const dist = process.env.BENCH_WEB_DIST ? resolve(repo, process.env.BENCH_WEB_DIST) : join(repo, 'apps/web/dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`No manifest at ${manifestPath}. Run: npm run build -w @bourse/web`);
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('the manifest has no entry');
const firstKeys = Object.keys(manifest).filter((key) => FIRST_SCREEN_CHUNKS.includes(manifest[key].name));
if (firstKeys.length !== FIRST_SCREEN_CHUNKS.length) throw new Error(`the manifest lacks a chunk of ${FIRST_SCREEN_CHUNKS.join(', ')}`);

/** A chunk and everything it imports statically. */
function withStaticImports(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const next of manifest[key].imports ?? []) withStaticImports(next, into);
  return into;
}

const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const keys = new Set();
for (const key of [entryKey, ...firstKeys]) withStaticImports(key, keys);
const rows = [...keys]
  .map((key) => ({ file: manifest[key].file, bytes: gzipped(manifest[key].file) }))
  .filter((row) => row.file.endsWith('.js'))
  .sort((a, b) => b.bytes - a.bytes);
const total = rows.reduce((sum, row) => sum + row.bytes, 0);

console.log('First screen JavaScript (entry, app start, home screen, with their static imports), gzipped:');
for (const row of rows) console.log(`  ${kb(row.bytes).padStart(9)}  ${row.file}`);
const lang = Object.values(manifest).find((chunk) => /bundles\/en\.ts$/.test(chunk.src ?? ''));
if (lang) console.log(`  (loaded alongside, not counted: English texts ${kb(gzipped(lang.file))})`);
console.log(`total: ${kb(total)} of ${kb(BUDGET_BYTES)} budget`);

if (total > BUDGET_BYTES) {
  console.error(`FAIL: the first screen needs ${kb(total)}, over the ${kb(BUDGET_BYTES)} budget`);
  process.exit(1);
}
console.log('ok: within budget');
