/** Operators: first sign-in setup, TOTP, roles, the audit log, the ledger check and the outbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, OperatorMe, Page } from '@bourse/contract';
import type { CheckReport } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';
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
    const first = await t.call<{ token: string; setup_required: boolean }>('POST', '/operator/login', { username: 'founder', password: 'Initial-Pass-1' });
    expect(first.body.message.setup_required).toBe(true);
    const setup = first.body.message.token;
    expect((await t.call('GET', '/operator/ledger/check', {}, { token: setup })).body.code).toBe('OPERATOR_SETUP_REQUIRED');
    const start = await t.call<{ secret: string; otpauth_url: string }>('POST', '/operator/setup/start', {}, { token: setup });
    expect(start.body.message.otpauth_url).toContain(`secret=${start.body.message.secret}`);
    const secret = start.body.message.secret;
    expect((await t.call('POST', '/operator/setup', { new_password: 'Console-Pass-2', totp_code: '000000' }, { token: setup })).body.code).toBe('TOTP_INVALID');
    expect(
      (await t.call('POST', '/operator/setup', { new_password: 'Initial-Pass-1', totp_code: totpCode(secret, t.clock.now().getTime()) }, { token: setup })).body.code,
    ).toBe('PASSWORDS_INCONSISTENT');
    const done = await t.call<{ token: string }>('POST', '/operator/setup', { new_password: 'Console-Pass-2', totp_code: totpCode(secret, t.clock.now().getTime()) }, { token: setup });
    expect(done.body.type).toBe('ok');
    const full = done.body.message.token;
    expect((await t.call<OperatorMe>('GET', '/operator/me', {}, { token: full })).body.message).toMatchObject({ username: 'founder', role: 'admin', totp_enabled: true });
    // The setup session is spent.
    expect((await t.call('POST', '/operator/setup/start', {}, { token: setup })).body.code).toBe('OPERATOR_SESSION_REQUIRED');

    expect((await t.call('POST', '/operator/login', { username: 'founder', password: 'Initial-Pass-1' })).body.code).toBe('OPERATOR_LOGIN_FAILED');
    expect((await t.call('POST', '/operator/login', { username: 'founder', password: 'Console-Pass-2' })).body.code).toBe('TOTP_REQUIRED');
    expect((await t.call('POST', '/operator/login', { username: 'founder', password: 'Console-Pass-2', totp_code: '123456' })).body.code).toBe('OPERATOR_LOGIN_FAILED');
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
    expect((await t.call('GET', '/operator/me', {}, { token: user.token })).body).toMatchObject({ type: '999', code: 'OPERATOR_SESSION_REQUIRED' });
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
  });

  it('limits each console route to its roles', async () => {
    const operators = t.built.modules.operator.service;
    await t.db.tx((ex) => operators.create(ex, 'helpdesk', 'Support-Pass-1', 'support'));
    const first = await t.call<{ token: string }>('POST', '/operator/login', { username: 'helpdesk', password: 'Support-Pass-1' });
    const setup = first.body.message.token;
    const { secret } = (await t.call<{ secret: string }>('POST', '/operator/setup/start', {}, { token: setup })).body.message;
    const support = (
      await t.call<{ token: string }>('POST', '/operator/setup', { new_password: 'Support-Pass-2', totp_code: totpCode(secret, t.clock.now().getTime()) }, { token: setup })
    ).body.message.token;
    expect((await t.call('GET', '/operator/outbox', {}, { token: support })).body.type).toBe('ok');
    expect((await t.call('GET', '/operator/ledger/check', {}, { token: support })).body.code).toBe('FORBIDDEN');
    expect((await t.call('GET', '/operator/audit', {}, { token: support })).body.code).toBe('FORBIDDEN');
  });

  it('expires an operator session after 12 hours', async () => {
    const operator = await t.operatorToken();
    t.clock.advance(12 * 3_600_000 + 1000);
    expect((await t.call('GET', '/operator/me', {}, { token: operator })).body.type).toBe('999');
  });
});
