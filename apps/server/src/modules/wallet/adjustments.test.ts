/** Operator corrections: reasoned, approved by a second operator, posted as one ledger entry, audited. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuditEntry, BillRow, Page } from '@bourse/contract';
import { checkLedger, getBalance, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

it('needs a reason and a second operator, then posts one entry and audits both steps', async () => {
  const user = await t.newUser();
  const first = await t.operatorToken('finance');
  const admin = await t.operatorToken();
  expect(
    (
      await t.call(
        'POST',
        '/operator/adjustments',
        { user_id: user.userId, currency_id: 3, book: 'exchange', amount: '12.5' },
        { token: first },
      )
    ).body.code,
  ).toBe('REASON_REQUIRED');
  const proposed = await t.call<{ id: number; status: string }>(
    'POST',
    '/operator/adjustments',
    { user_id: user.userId, currency_id: 3, book: 'exchange', amount: '12.5', reason: 'Refund of a double-charged fee (ticket 4411)' },
    { token: first },
  );
  expect(proposed.body.message.status).toBe('pending');
  expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 0n, frozen: 0n });
  expect((await t.call('POST', '/operator/adjustments/approve', { id: proposed.body.message.id }, { token: first })).body.code).toBe(
    'ADJUSTMENT_SELF_APPROVAL',
  );
  const approved = await t.call<{ status: string }>(
    'POST',
    '/operator/adjustments/approve',
    { id: proposed.body.message.id },
    { token: admin },
  );
  expect(approved.body.message.status).toBe('approved');
  const again = await t.call('POST', '/operator/adjustments/reject', { id: proposed.body.message.id }, { token: admin });
  expect(again.body).toMatchObject({ code: 'ADJUSTMENT_NOT_PENDING', message: 'This adjustment has already been decided' });
  expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 12_500_000n, frozen: 0n });
  const { rows } = await t.db.query<{ kind: string; meta: { reason: string } }>(
    `SELECT kind, meta FROM ledger_entries WHERE idem_key = $1`,
    [`adjustment:${proposed.body.message.id}`],
  );
  expect(rows[0]).toMatchObject({ kind: 'adjustment', meta: { reason: 'Refund of a double-charged fee (ticket 4411)' } });
  // The user's bill shows the reason; who proposed and who approved stay in the console and the audit log.
  const bill = await t.call<Page<BillRow>>('GET', '/wallet/bill', { kind: 'adjustment' }, { token: user.token });
  expect(bill.body.message.data[0]!.memo).toEqual({
    adjustmentId: proposed.body.message.id,
    reason: 'Refund of a double-charged fee (ticket 4411)',
  });
  const audit = (await t.call<Page<AuditEntry>>('GET', '/operator/audit', { limit: 50 }, { token: admin })).body.message.data.map(
    (a) => a.action,
  );
  expect(audit).toContain('adjustment.propose');
  expect(audit).toContain('adjustment.approve');
  expect((await checkLedger(t.db)).problems).toEqual([]);
});

it('cannot take a user below zero, and a support operator cannot propose', async () => {
  const user = await t.newUser();
  const first = await t.operatorToken('finance');
  const admin = await t.operatorToken();
  const p = await t.call<{ id: number }>(
    'POST',
    '/operator/adjustments',
    { user_id: user.userId, currency_id: 3, book: 'exchange', amount: '-5', reason: 'Reverse a test credit' },
    { token: first },
  );
  expect((await t.call('POST', '/operator/adjustments/approve', { id: p.body.message.id }, { token: admin })).body.code).toBe(
    'INSUFFICIENT_BALANCE',
  );
  expect(
    (await t.call<Array<{ id: number }>>('GET', '/operator/adjustments', {}, { token: admin })).body.message.some(
      (a) => a.id === p.body.message.id,
    ),
  ).toBe(true);
  const support = await t.operatorToken('support');
  expect(
    (
      await t.call(
        'POST',
        '/operator/adjustments',
        { user_id: user.userId, currency_id: 3, book: 'exchange', amount: '5', reason: 'x' },
        { token: support },
      )
    ).body.code,
  ).toBe('FORBIDDEN');
  expect(
    (
      await t.call(
        'POST',
        '/operator/adjustments',
        { user_id: 999999, currency_id: 3, book: 'exchange', amount: '5', reason: 'x' },
        { token: first },
      )
    ).body.code,
  ).toBe('USER_NOT_FOUND');
});

it.each([
  ['GET', '/operator/users/detail', { id: 'abc' }, 'USER_NOT_FOUND'],
  ['GET', '/operator/users/detail', { id: 0 }, 'USER_NOT_FOUND'],
  ['POST', '/operator/adjustments', { user_id: 'nobody', currency_id: 3, book: 'exchange', amount: '5', reason: 'x' }, 'USER_NOT_FOUND'],
  ['POST', '/operator/adjustments/approve', { id: 'abc' }, 'ADJUSTMENT_NOT_FOUND'],
  ['POST', '/operator/adjustments/reject', { id: -4 }, 'ADJUSTMENT_NOT_FOUND'],
  ['POST', '/operator/adjustments/approve', { id: 99_999_999 }, 'ADJUSTMENT_NOT_FOUND'],
] as const)('answers %s %s %j with 200 and %s, not a transport 404', async (method, path, body, code) => {
  const r = await t.call(method, path, body, { token: await t.operatorToken('finance') });
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ type: 'error', code });
});

it('looks users up read-only', async () => {
  const user = await t.newUser();
  await t.fund(user.userId, 'BTC', '0.25');
  const support = await t.operatorToken('support');
  const found = (
    await t.call<Array<{ id: number; email: string }>>('GET', '/operator/users', { q: user.email.slice(0, 12) }, { token: support })
  ).body.message;
  expect(found.map((u) => u.id)).toContain(user.userId);
  const detail = (
    await t.call<{ balances: Array<{ currency: string; available: string }> }>(
      'GET',
      '/operator/users/detail',
      { id: user.userId },
      { token: support },
    )
  ).body.message;
  expect(detail.balances).toContainEqual(expect.objectContaining({ currency: 'BTC', available: '0.25' }));
});
