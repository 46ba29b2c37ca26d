/**
 * The two-person rule (issue 12, item 4): one operator proposes, a second approves. Nobody approves
 * their own action; an operator added in the console approves nothing for 24 hours and never an
 * action of the operator who added them (nor the reverse); each kind needs its approver's role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Adjustment, AuditEntry, OperatorAccount, OperatorAction, Page } from '@bourse/contract';
import { getBalance, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';
import { consoleOperator, decide, firstSignIn, founder, proposeOperator, signInAgain } from '../../../test/operators';

const DAY_MS = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

const proposeAdjustment = async (token: string, userId: number) =>
  (
    await t.call<Adjustment>(
      'POST',
      '/operator/adjustments',
      { user_id: userId, currency_id: 3, book: 'exchange', amount: '1000000', reason: 'Refund (ticket 1)' },
      { token },
    )
  ).body.message;
const approveAdjustment = async (token: string, id: number) =>
  (await t.call('POST', '/operator/adjustments/approve', { id }, { token })).body;
const usdt = (userId: number) => getBalance(t.db, userAccount(userId, 'USDT', 'exchange'));

describe('the attack of issue 12', () => {
  it('one admin cannot add and enrol an operator and approve their own adjustment with it', async () => {
    const admin = await t.operatorToken();
    const user = await t.newUser();
    // The admin asks for a finance operator: it does not exist until a second admin approves.
    const sock = await proposeOperator(t, admin, 'finance', 'sock');
    expect(sock).toMatchObject({ kind: 'operator.create', status: 'pending', payload: { username: 'sock', role: 'finance' } });
    expect(JSON.stringify(sock)).not.toContain('Added-Init-1');
    expect((await t.call('POST', '/operator/login', { username: 'sock', password: 'Added-Init-1' })).body.code).toBe(
      'OPERATOR_LOGIN_FAILED',
    );
    expect((await decide(t, admin, sock.id)).body.code).toBe('APPROVAL_OWN_ACTION');
    const own = await proposeAdjustment(admin, user.userId);
    expect((await approveAdjustment(admin, own.id)).code).toBe('ADJUSTMENT_SELF_APPROVAL');

    // Even when a second admin is talked into adding it, the admin's own operator approves nothing of
    // the admin's: not in its first 24 hours, and never after (nor the admin one of its).
    const other = await founder(t, 'admin');
    expect((await decide(t, other.token, sock.id)).body.message).toMatchObject({ status: 'approved', decider: other.username });
    const puppet = await firstSignIn(t, 'sock', 'Added-Init-1');
    expect((await approveAdjustment(puppet.token, own.id)).code).toBe('APPROVAL_TOO_NEW');
    t.clock.advance(DAY_MS + 60_000);
    await signInAgain(t, puppet);
    expect((await approveAdjustment(puppet.token, own.id)).code).toBe('APPROVAL_CREATOR_PAIR');
    const theirs = await proposeAdjustment(puppet.token, user.userId);
    expect((await approveAdjustment(await t.operatorToken(), theirs.id)).code).toBe('APPROVAL_CREATOR_PAIR');
    expect(await usdt(user.userId)).toEqual({ available: 0n, frozen: 0n });

    // An operator the admin did not add is the second person the rule asks for.
    await signInAgain(t, other);
    expect((await approveAdjustment(other.token, own.id)).type).toBe('ok');
    expect((await usdt(user.userId)).available).toBe(1_000_000_000_000n);
  });
});

describe('a new operator', () => {
  it('approves nothing for 24 hours after being added, then may (an action of someone other than its creator)', async () => {
    const admin = await t.operatorToken();
    const other = await founder(t, 'admin');
    const fresh = await consoleOperator(t, { proposer: other.token, approver: admin }, 'finance');
    const accounts = (await t.call<OperatorAccount[]>('GET', '/operator/operators', {}, { token: admin })).body.message;
    const row = accounts.find((o) => o.id === fresh.id)!;
    expect(row.created_by).toBe(other.id);
    expect(Date.parse(row.approves_from!) - Date.parse(row.created_at)).toBe(DAY_MS);
    expect(accounts.find((o) => o.username === 'admin')).toMatchObject({ created_by: null, approves_from: null });

    const user = await t.newUser();
    const adjustment = await proposeAdjustment(admin, user.userId);
    const source = (
      await t.call<OperatorAction>(
        'POST',
        '/operator/deposit-source',
        {
          network: 'BTC',
          xpub: 'xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz',
        },
        { token: admin },
      )
    ).body.message;
    // The list says why, and until when, before the operator tries.
    const listed = (await t.call<OperatorAction[]>('GET', '/operator/actions', {}, { token: fresh.token })).body.message;
    expect(listed.find((a) => a.id === source.id)!.refusal).toEqual({ code: 'APPROVAL_TOO_NEW', until: row.approves_from });
    expect((await decide(t, fresh.token, source.id)).body.code).toBe('APPROVAL_TOO_NEW');
    expect((await approveAdjustment(fresh.token, adjustment.id)).code).toBe('APPROVAL_TOO_NEW');

    t.clock.advance(DAY_MS - 120_000);
    await signInAgain(t, fresh);
    expect((await decide(t, fresh.token, source.id)).body.code).toBe('APPROVAL_TOO_NEW');
    t.clock.advance(120_000);
    expect(
      (await t.call<OperatorAction[]>('GET', '/operator/actions', {}, { token: fresh.token })).body.message.find((a) => a.id === source.id)!
        .refusal,
    ).toBeNull();
    expect((await decide(t, fresh.token, source.id)).body.message).toMatchObject({ status: 'approved', decider: fresh.username });
    expect((await approveAdjustment(fresh.token, adjustment.id)).type).toBe('ok');
  });
});

describe('operator accounts are two-person', () => {
  it('adding, re-enabling and re-roling an operator each need a second admin; the operator concerned cannot approve', async () => {
    const admin = await t.operatorToken();
    const second = await founder(t, 'admin');
    const finance = await founder(t, 'finance');
    const target = await founder(t, 'support');

    const role = (await t.call<OperatorAction>('POST', '/operator/operators/role', { id: target.id, role: 'admin' }, { token: admin })).body
      .message;
    expect(role.payload).toMatchObject({ username: target.username, role_from: 'support', role: 'admin' });
    expect((await decide(t, admin, role.id)).body.code).toBe('APPROVAL_OWN_ACTION');
    expect((await decide(t, finance.token, role.id)).body.code).toBe('APPROVAL_ROLE_REQUIRED');
    expect((await decide(t, target.token, role.id)).body.code).toBe('APPROVAL_OWN_ACTION');
    expect((await t.call('POST', '/operator/operators/role', { id: target.id, role: 'finance' }, { token: admin })).body.code).toBe(
      'ACTION_ALREADY_PENDING',
    );
    const list = async () => (await t.call<OperatorAccount[]>('GET', '/operator/operators', {}, { token: admin })).body.message;
    expect((await list()).find((o) => o.id === target.id)!.role).toBe('support');
    expect((await decide(t, second.token, role.id)).body.message.status).toBe('approved');
    expect((await list()).find((o) => o.id === target.id)!.role).toBe('admin');
    expect((await decide(t, second.token, role.id)).body.code).toBe('ACTION_NOT_PENDING');
    // Now an admin, the target still cannot approve what is about themself.
    const back = (
      await t.call<OperatorAction>('POST', '/operator/operators/role', { id: target.id, role: 'support' }, { token: second.token })
    ).body.message;
    expect((await decide(t, target.token, back.id)).body.code).toBe('APPROVAL_OWN_ACTION');
    expect((await t.call('POST', '/operator/operators/role', { id: target.id, role: 'admin' }, { token: admin })).body.code).toBe(
      'OPERATOR_ROLE_UNCHANGED',
    );
    // The proposer may withdraw their own proposal.
    expect((await decide(t, second.token, back.id, 'reject')).body.message).toMatchObject({ status: 'rejected', reason: 'Not agreed' });

    // Disabling is one admin's call, at once; re-enabling needs a second admin.
    expect((await t.call('POST', '/operator/operators/enable', { id: finance.id }, { token: admin })).body.code).toBe(
      'OPERATOR_NOT_DISABLED',
    );
    await t.call('POST', '/operator/operators/disable', { id: finance.id }, { token: admin });
    const enable = (await t.call<OperatorAction>('POST', '/operator/operators/enable', { id: finance.id }, { token: admin })).body.message;
    expect((await decide(t, admin, enable.id)).body.code).toBe('APPROVAL_OWN_ACTION');
    expect((await list()).find((o) => o.id === finance.id)!.disabled).toBe(true);
    expect((await decide(t, second.token, enable.id)).body.message.status).toBe('approved');
    expect((await list()).find((o) => o.id === finance.id)!.disabled).toBe(false);

    // A proposal for a name already taken is refused at once.
    expect(
      (await t.call('POST', '/operator/operators', { username: 'admin', role: 'admin', password: 'Whatever-1' }, { token: admin })).body,
    ).toMatchObject({ code: 'OPERATOR_USERNAME_TAKEN', field: 'username' });
  });
});

describe('failed operator calls', () => {
  it('are audited with their code and the input sent (secrets redacted): a refused approval, a forbidden call, a refused input', async () => {
    const admin = await t.operatorToken();
    const finance = await t.operatorToken('finance');
    const mine = await proposeOperator(t, admin, 'support');
    expect((await decide(t, admin, mine.id)).body.code).toBe('APPROVAL_OWN_ACTION');
    expect(
      (await t.call('POST', '/operator/operators', { username: 'nope1', role: 'admin', password: 'Secret-Pass-9' }, { token: finance }))
        .body.code,
    ).toBe('FORBIDDEN');
    expect(
      (await t.call('POST', '/operator/operators', { username: 'Bad Name', role: 'support', password: 'Secret-Pass-9' }, { token: admin }))
        .body.code,
    ).toBe('OPERATOR_USERNAME_INVALID');
    expect((await t.call('GET', '/operator/actions', { status: 'maybe' }, { token: finance })).body.code).toBe('INVALID_PARAMETER');

    const log = (await t.call<Page<AuditEntry>>('GET', '/operator/audit', { limit: 20 }, { token: admin })).body.message.data;
    const failed = log.filter((a) => 'error' in a.detail);
    expect(failed.slice(0, 4).map((a) => [a.operator, a.action, a.detail.error])).toEqual([
      [expect.stringMatching(/^finance/), 'GET /operator/actions', 'INVALID_PARAMETER'],
      ['admin', 'POST /operator/operators', 'OPERATOR_USERNAME_INVALID'],
      [expect.stringMatching(/^finance/), 'POST /operator/operators', 'FORBIDDEN'],
      ['admin', 'POST /operator/actions/approve', 'APPROVAL_OWN_ACTION'],
    ]);
    expect(failed[2]!.detail.input).toEqual({ username: 'nope1', role: 'admin', password: '[redacted]' });
    expect(failed[3]!.detail.input).toEqual({ id: mine.id });
    expect(JSON.stringify(log)).not.toContain('Secret-Pass-9');
    // A call without an operator session is nobody's: it is not written to the log.
    const before = (await t.call<Page<AuditEntry>>('GET', '/operator/audit', {}, { token: admin })).body.message.total;
    await t.call('POST', '/operator/actions/approve', { id: mine.id }, { token: 'not-a-session' });
    expect((await t.call<Page<AuditEntry>>('GET', '/operator/audit', {}, { token: admin })).body.message.total).toBe(before + 1);
  });
});
