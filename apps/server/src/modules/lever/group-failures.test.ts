/**
 * Futures' group commit under load and when something goes wrong: many openings by many users
 * and by one user land in one transaction of a fixed number of statements; two openings that
 * together overdraw the user (or the house) are one opened and one refused with its named error,
 * nothing else moved; a batch whose write the database refuses is rolled back whole and each
 * request runs again alone, so exactly the bad one fails and every request is answered.
 */
import type { LeverSubmitInput } from '@bourse/contract';
import { getBalance, systemAccount, transfer, userAccount } from '@bourse/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hold, ledgerClean, type LeverRun, leverRun, queued, watchTransactions } from './group.test-helpers';

/** 10 lots of BTC at 50,000, 10x: 500 USDT notional, 50 margin, 0.25 fee. */
const MARGIN_AND_FEE = 50_250_000n;
const NOTIONAL = 500_000_000n;
const ONE_USER_OPENINGS = 20;

let run: LeverRun;
beforeAll(async () => {
  // u0..u39 can each pay for one opening; u40 for 15 of its 20; u41 and u42 for small ones.
  run = await leverRun([...Array.from({ length: 40 }, () => '60'), '760', '60', '100']);
}, 120_000);
afterAll(async () => {
  await run?.t.dispose();
});

const input = (body: Partial<LeverSubmitInput> = {}) =>
  ({ currency_id: 1, legal_id: 3, share: 10, multiple: 10, type: 'long', status: 1, ...body }) as LeverSubmitInput;
const lever = (userId: number) => getBalance(run.t.db, userAccount(userId, 'USDT', 'lever'));
const sys = async (name: 'house' | 'fees') => (await getBalance(run.t.db, systemAccount(name, 'USDT'))).available;
const codeOf = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? ((r.reason as { code?: string }).code ?? 'error') : 'ok');

/** Start these requests while the queue is held, in order, then release them together. */
async function together(starts: Array<() => Promise<unknown>>) {
  const watch = watchTransactions(run.t);
  const release = await hold(run.lever);
  const pending: Array<Promise<unknown>> = [];
  for (const start of starts) pending.push((await queued(run.lever, start)).answer);
  release();
  const answers = await Promise.allSettled(pending);
  watch.stop();
  return { answers, transactions: watch.statements };
}

describe('many openings at once', () => {
  it('by 40 users and 20 by one user land in one transaction, as many statements as two openings take', async () => {
    const small = await together([41, 42].map((i) => () => run.lever.submit(run.users[i]!, input({ share: 1 }), `small-${i}`)));
    expect(small.answers.map(codeOf)).toEqual(['ok', 'ok']);
    const [houseBefore, feesBefore] = [await sys('house'), await sys('fees')];
    const many = run.users.slice(0, 40).map((u, i) => () => run.lever.submit(u, input(), `many-${i}`));
    const one = Array.from({ length: ONE_USER_OPENINGS }, (_, i) => () => run.lever.submit(run.users[40]!, input(), `one-${i}`));
    const { answers, transactions } = await together([...many, ...one]);
    expect(transactions).toHaveLength(1);
    const codes = answers.map(codeOf);
    // The one user pays for 15: the 16th and after are refused against what the first 15 left.
    expect(codes).toEqual([...Array(55).fill('ok'), ...Array(5).fill('INSUFFICIENT_BALANCE')]);
    for (const u of run.users.slice(0, 40))
      expect(await lever(u)).toEqual({ available: 60_000_000n - MARGIN_AND_FEE, frozen: 50_000_000n });
    expect(await lever(run.users[40]!)).toEqual({ available: 760_000_000n - 15n * MARGIN_AND_FEE, frozen: 15n * 50_000_000n });
    expect(houseBefore - (await sys('house'))).toBe(55n * NOTIONAL);
    expect((await sys('fees')) - feesBefore).toBe(55n * 250_000n);
    const { rows } = await run.t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM lever_positions WHERE user_id = ANY($1::bigint[])',
      [run.users.slice(0, 41)],
    );
    expect(rows[0]!.n).toBe(55);
    // A batch of two cost the same statements: the count does not grow with the batch.
    expect(small.transactions).toEqual(transactions);
    await ledgerClean(run);
  });
});

describe('two openings that together overdraw', () => {
  it('open the first and refuse the second with INSUFFICIENT_BALANCE, nothing else moved', async () => {
    const u = run.users[42]!; // 94.975 USDT left: one opening (50.25), not two
    const before = await lever(u);
    const { answers } = await together([1, 2].map((i) => () => run.lever.submit(u, input(), `over-${i}`)));
    expect(answers.map(codeOf)).toEqual(['ok', 'INSUFFICIENT_BALANCE']);
    expect(await lever(u)).toEqual({ available: before.available - MARGIN_AND_FEE, frozen: before.frozen + 50_000_000n });
    const { rows } = await run.t.db.query(`SELECT request_key FROM lever_positions WHERE user_id = $1 AND request_key LIKE 'over-%'`, [u]);
    expect(rows).toEqual([{ request_key: 'over-1' }]);
    await ledgerClean(run);
  });

  it('the house: the first is reserved, the second refused with HOUSE_CAPACITY', async () => {
    const shift = (from: 'house' | 'treasury', to: 'house' | 'treasury', amount: bigint, key: string) =>
      run.t.db.tx((ex) => transfer(ex, { key, kind: 'test', from: systemAccount(from, 'USDT'), to: systemAccount(to, 'USDT'), amount }));
    const parked = (await sys('house')) - NOTIONAL - NOTIONAL / 2n; // room for one reserve, not two
    await shift('house', 'treasury', parked, 'group-park');
    try {
      const [a, b] = [run.users[0]!, run.users[1]!];
      for (const u of [a, b]) await run.t.fund(u, 'USDT', '100', 'lever');
      const before = await lever(b);
      const { answers } = await together([a, b].map((u) => () => run.lever.submit(u, input({ share: 1, multiple: 5 }), `house-${u}`)));
      expect(answers.map(codeOf)).toEqual(['ok', 'ok']); // 1 lot is 50 USDT of reserve: both fit
      const big = await together([a, b].map((u) => () => run.lever.submit(u, input({ multiple: 20 }), `house-big-${u}`)));
      expect(big.answers.map(codeOf)).toEqual(['ok', 'HOUSE_CAPACITY']);
      expect((await lever(b)).available).toBe(before.available - 10_025_000n); // only its 1-lot opening
    } finally {
      await shift('treasury', 'house', parked, 'group-unpark');
    }
    await ledgerClean(run);
  });
});

describe('a batch whose write fails', () => {
  it('leaves nothing, and each request runs again alone: only the bad one fails, every one is answered', async () => {
    const [u1, u2, bad, closer] = [run.users[41]!, run.users[2]!, run.users[3]!, run.users[4]!];
    const toClose = (await run.t.db.query<{ id: number }>('SELECT id FROM lever_positions WHERE user_id = $1', [closer])).rows[0]!.id;
    const badBefore = await lever(bad);
    // A fault the batch cannot foresee: the database refuses one user's rows.
    await run.t.db.query(`CREATE FUNCTION refuse_position() RETURNS trigger AS $$
      BEGIN IF NEW.user_id = ${bad} THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await run.t.db.query(
      'CREATE TRIGGER refuse_position BEFORE INSERT OR UPDATE ON lever_positions FOR EACH ROW EXECUTE FUNCTION refuse_position()',
    );
    let result: Awaited<ReturnType<typeof together>>;
    try {
      result = await together([
        () => run.lever.submit(u1, input({ share: 1 }), 'fail-1'),
        () => run.lever.close(closer, toClose),
        () => run.lever.submit(bad, input({ share: 1 }), 'fail-2'),
        () => run.lever.submit(u2, input({ share: 1 }), 'fail-3'),
      ]);
    } finally {
      await run.t.db.query('DROP TRIGGER refuse_position ON lever_positions');
      await run.t.db.query('DROP FUNCTION refuse_position()');
    }
    const { answers, transactions } = result;
    expect(answers.map(codeOf)).toEqual(['ok', 'ok', 'P0001', 'ok']); // P0001: the trigger's RAISE
    expect((answers[2] as PromiseRejectedResult).reason).toMatchObject({ message: expect.stringContaining('refused by the test') });
    expect(answers[1]).toMatchObject({ status: 'fulfilled', value: { status: 'closed' } });
    // The batch, then each alone (the close and the openings, one transaction each).
    expect(transactions).toHaveLength(5);
    expect(await lever(bad)).toEqual(badBefore);
    const { rows } = await run.t.db.query<{ request_key: string }>(
      `SELECT request_key FROM lever_positions WHERE request_key LIKE 'fail-%' ORDER BY request_key`,
    );
    expect(rows.map((r) => r.request_key)).toEqual(['fail-1', 'fail-3']); // each once: the failed batch wrote none
    await ledgerClean(run);
  });
});
