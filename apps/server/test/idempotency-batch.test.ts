/**
 * Grouped request-key writes (app/keys-batch.ts): concurrent keyed requests share the claims'
 * insert and the answers' update, yet each claims, is answered and is replayed as its own; a row
 * the database refuses fails only its own request, not the group it was written with.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkLedger } from '@bourse/ledger';
import { KeyWrites } from '../src/app/keys-batch';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.tick('BTC/USDT', '50000');
});
afterAll(async () => {
  await t?.dispose();
});

const order = (amount: string) => ({ currency_id: 1, legal_id: 3, type: 'buy', target_price: '40000', amount });

it('keyed orders sent together are each claimed, answered and replayed as their own', async () => {
  const users = await Promise.all(Array.from({ length: 4 }, () => t.newUser()));
  for (const u of users) await t.fund(u.userId, 'USDT', '10000');
  const sends = users.flatMap((u, i) =>
    Array.from({ length: 6 }, (_, j) => ({ user: u, key: `group-${i}-${j}-0001`, body: order(`0.0${j + 1}`) })),
  );
  const call = (s: (typeof sends)[number]) =>
    t.call<{ id: number; amount: string }>('POST', '/coin/trade', s.body, { token: s.user.token, headers: { 'idempotency-key': s.key } });
  const replies = await Promise.all(sends.map(call));
  expect(replies.map((r) => r.body.type)).toEqual(Array(sends.length).fill('ok'));
  expect(new Set(replies.map((r) => r.body.message.id)).size).toBe(sends.length);
  replies.forEach((r, i) => expect(r.body.message.amount).toBe(sends[i]!.body.amount));
  // Every claim holds its own answer.
  for (const [i, s] of sends.entries()) {
    const { rows } = await t.db.query<{ response: { type: string; message: { id: number } } | null }>(
      'SELECT response FROM request_keys WHERE user_id = $1 AND key = $2',
      [s.user.userId, s.key],
    );
    expect(rows[0]!.response?.message.id).toBe(replies[i]!.body.message.id);
  }
  // Replayed together: the same answers, no new order.
  const { rows: before } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM spot_orders');
  const again = await Promise.all(sends.map(call));
  expect(again.map((r) => r.body.message.id)).toEqual(replies.map((r) => r.body.message.id));
  const { rows: after } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM spot_orders');
  expect(after[0]!.n).toBe(before[0]!.n);
  expect((await checkLedger(t.db)).ok).toBe(true);
});

it('a row the database refuses fails only its own claim, not the group written with it', async () => {
  const writes = new KeyWrites(t.db);
  const user = await t.newUser();
  const claim = (key: string, route = 'POST /coin/trade') => ({ userId: user.userId, key, route, fingerprint: 'f' });
  const at = t.clock.now();
  // The first goes alone (nothing in flight); the next four wait and go as one group, the third of
  // them with text PostgreSQL cannot store (a NUL).
  const results = await Promise.allSettled([
    writes.claim(claim('alone-0001'), at),
    writes.claim(claim('grouped-0001'), at),
    writes.claim(claim('grouped-0002'), at),
    writes.claim(claim('grouped-0003', 'POST /coin/trade\u0000'), at),
    writes.claim(claim('grouped-0004'), at),
  ]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
  expect(results.filter((r) => r.status === 'fulfilled').map((r) => r.value)).toEqual([true, true, true, true]);
  // Claimed again: the rows are there, so none is claimed a second time.
  expect(await writes.claim(claim('grouped-0002'), at)).toBe(false);
  const { rows } = await t.db.query<{ key: string }>('SELECT key FROM request_keys WHERE user_id = $1 ORDER BY key', [user.userId]);
  expect(rows.map((r) => r.key)).toEqual(['alone-0001', 'grouped-0001', 'grouped-0002', 'grouped-0004']);
  // Answers are grouped the same way and each lands on its own row.
  await Promise.all(['grouped-0001', 'grouped-0002'].map((key) => writes.answer(claim(key), JSON.stringify({ type: 'ok', message: key }))));
  const { rows: answered } = await t.db.query<{ key: string; response: { message: string } }>(
    'SELECT key, response FROM request_keys WHERE user_id = $1 AND response IS NOT NULL ORDER BY key',
    [user.userId],
  );
  expect(answered.map((r) => [r.key, r.response.message])).toEqual([
    ['grouped-0001', 'grouped-0001'],
    ['grouped-0002', 'grouped-0002'],
  ]);
});
