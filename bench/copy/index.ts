/**
 * bench/copy: one trader's market open mirrored to 1,000 followers on PostgreSQL, from the trader's
 * fill to the copies' commit, against a peer measured in the same run: the same 1,000 copies opened
 * one transaction each through the futures service, as a polling copier would (with no polling
 * delay at all: it starts the moment the trader is filled, its best case).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ npm run copy -w @bourse/bench
 *
 * Ours opens every copy inside the trader's own transaction (copy-trading/mirror.ts), so all copies
 * become visible at one instant, the commit: each copy's latency is that batch's latency, and its
 * p99 is the batch's. Printed also: when each copy's position was written inside the transaction
 * (its progress, not visible to anyone before the commit), and the time per copy.
 *
 * BENCH_FOLLOWERS (1000), BENCH_RUNS (5; ours and the peer alternate which goes first). Target
 * (issue 16): every copy open within 1 s p99 of the trader's fill. The bench database is dropped at
 * the end, also on failure or Ctrl-C. BENCH_PROFILE=1 prints the statements inside the trader's
 * transaction by total time.
 */
import { loadavg } from 'node:os';
import { leverSubmitInput } from '@bourse/contract';
import { checkLedger } from '@bourse/ledger';
import { runBench } from '../lifecycle';
import { type Bench, setUp } from './setup';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 1000;
const ORDER = leverSubmitInput.parse({ currency_id: 1, share: 1, multiple: 10, type: 1 });

interface Ours {
  /** The trader's fill to the commit of the transaction holding every copy. */
  batch: number;
  /** Each copy's position written, ms after the fill (inside the transaction). */
  writes: number[];
  /** The trader's submit call, start to return (after-commit pushes of 1,001 positions and receipts included). */
  call: number;
  /** The trader's close, which closes the 1,000 copies in its transaction. */
  close: number;
  statements: number;
  load: number;
}

interface Peer {
  /** Each copy's commit, ms after the (notional) fill. */
  commits: number[];
  load: number;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const median = (xs: number[]) => pct(xs, 50);
const ms = (x: number) => `${x.toFixed(0).padStart(6)} ms`;

async function ours(b: Bench, run: number): Promise<Ours> {
  const lever = b.t.built.modules.lever.service;
  const load = loadavg()[0]!;
  b.probe.start();
  const t0 = performance.now();
  const p = await lever.submit(b.trader.userId, ORDER, `bench-copy-${run}`);
  const call = performance.now() - t0;
  b.probe.stop();
  const { fillAt, commits, copyWrites, statements } = b.probe;
  if (fillAt === undefined || commits.length === 0) throw new Error('the probe saw no fill or no commit');
  const { rows } = await b.t.db.query<{ status: string; n: number }>(
    'SELECT coalesce(skip_reason, status) AS status, count(*)::int AS n FROM copy_orders WHERE trader_position_id = $1 GROUP BY 1',
    [p.id],
  );
  const open = rows.find((r) => r.status === 'open')?.n ?? 0;
  if (open !== FOLLOWERS) throw new Error(`expected ${FOLLOWERS} open copies, got ${JSON.stringify(rows)}`);
  if (process.env.BENCH_PROFILE === '1') profile(b, statements);
  const c0 = performance.now();
  await lever.close(b.trader.userId, p.id);
  const close = performance.now() - c0;
  return { batch: commits[0]! - fillAt, writes: copyWrites.map((w) => w - fillAt), call, close, statements, load };
}

function profile(b: Bench, statements: number) {
  const top = [...b.probe.profile].sort((x, y) => y[1].ms - x[1].ms).slice(0, 12);
  console.log(`    profile: ${statements} statements in the trader's transaction`);
  for (const [text, { n, ms: t }] of top) console.log(`      ${t.toFixed(0).padStart(6)} ms ${String(n).padStart(6)}x  ${text}`);
}

/** The peer: each follower's copy opened by the futures service, one transaction each, in turn. */
async function peer(b: Bench, run: number): Promise<Peer> {
  const lever = b.t.built.modules.lever.service;
  const load = loadavg()[0]!;
  b.probe.start();
  const t0 = performance.now();
  for (const id of b.followers) await lever.submit(id, ORDER, `bench-peer-${run}-${id}`);
  b.probe.stop();
  const commits = b.probe.commits.map((c) => c - t0);
  if (commits.length !== FOLLOWERS) throw new Error(`expected ${FOLLOWERS} peer commits, got ${commits.length}`);
  // Not measured: close them again so every run starts from the same book.
  for (const id of b.followers) await lever.batchClose(id, 'all');
  return { commits, load };
}

function printRun(run: number, o: Ours, p: Peer) {
  console.log(
    `  run ${run}  ours: fill->commit ${ms(o.batch)} (all ${FOLLOWERS} copies), ${(o.batch / FOLLOWERS).toFixed(2)} ms/copy,` +
      ` copies written p50 ${ms(pct(o.writes, 50))} p99 ${ms(pct(o.writes, 99))}, call ${ms(o.call)},` +
      ` ${(o.statements / FOLLOWERS).toFixed(1)} stmt/copy, close of all ${ms(o.close)}, load ${o.load.toFixed(2)}`,
  );
  console.log(
    `         peer: fill->commit p50 ${ms(pct(p.commits, 50))} p99 ${ms(pct(p.commits, 99))} last ${ms(p.commits.at(-1)!)},` +
      ` ${(p.commits.at(-1)! / FOLLOWERS).toFixed(2)} ms/copy, load ${p.load.toFixed(2)}`,
  );
}

function summary(os: Ours[], ps: Peer[]) {
  const oursCopies = os.flatMap((o) => Array<number>(FOLLOWERS).fill(o.batch));
  const peerCopies = ps.flatMap((p) => p.commits);
  const oursP99 = pct(oursCopies, 99);
  const peerP99 = pct(peerCopies, 99);
  const loads = loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
  console.log(`\n${RUNS} runs, ${FOLLOWERS} followers, PostgreSQL (load average now ${loads}):`);
  console.log(`  ours, fill -> commit per copy: median ${ms(median(oursCopies))}, p99 ${ms(oursP99)} (over ${oursCopies.length} copies)`);
  console.log(
    `       batch latency by run: ${os.map((o) => o.batch.toFixed(0)).join(', ')} ms; median ${ms(median(os.map((o) => o.batch)))}`,
  );
  console.log(`  peer, fill -> commit per copy: median ${ms(median(peerCopies))}, p99 ${ms(peerP99)} (over ${peerCopies.length} copies)`);
  console.log(`  ratio ours p99 / peer p99: ${(oursP99 / peerP99).toFixed(2)}x (${(peerP99 / oursP99).toFixed(1)}x faster)`);
  console.log(`  target (all copies within ${TARGET_MS} ms p99 of the fill): ${oursP99 <= TARGET_MS ? 'met' : 'NOT met'}`);
}

async function main(): Promise<number> {
  if (!process.env.DATABASE_URL) {
    console.error('bench/copy needs DATABASE_URL (PostgreSQL), e.g. postgres://postgres@127.0.0.1:5432/');
    return 2;
  }
  console.log(`bench/copy: PostgreSQL, one trader, ${FOLLOWERS} followers, ${RUNS} runs; load average ${loadavg()[0]!.toFixed(2)}`);
  const setupStart = performance.now();
  const b = await setUp(FOLLOWERS);
  console.log(`  set up in ${((performance.now() - setupStart) / 1000).toFixed(0)} s`);
  const os: Ours[] = [];
  const ps: Peer[] = [];
  for (let run = 1; run <= RUNS; run++) {
    await b.tick(); // a fresh mark window each run
    // Alternate which goes first so a warming database does not favour one side.
    if (run % 2) os.push(await ours(b, run));
    ps.push(await peer(b, run));
    if (run % 2 === 0) os.push(await ours(b, run));
    printRun(run, os.at(-1)!, ps.at(-1)!);
  }
  summary(os, ps);
  const ledger = await checkLedger(b.t.db);
  console.log(`  ledger ${ledger.ok ? 'balanced' : `NOT balanced: ${ledger.problems.join('; ')}`}`);
  return ledger.ok ? 0 : 1;
}

runBench(main);
