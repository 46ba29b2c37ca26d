/**
 * bench/memory (issue 14, item 3): what the embedded server holds at rest, and how fast its data
 * folder grows per day of simulated market.
 *
 * 1. Resident memory at rest: the real server as `npm start` runs it (the bundle of src/main.ts
 *    with its node flags, apps/server/scripts/bundle.mjs; PGlite, the simulator with its year of
 *    history, the simulated chain, the demo seed) on a fresh data folder; after its first start
 *    (which draws the history) and again after a restart on that folder, it rests REST_S seconds
 *    (default 60) and the bench reads its resident set from /proc each second of the second half
 *    (median and highest), with what the process reports after a full GC (JS heap, array
 *    buffers, WebAssembly memory reserved). Target: at most 250 MB.
 * 2. Growth: the same app in this process on a fresh PGlite folder without the history, its clock
 *    fast-forwarded MINUTES (default 120) of simulated market one second at a time (every market's
 *    ticks and candles, the market maker, futures and options jobs, the retention job every 15
 *    minutes), the folder measured each time, per table at the end, extrapolated to a day; and the steady
 *    state once raw ticks reach their retention (TICK_RETENTION_DAYS) and the job deletes a day of
 *    them per day: the growth less the raw ticks'.
 *
 * Run: `npm run memory -w @bourse/bench [rest|growth]` (REST_S=.. MINUTES=.. to change). Prints the machine's load:
 * on a shared machine the timings move with it, the sizes do not. The data folders are removed at the
 * end, also on failure or Ctrl-C, and a server that dies stops the bench with exit 1 (lifecycle.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/server/src/app/build';
import { ManualClock } from '../../apps/server/src/platform/clock';
import { loadConfig } from '../../apps/server/src/platform/config';
import { migrate, openDatabase } from '../../apps/server/src/platform/db';
import { seed } from '../../apps/server/src/seed';
import { bundle, NODE_FLAGS, START_ENV } from '../../apps/server/scripts/bundle.mjs';
import { runBench, tempDir, watchChild } from '../lifecycle';

const REST_S = Number(process.env.REST_S ?? 60);
/** Simulated minutes fast-forwarded (a day is 1,440). */
const MINUTES = Number(process.env.MINUTES ?? 120);
const REPORT_EVERY_MIN = 15;
const MB = 1024 * 1024;
const serverDir = fileURLToPath(new URL('../../apps/server', import.meta.url));
const probe = fileURLToPath(new URL('./probe.mjs', import.meta.url));
const builtWeb = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const webDist = existsSync(join(builtWeb, 'index.html')) ? builtWeb : '';

/** Bytes the folder takes on disk. */
function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(path) : statSync(path).blocks * 512;
  }
  return total;
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

interface Rest {
  /** Resident set, sampled each second over the second half of the rest: the median and the highest. */
  rssBytes: number;
  rssMaxBytes: number;
  /** Of it, mapped files (node's own code, shared libraries). */
  fileBytes: number;
  memory: NodeJS.MemoryUsage;
  startMs: number;
}

const statusKb = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/** Start the server on `dataDir`, let it rest, read its memory, stop it. */
async function restingServer(entry: string, dataDir: string, port: number): Promise<Rest> {
  const child = spawn(process.execPath, ['--expose-gc', ...NODE_FLAGS, '--import', probe, entry], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...START_ENV,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      // As npm start: its log level, and the web build served when there is one (build it first).
      WEB_DIST: webDist,
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const server = watchChild(child, 'the server');
  const t0 = Date.now();
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const startMs = Date.now() - t0;
  // A visitor's first load: the page with its first screen drawn in, compressed once and kept.
  if (webDist) await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'br, gzip' } }).then((r) => r.arrayBuffer());
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  await pause((REST_S * 1000) / 2);
  const samples: number[] = [];
  for (let i = 0; i < Math.max(1, Math.floor(REST_S / 2)); i++) {
    samples.push(statusKb(child.pid!, 'VmRSS'));
    await pause(1000);
  }
  samples.sort((a, b) => a - b);
  const fileBytes = statusKb(child.pid!, 'RssFile');
  const memory = await new Promise<NodeJS.MemoryUsage>((resolve) => {
    child.once('message', (m) => resolve((m as { memory: NodeJS.MemoryUsage }).memory));
    child.send('memory?');
  });
  await server.stop();
  return { rssBytes: samples[Math.floor(samples.length / 2)]!, rssMaxBytes: samples.at(-1)!, fileBytes, memory, startMs };
}

function printRest(label: string, r: Rest): void {
  const m = r.memory;
  console.log(
    `  ${label}: resident ${mb(r.rssBytes)} (median over the second half of ${REST_S} s at rest; highest ${mb(r.rssMaxBytes)}; ` +
      `started in ${(r.startMs / 1000).toFixed(0)} s), of which mapped files (node's code, libraries) ${mb(r.fileBytes)}; ` +
      `after a GC: JS heap ${mb(m.heapUsed)} used of ${mb(m.heapTotal)}, array buffers ${mb(m.arrayBuffers)}, ` +
      `WebAssembly memory reserved ${mb(m.external - m.arrayBuffers)} (resident only where PostgreSQL wrote)`,
  );
}

async function memoryAtRest(): Promise<void> {
  console.log(`Resident memory at rest (target <= 250 MB), load ${load()}:`);
  const dir = tempDir('bourse-bench-memory-');
  // npm start's bundle, under a name of its own beside it (paths.ts finds the server's folder from it).
  const entry = join(serverDir, `dist/bench-memory-${process.pid}.mjs`);
  process.once('exit', () => rmSync(entry, { force: true }));
  await bundle(entry);
  const env = Object.entries(START_ENV).map(([name, value]) => `${name}=${value}`);
  console.log(
    `  ${env.join(' ')} node ${NODE_FLAGS.join(' ')} (as npm start runs it), ${webDist ? 'serving the web build' : 'no web build to serve'}`,
  );
  printRest('first start (draws a year of history)', await restingServer(entry, dir, 18_960));
  console.log(`  data folder after the first start: ${mb(folderBytes(dir))}`);
  printRest('restart on that folder', await restingServer(entry, dir, 18_961));
}

async function tableSizes(db: { query: <R>(text: string) => Promise<{ rows: R[] }> }): Promise<Map<string, number>> {
  const { rows } = await db.query<{ name: string; bytes: string }>(
    `SELECT c.relname AS name, pg_total_relation_size(c.oid)::text AS bytes FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r'`,
  );
  return new Map(rows.map((r) => [r.name, Number(r.bytes)]));
}

async function growth(): Promise<void> {
  console.log(`Data-folder growth per day of simulated market (${MINUTES} min fast-forwarded), load ${load()}:`);
  const dir = tempDir('bourse-bench-growth-');
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', SIMULATOR_HISTORY: '0', WEB_DIST: '' });
  const clock = new ManualClock(new Date());
  const db = await openDatabase(config);
  await migrate(db);
  const built = await buildApp({ config, db, clock, logger: false });
  await seed(built);
  await built.start();
  const pipeline = built.modules.marketData.pipeline;
  const retention = built.modules.marketData.retention;
  await retention.run();
  const start = folderBytes(dir);
  const tablesBefore = await tableSizes(db);
  const t0 = Date.now();
  for (let minute = 1; minute <= MINUTES; minute++) {
    for (let s = 0; s < 60; s++) {
      await clock.advanceAsync(1000);
      await pipeline.drain();
    }
    if (minute % REPORT_EVERY_MIN !== 0 && minute !== MINUTES) continue;
    // The job's clock-driven runs happen on the way; one more here vacuums before measuring.
    await retention.run();
    console.log(`  minute ${minute}: folder +${mb(folderBytes(dir) - start)} (${((Date.now() - t0) / 1000).toFixed(0)} s of real time)`);
  }
  const grown = folderBytes(dir) - start;
  const tables = await tableSizes(db);
  const ticks = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ticks')).rows[0]!.n;
  const perDay = (bytes: number) => (bytes * 1440) / MINUTES;
  const tickBytes = (tables.get('ticks') ?? 0) - (tablesBefore.get('ticks') ?? 0);
  console.log(`  ${ticks} ticks recorded; per table (grown in ${MINUTES} min, the largest):`);
  const grownBy = [...tables].map(([name, bytes]) => [name, bytes - (tablesBefore.get(name) ?? 0)] as const).sort((a, b) => b[1] - a[1]);
  for (const [name, bytes] of grownBy.slice(0, 8)) console.log(`    ${name.padEnd(24)} +${mb(bytes)}  (${mb(perDay(bytes))} a day)`);
  console.log(`  folder: +${mb(perDay(grown))} a day while raw ticks accumulate (the first ${config.TICK_RETENTION_DAYS} days)`);
  console.log(`  steady state once the retention job deletes a day of raw ticks a day: about +${mb(perDay(grown - tickBytes))} a day`);
  await built.app.close();
  await db.close();
}

runBench(async () => {
  const only = process.argv[2];
  if (only !== 'growth') await memoryAtRest();
  if (only !== 'rest') await growth();
});
