/**
 * bench/http-order: orders per second and latency through the app's own `POST /api/coin/trade`
 * (Fastify, the route registrar's auth, zod validation and envelope) against a bare `node:http`
 * server that parses the same form body with URLSearchParams, resolves the same session and calls
 * the same spot service. Both have the matching engine, the market's writer (group commit), the
 * database and ledger settlement in the loop, so the ratio is what our HTTP layer costs. The load
 * comes from a separate process (load.ts); all orders go to one market (BTC/USDT).
 *
 *   npx tsx bench/http-order/index.ts                      PGlite in a temporary folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/http-order/index.ts
 *
 * BENCH_CLIENTS (default 1,8,32), BENCH_RUNS (5: each figure is the median of the runs, bare and
 * ours alternating which goes first), BENCH_SECONDS (8 per run), BENCH_WARMUP (2: seconds of load
 * on each side before the counted runs, so neither pays the JIT's first compilation in its first
 * run). Each run prints the statements per order (BEGIN and COMMIT included) and this process's
 * CPU time per order in ms (both servers, the writer and the database client live here; the load
 * and the database server do not); the summary gives the medians of both and the machine's load.
 * Target (issue 14), at 32 clients on PostgreSQL: at least 2,000 orders/s on one market, p99 at
 * most 50 ms, at least 0.8x the bare server.
 *
 * After the warm-up the bench runs ANALYZE on its database (PostgreSQL), as autovacuum's analyze
 * would have by then in production. This machine's PostgreSQL has autovacuum off (the CI
 * configuration, conf.d/90-ci.conf), so without it the tables keep the statistics of their
 * creation, empty: the statements each connection prepares (packages/db/src/pg.ts) settle on a
 * generic plan made for an empty table and keep it, and auto_explain showed the spot writer's
 * request-key lookup (modules/spot/flush.ts, `stored`) scanning the whole of spot_orders once per
 * batch; throughput then fell run after run as the table grew (about 1,440 to 450 orders/s within a
 * minute at 32 clients, on both sides). An ANALYZE invalidates those plans and the next ones use
 * the indexes. BENCH_ANALYZE=0 leaves it out.
 *
 * BENCH_VACUUM=1 also runs VACUUM on the bench database before each run (PostgreSQL), so each run
 * starts without the row versions the runs before it left dead.
 *
 * BENCH_KEYS=1 sends a fresh Idempotency-Key with every order, as the web app does: ours then
 * claims each key and stores each answer (app/idempotency.ts, grouped under load), which the bare
 * server does not do at all; the statements per order show what that costs.
 *
 * BENCH_LAYER=1 measures the HTTP layers alone: both sides resolve the session and parse the body
 * as above, then answer one order placed at set-up instead of placing one (setup.ts), so the CPU
 * per request left is each layer's own plus the session look-up both share; no target applies.
 *
 * The bench database and folder are dropped at the end, also on failure or Ctrl-C (lifecycle.ts),
 * and a load process that dies stops the bench with exit 1.
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { checkLedger } from '@bourse/ledger';
import { onCleanup, runBench } from '../lifecycle';
import { type Fixture, setUp } from './setup';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '1,8,32').split(',').map(Number);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const LAYER = process.env.BENCH_LAYER === '1';
const VACUUM = process.env.BENCH_VACUUM === '1';
const ANALYZE = process.env.BENCH_ANALYZE !== '0';
const KEYS = process.env.BENCH_KEYS === '1';
const USERS = 8;

interface Result {
  ok: number;
  failed: number;
  rps: number;
  p50: number;
  p99: number;
  errors: Record<string, number>;
  /** Statements per acknowledged order. */
  perOrder: number;
  /** This process's CPU time (the servers, the writer, the database client) per acknowledged order, ms. */
  cpuPerOrder: number;
}

const load = fileURLToPath(new URL('./load.ts', import.meta.url));
/** Ends a load process still running when the bench stops. */
const loads = new AbortController();
onCleanup(() => loads.abort());

/** One run of the load process against a server (asynchronously: the servers live in this process's event loop). */
async function run(f: Fixture, url: string, clients: number, seconds = SECONDS): Promise<Result> {
  const before = f.statements();
  const cpu = process.cpuUsage();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', load, url, String(seconds), String(clients), f.tokensFile, KEYS ? 'keys' : ''],
    { encoding: 'utf8', signal: loads.signal },
  );
  const used = process.cpuUsage(cpu);
  const r = JSON.parse(stdout.trim().split('\n').at(-1)!) as Omit<Result, 'perOrder' | 'cpuPerOrder'>;
  const per = (x: number) => (r.ok > 0 ? x / r.ok : 0);
  return { ...r, perOrder: per(f.statements() - before), cpuPerOrder: per((used.user + used.system) / 1000) };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

function summary(rs: Result[]) {
  const of = (pick: (r: Result) => number) => median(rs.map(pick));
  return { rps: of((r) => r.rps), p50: of((r) => r.p50), p99: of((r) => r.p99), cpu: of((r) => r.cpuPerOrder) };
}

const fmt = (r: Result) =>
  `${r.rps.toFixed(0).padStart(6)}/s p50 ${r.p50.toFixed(1).padStart(6)} ms p99 ${r.p99.toFixed(1).padStart(6)} ms` +
  ` ${r.perOrder.toFixed(2)} stmt/order ${r.cpuPerOrder.toFixed(3)} cpu-ms/order${r.failed ? ` failed ${r.failed} ${JSON.stringify(r.errors)}` : ''}`;

async function main(): Promise<number> {
  const f = await setUp(USERS, LAYER);
  const load1 = loadavg()[0]!.toFixed(2);
  const what =
    (LAYER ? 'HTTP layers alone (BENCH_LAYER=1: a canned order, no placing)' : 'one market') +
    (ANALYZE && f.kind === 'PostgreSQL' ? ', ANALYZE after the warm-up' : '') +
    (VACUUM ? ', VACUUM before each run' : '');
  console.log(`bench/http-order: ${f.kind}, ${what}, ${CLIENTS.join('/')} clients, ${RUNS} runs of ${SECONDS} s each, median counts`);
  console.log(
    `load average at start ${load1} (${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')})`,
  );
  let failed = 0;
  const verdicts: string[] = [];
  if (WARMUP > 0) for (const url of [f.bare, f.ours]) failed += (await run(f, url, Math.max(...CLIENTS), WARMUP)).failed;
  if (ANALYZE && f.kind === 'PostgreSQL') await f.db.query('ANALYZE');
  for (const clients of CLIENTS) {
    const all = { bare: [] as Result[], ours: [] as Result[] };
    for (let i = 0; i < RUNS; i++) {
      // Alternate which goes first so a warming database or a growing book does not favour one side.
      for (const which of i % 2 === 0 ? (['bare', 'ours'] as const) : (['ours', 'bare'] as const)) {
        if (VACUUM && f.kind === 'PostgreSQL') await f.db.query('VACUUM');
        const r = await run(f, which === 'bare' ? f.bare : f.ours, clients);
        failed += r.failed;
        all[which].push(r);
        console.log(`  ${String(clients).padStart(2)} clients run ${i + 1} ${which.padEnd(4)} ${fmt(r)}`);
      }
    }
    const [bare, ours] = [summary(all.bare), summary(all.ours)];
    const perOrder = median(all.ours.map((r) => r.perOrder));
    const line =
      `${String(clients).padStart(2)} clients  ours ${ours.rps.toFixed(0)}/s p50 ${ours.p50.toFixed(1)} ms p99 ${ours.p99.toFixed(1)} ms` +
      `  bare ${bare.rps.toFixed(0)}/s p50 ${bare.p50.toFixed(1)} ms p99 ${bare.p99.toFixed(1)} ms` +
      `  ratio ${(ours.rps / bare.rps).toFixed(2)}x  ${perOrder.toFixed(2)} statements/order` +
      `  cpu-ms/order ours ${ours.cpu.toFixed(3)} bare ${bare.cpu.toFixed(3)}`;
    verdicts.push(line);
    if (clients === 32 && !LAYER) {
      const ok = ours.rps >= 2000 && ours.p99 <= 50 && ours.rps / bare.rps >= 0.8;
      verdicts.push(`   target at 32 clients (>= 2,000/s, p99 <= 50 ms, >= 0.8x bare): ${ok ? 'met' : 'NOT met'}`);
    }
  }
  const { rows } = await f.db.query<{ orders: string; fills: string }>(
    'SELECT (SELECT count(*) FROM spot_orders)::text AS orders, (SELECT count(*) FROM spot_trades)::text AS fills',
  );
  const ledger = await checkLedger(f.db);
  console.log(
    `\nmedians of ${RUNS} runs (load average now ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}):`,
  );
  for (const v of verdicts) console.log(v);
  console.log(
    `orders ${rows[0]!.orders}, fills ${rows[0]!.fills}, ledger ${ledger.ok ? 'balanced' : `NOT balanced: ${ledger.problems.join('; ')}`}, failed requests ${failed}`,
  );
  return ledger.ok && failed === 0 ? 0 : 1;
}

runBench(main);
