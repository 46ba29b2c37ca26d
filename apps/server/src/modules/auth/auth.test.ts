/** Registration, sign-in, one-time codes, password reset and sessions (SPEC sections 5, 7, 8). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@bourse/i18n/all';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

let n = 0;
const email = () => `auth${Date.now().toString(36)}${++n}@example.com`;
const countUsers = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;

const valid = { user_string: 'rules@example.com', code: '123456', password: 'Secret-123', re_password: 'Secret-123', type: 'email' };

async function sendCode(address: string, scene = 'register') {
  const r = await t.call('POST', '/sms_mail', { user_string: address, scene });
  expect(r.body).toMatchObject({ type: 'ok' });
  return t.lastCode(address);
}

describe('register and sign in', () => {
  it('registers by email with a code from the outbox, then signs in with the token in message', async () => {
    const address = email();
    const code = await sendCode(address);
    expect(code).toMatch(/^\d{6}$/);
    const reg = await t.call(
      'POST',
      '/user/register',
      { user_string: address, code, password: 'Secret-123', re_password: 'Secret-123', type: 'email' },
      { form: true },
    );
    expect(reg.body).toEqual({ type: 'ok', message: translate('en', 'common.registerSuccess') });
    const login = await t.call<string>('POST', '/user/login', { user_string: address, password: 'Secret-123' }, { form: true });
    expect(login.body.type).toBe('ok');
    expect(login.body.message).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await t.call<{ email: string; nickname: string; invite_code: string }>(
      'GET',
      '/user/info',
      {},
      { token: login.body.message },
    );
    expect(info.body.message).toMatchObject({ email: address });
    expect(info.body.message.invite_code).toMatch(/^[A-Z2-9]{8}$/);
    // The session token is stored hashed, never as given.
    const { rows } = await t.db.query('SELECT 1 FROM user_sessions WHERE token_hash = $1', [login.body.message]);
    expect(rows).toHaveLength(0);
  });

  it('registers by area code and mobile with an SMS code kept in the outbox', async () => {
    const mobile = `139${String(Date.now()).slice(-8)}`;
    expect((await t.call('POST', '/sms_send', { area_code: '86', mobile, scene: 'register' })).body.type).toBe('ok');
    const code = await t.lastCode(`+86${mobile}`);
    const reg = await t.call('POST', '/user/register', {
      user_string: mobile,
      area_code: '+86',
      code,
      password: 'Secret-123',
      re_password: 'Secret-123',
      type: 'mobile',
    });
    expect(reg.body.type).toBe('ok');
    const login = await t.call<string>('POST', '/user/login', {
      user_string: mobile,
      area_code: '86',
      password: 'Secret-123',
      type: 'mobile',
    });
    expect(login.body.type).toBe('ok');
    const info = await t.call<{ account: string }>('GET', '/user/info', {}, { token: login.body.message });
    expect(info.body.message.account).toBe(`+86 ${mobile}`);
  });

  it.each([
    [{ ...valid, password: 'abc123', re_password: 'abc123' }, 'PASSWORD_TOO_SHORT'],
    [{ ...valid, re_password: 'Secret-124' }, 'PASSWORDS_INCONSISTENT'],
    [{ ...valid, re_password: undefined }, 'CONFIRM_PASSWORD_REQUIRED'],
    [{ ...valid, password: undefined }, 'PASSWORD_REQUIRED'],
    [{ ...valid, code: '12345' }, 'CODE_INVALID_FORMAT'],
    [{ ...valid, code: '12 456' }, 'CODE_INVALID_FORMAT'],
    [{ ...valid, code: undefined }, 'CODE_REQUIRED'],
    [{ ...valid, user_string: undefined }, 'USERNAME_REQUIRED'],
    [{ ...valid, user_string: 'not-an-email' }, 'EMAIL_INVALID'],
    [{ ...valid, type: 'mobile', user_string: '12345', area_code: '86' }, 'MOBILE_INVALID'],
    [{ ...valid, type: 'mobile', user_string: '13800138000' }, 'AREA_CODE_INVALID'],
    [{ ...valid, type: 'fax' }, 'INVALID_PARAMETER'],
    [{ ...valid, is_admin: '1' }, 'UNKNOWN_FIELD'],
    [{ ...valid, password: ['a', 'b'] }, 'INVALID_PARAMETER'],
  ])('refuses %j with %s and creates nothing', async (input, code) => {
    const before = await countUsers();
    const body = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    for (const lang of ['en', 'spa']) {
      const r = await t.call('POST', '/user/register', body, { lang });
      expect(r.body).toMatchObject({ type: 'error', code, message: translate(lang as 'en', `errors.${code}`, { field: 'is_admin' }) });
    }
    expect(await countUsers()).toBe(before);
  });

  it('answers a registration code request for a registered email as for a new one (registration.test.ts)', async () => {
    const user = await t.newUser();
    const r = await t.call('POST', '/sms_mail', { user_string: user.email, scene: 'register' });
    expect(r.body).toEqual({ type: 'ok', message: translate('en', 'common.codeSent') });
  });

  it('records the inviter from extension_code and refuses an unknown one', async () => {
    const inviter = await t.newUser();
    const info = await t.call<{ invite_code: string }>('GET', '/user/info', {}, { token: inviter.token });
    const address = email();
    const code = await sendCode(address);
    const bad = await t.call('POST', '/user/register', { ...valid, user_string: address, code, extension_code: 'NOPE2222' });
    expect(bad.body).toMatchObject({ code: 'INVITE_CODE_UNKNOWN', field: 'extension_code' });
    const good = await t.call('POST', '/user/register', {
      ...valid,
      user_string: address,
      code,
      extension_code: info.body.message.invite_code.toLowerCase(),
    });
    expect(good.body.type).toBe('ok');
    const { rows } = await t.db.query<{ inviter_id: number }>('SELECT inviter_id FROM users WHERE email = $1', [address]);
    expect(rows[0]!.inviter_id).toBe(inviter.userId);
  });

  it('requires an invitation code when the site setting says so', async () => {
    await t.db.query(`UPDATE site_settings SET value = 'true'::jsonb WHERE key = 'invite_required'`);
    try {
      const r = await t.call('POST', '/user/register', { ...valid, user_string: email() });
      expect(r.body.code).toBe('INVITE_CODE_REQUIRED');
    } finally {
      await t.db.query(`UPDATE site_settings SET value = 'false'::jsonb WHERE key = 'invite_required'`);
    }
  });
});

describe('one-time codes', () => {
  it('is single use', async () => {
    const address = email();
    const code = await sendCode(address);
    expect((await t.call('POST', '/user/register', { ...valid, user_string: address, code })).body.type).toBe('ok');
    const again = await t.call('POST', '/user/register', { ...valid, user_string: `x${address}`, code });
    expect(again.body.code).toBe('CODE_INVALID');
  });

  it('expires after 10 minutes', async () => {
    const address = email();
    const code = await sendCode(address);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await t.call('POST', '/user/register', { ...valid, user_string: address, code })).body.code).toBe('CODE_EXPIRED');
  });

  it('allows at most 5 attempts, counted even though each attempt fails', async () => {
    const address = email();
    const code = await sendCode(address);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await t.call('POST', '/user/register', { ...valid, user_string: address, code: wrong })).body.code!);
    expect(codes).toEqual(['CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_ATTEMPTS_EXCEEDED']);
    expect((await t.call('POST', '/user/register', { ...valid, user_string: address, code })).body.code).toBe('CODE_ATTEMPTS_EXCEEDED');
  });

  it('waits 60 s before sending another code to the same destination, and says how long', async () => {
    const address = email();
    await sendCode(address);
    t.clock.advance(15_000);
    const r = await t.call('POST', '/sms_mail', { user_string: address, scene: 'register' }, { lang: 'fra' });
    expect(r.body).toMatchObject({ code: 'CODE_COOLDOWN', message: translate('fra', 'errors.CODE_COOLDOWN', { seconds: 45 }) });
    t.clock.advance(45_000);
    expect((await t.call('POST', '/sms_mail', { user_string: address, scene: 'register' })).body.type).toBe('ok');
  });

  it('sends at most 10 codes to one destination per hour', async () => {
    const address = email();
    const results: string[] = [];
    for (let i = 0; i < 11; i++) {
      results.push((await t.call('POST', '/sms_mail', { user_string: address, scene: 'register' })).body.type === 'ok' ? 'ok' : 'limited');
      t.clock.advance(61_000);
    }
    expect(results).toEqual([...Array(10).fill('ok'), 'limited']);
    expect((await t.call('POST', '/sms_mail', { user_string: address, scene: 'register' })).body.code).toBe('CODE_RATE_LIMITED');
    t.clock.advance(3_600_000);
  });

  it('checks a code with user/check_email without using it up', async () => {
    const address = email();
    const code = await sendCode(address);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await t.call('POST', '/user/check_email', { user_string: address, email_code: wrong })).body.code).toBe('CODE_INVALID');
    expect((await t.call('POST', '/user/check_email', { user_string: address, email_code: code })).body.type).toBe('ok');
    expect((await t.call('POST', '/user/register', { ...valid, user_string: address, code })).body.type).toBe('ok');
  });

  it('delivers the code in the request language', async () => {
    const address = email();
    await t.call('POST', '/sms_mail', { user_string: address, scene: 'register' }, { lang: 'jp' });
    const { rows } = await t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE destination = $1', [
      address,
    ]);
    const code = /\d{6}/.exec(rows[0]!.body)![0];
    expect(rows[0]!.body).toBe(translate('jp', 'common.mailBody', { site: 'Bourse', code }));
    expect(rows[0]!.subject).toBe(translate('jp', 'common.mailSubject', { site: 'Bourse' }));
  });
});

describe('sign-in failures and sessions', () => {
  it('gives the same answer for a wrong password and an unknown account', async () => {
    const user = await t.newUser();
    const wrong = await t.call('POST', '/user/login', { user_string: user.email, password: 'Wrong-pass1' });
    const unknown = await t.call('POST', '/user/login', { user_string: email(), password: 'Wrong-pass1' });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('LOGIN_FAILED');
  });

  it('locks sign-in for 15 minutes after 10 failures', async () => {
    const user = await t.newUser();
    for (let i = 0; i < 10; i++) await t.call('POST', '/user/login', { user_string: user.email, password: 'Wrong-pass1' });
    const r = await t.call('POST', '/user/login', { user_string: user.email, password: user.password });
    expect(r.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: translate('en', 'errors.TOO_MANY_ATTEMPTS', { minutes: 15 }) });
    t.clock.advance(15 * 60_000 + 1000);
    expect((await t.call('POST', '/user/login', { user_string: user.email, password: user.password })).body.type).toBe('ok');
  });

  it('answers 999 without a session, and after logout', async () => {
    expect((await t.call('GET', '/user/info')).body).toMatchObject({ type: '999', code: 'SESSION_REQUIRED' });
    const user = await t.newUser();
    expect((await t.call('GET', '/user/logout', {}, { token: user.token })).body.type).toBe('ok');
    expect((await t.call('GET', '/user/info', {}, { token: user.token })).body).toMatchObject({ type: '999', code: 'SESSION_EXPIRED' });
    expect((await t.call('GET', '/user/info', {}, { token: 'made-up-token' })).body).toMatchObject({ type: '999' });
  });

  it('ends a session idle for 7 days, and any session after 30 days', async () => {
    const user = await t.newUser();
    t.clock.advance(6 * 24 * 3_600_000);
    expect((await t.call('GET', '/user/info', {}, { token: user.token })).body.type).toBe('ok');
    t.clock.advance(6 * 24 * 3_600_000);
    expect((await t.call('GET', '/user/info', {}, { token: user.token })).body.type).toBe('ok');
    t.clock.advance(7 * 24 * 3_600_000 + 1000);
    expect((await t.call('GET', '/user/info', {}, { token: user.token })).body.type).toBe('999');
    const active = await t.newUser();
    for (let day = 0; day < 31; day++) {
      t.clock.advance(24 * 3_600_000);
      const r = await t.call('GET', '/user/info', {}, { token: active.token });
      if (day < 29) expect(r.body.type).toBe('ok');
    }
    expect((await t.call('GET', '/user/info', {}, { token: active.token })).body.type).toBe('999');
  });
});

describe('forgotten password', () => {
  it('resets the password with a code and signs out every session', async () => {
    const user = await t.newUser();
    const code = await sendCode(user.email, 'forget');
    const r = await t.call('POST', '/user/forget', { account: user.email, password: 'Another-456', repassword: 'Another-456', code });
    expect(r.body.type).toBe('ok');
    expect((await t.call('GET', '/user/info', {}, { token: user.token })).body.type).toBe('999');
    expect((await t.call('POST', '/user/login', { user_string: user.email, password: user.password })).body.code).toBe('LOGIN_FAILED');
    expect((await t.call('POST', '/user/login', { user_string: user.email, password: 'Another-456' })).body.type).toBe('ok');
  });

  it('says a reset code was sent for an unknown account but sends nothing', async () => {
    const address = email();
    expect((await t.call('POST', '/sms_mail', { user_string: address, scene: 'forget' })).body.type).toBe('ok');
    const { rows } = await t.db.query('SELECT 1 FROM outbox WHERE destination = $1', [address]);
    expect(rows).toHaveLength(0);
  });

  it('checks the rules of the reset form', async () => {
    const r = await t.call('POST', '/user/forget', {
      account: 'a@b.co',
      password: 'Another-456',
      repassword: 'Another-457',
      code: '123456',
    });
    expect(r.body.code).toBe('PASSWORDS_INCONSISTENT');
  });
});
