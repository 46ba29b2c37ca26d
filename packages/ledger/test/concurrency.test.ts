import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestDb } from '@bourse/db/testing';
import { checkLedger, getBalance, type LedgerError, systemAccount, transfer, userAccount } from '../src/index';
import { ledgerTestDb } from './helpers';

const ON_PG = process.env.TEST_DB === 'pg';

let t: TestDb;
beforeAll(async () => {
  t = await ledgerTestDb({ poolSize: 30 });
});
afterAll(async () => {
  await t?.dispose();
});

it('20 keys retried 50 times each, all at once, post exactly 20 entries', async () => {
  const to = userAccount(10, 'USDT', 'exchange');
  const world = systemAccount('world', 'USDT');
  const attempts = Array.from({ length: 20 }, (_, k) =>
    Array.from({ length: 50 }, () =>
      t.db.tx((ex) => transfer(ex, { key: `idem-${k}`, kind: 'deposit', from: world, to, amount: BigInt(k + 1) })),
    ),
  ).flat();
  const results = await Promise.all(attempts);
  expect(results.filter((r) => !r.replayed)).toHaveLength(20);
  const { rows } = await t.db.query("SELECT count(*) AS n FROM ledger_entries WHERE idem_key LIKE 'idem-%'");
  expect(rows[0]).toEqual({ n: 20 });
  expect(await getBalance(t.db, to)).toEqual({ available: 210n, frozen: 0n }); // 1 + 2 + ... + 20

  // The same key with another amount is refused and changes nothing.
  await expect(t.db.tx((ex) => transfer(ex, { key: 'idem-0', kind: 'deposit', from: world, to, amount: 2n }))).rejects.toMatchObject({
    code: 'IDEMPOTENCY_CONFLICT',
  });
  expect(await getBalance(t.db, to)).toEqual({ available: 210n, frozen: 0n });
  expect((await checkLedger(t.db)).ok).toBe(true);
});

it.runIf(ON_PG)('1,000 concurrent debits of 10 from 1,000: exactly 100 succeed and the balance ends at 0', async () => {
  const payer = userAccount(20, 'USDT', 'exchange');
  const payee = userAccount(21, 'USDT', 'exchange');
  await t.db.tx((ex) => transfer(ex, { key: 'fund-20', kind: 'deposit', from: systemAccount('world', 'USDT'), to: payer, amount: 1000n }));
  const outcomes = await Promise.allSettled(
    Array.from({ length: 1000 }, (_, i) =>
      t.db.tx((ex) => transfer(ex, { key: `debit-${i}`, kind: 'test.debit', from: payer, to: payee, amount: 10n })),
    ),
  );
  const ok = outcomes.filter((o) => o.status === 'fulfilled');
  const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
  expect(ok).toHaveLength(100);
  expect(new Set(failed.map((f) => (f.reason as LedgerError).code))).toEqual(new Set(['INSUFFICIENT_BALANCE']));
  expect(await getBalance(t.db, payer)).toEqual({ available: 0n, frozen: 0n });
  expect(await getBalance(t.db, payee)).toEqual({ available: 1000n, frozen: 0n });
  const report = await checkLedger(t.db);
  expect(report.problems).toEqual([]);
});
