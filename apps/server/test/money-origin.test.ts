/**
 * Money enters the platform only through recorded operations (DESIGN.md section 1, rule 4; issue
 * 12, item 1): the only entry kinds that may debit `sys:world` are listed here, the seed funds the
 * platform's own accounts only with labelled demo money from `sys:demo` and never in production,
 * and every module suite runs the same check when it disposes its app (harness.ts).
 */
import { rmSync } from 'node:fs';
import { createTestDb } from '@bourse/db/testing';
import { getBalance, postEntry, systemAccount, transfer, userAccount } from '@bourse/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app/build';
import { migrate } from '../src/platform/db';
import { checkMoneyOrigin, DEMO_ISSUANCE_KIND, WORLD_CREDIT_KINDS, WORLD_DEBIT_KINDS } from '../src/platform/money-origin';
import { seed } from '../src/seed';
import { createTestApp, templateVersion, testConfig, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

const entryCount = async (kind: string) =>
  Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM ledger_entries WHERE kind = $1', [kind])).rows[0]!.n);

describe('where money may come from', () => {
  it('lists the only entry kinds that may debit world (money in) and credit it (money out)', () => {
    expect(WORLD_DEBIT_KINDS).toEqual(['deposit', 'chain.deposit', 'adjustment', 'funding.deposit']);
    expect(WORLD_CREDIT_KINDS).toEqual(['withdraw.settle', 'adjustment', 'chain.deposit.reverse', 'chain.network_fee']);
  });

  it('funds the seeded system accounts only with demo money from sys:demo, once, however often the seed runs', async () => {
    const { rows } = await t.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.owner = 'sys:world'`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
    // The futures and seconds-options house, the insurance fund: every unit of it is demo issuance.
    expect(await getBalance(t.db, systemAccount('house', 'USDT'))).toEqual({ available: 22_000_000_000_000n, frozen: 0n });
    expect(await getBalance(t.db, systemAccount('insurance', 'USDT'))).toEqual({ available: 1_000_000_000_000n, frozen: 0n });
    const issued = await t.db.query<{ sum: string }>(
      `SELECT sum(p.amount)::text AS sum FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
        JOIN ledger_entries e ON e.id = p.entry_id WHERE e.kind = $1 AND a.owner <> 'sys:demo' AND a.asset = 'USDT'`,
      [DEMO_ISSUANCE_KIND],
    );
    expect((await getBalance(t.db, systemAccount('demo', 'USDT'))).available).toBe(-BigInt(issued.rows[0]!.sum));

    const before = await entryCount(DEMO_ISSUANCE_KIND);
    expect(before).toBeGreaterThan(20);
    await seed(t.built);
    await t.restart();
    expect(await entryCount(DEMO_ISSUANCE_KIND)).toBe(before);
    expect(await checkMoneyOrigin(t.db)).toEqual([]);
  });

  it('keeps world at minus the deposits and fundings that came in, net of the withdrawals that went out', async () => {
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '250');
    await t.db.tx((ex) =>
      transfer(ex, {
        key: `test:payout:${user.userId}`,
        kind: 'withdraw.settle',
        from: userAccount(user.userId, 'USDT', 'exchange'),
        to: systemAccount('world', 'USDT'),
        amount: 50_000_000n,
      }),
    );
    expect((await getBalance(t.db, systemAccount('world', 'USDT'))).available).toBe(-200_000_000n);
    expect(await checkMoneyOrigin(t.db)).toEqual([]);
  });
});

describe('money from nothing', () => {
  it('is found, and fails the suite when its app is disposed: what the old seed did at every start', async () => {
    const bad = await createTestApp();
    await bad.db.tx((ex) =>
      postEntry(ex, {
        key: 'seed:house:lever',
        kind: 'house.fund',
        lines: [
          { account: systemAccount('world', 'USDT'), amount: -5_000_000n },
          { account: systemAccount('house', 'USDT'), amount: 5_000_000n },
        ],
      }),
    );
    // An account the database would let go below zero, other than the two issuers.
    await bad.db.query(`INSERT INTO ledger_accounts (owner, asset, book, allow_negative) VALUES ('sys:fees', 'ZZZ', 'main', true)`);
    const problems = await checkMoneyOrigin(bad.db);
    expect(problems).toEqual([
      'money from nothing: house.fund took 5000000 USDT out of sys:world',
      'sys:world USDT is -5000000, but its recorded deposits, fundings and withdrawals make 0',
      expect.stringMatching(/^system account may go negative or is negative: .*"owner":"sys:fees","asset":"ZZZ"/),
    ]);
    await expect(bad.dispose()).rejects.toThrow(/money from nothing: house\.fund/);
  });
});

describe('a production setup', () => {
  it('issues no demo money and funds no demo user, even with SEED_DEMO', async () => {
    const empty = await createTestDb({
      name: 'server-migrated',
      version: templateVersion(),
      setup: (db) => migrate(db).then(() => undefined),
    });
    const config = testConfig();
    const built = await buildApp({ config, db: empty.db, logger: false });
    try {
      await seed({ ...built, ctx: { ...built.ctx, config: { ...built.ctx.config, NODE_ENV: 'production', SEED_DEMO: true } } });
      const kinds = await empty.db.query<{ kind: string }>('SELECT DISTINCT kind FROM ledger_entries');
      expect(kinds.rows).toEqual([]);
      expect(await getBalance(empty.db, systemAccount('house', 'USDT'))).toEqual({ available: 0n, frozen: 0n });
      expect((await empty.db.query('SELECT 1 FROM users')).rows).toEqual([]);
      expect(await checkMoneyOrigin(empty.db)).toEqual([]);
    } finally {
      await built.app.close();
      await empty.dispose();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
