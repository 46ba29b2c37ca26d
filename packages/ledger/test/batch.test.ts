/**
 * The batch API: many holds, settlements and releases written with a fixed number of statements,
 * exactly as the same work posted one entry at a time would leave the ledger, or not at all.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDb } from '@bourse/db/testing';
import {
  checkLedger,
  createHold,
  type EntryInput,
  getBalance,
  getHold,
  getHolds,
  type LedgerBatch,
  type LedgerErrorCode,
  beginBatch,
  postBatch,
  postBatchInOne,
  refKey,
  systemAccount,
  transfer,
  userAccount,
} from '../src/index';
import { ledgerTestDb, truncateLedger } from './helpers';

let t: TestDb;
beforeAll(async () => {
  t = await ledgerTestDb();
});
afterAll(async () => {
  await t?.dispose();
});
beforeEach(async () => {
  await truncateLedger(t.db);
});

const aliceUsdt = userAccount(1, 'USDT', 'exchange');
const aliceBtc = userAccount(1, 'BTC', 'exchange');
const bobUsdt = userAccount(2, 'USDT', 'exchange');
const bobBtc = userAccount(2, 'BTC', 'exchange');
const feesBtc = systemAccount('fees', 'BTC');

async function fund(key: string, to: typeof aliceUsdt, amount: bigint) {
  await t.db.tx((ex) => transfer(ex, { key, kind: 'deposit', from: systemAccount('world', to.asset), to, amount }));
}

const hold = (key: string, account: typeof aliceUsdt, amount: bigint): EntryInput => ({
  key,
  kind: 'hold',
  lines: [
    { account, bucket: 'available', amount: -amount },
    { account, bucket: 'frozen', amount },
  ],
});

/** Alice holds 500 USDT and Bob 2 BTC; 1 BTC trades for 300 USDT (fee 1 BTC unit); Bob's rest is released. */
function tradeBatch(ids: number[]): LedgerBatch {
  return {
    entries: [
      hold('h:a', aliceUsdt, 500n),
      hold('h:b', bobBtc, 200n),
      {
        key: 't:1',
        kind: 'trade',
        lines: [
          { account: aliceUsdt, bucket: 'frozen', amount: -300n },
          { account: bobBtc, bucket: 'frozen', amount: -100n },
          { account: bobUsdt, amount: 300n },
          { account: aliceBtc, amount: 99n },
          { account: feesBtc, amount: 1n },
        ],
      },
      {
        key: 'r:b',
        kind: 'release',
        lines: [
          { account: bobBtc, bucket: 'frozen', amount: -100n },
          { account: bobBtc, amount: 100n },
        ],
      },
    ],
    newHolds: [
      { id: ids[0]!, key: 'h:a', account: aliceUsdt, amount: 500n, settled: 300n, released: 0n },
      { id: ids[1]!, key: 'h:b', account: bobBtc, amount: 200n, settled: 100n, released: 100n },
    ],
  };
}

const holdIds = async (n: number) => (await t.db.tx((ex) => beginBatch(ex, { lock: [], holds: n }))).holdIds;

async function rejects(p: Promise<unknown>, code: LedgerErrorCode) {
  await expect(p).rejects.toMatchObject({ code });
}

describe('postBatch', () => {
  it('writes holds, a trade and a release at once: the balances, holds and checks of doing them one by one', async () => {
    await fund('f1', aliceUsdt, 1000n);
    await fund('f2', bobBtc, 300n);
    const ids = await holdIds(2);
    expect(ids[1]).toBeGreaterThan(ids[0]!);
    const { entryIds } = await t.db.tx((ex) => postBatch(ex, tradeBatch(ids)));
    expect(entryIds).toHaveLength(4);
    expect(await getBalance(t.db, aliceUsdt)).toEqual({ available: 500n, frozen: 200n });
    expect(await getBalance(t.db, aliceBtc)).toEqual({ available: 99n, frozen: 0n });
    expect(await getBalance(t.db, bobBtc)).toEqual({ available: 200n, frozen: 0n });
    expect(await getBalance(t.db, bobUsdt)).toEqual({ available: 300n, frozen: 0n });
    const holds = await getHolds(t.db, ids);
    expect(holds.get(ids[0]!)).toMatchObject({ key: 'h:a', amount: 500n, settled: 300n, released: 0n, status: 'open' });
    expect(holds.get(ids[1]!)).toMatchObject({ key: 'h:b', amount: 200n, settled: 100n, released: 100n, status: 'closed' });
    expect((await checkLedger(t.db)).problems).toEqual([]);

    // A later batch pays out of and releases Alice's older hold; a new hold keeps ids moving on.
    const [next] = await holdIds(1);
    expect(next).toBeGreaterThan(ids[1]!);
    await t.db.tx((ex) =>
      postBatch(ex, {
        entries: [
          {
            key: 'r:a',
            kind: 'release',
            lines: [
              { account: aliceUsdt, bucket: 'frozen', amount: -200n },
              { account: aliceUsdt, amount: 200n },
            ],
          },
        ],
        holdChanges: [{ holdId: ids[0]!, account: aliceUsdt, settled: 0n, released: 200n }],
      }),
    );
    expect(await getHold(t.db, ids[0]!)).toMatchObject({ settled: 300n, released: 200n, status: 'closed' });
    expect(await getBalance(t.db, aliceUsdt)).toEqual({ available: 700n, frozen: 0n });
    // The ids reserved are the sequence's: a hold made the ordinary way comes after them.
    const later = await t.db.tx((ex) => createHold(ex, { key: 'h:later', account: aliceUsdt, amount: 1n }));
    expect(later.id).toBeGreaterThan(next!);
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('refuses the whole batch on an overdraft anywhere in it, and leaves nothing behind', async () => {
    await fund('f1', aliceUsdt, 400n); // 500 cannot be held
    await fund('f2', bobBtc, 300n);
    const ids = await holdIds(2);
    await rejects(
      t.db.tx((ex) => postBatch(ex, tradeBatch(ids))),
      'INSUFFICIENT_BALANCE',
    );
    expect(await getBalance(t.db, aliceUsdt)).toEqual({ available: 400n, frozen: 0n });
    expect(await getBalance(t.db, bobBtc)).toEqual({ available: 300n, frozen: 0n });
    expect((await getHolds(t.db, ids)).size).toBe(0);
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });
});

describe('postBatch refusals', () => {
  it('refuses a key already posted, a hold paid beyond its amount, and frozen moves its holds do not explain', async () => {
    await fund('f1', aliceUsdt, 1000n);
    await fund('f2', bobBtc, 300n);
    const ids = await holdIds(4);
    await t.db.tx((ex) => postBatch(ex, tradeBatch(ids)));
    // The same keys again: a batch is never a replay.
    await rejects(
      t.db.tx((ex) => postBatch(ex, tradeBatch(ids.slice(2)))),
      'IDEMPOTENCY_CONFLICT',
    );
    // Paying 300 more out of a hold that has 200 left.
    const pay = (amount: bigint): LedgerBatch => ({
      entries: [
        {
          key: `pay:${amount}`,
          kind: 'trade',
          lines: [
            { account: aliceUsdt, bucket: 'frozen', amount: -amount },
            { account: bobUsdt, amount },
          ],
        },
      ],
      holdChanges: [{ holdId: ids[0]!, account: aliceUsdt, settled: amount, released: 0n }],
    });
    await rejects(
      t.db.tx((ex) => postBatch(ex, pay(300n))),
      'INSUFFICIENT_BALANCE', // the frozen bucket runs out first: 200 frozen
    );
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });
});

describe('postBatch refusals of holds', () => {
  it('refuses changes to a closed hold, or to a hold on another account than the one named', async () => {
    await fund('f1', aliceUsdt, 1000n);
    await fund('f2', bobBtc, 300n);
    const ids = await holdIds(4);
    await t.db.tx((ex) => postBatch(ex, tradeBatch(ids)));
    // A closed hold takes no more (even with frozen funds of another hold on the account).
    await t.db.tx((ex) => createHold(ex, { key: 'h:bob2', account: bobBtc, amount: 10n }));
    await rejects(
      t.db.tx((ex) =>
        postBatch(ex, {
          entries: [
            {
              key: 'closed',
              kind: 'release',
              lines: [
                { account: bobBtc, bucket: 'frozen', amount: -1n },
                { account: bobBtc, amount: 1n },
              ],
            },
          ],
          holdChanges: [{ holdId: ids[1]!, account: bobBtc, settled: 0n, released: 1n }],
        }),
      ),
      'INVALID_ENTRY', // the statement checks it wrote every change: none for a closed hold
    );
    // Nor does a hold named on another account than its own.
    await rejects(
      t.db.tx((ex) =>
        postBatch(ex, {
          entries: [
            {
              key: 'elsewhere',
              kind: 'release',
              lines: [
                { account: bobBtc, bucket: 'frozen', amount: -1n },
                { account: bobBtc, amount: 1n },
              ],
            },
          ],
          holdChanges: [{ holdId: ids[0]!, account: bobBtc, settled: 0n, released: 1n }],
        }),
      ),
      'INVALID_ENTRY',
    );
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('refuses frozen moves without a hold behind them, and a hold paid beyond its amount', async () => {
    await fund('f1', aliceUsdt, 1000n);
    const ids = await holdIds(3);
    // Frozen moved without a hold behind it.
    await rejects(
      t.db.tx((ex) => postBatch(ex, { entries: [hold('loose', aliceUsdt, 5n)] })),
      'INVALID_ENTRY',
    );
    // A hold whose payouts exceed it.
    await rejects(
      t.db.tx((ex) =>
        postBatch(ex, {
          entries: [hold('h:x', aliceUsdt, 5n)],
          newHolds: [{ id: ids[2]!, key: 'h:x', account: aliceUsdt, amount: 5n, settled: 6n, released: 0n }],
        }),
      ),
      'HOLD_EXCEEDED',
    );
    expect(await getHolds(t.db, ids)).toEqual(new Map());
    expect(await getBalance(t.db, aliceUsdt)).toEqual({ available: 1000n, frozen: 0n });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });
});

describe('postBatchInOne, outside a transaction', () => {
  const start = (n: number, ensure = [aliceUsdt, aliceBtc, bobUsdt, bobBtc, feesBtc]) =>
    beginBatch(t.db, { lock: [aliceUsdt, bobBtc], holds: n, ensure });

  it('writes the whole batch in one statement, as postBatch does in two', async () => {
    await fund('f1', aliceUsdt, 1000n);
    await fund('f2', bobBtc, 300n);
    const { holdIds: ids, balances } = await start(2);
    expect(balances.get(refKey(aliceUsdt))).toEqual({ available: 1000n, frozen: 0n });
    const { entryIds } = await postBatchInOne(t.db, tradeBatch(ids));
    expect(entryIds).toHaveLength(4);
    expect(await getBalance(t.db, aliceUsdt)).toEqual({ available: 500n, frozen: 200n });
    expect(await getBalance(t.db, aliceBtc)).toEqual({ available: 99n, frozen: 0n });
    expect(await getBalance(t.db, bobUsdt)).toEqual({ available: 300n, frozen: 0n });
    expect((await getHolds(t.db, ids)).get(ids[1]!)).toMatchObject({ status: 'closed' });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('reads the next batch\u2019s start in the same statement, its balances as this batch leaves them', async () => {
    await fund('f1', aliceUsdt, 1000n);
    await fund('f2', bobBtc, 300n);
    const carol = userAccount(3, 'USDT', 'exchange');
    const { holdIds: ids } = await start(2);
    const { next } = await postBatchInOne(t.db, tradeBatch(ids), undefined, {
      lock: [aliceUsdt, bobUsdt, carol],
      holds: 2,
      ensure: [carol],
    });
    expect(next!.balances.get(refKey(aliceUsdt))).toEqual(await getBalance(t.db, aliceUsdt));
    expect(next!.balances.get(refKey(bobUsdt))).toEqual({ available: 300n, frozen: 0n });
    expect(next!.balances.get(refKey(carol))).toEqual({ available: 0n, frozen: 0n });
    expect(next!.holdIds).toHaveLength(2);
    expect(next!.holdIds[0]).toBeGreaterThan(ids[1]!);
    expect((await t.db.query('SELECT 1 FROM ledger_accounts WHERE owner = $1', [carol.owner])).rows).toHaveLength(1);
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });

  it('applies nothing when it fails: an overdraft, a key already posted, an account that does not exist', async () => {
    await fund('f1', aliceUsdt, 400n);
    await fund('f2', bobBtc, 300n);
    const nothing = async () => {
      expect(await getBalance(t.db, aliceUsdt)).toEqual({ available: 400n, frozen: 0n });
      expect(await getBalance(t.db, bobBtc)).toEqual({ available: 300n, frozen: 0n });
      expect((await t.db.query("SELECT 1 FROM ledger_entries WHERE idem_key LIKE 'h:%' OR idem_key LIKE 't:%'")).rows).toEqual([]);
      expect((await checkLedger(t.db)).problems).toEqual([]);
    };
    await rejects(postBatchInOne(t.db, tradeBatch((await start(2)).holdIds)), 'INSUFFICIENT_BALANCE');
    await nothing();
    await fund('f3', aliceUsdt, 600n);
    await t.db.query("INSERT INTO ledger_entries (idem_key, kind, fingerprint) VALUES ('r:b', 'x', 'x')");
    await rejects(postBatchInOne(t.db, tradeBatch((await start(2)).holdIds)), 'IDEMPOTENCY_CONFLICT');
    await t.db.query("DELETE FROM ledger_entries WHERE idem_key = 'r:b'");
    await t.db.query('DELETE FROM ledger_accounts WHERE owner = $1 AND asset = $2', [aliceBtc.owner, 'BTC']);
    await rejects(postBatchInOne(t.db, tradeBatch((await start(2, [])).holdIds)), 'INVALID_ENTRY');
    expect(await getBalance(t.db, aliceUsdt)).toEqual({ available: 1000n, frozen: 0n });
    expect((await checkLedger(t.db)).problems).toEqual([]);
  });
});

describe('a caller\u2019s statements riding along', () => {
  it('run in the same statement as the ledger\u2019s, their placeholders after the ledger\u2019s, their columns in the row', async () => {
    await fund('f1', aliceUsdt, 1000n);
    await t.db.query('CREATE TABLE IF NOT EXISTS ride_test (id int, note text)');
    const [start, posted] = await t.db.tx(async (ex) => {
      const start = await beginBatch(
        ex,
        { lock: [aliceUsdt], holds: 1 },
        { ctes: 'r AS (SELECT $1::int + $2::int AS sum)', params: [40, 2], select: '(SELECT sum FROM r) AS sum' },
      );
      const posted = await postBatch(
        ex,
        {
          entries: [hold('h:ride', aliceUsdt, 10n)],
          newHolds: [{ id: start.holdIds[0]!, key: 'h:ride', account: aliceUsdt, amount: 10n, settled: 0n, released: 0n }],
        },
        {
          ctes: 'w AS (INSERT INTO ride_test VALUES ($1::int, $2::text) RETURNING 1)',
          params: [7, 'seven'],
          select: '(SELECT count(*) FROM w)::int AS written',
        },
      );
      return [start, posted];
    });
    expect(start.row.sum).toBe(42);
    expect(start.balances.get(refKey(aliceUsdt))).toEqual({ available: 1000n, frozen: 0n });
    expect(posted.row.written).toBe(1);
    expect((await t.db.query('SELECT id, note FROM ride_test')).rows).toEqual([{ id: 7, note: 'seven' }]);
    expect(await getBalance(t.db, aliceUsdt)).toEqual({ available: 990n, frozen: 10n });
    expect((await checkLedger(t.db)).problems).toEqual([]);
    await t.db.query('DROP TABLE ride_test');
  });
});

describe('beginBatch', () => {
  it('reads each account once, zero for one never used', async () => {
    await fund('f1', aliceUsdt, 70n);
    const { balances: map, holdIds: none } = await t.db.tx((ex) => beginBatch(ex, { lock: [bobUsdt, aliceUsdt, aliceUsdt], holds: 0 }));
    expect(none).toEqual([]);
    expect([...map.keys()]).toEqual([refKey(aliceUsdt), refKey(bobUsdt)]);
    expect(map.get(refKey(aliceUsdt))).toEqual({ available: 70n, frozen: 0n });
    expect(map.get(refKey(bobUsdt))).toEqual({ available: 0n, frozen: 0n });
  });

  it.runIf(process.env.TEST_DB === 'pg')('holds the accounts until commit: a debit elsewhere waits', async () => {
    await fund('f1', aliceUsdt, 100n);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const order: string[] = [];
    const batch = t.db.tx(async (ex) => {
      await beginBatch(ex, { lock: [aliceUsdt], holds: 1 });
      order.push('locked');
      await gate;
      order.push('batch done');
    });
    while (order.length === 0) await new Promise((r) => setTimeout(r, 5));
    const debit = t.db
      .tx((ex) => transfer(ex, { key: 'd', kind: 'withdraw', from: aliceUsdt, to: systemAccount('world', 'USDT'), amount: 100n }))
      .then(() => order.push('debit'));
    await new Promise((r) => setTimeout(r, 100));
    release();
    await Promise.all([batch, debit]);
    expect(order).toEqual(['locked', 'batch done', 'debit']);
  });
});
