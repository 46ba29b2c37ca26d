/**
 * bench/earn: settle 100,000 lock-up orders' daily interest through the module's payout engine
 * (apps/server/src/modules/lock-mining/payout.ts: orders locked in batches, every entry of a batch
 * posted with the ledger's batch API, days recorded and orders moved on in set-based statements),
 * against a peer measured in the same run: the same payouts one order per transaction through the
 * ledger's single-entry API (lock the order, settle its treasury hold to the user, record the day,
 * move the order on), as a per-order daily job does. PostgreSQL only. Prints orders per second and
 * the ratio, and checks the ledger afterwards.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run earn -w @bourse/bench
 *
 * Target (issue 15): at least 5,000 orders per second. The bench database is dropped at the end,
 * also on failure or Ctrl-C.
 */
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { applyMigrations, createPgDb, type Db, type Executor, readMigrations } from '@bourse/db';
import { beginBatch, checkLedger, type EntryInput, type NewHold, postBatch, settleHold, systemAccount, userAccount } from '@bourse/ledger';
import { payDueBatch } from '../../apps/server/src/modules/lock-mining/payout';
import type { DueCursor } from '../../apps/server/src/modules/lock-mining/store';
import { createDatabase, onCleanup, runBench } from '../lifecycle';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PEER_ORDERS = Number(process.env.BENCH_PEER_ORDERS ?? 5_000);
const USERS = 10_000;
const BATCH = Number(process.env.BENCH_BATCH ?? 1000);
const DAY = 86_400_000;
const AMOUNT = 1_000_000_000n; // 1,000 USDT
const DAILY = 4_000_000n; // 0.4 %
const DAYS = 30;
const MIGRATIONS = fileURLToPath(new URL('../../apps/server/migrations', import.meta.url));

const treasury = systemAccount('treasury', 'USDT', 'lock-mining');

/** Where a batch's time goes: per statement (named by its first words), how many and how long, over the whole run. */
const profile = new Map<string, { n: number; ms: number; each: number[] }>();
let batches = 0;
/** BENCH_EXPLAIN=<n>: the plan of each statement of batch n (run under a savepoint, rolled back, then for real). */
const explained = new Set<string>();
async function explain(ex: Executor, name: string, text: string, params: readonly unknown[] | undefined): Promise<void> {
  if (Number(process.env.BENCH_EXPLAIN) !== batches + 1 || explained.has(name) || !/^\s*(WITH|INSERT|UPDATE|SELECT)/i.test(text)) return;
  explained.add(name);
  await ex.query('SAVEPOINT bench_explain');
  const t0 = performance.now();
  const { rows } = await ex.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
  await ex.query('ROLLBACK TO SAVEPOINT bench_explain');
  console.log(
    `--- ${name} (${Math.round(performance.now() - t0)} ms with EXPLAIN ANALYZE)\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`,
  );
}

function profiled(ex: Executor): Executor {
  return {
    async query(text, params) {
      await explain(ex, text.replace(/\s+/g, ' ').trim().slice(0, 60), text, params);
      const t0 = performance.now();
      try {
        return await ex.query(text, params);
      } finally {
        const name = text.replace(/\s+/g, ' ').trim().slice(0, 60);
        const p = profile.get(name) ?? { n: 0, ms: 0, each: [] };
        p.n += 1;
        p.ms += performance.now() - t0;
        p.each.push(Math.round(performance.now() - t0));
        profile.set(name, p);
      }
    },
  };
}

/** `count` orders whose first interest day ended a minute ago, with their two holds, written in batches. */
async function setUp(db: Db, count: number, firstId: number, startMs: number): Promise<void> {
  for (let done = 0; done < count; done += BATCH) {
    const n = Math.min(BATCH, count - done);
    await db.tx(async (ex) => {
      const { holdIds } = await beginBatch(ex, { lock: [], holds: 2 * n });
      const entries: EntryInput[] = [];
      const newHolds: NewHold[] = [];
      const rows: Array<[number, number, number, number]> = [];
      for (let i = 0; i < n; i++) {
        const id = firstId + done + i;
        const user = 1 + (id % USERS);
        const lock = userAccount(user, 'USDT', 'lock');
        const [principal, reserve] = [holdIds[2 * i]!, holdIds[2 * i + 1]!];
        entries.push({
          key: `bench:open:${id}`,
          kind: 'deposit',
          lines: [
            { account: systemAccount('world', 'USDT'), amount: -AMOUNT },
            { account: lock, bucket: 'frozen', amount: AMOUNT },
            { account: treasury, amount: -DAILY * BigInt(DAYS) },
            { account: treasury, bucket: 'frozen', amount: DAILY * BigInt(DAYS) },
          ],
        });
        newHolds.push({ id: principal, key: `bench:p:${id}`, account: lock, amount: AMOUNT, settled: 0n, released: 0n });
        newHolds.push({ id: reserve, key: `bench:r:${id}`, account: treasury, amount: DAILY * BigInt(DAYS), settled: 0n, released: 0n });
        rows.push([id, user, principal, reserve]);
      }
      await postBatch(ex, { entries, newHolds });
      await ex.query(
        `INSERT INTO lock_orders (id, user_id, product_id, asset, amount, days, rate_ppm, penalty_ppm, daily_interest, total_interest,
                                  created_at, start_at, end_at, next_due_at, hold_id, treasury_hold_id, request_key)
         OVERRIDING SYSTEM VALUE
         SELECT id, u, 1, 'USDT', $5, ${DAYS}, 4000, 4000, $6, $7, $8, $9, $10, $11, p, r, 'bench-' || id
           FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[]) AS t(id, u, p, r)`,
        [
          rows.map((r) => r[0]),
          rows.map((r) => r[1]),
          rows.map((r) => r[2]),
          rows.map((r) => r[3]),
          AMOUNT.toString(),
          DAILY.toString(),
          (DAILY * BigInt(DAYS)).toString(),
          new Date(startMs - DAY),
          new Date(startMs),
          new Date(startMs + DAYS * DAY),
          new Date(startMs + DAY),
        ],
      );
    });
  }
}

/** The peer: one order per transaction, through the single-entry API. */
async function payOneByOne(db: Db, ids: number[], now: Date): Promise<void> {
  for (const id of ids) {
    await db.tx(async (ex) => {
      const { rows } = await ex.query<{ user_id: number; treasury_hold_id: number; daily_interest: string; start_at: Date }>(
        `SELECT user_id, treasury_hold_id, daily_interest, start_at FROM lock_orders WHERE id = $1 AND next_due_at <= $2 FOR UPDATE`,
        [id, now],
      );
      const o = rows[0]!;
      const daily = BigInt(o.daily_interest);
      await settleHold(ex, {
        key: `lock:interest:${id}:1`,
        kind: 'lock.interest',
        holdId: o.treasury_hold_id,
        amount: daily,
        to: [{ account: userAccount(o.user_id, 'USDT', 'exchange'), amount: daily }],
        meta: { orderId: id, day: 1 },
      });
      await ex.query(`INSERT INTO lock_interest (order_id, day, amount, due_at, paid_at) VALUES ($1, 1, $2, $3, $4)`, [
        id,
        daily.toString(),
        new Date(o.start_at.getTime() + DAY),
        now,
      ]);
      await ex.query(
        `UPDATE lock_orders SET days_paid = 1, interest_paid = daily_interest, next_due_at = start_at + interval '2 days' WHERE id = $1`,
        [id],
      );
    });
  }
}

/** The treasury funded, `ORDERS + PEER_ORDERS` orders due since a minute ago, statistics gathered; returns "now". */
async function prepare(db: Db): Promise<Date> {
  const now = new Date();
  const startMs = now.getTime() - DAY - 60_000;
  await db.tx((ex) =>
    postBatch(ex, {
      entries: [
        {
          key: 'bench:fund',
          kind: 'funding.deposit',
          lines: [
            { account: systemAccount('world', 'USDT'), amount: -DAILY * BigInt(DAYS * (ORDERS + PEER_ORDERS)) },
            { account: treasury, amount: DAILY * BigInt(DAYS * (ORDERS + PEER_ORDERS)) },
          ],
        },
      ],
    }),
  );
  const t0 = performance.now();
  await setUp(db, PEER_ORDERS, 1, startMs);
  await setUp(db, ORDERS, PEER_ORDERS + 1, startMs);
  console.log(`set up ${ORDERS + PEER_ORDERS} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  // The tables' statistics, as autovacuum keeps them on a server whose orders came in over days: on
  // tables filled a second ago the planner guesses eight due orders, and sorts all of them on disk
  // for each batch instead of reading the due index in order.
  await db.query('ANALYZE');
  return now;
}

/** The engine's batches until none is due; orders paid and seconds taken. */
async function payWithEngine(db: Db, now: Date): Promise<{ paid: number; seconds: number }> {
  const t0 = performance.now();
  let paid = 0;
  let cursor: DueCursor | undefined;
  for (;;) {
    const batch = await db.tx(async (ex) => {
      if (process.env.BENCH_AUTO_EXPLAIN) {
        await ex.query(`LOAD 'auto_explain'`);
        await ex.query(`SET LOCAL auto_explain.log_min_duration = 120`);
        await ex.query(`SET LOCAL auto_explain.log_analyze = on`);
      }
      return payDueBatch(profiled(ex), now, BATCH, cursor);
    });
    cursor = batch.cursor;
    batches += 1;
    paid += batch.paid.length;
    if (batch.paid.length < BATCH) break;
  }
  return { paid, seconds: (performance.now() - t0) / 1000 };
}

async function main(): Promise<number> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('bench/earn needs DATABASE_URL (PostgreSQL)');
    return 2;
  }
  const database = await createDatabase(adminUrl, `bench_earn_${process.pid}`);
  const db = createPgDb({ connectionString: database.url, max: 4 });
  onCleanup(() => db.close());
  await applyMigrations(db, await readMigrations(MIGRATIONS));
  const now = await prepare(db);
  const t0 = performance.now();
  await payOneByOne(
    db,
    Array.from({ length: PEER_ORDERS }, (_, i) => i + 1),
    now,
  );
  const peerRate = PEER_ORDERS / ((performance.now() - t0) / 1000);
  const { paid, seconds } = await payWithEngine(db, now);
  const rate = paid / seconds;
  const check = await checkLedger(db);
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM lock_interest`);
  console.log(`engine (batches of ${BATCH}): ${paid} orders in ${seconds.toFixed(2)} s = ${Math.round(rate)} orders/s (target >= 5,000)`);
  console.log(`peer (one order per transaction, single-entry API): ${PEER_ORDERS} orders = ${Math.round(peerRate)} orders/s`);
  console.log(`ratio engine / peer: ${(rate / peerRate).toFixed(1)}x`);
  console.log(`statements per batch (${batches} batches), total ms:`);
  for (const [name, p] of profile) {
    console.log(`  ${(p.n / batches).toFixed(1)} x ${Math.round(p.ms)} ms  ${name}`);
    if (process.env.BENCH_VERBOSE) console.log(`    per batch (ms): ${p.each.join(' ')}`);
  }
  console.log(
    `interest days recorded: ${rows[0]!.n} (expected ${ORDERS + PEER_ORDERS}); ledger check: ${check.ok ? 'ok' : check.problems.join('; ')}`,
  );
  console.log(
    `load average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  return check.ok && Number(rows[0]!.n) === ORDERS + PEER_ORDERS && rate >= 5000 ? 0 : 1;
}

runBench(main);
