/**
 * Futures' group commit (group.ts): many users' openings, delegated orders and closes taken in ONE
 * transaction end exactly where the same requests one transaction each end (the single path, on
 * a second app): the same answers, rows, ledger entries and balances, the same refusals at their
 * point of the sequence. Two apps on their own databases.
 */
import type { LeverSubmitInput } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balancesOf,
  hold,
  ledgerClean,
  type LeverRun,
  leverRun,
  positionsOf,
  queued,
  seen,
  steady,
  watchTransactions,
} from './group.test-helpers';

type Req =
  | { op: 'open'; user: number; key: string; body?: Partial<LeverSubmitInput> }
  | { op: 'close'; user: number; of: [user: number, key: string] }
  | { op: 'closeAll'; user: number; items: number };

const open = (user: number, key: string, body?: Partial<LeverSubmitInput>): Req => ({ op: 'open', user, key, body });
const close = (user: number, of: [number, string]): Req => ({ op: 'close', user, of });

/** 10 lots of BTC are 0.01 BTC: 500 USDT at 50,000, a 50 USDT margin at 10x and a 0.25 USDT fee. */
const FUNDS = ['60', '5000', '5000', '5000', '5000', '5000', '60'];

/** Openings: u0 can pay for one of its two; u1 sends one twice; u3 a delegated order; u4 with TP/SL; u5 at 100x. */
const PHASE_1: Req[] = [
  open(1, 'a'),
  open(2, 'a', { type: 'short', share: 5, multiple: 20 }),
  open(0, 'a'),
  open(0, 'b'),
  open(3, 'a', { status: 0, target_price: '49000' }),
  open(1, 'a'),
  open(4, 'a', { target_profit_price: '60000', stop_loss_price: '45000' }),
  open(5, 'a', { multiple: 100 }),
  open(6, 'a'),
  open(4, 'b', { type: 'short', multiple: 5 }),
];

/**
 * After a one-tick dip to 49,000 (the mark stays at 50,000; u3's order opens at it): closes with
 * a loss, a profit, a loss beyond the margin (the insurance fund pays), an opening paid by a close
 * earlier in the batch (u6), refusals (twice, another user's, short of funds) and a close of all.
 */
const PHASE_2: Req[] = [
  close(1, [1, 'a']),
  close(1, [1, 'a']),
  close(2, [2, 'a']),
  close(5, [5, 'a']),
  close(6, [6, 'a']),
  open(6, 'b', { share: 5 }),
  close(2, [1, 'a']),
  { op: 'closeAll', user: 4, items: 2 },
  open(0, 'c', { share: 2 }),
  close(3, [3, 'a']),
];

function submitInput(body: Partial<LeverSubmitInput> = {}): LeverSubmitInput {
  return { currency_id: 1, legal_id: 3, share: 10, multiple: 10, type: 'long', status: 1, ...body } as LeverSubmitInput;
}

async function positionId(run: LeverRun, [user, key]: [number, string]): Promise<number> {
  const { rows } = await run.t.db.query<{ id: number }>('SELECT id FROM lever_positions WHERE user_id = $1 AND request_key = $2', [
    run.users[user],
    key,
  ]);
  return rows[0]!.id;
}

async function send(run: LeverRun, r: Req): Promise<unknown> {
  const userId = run.users[r.user]!;
  if (r.op === 'open') return run.lever.submit(userId, submitInput(r.body), r.key);
  if (r.op === 'close') return run.lever.close(userId, await positionId(run, r.of));
  return run.lever.batchClose(userId, 'all');
}

/** One at a time, each in its own transaction. */
async function oneByOne(run: LeverRun, reqs: Req[]) {
  const out: Array<PromiseSettledResult<unknown>> = [];
  for (const r of reqs) out.push(...(await Promise.allSettled([send(run, r)])));
  return out;
}

/** All while the queue is held, arriving in order, then released together; returns the answers and the transactions. */
async function together(run: LeverRun, reqs: Req[]) {
  const ids = await Promise.all(reqs.map((r) => (r.op === 'close' ? positionId(run, r.of) : Promise.resolve(0))));
  const watch = watchTransactions(run.t);
  const release = await hold(run.lever);
  const pending: Array<Promise<unknown>> = [];
  for (const [i, r] of reqs.entries()) {
    const items = r.op === 'closeAll' ? r.items : 1;
    const userId = run.users[r.user]!;
    const start = r.op === 'close' ? () => run.lever.close(userId, ids[i]!) : () => send(run, r);
    pending.push((await queued(run.lever, start, items)).answer);
  }
  release();
  const answers = await Promise.allSettled(pending);
  watch.stop();
  return { answers, transactions: watch.statements };
}

const normal = (answers: Array<PromiseSettledResult<unknown>>) =>
  JSON.parse(JSON.stringify(answers.map((a) => seen(a as PromiseSettledResult<Record<string, unknown>>))), (k: string, v: unknown) =>
    ['id', 'created_at', 'opened_at', 'closed_at'].includes(k) ? undefined : v,
  );

let batched: LeverRun;
let single: LeverRun;
beforeAll(async () => {
  batched = await leverRun(FUNDS);
  single = await leverRun(FUNDS);
  single.lever.grouped = false;
  for (const run of [batched, single]) await run.lever.confirmRisk(run.users[5]!);
}, 120_000);
afterAll(async () => {
  await batched?.t.dispose();
  await single?.t.dispose();
});

describe('a batch of futures requests from many users', () => {
  it('opens in one transaction exactly as the same openings one at a time', async () => {
    const one = await oneByOne(single, PHASE_1);
    const { answers, transactions } = await together(batched, PHASE_1);
    expect(transactions).toHaveLength(1); // every opening and delegated order in one transaction
    expect(transactions[0]).toBeLessThanOrEqual(6);
    expect(normal(answers)).toEqual(normal(one));
    expect(answers.map((a) => (a.status === 'rejected' ? (a.reason as { code: string }).code : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
      'INSUFFICIENT_BALANCE', // u0's second: together the two overdraw
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    expect(await positionsOf(batched)).toEqual(await positionsOf(single));
    expect(await balancesOf(batched)).toEqual(await balancesOf(single));
    await ledgerClean(batched);
  });

  it('closes and opens in one transaction exactly as one at a time, an opening using what a close before it freed', async () => {
    for (const run of [single, batched]) {
      await run.t.tick('BTC/USDT', '49000');
      await run.t.built.modules.lever.watcher.idle();
    }
    const one = await oneByOne(single, PHASE_2);
    const { answers, transactions } = await together(batched, PHASE_2);
    expect(transactions).toHaveLength(1);
    expect(normal(answers)).toEqual(normal(one));
    const codes = answers.map((a) => (a.status === 'rejected' ? (a.reason as { code: string }).code : 'ok'));
    expect(codes).toEqual(['ok', 'POSITION_NOT_OPEN', 'ok', 'ok', 'ok', 'ok', 'POSITION_NOT_FOUND', 'ok', 'INSUFFICIENT_BALANCE', 'ok']);
    const state = await positionsOf(batched);
    expect(state).toEqual(await positionsOf(single));
    // The 100x long lost twice its margin: the insurance fund paid the part beyond it.
    expect(state.positions.find((p) => p.name === '5/a')).toMatchObject({ status: 'closed', pnl: '-5000000', insurance_paid: '5000000' });
    expect(state.ledger.filter((e) => e.kind === 'lever.insurance')).toHaveLength(1);
    expect(await balancesOf(batched)).toEqual(await balancesOf(single));
    await ledgerClean(batched);
    await ledgerClean(single);
    await steady(batched.t, '50000');
  });
});
