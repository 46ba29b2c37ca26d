/** Operators: first sign-in setup, TOTP, roles, the audit log, the ledger check and the outbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, OperatorAccount, OperatorAction, OperatorMe, OperatorRole, Page } from '@bourse/contract';
import type { CheckReport } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';
import { decide, founder } from '../../../test/operators';
import { totpCode } from '../../platform/totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

describe('first sign-in', () => {
  it('requires a new password and TOTP before anything else, then TOTP at every sign-in', async () => {
    await t.db.tx((ex) => t.built.modules.operator.service.create(ex, 'founder', 'Initial-Pass-1', 'admin'));
    const first = await t.call<{ token: string; setup_required: boolean }>('POST', '/operator/login', {
      username: 'founder',
      password: 'Initial-Pass-1',
    });
    expect(first.body.message.setup_required).toBe(true);
    const setup = first.body.message.token;
    expect((await t.call('GET', '/operator/ledger/check', {}, { token: setup })).body.code).toBe('OPERATOR_SETUP_REQUIRED');
    const start = await t.call<{ secret: string; otpauth_url: string }>('POST', '/operator/setup/start', {}, { token: setup });
    expect(start.body.message.otpauth_url).toContain(`secret=${start.body.message.secret}`);
    const secret = start.body.message.secret;
    expect(
      (await t.call('POST', '/operator/setup', { new_password: 'Console-Pass-2', totp_code: '000000' }, { token: setup })).body.code,
    ).toBe('TOTP_INVALID');
    expect(
      (
        await t.call(
          'POST',
          '/operator/setup',
          { new_password: 'Initial-Pass-1', totp_code: totpCode(secret, t.clock.now().getTime()) },
          { token: setup },
        )
      ).body.code,
    ).toBe('PASSWORDS_INCONSISTENT');
    const done = await t.call<{ token: string }>(
      'POST',
      '/operator/setup',
      { new_password: 'Console-Pass-2', totp_code: totpCode(secret, t.clock.now().getTime()) },
      { token: setup },
    );
    expect(done.body.type).toBe('ok');
    const full = done.body.message.token;
    expect((await t.call<OperatorMe>('GET', '/operator/me', {}, { token: full })).body.message).toMatchObject({
      username: 'founder',
      role: 'admin',
      totp_enabled: true,
    });
    // The setup session is spent.
    expect((await t.call('POST', '/operator/setup/start', {}, { token: setup })).body.code).toBe('OPERATOR_SESSION_REQUIRED');

    expect((await t.call('POST', '/operator/login', { username: 'founder', password: 'Initial-Pass-1' })).body.code).toBe(
      'OPERATOR_LOGIN_FAILED',
    );
    expect((await t.call('POST', '/operator/login', { username: 'founder', password: 'Console-Pass-2' })).body.code).toBe('TOTP_REQUIRED');
    expect(
      (await t.call('POST', '/operator/login', { username: 'founder', password: 'Console-Pass-2', totp_code: '123456' })).body.code,
    ).toBe('OPERATOR_LOGIN_FAILED');
    t.clock.advance(30_000);
    const again = await t.call<{ token: string; setup_required: boolean }>('POST', '/operator/login', {
      username: 'founder',
      password: 'Console-Pass-2',
      totp_code: totpCode(secret, t.clock.now().getTime()),
    });
    expect(again.body.message.setup_required).toBe(false);
  });

  it('keeps operators and users apart: a user token is not an operator token', async () => {
    const user = await t.newUser();
    expect((await t.call('GET', '/operator/me', {}, { token: user.token })).body).toMatchObject({
      type: '999',
      code: 'OPERATOR_SESSION_REQUIRED',
    });
    const operator = await t.operatorToken();
    expect((await t.call('GET', '/user/info', {}, { token: operator })).body.type).toBe('999');
  });
});

describe('console', () => {
  it('checks the ledger', async () => {
    const operator = await t.operatorToken();
    const r = await t.call<CheckReport>('GET', '/operator/ledger/check', {}, { token: operator });
    expect(r.body.message.ok).toBe(true);
    expect(r.body.message.problems).toEqual([]);
  });

  it('reads the outbox', async () => {
    const operator = await t.operatorToken();
    const user = await t.newUser();
    const r = await t.call<Page<{ destination: string; status: string }>>('GET', '/operator/outbox', { page: 1 }, { token: operator });
    expect(r.body.message.data.some((m) => m.destination === user.email && m.status === 'outbox')).toBe(true);
  });

  it('records every operator action in an append-only audit log', async () => {
    const operator = await t.operatorToken();
    await t.call('GET', '/operator/ledger/check', {}, { token: operator });
    const log = await t.call<Page<AuditEntry>>('GET', '/operator/audit', { limit: 50 }, { token: operator });
    const actions = log.body.message.data.map((a) => a.action);
    expect(actions).toContain('GET /operator/ledger/check');
    expect(actions).toContain('operator.setup');
    expect(actions).toContain('operator.login.setup');
    const setupEntry = log.body.message.data.find((a) => a.action === 'POST /operator/setup');
    expect(JSON.stringify(setupEntry?.detail)).not.toContain('Console-Pass-2');
    await expect(t.db.query("UPDATE audit_log SET action = 'edited'")).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);

    // Filters: only changes leaves the reads out; one operator's entries only.
    const changes = (await t.call<Page<AuditEntry>>('GET', '/operator/audit', { kind: 'changes', limit: 100 }, { token: operator })).body
      .message;
    expect(changes.data.length).toBeGreaterThan(0);
    expect(changes.data.some((a) => a.action.startsWith('GET '))).toBe(false);
    expect(changes.data.map((a) => a.action)).toContain('operator.setup');
    const admins = (await t.call<Page<AuditEntry>>('GET', '/operator/audit', { operator: 'ADMIN', limit: 100 }, { token: operator })).body
      .message;
    expect(admins.total).toBeGreaterThan(0);
    expect(new Set(admins.data.map((a) => a.operator))).toEqual(new Set(['admin']));
    expect((await t.call<Page<AuditEntry>>('GET', '/operator/audit', { operator: 'nobody' }, { token: operator })).body.message.total).toBe(
      0,
    );
    expect((await t.call('GET', '/operator/audit', { kind: 'reads' }, { token: operator })).body.code).toBe('INVALID_PARAMETER');
    expect((await t.call('GET', '/operator/audit', { operator: 'x'.repeat(40) }, { token: operator })).body.code).toBe('INVALID_PARAMETER');
  });

  it('limits each console route to its roles', async () => {
    const operators = t.built.modules.operator.service;
    await t.db.tx((ex) => operators.create(ex, 'helpdesk', 'Support-Pass-1', 'support'));
    const first = await t.call<{ token: string }>('POST', '/operator/login', { username: 'helpdesk', password: 'Support-Pass-1' });
    const setup = first.body.message.token;
    const { secret } = (await t.call<{ secret: string }>('POST', '/operator/setup/start', {}, { token: setup })).body.message;
    const support = (
      await t.call<{ token: string }>(
        'POST',
        '/operator/setup',
        { new_password: 'Support-Pass-2', totp_code: totpCode(secret, t.clock.now().getTime()) },
        { token: setup },
      )
    ).body.message.token;
    expect((await t.call('GET', '/operator/outbox', {}, { token: support })).body.type).toBe('ok');
    expect((await t.call('GET', '/operator/ledger/check', {}, { token: support })).body.code).toBe('FORBIDDEN');
    expect((await t.call('GET', '/operator/audit', {}, { token: support })).body.code).toBe('FORBIDDEN');
  });

  it('signs out: the session ends', async () => {
    await t.db.tx((ex) => t.built.modules.operator.service.create(ex, 'signout', 'Signout-Pass-1', 'support'));
    const setup = (await t.call<{ token: string }>('POST', '/operator/login', { username: 'signout', password: 'Signout-Pass-1' })).body
      .message.token;
    const { secret } = (await t.call<{ secret: string }>('POST', '/operator/setup/start', {}, { token: setup })).body.message;
    const operator = (
      await t.call<{ token: string }>(
        'POST',
        '/operator/setup',
        { new_password: 'Signout-Pass-2', totp_code: totpCode(secret, t.clock.now().getTime()) },
        { token: setup },
      )
    ).body.message.token;
    const r = await t.call<string>('POST', '/operator/logout', {}, { token: operator });
    expect(r.body.type).toBe('ok');
    expect(typeof r.body.message).toBe('string');
    expect((await t.call('GET', '/operator/me', {}, { token: operator })).body.type).toBe('999');
  });

  it('expires an operator session after 12 hours', async () => {
    const operator = await t.operatorToken();
    t.clock.advance(12 * 3_600_000 + 1000);
    expect((await t.call('GET', '/operator/me', {}, { token: operator })).body.type).toBe('999');
  });
});

/** First sign-in of a new operator through the same setup path as the seeded admin. */
async function firstSignIn(username: string, initial: string, chosen: string) {
  const first = await t.call<{ token: string; setup_required: boolean }>('POST', '/operator/login', { username, password: initial });
  expect(first.body.message.setup_required).toBe(true);
  const setup = first.body.message.token;
  const { secret } = (await t.call<{ secret: string }>('POST', '/operator/setup/start', {}, { token: setup })).body.message;
  const done = await t.call<{ token: string }>(
    'POST',
    '/operator/setup',
    { new_password: chosen, totp_code: totpCode(secret, t.clock.now().getTime()) },
    { token: setup },
  );
  expect(done.body.type).toBe('ok');
  return { token: done.body.message.token, secret };
}

let secondAdmin: string | undefined;
/** Added in the console: the admin proposes, a second admin (a founder the install made) approves. */
async function addOperator(username: string, role: OperatorRole, password: string): Promise<OperatorAccount> {
  const action = await t.call<OperatorAction>(
    'POST',
    '/operator/operators',
    { username, role, password },
    { token: await t.operatorToken() },
  );
  expect(action.body.message).toMatchObject({ kind: 'operator.create', status: 'pending' });
  secondAdmin ??= (await founder(t, 'admin')).token;
  const approved = await decide(t, secondAdmin, action.body.message.id);
  const id = Number(approved.body.message.result!.operator_id);
  const list = await t.call<OperatorAccount[]>('GET', '/operator/operators', {}, { token: await t.operatorToken() });
  return list.body.message.find((o) => o.id === id)!;
}

describe('operator management (admin)', () => {
  it('takes each TOTP code once: the setup code cannot sign in, nor can a code used to sign in', async () => {
    await addOperator('replayer', 'support', 'Replay-Init-1');
    const { secret } = await firstSignIn('replayer', 'Replay-Init-1', 'Console-Pass-2');
    const login = (atMs: number) =>
      t.call<{ token: string }>('POST', '/operator/login', {
        username: 'replayer',
        password: 'Console-Pass-2',
        totp_code: totpCode(secret, atMs),
      });
    const now = t.clock.now().getTime();
    expect((await login(now)).body.code).toBe('OPERATOR_LOGIN_FAILED');
    expect((await login(now + 30_000)).body.type).toBe('ok');
    expect((await login(now + 30_000)).body.code).toBe('OPERATOR_LOGIN_FAILED');
    // An older code than the newest taken is refused too, though still inside the drift window.
    t.clock.advance(30_000);
    expect((await login(t.clock.now().getTime() - 30_000)).body.code).toBe('OPERATOR_LOGIN_FAILED');
    expect((await login(t.clock.now().getTime() + 30_000)).body.type).toBe('ok');
  });

  it('creates an operator who must set a password and TOTP at the first sign-in, lists it without secrets, audits it', async () => {
    const admin = await t.operatorToken();
    const created = { body: { message: await addOperator('ledger.two', 'finance', 'Initial-Two-1') } };
    expect(created.body.message).toMatchObject({ username: 'ledger.two', role: 'finance', setup_done: false, disabled: false });

    const list = await t.call<OperatorAccount[]>('GET', '/operator/operators', {}, { token: admin });
    const row = list.body.message.find((o) => o.username === 'ledger.two')!;
    expect(Object.keys(row).sort()).toEqual([
      'approves_from',
      'created_at',
      'created_by',
      'disabled',
      'id',
      'role',
      'setup_done',
      'username',
    ]);
    expect(JSON.stringify(list.body.message)).not.toMatch(/password|secret|totp|\$argon|\$scrypt/i);

    // The initial password only opens the setup session; the operator then works with their own.
    const { token } = await firstSignIn('ledger.two', 'Initial-Two-1', 'Console-Pass-2');
    expect((await t.call<OperatorMe>('GET', '/operator/me', {}, { token })).body.message).toMatchObject({
      username: 'ledger.two',
      role: 'finance',
      totp_enabled: true,
    });
    expect((await t.call('GET', '/operator/ledger/check', {}, { token })).body.type).toBe('ok');
    const after = await t.call<OperatorAccount[]>('GET', '/operator/operators', {}, { token: admin });
    expect(after.body.message.find((o) => o.username === 'ledger.two')!.setup_done).toBe(true);

    const log = await t.call<Page<AuditEntry>>('GET', '/operator/audit', { limit: 100 }, { token: admin });
    const entry = log.body.message.data.find((a) => a.action === 'operator.create');
    // Entered under the proposer; the approval is its own entry (action.approve).
    expect(entry).toMatchObject({
      operator: 'admin',
      target: `operator:${created.body.message.id}`,
      detail: { username: 'ledger.two', role: 'finance' },
    });
    expect(JSON.stringify(log.body.message.data)).not.toContain('Initial-Two-1');
  });

  it('refuses every other role', async () => {
    const finance = await t.operatorToken('finance');
    expect((await t.call('GET', '/operator/operators', {}, { token: finance })).body.code).toBe('FORBIDDEN');
    expect(
      (await t.call('POST', '/operator/operators', { username: 'sneaky', role: 'admin', password: 'Sneaky-Pass-1' }, { token: finance }))
        .body.code,
    ).toBe('FORBIDDEN');
    expect((await t.call('POST', '/operator/operators/disable', { id: 1 }, { token: finance })).body.code).toBe('FORBIDDEN');
    const user = await t.newUser();
    expect((await t.call('GET', '/operator/operators', {}, { token: user.token })).body.code).toBe('OPERATOR_SESSION_REQUIRED');
    const admin = await t.operatorToken();
    const list = await t.call<OperatorAccount[]>('GET', '/operator/operators', {}, { token: admin });
    expect(list.body.message.some((o) => o.username === 'sneaky')).toBe(false);
  });

  it('validates strictly: duplicate username, format, role, password rules, extra fields', async () => {
    const admin = await t.operatorToken();
    const create = (body: Record<string, unknown>) => t.call('POST', '/operator/operators', body, { token: admin });
    const good = { username: 'twin', role: 'support', password: 'Twin-Pass-1' };
    expect((await create(good)).body.type).toBe('ok');
    expect((await create(good)).body.code).toBe('ACTION_ALREADY_PENDING');
    expect((await create({ ...good, username: 'admin' })).body.code).toBe('OPERATOR_USERNAME_TAKEN');
    expect((await create({ ...good, username: 'Has Space' })).body.code).toBe('OPERATOR_USERNAME_INVALID');
    expect((await create({ ...good, username: '1abc' })).body.code).toBe('OPERATOR_USERNAME_INVALID');
    expect((await create({ ...good, username: 'ab' })).body.code).toBe('OPERATOR_USERNAME_INVALID');
    expect((await create({ ...good, username: '' })).body.code).toBe('USERNAME_REQUIRED');
    expect((await create({ ...good, username: 'rolebad', role: 'superuser' })).body.code).toBe('OPERATOR_ROLE_INVALID');
    expect((await create({ ...good, username: 'pwshort', password: 'a1' })).body.code).toBe('PASSWORD_TOO_SHORT');
    expect((await create({ username: 'pwnone', role: 'support' })).body.code).toBe('PASSWORD_REQUIRED');
    expect((await create({ ...good, username: 'extra', must_set_up: false })).body.code).toBe('UNKNOWN_FIELD');
    expect((await t.call('POST', '/operator/operators/disable', { id: 'x' }, { token: admin })).body.code).toBe('INVALID_PARAMETER');
    expect((await t.call('POST', '/operator/operators/disable', { id: 2, why: 'x' }, { token: admin })).body.code).toBe('UNKNOWN_FIELD');
    expect((await t.call('POST', '/operator/operators/disable', { id: 999_999 }, { token: admin })).body.code).toBe('OPERATOR_NOT_FOUND');
  });

  it('disables an operator: their sessions end and they cannot sign in; an admin cannot disable themself', async () => {
    const admin = await t.operatorToken();
    const me = (await t.call<OperatorMe>('GET', '/operator/me', {}, { token: admin })).body.message;
    expect((await t.call('POST', '/operator/operators/disable', { id: me.id }, { token: admin })).body.code).toBe('OPERATOR_SELF_DISABLE');
    expect((await t.call('GET', '/operator/me', {}, { token: admin })).body.type).toBe('ok');

    const created = { body: { message: await addOperator('leaver', 'compliance', 'Leaver-Init-1') } };
    const { token, secret } = await firstSignIn('leaver', 'Leaver-Init-1', 'Console-Pass-2');
    expect((await t.call('GET', '/operator/me', {}, { token })).body.type).toBe('ok');

    const off = await t.call<OperatorAccount>('POST', '/operator/operators/disable', { id: created.body.message.id }, { token: admin });
    expect(off.body.message).toMatchObject({ username: 'leaver', disabled: true });
    expect((await t.call('GET', '/operator/me', {}, { token })).body.code).toBe('OPERATOR_SESSION_REQUIRED');
    t.clock.advance(30_000);
    const again = await t.call('POST', '/operator/login', {
      username: 'leaver',
      password: 'Console-Pass-2',
      totp_code: totpCode(secret, t.clock.now().getTime()),
    });
    expect(again.body.code).toBe('OPERATOR_LOGIN_FAILED');

    // A disabled operator who never finished the first sign-in cannot start it either.
    const fresh = { body: { message: await addOperator('neverin', 'support', 'Never-Init-1') } };
    await t.call('POST', '/operator/operators/disable', { id: fresh.body.message.id }, { token: admin });
    expect((await t.call('POST', '/operator/login', { username: 'neverin', password: 'Never-Init-1' })).body.code).toBe(
      'OPERATOR_LOGIN_FAILED',
    );

    const list = await t.call<OperatorAccount[]>('GET', '/operator/operators', {}, { token: admin });
    expect(list.body.message.find((o) => o.username === 'leaver')!.disabled).toBe(true);
    const log = await t.call<Page<AuditEntry>>('GET', '/operator/audit', { limit: 100 }, { token: admin });
    expect(
      log.body.message.data.find((a) => a.action === 'operator.disable' && a.target === `operator:${created.body.message.id}`),
    ).toMatchObject({ operator: 'admin' });
  });
});
