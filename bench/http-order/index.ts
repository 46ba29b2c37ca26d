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
 * ours alternating which goes first), BENCH_SECONDS (8 per run). Prints the statements per order
 * (BEGIN and COMMIT included) and the machine's load. Target (issue 14), at 32 clients on
 * PostgreSQL: at least 2,000 orders/s on one market, p99 at most 50 ms, at least 0.8x the bare server.
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
async function run(f: Fixture, url: string, clients: number): Promise<Result> {
  const before = f.statements();
  const cpu = process.cpuUsage();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', load, url, String(SECONDS), String(clients), f.tokensFile],
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
  return { rps: median(rs.map((r) => r.rps)), p50: median(rs.map((r) => r.p50)), p99: median(rs.map((r) => r.p99)) };
}

const fmt = (r: Result) =>
  `${r.rps.toFixed(0).padStart(6)}/s p50 ${r.p50.toFixed(1).padStart(6)} ms p99 ${r.p99.toFixed(1).padStart(6)} ms` +
  ` ${r.perOrder.toFixed(2)} stmt/order ${r.cpuPerOrder.toFixed(2)} cpu-ms/order${r.failed ? ` failed ${r.failed} ${JSON.stringify(r.errors)}` : ''}`;

async function main(): Promise<number> {
  const f = await setUp(USERS);
  const load1 = loadavg()[0]!.toFixed(2);
  console.log(`bench/http-order: ${f.kind}, one market, ${CLIENTS.join('/')} clients, ${RUNS} runs of ${SECONDS} s each, median counts`);
  console.log(
    `load average at start ${load1} (${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')})`,
  );
  let failed = 0;
  const verdicts: string[] = [];
  for (const clients of CLIENTS) {
    const all = { bare: [] as Result[], ours: [] as Result[] };
    for (let i = 0; i < RUNS; i++) {
      // Alternate which goes first so a warming database or a growing book does not favour one side.
      for (const which of i % 2 === 0 ? (['bare', 'ours'] as const) : (['ours', 'bare'] as const)) {
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
      `  ratio ${(ours.rps / bare.rps).toFixed(2)}x  ${perOrder.toFixed(2)} statements/order`;
    verdicts.push(line);
    if (clients === 32) {
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
