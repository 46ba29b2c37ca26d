/**
 * bench/ledger: transfers per second through packages/ledger on PostgreSQL, one transfer per
 * transaction and in batches, against the same SQL run bare (a raw `pg` loop with the same
 * prepared statements) in the same run. Prints the ratios.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/ledger/index.ts
 *
 * Targets (issue 2): ledger >= 0.7x bare SQL; batching >= 10x one-by-one.
 */
import { fileURLToPath } from 'node:url';
import { applyMigrations, createPgDb, type Db, readMigrations } from '@bourse/db';
import { APPLY_POSTINGS_SQL, type EntryInput, INSERT_ENTRIES_SQL, postEntries, systemAccount, transfer, userAccount } from '@bourse/ledger';
import pg from 'pg';

const ADMIN_URL = process.env.DATABASE_URL;
if (!ADMIN_URL) {
  console.error('bench/ledger needs DATABASE_URL (PostgreSQL)');
  process.exit(2);
}
const USERS = 1000;
const SINGLE = Number(process.env.BENCH_SINGLE ?? 4000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 100);
const BATCH_SIZE = 100;
let CONCURRENCY = 1;
/** Configurations measured: one writer (how batching is used), then many connections. */
const SETTINGS = (process.env.BENCH_CONCURRENCY ?? '1,8').split(',').map(Number);
const MIGRATIONS = fileURLToPath(new URL('../../apps/server/migrations', import.meta.url));

function dbUrl(name: string): string {
  const u = new URL(ADMIN_URL!);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  await c.query(sql);
  await c.end();
}

let rng = 42;
const random = () => (rng = (rng * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const pair = (): [number, number] => {
  const a = 1 + Math.floor(random() * USERS);
  let b = 1 + Math.floor(random() * USERS);
  if (b === a) b = (b % USERS) + 1;
  return [a, b];
};

async function parallel(total: number, work: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
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

/** The bare loop: the ledger's two statements with hand-built parameters, BEGIN/COMMIT per transfer. */
async function bare(total: number, run: number): Promise<number> {
  const clients = await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      const c = new pg.Client({ connectionString: dbUrl(benchDb) });
      await c.connect();
      return c;
    }),
  );
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    clients.map(async (c) => {
      while (next < total) {
        const i = next++;
        const [a, b] = pair();
        const from = `user:${Math.min(a, b)}`;
        const to = `user:${Math.max(a, b)}`;
        const owners = [from, to];
        await c.query('BEGIN');
        const { rows } = await c.query({
          name: 'bare-entries',
          text: INSERT_ENTRIES_SQL,
          values: [owners, ['USDT', 'USDT'], ['exchange', 'exchange'], [false, false], [`bare-${run}-${i}`], ['bench'], ['fp'], ['{}']],
        });
        await c.query({
          name: 'bare-postings',
          text: APPLY_POSTINGS_SQL,
          values: [
            owners,
            ['USDT', 'USDT'],
            ['exchange', 'exchange'],
            ['-1', '1'],
            ['0', '0'],
            [rows[0].id, rows[0].id],
            owners,
            ['USDT', 'USDT'],
            ['exchange', 'exchange'],
            [0, 0],
            ['-1', '1'],
          ],
        });
        await c.query('COMMIT');
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  await Promise.all(clients.map((c) => c.end()));
  return seconds;
}

const benchDb = `bench_ledger_${Date.now().toString(36)}`;
await admin(`CREATE DATABASE ${benchDb}`);
const db = createPgDb({ connectionString: dbUrl(benchDb), max: Math.max(...SETTINGS) });
let run = 0;
try {
  await applyMigrations(db, await readMigrations(MIGRATIONS));
  await fund(db);
  // Warm up (connections, prepared statements, caches).
  CONCURRENCY = Math.max(...SETTINGS);
  await parallel(200, (i) =>
    db.tx((ex) =>
      transfer(ex, {
        key: `warm-${i}`,
        kind: 'bench',
        from: userAccount(1, 'USDT', 'exchange'),
        to: userAccount(2, 'USDT', 'exchange'),
        amount: 1n,
      }),
    ),
  );

  const fmt = (n: number) => n.toFixed(0).padStart(8);
  console.log(`bench/ledger on PostgreSQL, ${USERS} accounts, ${SINGLE} single transfers, ${BATCHES} batches of ${BATCH_SIZE}`);
  for (const concurrency of SETTINGS) {
    CONCURRENCY = concurrency;
    run++;
    const bareSeconds = await bare(SINGLE, run);
    const singleSeconds = await parallel(SINGLE, (i) => {
      const [a, b] = pair();
      return db.tx((ex) =>
        transfer(ex, {
          key: `one-${run}-${i}`,
          kind: 'bench',
          from: userAccount(a, 'USDT', 'exchange'),
          to: userAccount(b, 'USDT', 'exchange'),
          amount: 1n,
        }),
      );
    });
    const batchSeconds = await parallel(BATCHES, (i) =>
      db.tx((ex) =>
        postEntries(
          ex,
          Array.from({ length: BATCH_SIZE }, (_, k) => {
            const [a, b] = pair();
            return {
              key: `batch-${run}-${i}-${k}`,
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
    const bareTps = SINGLE / bareSeconds;
    const singleTps = SINGLE / singleSeconds;
    const batchTps = (BATCHES * BATCH_SIZE) / batchSeconds;
    console.log(`\n${concurrency} connection(s)${concurrency === 1 ? ' (one writer)' : ''}`);
    console.log(`  bare SQL, one transfer per transaction:     ${fmt(bareTps)} transfers/s`);
    console.log(`  ledger, one transfer per transaction:       ${fmt(singleTps)} transfers/s`);
    console.log(`  ledger, ${BATCH_SIZE} transfers per transaction:      ${fmt(batchTps)} transfers/s`);
    console.log(`  ratio ledger / bare SQL:    ${(singleTps / bareTps).toFixed(2)}x  (target >= 0.70x)`);
    console.log(`  ratio batched / one-by-one: ${(batchTps / singleTps).toFixed(1)}x  (target >= 10x)`);
  }
  console.log("\nWith many connections, large batches over the same accounts wait on each other's row locks;");
  console.log('batching pays off for a single writer (a market, a settlement job), which is how it is used.');
} finally {
  await db.close();
  await admin(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
}
