/**
 * The server-side checks the browser flows (apps/web/e2e) used to make over HTTP, with no browser
 * involved: here they run in milliseconds through app.inject on a cloned template database, and
 * the browser flows keep only what a user sees and does (DESIGN.md section 9).
 *
 *  - session.e2e.ts: a logout, and a password reset, end the session on the server.
 *  - wallet.e2e.ts: the seeded operator's first sign-in asks for a new password and TOTP.
 *  - operator.e2e.ts: an operator the admin disabled can no longer sign in, even with a right code.
 *  - spot.e2e.ts: outside New York market hours a stock order is refused with when it opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAccount } from '@bourse/contract';
import { totpCode } from '../src/platform/totp';
import { createTestApp, type TestApp } from './harness';
import { decide, founder, proposeOperator } from './operators';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

describe('sessions the server ends (session.e2e.ts)', () => {
  it('a logout ends that session: the next call answers 999', async () => {
    const user = await t.newUser();
    expect((await t.call('GET', '/user/info', {}, { token: user.token })).body.type).toBe('ok');
    expect((await t.call('GET', '/user/logout', {}, { token: user.token })).body.type).toBe('ok');
    expect((await t.call('GET', '/user/info', {}, { token: user.token })).body.type).toBe('999');
  });

  it('a password reset by code ends every session of the account', async () => {
    const user = await t.newUser();
    const other = (await t.call<string>('POST', '/user/login', { user_string: user.email, password: user.password })).body.message;
    expect((await t.call('POST', '/sms_mail', { user_string: user.email, scene: 'forget' })).body.type).toBe('ok');
    const code = await t.lastCode(user.email);
    const fresh = `${user.password}-new`;
    const reset = await t.call(
      'POST',
      '/user/forget',
      { account: user.email, password: fresh, repassword: fresh, code, type: 'email' },
      { form: true },
    );
    expect(reset.body.type).toBe('ok');
    for (const token of [user.token, other]) expect((await t.call('GET', '/user/info', {}, { token })).body.type).toBe('999');
  });
});

describe('operators (wallet.e2e.ts, operator.e2e.ts)', () => {
  it('the seeded admin’s first sign-in asks for a new password and TOTP', async () => {
    const first = await t.call<{ token: string; setup_required: boolean }>('POST', '/operator/login', {
      username: 'admin',
      password: t.config.OPERATOR_INITIAL_PASSWORD,
    });
    expect(first.body).toMatchObject({ type: 'ok', message: { setup_required: true } });
  });

  it('an operator the admin disabled cannot sign in, even with the right password and code', async () => {
    const admin = await t.operatorToken();
    // Added in the console: the admin proposes, a second admin approves (the two-person rule).
    const proposed = await proposeOperator(t, admin, 'finance', 'finance9');
    const approved = await decide(t, (await founder(t, 'admin')).token, proposed.id);
    const added = { body: { message: { id: Number(approved.body.message.result!.operator_id) } } };
    const first = await t.call<{ token: string }>('POST', '/operator/login', { username: 'finance9', password: 'Added-Init-1' });
    const { secret } = (await t.call<{ secret: string }>('POST', '/operator/setup/start', {}, { token: first.body.message.token })).body
      .message;
    const done = await t.call(
      'POST',
      '/operator/setup',
      { new_password: 'Console-Finance-2', totp_code: totpCode(secret, t.clock.now().getTime()) },
      { token: first.body.message.token },
    );
    expect(done.body.type).toBe('ok');
    const login = () => {
      t.clock.advance(30_000); // a code works once: the next step's
      return t.call('POST', '/operator/login', {
        username: 'finance9',
        password: 'Console-Finance-2',
        totp_code: totpCode(secret, t.clock.now().getTime()),
      });
    };
    expect((await login()).body.type).toBe('ok');

    const disabled = await t.call<OperatorAccount>(
      'POST',
      '/operator/operators/disable',
      { id: added.body.message.id },
      { token: await t.operatorToken() },
    );
    expect(disabled.body.message).toMatchObject({ username: 'finance9', disabled: true });
    expect((await login()).body.code).toBe('OPERATOR_LOGIN_FAILED');
  });
});

describe('stock orders outside market hours (spot.e2e.ts)', () => {
  it('are refused with MARKET_CLOSED and when the market opens', async () => {
    const user = await t.newUser();
    await t.fund(user.userId, 'USDT', '500', 'stock');
    await t.tick('AAPL/USDT', '190');
    // 03:00 UTC of a coming Tuesday to Friday: night in New York.
    const night = new Date(t.clock.now().getTime() + 86_400_000);
    while (night.getUTCDay() < 2 || night.getUTCDay() > 5) night.setUTCDate(night.getUTCDate() + 1);
    night.setUTCHours(3, 0, 0, 0);
    t.clock.set(night);
    const closed = await t.call('POST', '/coin/trade', { currency_id: 101, type: 'buy', amount: '0.5' }, { token: user.token });
    expect(closed.body.code).toBe('MARKET_CLOSED');
    expect(String(closed.body.message)).toMatch(/^The market is closed\. It opens at \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
  });
});
