/**
 * Seconds options' group commit (group.ts): many users' orders taken in ONE transaction end where
 * the same orders one transaction each end (the single path, on a second app): the same answers,
 * rows, ledger entries and balances, the same refusals at their point of the sequence (a user's
 * two orders that together overdraw, the house's capacity). Under load the statements do not grow
 * with the batch; a batch the database refuses is rolled back and each order runs alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, getBalance, systemAccount, transfer, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';
import { watchTransactions } from '../../../test/transactions';
import type { MicroService, SubmitInput } from './service';

const T0 = Date.parse('2026-11-18T03:00:00Z');
const BTC = 1;

interface Run {
  t: TestApp;
  micro: MicroService;
  users: number[];
}

/** u0 holds 150 USDT: one 100 order (plus its 0.1 fee), not two; the others 5,000. */
async function start(count: number): Promise<Run> {
  const t = await createTestApp();
  const users: number[] = [];
  for (let i = 0; i < count; i++) {
    const u = await t.newUser();
    await t.fund(u.userId, 'USDT', i === 0 ? '150' : '5000', 'micro');
    users.push(u.userId);
  }
  t.clock.set(new Date(T0));
  await t.tick('BTC/USDT', '50000');
  return { t, micro: t.built.modules.microtrade.service, users };
}

const order = (body: Partial<SubmitInput> = {}): SubmitInput => ({
  match_id: BTC,
  currency_id: 3,
  type: 'rise',
  seconds: 30,
  number: '100',
  ...body,
});
const codeOf = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? ((r.reason as { code?: string }).code ?? 'error') : 'ok');
const balance = (run: Run, userId: number) => getBalance(run.t.db, userAccount(userId, 'USDT', 'micro'));
const sys = async (run: Run, name: 'house' | 'fees') => (await getBalance(run.t.db, systemAccount(name, 'USDT'))).available;

/** Start each request while the market's queue is held, in order, then release them together. */
async function together(run: Run, starts: Array<() => Promise<unknown>>) {
  const watch = watchTransactions(run.t);
  let release: (() => void) | undefined;
  void run.micro.group.run(BTC, () => new Promise<void>((r) => (release = r)));
  while (!release) await new Promise((r) => setImmediate(r));
  const pending: Array<Promise<unknown>> = [];
  for (const s of starts) {
    const before = run.micro.group.waiting(BTC);
    let settled = false;
    const p = s();
    p.then(
      () => (settled = true),
      () => (settled = true),
    );
    while (!settled && run.micro.group.waiting(BTC) < before + 1) await new Promise((r) => setImmediate(r));
    pending.push(p);
  }
  release();
  const answers = await Promise.allSettled(pending);
  watch.stop();
  return { answers, transactions: watch.statements };
}

/** Every order of the run's users, its ledger entries and everyone's balances, ids named by request key. */
async function state(run: Run) {
  const { rows } = await run.t.db.query<Record<string, unknown>>(
    `SELECT id, user_id, request_key, side, seconds, stake::text, fee::text, win_profit::text, status, open_price, open_tick_id
       FROM micro_orders WHERE user_id = ANY($1::bigint[]) ORDER BY user_id, request_key`,
    [run.users],
  );
  const name = new Map(rows.map((r) => [String(r.id), `${run.users.indexOf(Number(r.user_id))}/${String(r.request_key)}`]));
  const { rows: entries } = await run.t.db.query<{
    oid: string;
    idem_key: string;
    kind: string;
    meta: Record<string, unknown>;
    lines: string[];
  }>(
    `SELECT e.meta->>'orderId' AS oid, e.idem_key, e.kind, e.meta,
            array_agg(a.owner || '/' || a.book || '/' || p.bucket || '/' || p.amount::text ORDER BY a.owner, a.book, p.bucket, p.amount) AS lines
       FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
      WHERE e.idem_key LIKE 'micro:%' AND e.meta->>'orderId' = ANY($1::text[])
      GROUP BY e.id`,
    [[...name.keys()]],
  );
  const who = (s: string) => s.replace(/user:(\d+)/g, (_, id: string) => `user#${run.users.indexOf(Number(id))}`);
  const ledger = entries
    .map((e) => ({
      order: name.get(e.oid),
      key: e.idem_key.replace(/\d+$/, ''),
      kind: e.kind,
      meta: { ...e.meta, orderId: 0 },
      lines: e.lines.map(who),
    }))
    .sort((a, b) => `${a.order}|${a.key}`.localeCompare(`${b.order}|${b.key}`));
  const balances = [];
  for (const u of run.users) balances.push(await balance(run, u));
  const orders = rows.map(({ id, user_id: _u, ...r }) => ({ name: name.get(String(id)), ...r }));
  return { orders, ledger, balances, house: await sys(run, 'house'), fees: await sys(run, 'fees') };
}

/** u0 overdraws with its second order; u1 sends one request twice; u2 a fall; u3 with the smallest stake. */
const SCENARIO: Array<[user: number, key: string, body?: Partial<SubmitInput>]> = [
  [0, 'a'],
  [1, 'a', { seconds: 60 }],
  [0, 'b'],
  [2, 'a', { type: 'fall', number: '2500' }],
  [1, 'a', { seconds: 60 }],
  [3, 'a', { number: '10', seconds: 300 }],
  [1, 'b', { seconds: 120, number: '4900' }],
];

let batched: Run;
let single: Run;
beforeAll(async () => {
  batched = await start(44);
  single = await start(4);
  single.micro.grouped = false;
}, 120_000);
afterAll(async () => {
  await batched?.t.dispose();
  await single?.t.dispose();
});

describe('a batch of seconds orders', () => {
  it('is one transaction and ends exactly as the same orders one at a time', async () => {
    const one: Array<PromiseSettledResult<unknown>> = [];
    for (const [u, key, body] of SCENARIO)
      one.push(...(await Promise.allSettled([single.micro.submit(single.users[u]!, order(body), key)])));
    const { answers, transactions } = await together(
      batched,
      SCENARIO.map(
        ([u, key, body]) =>
          () =>
            batched.micro.submit(batched.users[u]!, order(body), key),
      ),
    );
    expect(transactions).toHaveLength(1);
    const strip = (rs: Array<PromiseSettledResult<unknown>>) =>
      JSON.parse(JSON.stringify(rs.map((r) => (r.status === 'fulfilled' ? r.value : codeOf(r)))), (k: string, v: unknown) =>
        k === 'id' ? undefined : v,
      );
    expect(strip(answers)).toEqual(strip(one));
    expect(answers.map(codeOf)).toEqual(['ok', 'ok', 'INSUFFICIENT_BALANCE', 'ok', 'ok', 'ok', 'INSUFFICIENT_BALANCE']);
    const mine = await state({ ...batched, users: batched.users.slice(0, 4) });
    expect(mine).toEqual(await state(single));
    expect(mine.ledger.map((e) => e.kind)).toContain('micro.house_hold');
    expect((await checkLedger(batched.t.db)).problems).toEqual([]);
  });

  it('of 40 users and 20 of one user costs as many statements as two orders', async () => {
    const users = batched.users.slice(4);
    const small = await together(
      batched,
      [0, 1].map((i) => () => batched.micro.submit(users[i]!, order({ number: '10' }), 'small')),
    );
    const [house0, fees0] = [await sys(batched, 'house'), await sys(batched, 'fees')];
    const many = users.map((u) => () => batched.micro.submit(u, order(), 'many'));
    const oneUser = Array.from({ length: 20 }, (_, i) => () => batched.micro.submit(users[2]!, order({ number: '500' }), `one-${i}`));
    const { answers, transactions } = await together(batched, [...many, ...oneUser]);
    expect(transactions).toHaveLength(1);
    expect(small.transactions).toEqual(transactions);
    // users[2] had 4,899.9 after its 'many' order: nine of 500.5 fit, the tenth and after do not.
    expect(answers.map(codeOf)).toEqual([...Array(40).fill('ok'), ...Array(9).fill('ok'), ...Array(11).fill('INSUFFICIENT_BALANCE')]);
    expect(await balance(batched, users[5]!)).toEqual({ available: 5000_000_000n - 100_100_000n, frozen: 100_000_000n });
    expect(house0 - (await sys(batched, 'house'))).toBe(40n * 80_000_000n + 9n * 400_000_000n);
    expect((await sys(batched, 'fees')) - fees0).toBe(40n * 100_000n + 9n * 500_000n);
    expect((await checkLedger(batched.t.db)).problems).toEqual([]);
  });

  it('refuses the second of two orders the house can cover one of, with HOUSE_CAPACITY, nothing else moved', async () => {
    const shift = (amount: bigint, from: 'house' | 'treasury', key: string) =>
      batched.t.db.tx((ex) =>
        transfer(ex, {
          key,
          kind: 'test',
          from: systemAccount(from, 'USDT'),
          to: systemAccount(from === 'house' ? 'treasury' : 'house', 'USDT'),
          amount,
        }),
      );
    const parked = (await sys(batched, 'house')) - 120_000_000n; // room for one profit of 80, not two
    await shift(parked, 'house', 'micro-group-park');
    try {
      const [a, b] = [batched.users[10]!, batched.users[11]!];
      const before = await balance(batched, b);
      const { answers } = await together(
        batched,
        [a, b].map((u) => () => batched.micro.submit(u, order(), 'house')),
      );
      expect(answers.map(codeOf)).toEqual(['ok', 'HOUSE_CAPACITY']);
      expect(await balance(batched, b)).toEqual(before);
      expect(await sys(batched, 'house')).toBe(40_000_000n);
    } finally {
      await shift(parked, 'treasury', 'micro-group-unpark');
    }
    expect((await checkLedger(batched.t.db)).problems).toEqual([]);
  });
});

describe('a batch whose write fails', () => {
  it('leaves nothing, and each order runs again alone: only the bad one fails, every one is answered', async () => {
    const [u1, bad, u2] = [batched.users[20]!, batched.users[21]!, batched.users[22]!];
    const badBefore = await balance(batched, bad);
    await batched.t.db.query(`CREATE FUNCTION refuse_micro() RETURNS trigger AS $$
      BEGIN IF NEW.user_id = ${bad} THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await batched.t.db.query('CREATE TRIGGER refuse_micro BEFORE INSERT ON micro_orders FOR EACH ROW EXECUTE FUNCTION refuse_micro()');
    let result: Awaited<ReturnType<typeof together>>;
    try {
      result = await together(
        batched,
        [u1, bad, u2].map((u) => () => batched.micro.submit(u, order({ number: '10' }), 'fail')),
      );
    } finally {
      await batched.t.db.query('DROP TRIGGER refuse_micro ON micro_orders');
      await batched.t.db.query('DROP FUNCTION refuse_micro()');
    }
    expect(result.answers.map(codeOf)).toEqual(['ok', 'P0001', 'ok']); // P0001: the trigger's RAISE
    expect(result.transactions).toHaveLength(4); // the batch, then each order alone
    expect(await balance(batched, bad)).toEqual(badBefore);
    const { rows } = await batched.t.db.query<{ user_id: number }>(
      `SELECT user_id FROM micro_orders WHERE request_key = 'fail' ORDER BY id`,
    );
    expect(rows.map((r) => r.user_id)).toEqual([u1, u2]);
    expect((await checkLedger(batched.t.db)).problems).toEqual([]);
  });
});
