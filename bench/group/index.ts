/**
 * bench/group: futures market openings (or seconds-options orders) per second through the service,
 * at 1, 8 and 32 concurrent clients on PostgreSQL, with the group commit (lever/group.ts,
 * microtrade/group.ts: a market's waiting requests in one transaction) against the peer measured
 * in the same run on the same database: the single path, one transaction per request, as every
 * request went before (`grouped = false`). Each client is its own user sending one request after
 * another; every request is validated as the API's would be (terms, leverage cap, stops, the
 * mark-price check) and answered after its commit. No HTTP: bench/http-order measures that layer.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run group -w @bourse/bench
 *
 * BENCH_PRODUCT (futures | options), BENCH_CLIENTS (1,8,32), BENCH_SECONDS (5 per run), BENCH_RUNS
 * (3: each figure the median; ours and the peer alternate which goes first). Prints requests per
 * second, p50 and p99 latency, transactions and statements per request (BEGIN and COMMIT
 * included), the ratio ours / single path, and the machine's load: on a shared machine the
 * figures move with it. The bench database is dropped at the end, after the ledger check.
 */
import { loadavg } from 'node:os';
import { leverSubmitInput } from '@bourse/contract';
import { checkLedger } from '@bourse/ledger';
import { type Bench, setUp } from './setup';

if (!process.env.DATABASE_URL) {
  console.error('bench/group needs DATABASE_URL (PostgreSQL), e.g. postgres://postgres@127.0.0.1:5432/test');
  process.exit(2);
}
const PRODUCT = process.env.BENCH_PRODUCT === 'options' ? 'options' : 'futures';
const CLIENTS = (process.env.BENCH_CLIENTS ?? '1,8,32').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const OPEN = leverSubmitInput.parse({ currency_id: 1, share: 1, multiple: 10, type: 1 });
const OPTION = { match_id: 1, currency_id: 3, type: 'rise' as const, seconds: 30, number: '10' };

interface Result {
  ok: number;
  failed: number;
  rps: number;
  p50: number;
  p99: number;
  txPer: number;
  stmtPer: number;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const median = (xs: number[]) => pct(xs, 50);

let sequence = 0;
function request(b: Bench, userId: number): Promise<unknown> {
  const key = `bench-group-${++sequence}`;
  if (PRODUCT === 'options') return b.t.built.modules.microtrade.service.submit(userId, OPTION, key);
  return b.t.built.modules.lever.service.submit(userId, OPEN, key);
}

/** `clients` users, each sending one request after another for SECONDS. */
async function run(b: Bench, grouped: boolean, clients: number): Promise<Result> {
  b.t.built.modules.lever.service.grouped = grouped;
  b.t.built.modules.microtrade.service.grouped = grouped;
  const before = b.counts();
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    b.users.slice(0, clients).map(async (userId) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          await request(b, userId);
          latencies.push(performance.now() - t0);
        } catch (error) {
          failed++;
          if (failed === 1) console.error(`  a request failed: ${String(error)}`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const after = b.counts();
  const ok = latencies.length;
  const per = (x: number) => (ok > 0 ? x / ok : 0);
  return {
    ok,
    failed,
    rps: ok / elapsed,
    p50: median(latencies),
    p99: pct(latencies, 99),
    txPer: per(after.transactions - before.transactions),
    stmtPer: per(after.statements - before.statements),
  };
}

const fmt = (r: Result) =>
  `${r.rps.toFixed(0).padStart(6)}/s p50 ${r.p50.toFixed(1).padStart(6)} ms p99 ${r.p99.toFixed(1).padStart(6)} ms` +
  ` ${r.txPer.toFixed(3)} tx/req ${r.stmtPer.toFixed(2)} stmt/req${r.failed ? ` failed ${r.failed}` : ''}`;

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const b = await setUp(Math.max(...CLIENTS), '60000');
let exit: number | undefined;
try {
  const what = PRODUCT === 'options' ? 'seconds-options orders' : 'futures market openings';
  console.log(`bench/group: ${what} on PostgreSQL, one market, ${CLIENTS.join('/')} clients, ${RUNS} runs of ${SECONDS} s, medians`);
  console.log(`load average at start ${load()}`);
  let failed = 0;
  const lines: string[] = [];
  for (const clients of CLIENTS) {
    const all = { ours: [] as Result[], single: [] as Result[] };
    for (let i = 0; i < RUNS; i++) {
      for (const which of i % 2 === 0 ? (['single', 'ours'] as const) : (['ours', 'single'] as const)) {
        const r = await run(b, which === 'ours', clients);
        failed += r.failed;
        all[which].push(r);
        console.log(`  ${String(clients).padStart(2)} clients run ${i + 1} ${which.padEnd(6)} ${fmt(r)}`);
      }
    }
    const m = (rs: Result[], k: keyof Result) => median(rs.map((r) => r[k]));
    lines.push(
      `${String(clients).padStart(2)} clients  grouped ${m(all.ours, 'rps').toFixed(0)}/s p50 ${m(all.ours, 'p50').toFixed(1)} ms ` +
        `p99 ${m(all.ours, 'p99').toFixed(1)} ms ${m(all.ours, 'stmtPer').toFixed(2)} stmt/req ${m(all.ours, 'txPer').toFixed(3)} tx/req` +
        `  single ${m(all.single, 'rps').toFixed(0)}/s p50 ${m(all.single, 'p50').toFixed(1)} ms p99 ${m(all.single, 'p99').toFixed(1)} ms ` +
        `${m(all.single, 'stmtPer').toFixed(2)} stmt/req  ratio ${(m(all.ours, 'rps') / m(all.single, 'rps')).toFixed(2)}x`,
    );
  }
  const ledger = await checkLedger(b.t.db);
  console.log(`\nmedians of ${RUNS} runs (load average now ${load()}):`);
  for (const l of lines) console.log(l);
  console.log(`ledger ${ledger.ok ? 'balanced' : `NOT balanced: ${ledger.problems.join('; ')}`}, failed requests ${failed}`);
  exit = ledger.ok && failed === 0 ? 0 : 1;
} finally {
  await b.t.dispose();
}
process.exit(exit ?? 1);
