/**
 * bench/group's fixtures: the app on a fresh PostgreSQL database (the server test harness clones
 * it from the test template and drops it in `dispose`), the scripted feed with a steady BTC price
 * on the harness's manual clock (so the price never goes stale during a run), N users inserted as
 * rows directly (no argon2 hashing: none of it is measured) with USDT in their futures and options
 * books, and a counter of the transactions and statements the app sends.
 */
import { MARK_PRICE_MIN_TICKS, MARK_PRICE_WINDOW_MS } from '@bourse/contract';
import type { Db, Executor } from '@bourse/db';
import { type EntryInput, postEntries, systemAccount, userAccount } from '@bourse/ledger';
import { parseUnits } from '@bourse/money';
import { createTestApp, type TestApp } from '../../apps/server/test/harness';

export const SYMBOL = 'BTC/USDT';

export interface Bench {
  t: TestApp;
  users: number[];
  /** Transactions and statements (BEGIN and COMMIT counted) sent since the app started. */
  counts(): { transactions: number; statements: number };
}

function count(t: TestApp): Bench['counts'] {
  let transactions = 0;
  let statements = 0;
  const db = t.built.ctx.db as Db;
  const query = db.query.bind(db);
  const tx = db.tx.bind(db);
  db.query = ((text: string, params?: readonly unknown[]) => (statements++, query(text, params))) as Db['query'];
  db.tx = ((fn: (ex: Executor) => Promise<unknown>) =>
    tx((ex) => {
      transactions++;
      statements += 2;
      return fn({ query: (text, params) => (statements++, ex.query(text, params)) });
    })) as Db['tx'];
  return () => ({ transactions, statements });
}

async function makeUsers(t: TestApp, n: number): Promise<number[]> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, invite_code)
     SELECT 'groupbench' || g || '@example.com', 'not-a-hash', 'GB' || g FROM generate_series(1, $1::int) g RETURNING id`,
    [n],
  );
  const ids = rows.map((r) => Number(r.id));
  const amount = parseUnits('1000000', t.built.ctx.assets.byCodeOrFail('USDT').scale);
  const entries: EntryInput[] = ids.flatMap((id) =>
    (['lever', 'micro'] as const).map((book) => ({
      key: `bench-group-fund:${id}:${book}`,
      kind: 'deposit',
      lines: [
        { account: systemAccount('world', 'USDT'), amount: -amount },
        { account: userAccount(id, 'USDT', book), amount },
      ],
    })),
  );
  for (let i = 0; i < entries.length; i += 100) await t.db.tx((ex) => postEntries(ex, entries.slice(i, i + 100)));
  return ids;
}

export async function setUp(users: number, price: string): Promise<Bench> {
  process.env.TEST_DB = 'pg';
  const t = await createTestApp();
  try {
    t.clock.advance(MARK_PRICE_WINDOW_MS);
    for (let i = 0; i < MARK_PRICE_MIN_TICKS; i++) await t.tick(SYMBOL, price);
    await t.built.modules.lever.watcher.idle();
    const ids = await makeUsers(t, users);
    return { t, users: ids, counts: count(t) };
  } catch (error) {
    await t.dispose();
    throw error;
  }
}
