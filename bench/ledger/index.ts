/**
 * bench/ledger: transfers per second through packages/ledger on PostgreSQL, one transfer per
 * transaction and in batches, against the same SQL run bare (a raw `pg` loop with the same
 * prepared statements), with one connection (a single writer) and with eight.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/ledger/index.ts
 *
 * Each run starts on fresh tables: a new database copied from a migrated, funded template, warmed
 * up by both sides, then the bare loop and ours measured one after the other, which goes first
 * alternating by run (a growing table or a warming cache favours neither), and the ledger checked.
 * Every figure printed at the end is the median of the runs. BENCH_RUNS (5), BENCH_SINGLE (4000
 * transfers one by one), BENCH_BATCHES (100 batches of 100), BENCH_CONCURRENCY (1,8). The bench's
 * databases are dropped at the end, also on failure or Ctrl-C.
 *
 * Targets (issue 2): ledger >= 0.7x bare SQL; batching >= 10x one-by-one (one writer).
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { applyMigrations, createPgDb, type Db, readMigrations } from '@bourse/db';
import {
  APPLY_POSTINGS_SQL,
  checkLedger,
  type EntryInput,
  INSERT_ENTRIES_SQL,
  postEntries,
  systemAccount,
  transfer,
  userAccount,
} from '@bourse/ledger';
import pg from 'pg';
import { createDatabase, onCleanup, runBench } from '../lifecycle';

const ADMIN_URL = process.env.DATABASE_URL ?? '';
const USERS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SINGLE = Number(process.env.BENCH_SINGLE ?? 4000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 100);
const BATCH_SIZE = 100;
const WARM_UP = 100;
/** Configurations measured: one writer (how batching is used), then many connections. */
const SETTINGS = (process.env.BENCH_CONCURRENCY ?? '1,8').split(',').map(Number);
const MIGRATIONS = fileURLToPath(new URL('../../apps/server/migrations', import.meta.url));
const PREFIX = `bench_ledger_${Date.now().toString(36)}`;

/** Transfers per second of each side in one run. */
interface Figures {
  bare: number;
  single: number;
  batched: number;
}

let rng = 42;
const random = () => (rng = (rng * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const pair = (): [number, number] => {
  const a = 1 + Math.floor(random() * USERS);
  let b = 1 + Math.floor(random() * USERS);
  if (b === a) b = (b % USERS) + 1;
  return [a, b];
};

/** `total` calls of `work` over `connections` workers; seconds taken. */
async function parallel(connections: number, total: number, work: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < total) await work(next++);
    }),
  );
  return (performance.now() - t0) / 1000;
}

async function fund(db: Db) {
  const lines: EntryInput[] = [];
  for (let u = 1; u <= USERS; u++) {
    lines.push({
      key: `fund-${u}`,
      kind: 'deposit',
      lines: [
        { account: systemAccount('world', 'USDT'), amount: -1_000_000_000_000n },
        { account: userAccount(u, 'USDT', 'exchange'), amount: 1_000_000_000_000n },
      ],
    });
  }
  for (let i = 0; i < lines.length; i += 100) await db.tx((ex) => postEntries(ex, lines.slice(i, i + 100)));
}

/** One transfer by hand: the ledger's two statements with hand-built parameters, BEGIN/COMMIT around them. */
async function bareTransfer(c: pg.Client, key: string) {
  const [a, b] = pair();
  const owners = [`user:${Math.min(a, b)}`, `user:${Math.max(a, b)}`];
  const both = <T>(x: T) => [x, x];
  await c.query('BEGIN');
  const { rows } = await c.query({
    name: 'bare-entries',
    text: INSERT_ENTRIES_SQL,
    values: [owners, both('USDT'), both('exchange'), both(false), [key], ['bench'], ['fp'], ['{}']],
  });
  await c.query({
    name: 'bare-postings',
    text: APPLY_POSTINGS_SQL,
    values: [
      owners,
      both('USDT'),
      both('exchange'),
      ['-1', '1'],
      both('0'),
      both(rows[0].id),
      owners,
      both('USDT'),
      both('exchange'),
      both(0),
      ['-1', '1'],
    ],
  });
  await c.query('COMMIT');
}

/** The bare loop on its own connections (opened before the clock starts); seconds taken. */
async function bare(url: string, connections: number, total: number, tag: string): Promise<number> {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  try {
    const free = [...clients];
    return await parallel(connections, total, async (i) => {
      const c = free.pop()!;
      await bareTransfer(c, `${tag}-${i}`);
      free.push(c);
    });
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}

const single = (db: Db, connections: number, total: number, tag: string) =>
  parallel(connections, total, (i) => {
    const [a, b] = pair();
    return db.tx((ex) =>
      transfer(ex, {
        key: `${tag}-${i}`,
        kind: 'bench',
        from: userAccount(a, 'USDT', 'exchange'),
        to: userAccount(b, 'USDT', 'exchange'),
        amount: 1n,
      }),
    );
  });

const batched = (db: Db, connections: number) =>
  parallel(connections, BATCHES, (i) =>
    db.tx((ex) =>
      postEntries(
        ex,
        Array.from({ length: BATCH_SIZE }, (_, k) => {
          const [a, b] = pair();
          return {
            key: `batch-${i}-${k}`,
            kind: 'bench',
            lines: [
              { account: userAccount(a, 'USDT', 'exchange'), amount: -1n },
              { account: userAccount(b, 'USDT', 'exchange'), amount: 1n },
            ],
          };
        }),
      ),
    ),
  );

/** One run on a fresh copy of the template: both sides warmed up, measured in the given order, the ledger checked. */
async function oneRun(template: string, connections: number, bareFirst: boolean): Promise<Figures> {
  const fresh = await createDatabase(ADMIN_URL, `${PREFIX}_run`, template);
  const db = createPgDb({ connectionString: fresh.url, max: connections });
  const closeDb = onCleanup(() => db.close());
  try {
    await bare(fresh.url, connections, WARM_UP, 'warm-bare');
    await single(db, connections, WARM_UP, 'warm-one');
    const figures: Partial<Figures> = {};
    const measureBare = async () => (figures.bare = SINGLE / (await bare(fresh.url, connections, SINGLE, 'bare')));
    const measureOurs = async () => {
      figures.single = SINGLE / (await single(db, connections, SINGLE, 'one'));
      figures.batched = (BATCHES * BATCH_SIZE) / (await batched(db, connections));
    };
    for (const side of bareFirst ? [measureBare, measureOurs] : [measureOurs, measureBare]) await side();
    const check = await checkLedger(db);
    if (!check.ok) throw new Error(`the ledger does not balance after the run: ${check.problems.join('; ')}`);
    return figures as Figures;
  } finally {
    await closeDb();
    await fresh.drop();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const rate = (n: number) => n.toFixed(0).padStart(8);
const label = (connections: number) => `${connections} connection${connections === 1 ? ' ' : 's'}`.padEnd(14);

function printSummary(results: Map<number, Figures[]>) {
  const load = loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
  console.log(`\nmedians of ${RUNS} runs, each on fresh tables (load average now ${load}), transfers/s:`);
  const heads = ['bare SQL', 'ledger 1/tx', `ledger ${BATCH_SIZE}/tx`, 'ledger/bare', 'batched/one-by-one'];
  const row = (first: string, cells: string[]) => first.padEnd(14) + cells.map((c, i) => c.padStart(heads[i]!.length + 2)).join('');
  console.log(row('', heads));
  for (const [connections, runs] of results) {
    const [bare, one, many] = (['bare', 'single', 'batched'] as const).map((k) => median(runs.map((r) => r[k])));
    console.log(
      row(
        label(connections),
        [bare!, one!, many!].map((x) => x.toFixed(0)).concat(`${(one! / bare!).toFixed(2)}x`, `${(many! / one!).toFixed(1)}x`),
      ),
    );
  }
  console.log('targets: ledger/bare >= 0.70x; batched/one-by-one >= 10x for one writer. With many connections, large batches');
  console.log("over the same accounts wait on each other's row locks: batching pays off for a single writer (a market, a settlement job).");
}

async function main(): Promise<number> {
  if (!ADMIN_URL) {
    console.error('bench/ledger needs DATABASE_URL (PostgreSQL)');
    return 2;
  }
  const template = await createDatabase(ADMIN_URL, `${PREFIX}_tpl`);
  const setup = createPgDb({ connectionString: template.url, max: 2 });
  await applyMigrations(setup, await readMigrations(MIGRATIONS));
  await fund(setup);
  await setup.close();
  console.log(
    `bench/ledger on PostgreSQL, ${USERS} accounts, ${SINGLE} single transfers, ${BATCHES} batches of ${BATCH_SIZE}, ` +
      `${RUNS} runs per setting, load average ${loadavg()[0]!.toFixed(2)}`,
  );
  const results = new Map<number, Figures[]>();
  for (const connections of SETTINGS) {
    const runs: Figures[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const bareFirst = run % 2 === 1;
      const f = await oneRun(template.name, connections, bareFirst);
      runs.push(f);
      console.log(
        `  ${label(connections)} run ${run} (${bareFirst ? 'bare first' : 'ours first'}): bare ${rate(f.bare)}/s  ledger ${rate(f.single)}/s` +
          `  batched ${rate(f.batched)}/s  ledger/bare ${(f.single / f.bare).toFixed(2)}x`,
      );
    }
    results.set(connections, runs);
  }
  printSummary(results);
  return 0;
}

runBench(main);
