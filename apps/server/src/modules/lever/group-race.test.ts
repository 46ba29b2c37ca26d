/**
 * Futures' group commit beside the watcher: users close their positions and others open new ones
 * on the market's queue while a fall in price makes the watcher liquidate the same positions.
 * Each position ends closed once, by its user or by liquidation; every request is answered, a
 * close the watcher got to first with a named error; no margin stays held; the ledger balances.
 * On PostgreSQL the batches and the watcher's transactions run side by side (PGlite runs one
 * transaction at a time, so there it checks the order of events instead).
 */
import type { LeverSubmitInput } from '@bourse/contract';
import { getBalance, userAccount } from '@bourse/ledger';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerClean, type LeverRun, leverRun, steady } from './group.test-helpers';

const OPENED = 20;
const LATE = 10;

let run: LeverRun;
beforeAll(async () => {
  // Each user can pay for one opening of 10 lots at 10x (50 margin and 0.25 fee at 50,000).
  run = await leverRun(Array.from({ length: OPENED + LATE }, () => '60'));
}, 120_000);
afterAll(async () => {
  await run?.t.dispose();
});

const input = { currency_id: 1, legal_id: 3, share: 10, multiple: 10, type: 'long', status: 1 } as LeverSubmitInput;
const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' ? ((r.reason as { code?: string }).code ?? String(r.reason)) : 'ok';

it('closes each position once, by its user or the watcher, answering every request and leaving no margin held', async () => {
  const users = run.users.slice(0, OPENED);
  const opened = await Promise.all(users.map((u, i) => run.lever.submit(u, input, `race-open-${i}`)));
  expect(opened.map((p) => p.status)).toEqual(Array(OPENED).fill('open'));

  // At 44,000 every long of these is past its liquidation price; half their users ask to close
  // at the same moment, and users with nothing open yet open at the new price.
  const closes = opened.slice(0, OPENED / 2).map((p, i) => run.lever.close(users[i]!, p.id));
  const late = run.users.slice(OPENED).map((u, i) => run.lever.submit(u, input, `race-late-${i}`));
  const [fall, ...answers] = await Promise.allSettled([steady(run.t, '44000'), ...closes, ...late]);
  expect(fall!.status).toBe('fulfilled');
  await run.t.built.modules.lever.watcher.idle();

  // Every answer is a position or a named refusal, never a database error.
  for (const code of answers.map(codeOf)) expect(code).toMatch(/^(ok|[A-Z][A-Z_]+)$/);
  const late0 = answers.slice(OPENED / 2).map(codeOf);
  expect(late0).toEqual(Array(LATE).fill('ok'));

  const { rows } = await run.t.db.query<{ id: number; status: string; close_reason: string | null }>(
    'SELECT id, status, close_reason FROM lever_positions WHERE id = ANY($1::bigint[]) ORDER BY id',
    [opened.map((p) => p.id)],
  );
  expect(rows.map((r) => r.status)).toEqual(Array(OPENED).fill('closed'));
  // A close the user won is a user close; the rest were liquidated (or closed by the user).
  const reasonOf = new Map(rows.map((r) => [Number(r.id), r.close_reason]));
  for (const [i, a] of answers.slice(0, OPENED / 2).entries()) {
    if (a.status === 'fulfilled') expect([opened[i]!.id, reasonOf.get(opened[i]!.id)]).toEqual([opened[i]!.id, 'user']);
  }
  // Closed once: a close's entries are keyed by its position (`lever:close:<id>`) and spend its
  // holds, so a second one would show as margin released twice or a hold overspent here.
  for (const u of users) expect((await getBalance(run.t.db, userAccount(u, 'USDT', 'lever'))).frozen).toBe(0n);
  await ledgerClean(run);
});
