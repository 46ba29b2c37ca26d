/** Profile, settings and the security actions (SPEC sections 3, 5, 7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@bourse/contract';
import { createTestApp, type TestApp } from '../../../test/harness';
import { totpCode } from '../../platform/totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3b4ed2a0000000049454e44ae426082',
  'hex',
);

async function uploadAvatar(token: string, purpose = 'avatar'): Promise<string> {
  const boundary = '----t' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.built.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
    payload,
  });
  return res.json().message;
}

const info = async (token: string) => (await t.call<UserInfo>('GET', '/user/info', {}, { token })).body.message;

async function securityCode(token: string, address: string): Promise<string> {
  t.clock.advance(61_000);
  const r = await t.call('POST', '/sms_mail', { scene: 'security' }, { token });
  expect(r.body.type).toBe('ok');
  return t.lastCode(address);
}

describe('profile', () => {
  it('returns the whole profile', async () => {
    const user = await t.newUser();
    const me = await info(user.token);
    expect(me).toMatchObject({
      id: user.userId,
      account: user.email,
      email: user.email,
      mobile: null,
      default_fiat: 'USD',
      has_pay_password: false,
      totp_enabled: false,
      real_level: 0,
      withdraw_locked_until: null,
      avatar: null,
    });
    expect(me.nickname).toMatch(/^User\d{4,}$/);
  });

  it.each([
    ['比特币玩家', 'ok'],
    ['ab', 'ok'],
    ['Trader2026', 'ok'],
    ['a', 'NICKNAME_INVALID'],
    ['abcdefghijk', 'NICKNAME_INVALID'],
    ['bad name', 'SPECIAL_CHARACTERS'],
    ['<script>', 'SPECIAL_CHARACTERS'],
    ['', 'NICKNAME_INVALID'],
  ])('nickname %j -> %s', async (nickname, outcome) => {
    const user = await t.newUser();
    const before = (await info(user.token)).nickname;
    const r = await t.call('POST', '/user/editNickname', { nickname }, { token: user.token });
    if (outcome === 'ok') {
      expect(r.body.type).toBe('ok');
      expect((await info(user.token)).nickname).toBe(nickname);
    } else {
      expect(r.body.code).toBe(outcome);
      expect((await info(user.token)).nickname).toBe(before);
    }
  });

  it.each([
    ['Long only low leverage', 'ok'],
    ['Long only, low leverage', 'SPECIAL_CHARACTERS'],
    ['长期持有比特币', 'ok'],
    ['x', 'SIGNATURE_INVALID'],
    ['y'.repeat(31), 'SIGNATURE_INVALID'],
    ['hello!', 'SPECIAL_CHARACTERS'],
  ])('signature %j -> %s', async (signature, outcome) => {
    const user = await t.newUser();
    const r = await t.call('POST', '/user/editSignature', { signature }, { token: user.token });
    if (outcome === 'ok') expect((await info(user.token)).signature).toBe(signature);
    else expect(r.body.code).toBe(outcome);
  });

  it('sets the avatar only to an avatar image the user uploaded', async () => {
    const user = await t.newUser();
    const other = await t.newUser();
    const mine = await uploadAvatar(user.token);
    const theirs = await uploadAvatar(other.token);
    const privateFile = await uploadAvatar(user.token, 'kyc');
    expect((await t.call('POST', '/user/uploadHeadPortrait', { head_portrait: theirs }, { token: user.token })).body.code).toBe(
      'UPLOAD_NOT_FOUND',
    );
    expect((await t.call('POST', '/user/uploadHeadPortrait', { head_portrait: privateFile }, { token: user.token })).body.code).toBe(
      'UPLOAD_NOT_FOUND',
    );
    expect(
      (await t.call('POST', '/user/uploadHeadPortrait', { head_portrait: 'https://evil.example/x.png' }, { token: user.token })).body.code,
    ).toBe('UPLOAD_NOT_FOUND');
    expect((await t.call('POST', '/user/uploadHeadPortrait', { head_portrait: mine }, { token: user.token })).body.type).toBe('ok');
    expect((await info(user.token)).avatar).toBe(mine);
  });

  it('keeps the default fiat among the eleven', async () => {
    const user = await t.newUser();
    expect((await t.call('POST', '/user/default_fiat', { currency_code: 'EUR' }, { token: user.token })).body.type).toBe('ok');
    expect((await info(user.token)).default_fiat).toBe('EUR');
    expect((await t.call('POST', '/user/default_fiat', { currency_code: 'BTC' }, { token: user.token })).body.code).toBe(
      'FIAT_UNSUPPORTED',
    );
    expect((await info(user.token)).default_fiat).toBe('EUR');
  });

  it('lists areas with dial codes, China first', async () => {
    const r = await t.call<Array<{ region: string; dial_code: string }>>('GET', '/area/list');
    expect(r.body.message[0]).toEqual({ region: 'CN', dial_code: '86' });
    expect(r.body.message.find((a) => a.region === 'TH')).toEqual({ region: 'TH', dial_code: '66' });
    expect(r.body.message.length).toBeGreaterThan(150);
  });
});

describe('security', () => {
  it('changes the password with a security code, signs out other sessions and locks withdrawals for 24 h', async () => {
    const user = await t.newUser();
    const second = (await t.call<string>('POST', '/user/login', { user_string: user.email, password: user.password })).body.message;
    const code = await securityCode(user.token, user.email);
    const r = await t.call(
      'POST',
      '/safe/update_password',
      { password: 'Changed-789', re_password: 'Changed-789', code },
      { token: user.token },
    );
    expect(r.body.type).toBe('ok');
    expect((await t.call('GET', '/user/info', {}, { token: second })).body.type).toBe('999');
    const me = await info(user.token);
    expect(new Date(me.withdraw_locked_until!).getTime() - t.clock.now().getTime()).toBeGreaterThan(23.9 * 3_600_000);
    expect((await t.call('POST', '/user/login', { user_string: user.email, password: 'Changed-789' })).body.type).toBe('ok');
    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await info(user.token)).withdraw_locked_until).toBeNull();
  });

  it('refuses a password change without a valid code or with mismatched passwords', async () => {
    const user = await t.newUser();
    expect(
      (
        await t.call(
          'POST',
          '/safe/update_password',
          { password: 'Changed-789', re_password: 'Changed-789', code: '123456' },
          { token: user.token },
        )
      ).body.code,
    ).toBe('CODE_INVALID');
    expect(
      (
        await t.call(
          'POST',
          '/safe/update_password',
          { password: 'Changed-789', re_password: 'Changed-788', code: '123456' },
          { token: user.token },
        )
      ).body.code,
    ).toBe('PASSWORDS_INCONSISTENT');
    expect(
      (await t.call('POST', '/safe/update_password', { password: 'short', re_password: 'short', code: '123456' }, { token: user.token }))
        .body.code,
    ).toBe('PASSWORD_TOO_SHORT');
    expect((await t.call('POST', '/user/login', { user_string: user.email, password: user.password })).body.type).toBe('ok');
  });

  it('a code sent for another scene does not work here', async () => {
    const user = await t.newUser();
    t.clock.advance(61_000);
    await t.call('POST', '/sms_mail', { user_string: user.email, scene: 'forget' });
    const forgetCode = await t.lastCode(user.email);
    const r = await t.call(
      'POST',
      '/safe/update_password',
      { password: 'Changed-789', re_password: 'Changed-789', code: forgetCode },
      { token: user.token },
    );
    expect(r.body.code).toBe('CODE_INVALID');
  });

  it('sets, then changes, the pay password with a code', async () => {
    const user = await t.newUser();
    const code = await securityCode(user.token, user.email);
    expect(
      (
        await t.call(
          'POST',
          '/safe/pay_password',
          { pay_password: 'Pay-123456', re_pay_password: 'Pay-123456', code },
          { token: user.token },
        )
      ).body.type,
    ).toBe('ok');
    expect((await info(user.token)).has_pay_password).toBe(true);
    const again = await securityCode(user.token, user.email);
    expect(
      (
        await t.call(
          'POST',
          '/safe/pay_password',
          { pay_password: 'Pay-654321', re_pay_password: 'Pay-654321', code: again },
          { token: user.token },
        )
      ).body.type,
    ).toBe('ok');
    const { rows } = await t.db.query<{ pay_password_hash: string }>('SELECT pay_password_hash FROM users WHERE id = $1', [user.userId]);
    expect(rows[0]!.pay_password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.pay_password_hash).not.toContain('Pay-654321');
  });

  it('binds a mobile number with a code sent to it, and refuses one another user has', async () => {
    const user = await t.newUser();
    const mobile = `137${String(Date.now()).slice(-8)}`;
    t.clock.advance(61_000);
    expect((await t.call('POST', '/sms_send', { area_code: '86', mobile, scene: 'bind' }, { token: user.token })).body.type).toBe('ok');
    const code = await t.lastCode(`+86${mobile}`);
    expect((await t.call('POST', '/safe/mobile', { mobile, area_code: '86', code }, { token: user.token })).body.type).toBe('ok');
    const me = await info(user.token);
    expect(me).toMatchObject({ mobile, area_code: '86' });
    expect(me.withdraw_locked_until).toBeNull(); // the first mobile is setup, not a change (first-setup.test.ts)

    const other = await t.newUser();
    t.clock.advance(61_000);
    const taken = await t.call('POST', '/sms_send', { area_code: '86', mobile, scene: 'bind' }, { token: other.token });
    expect(taken.body.code).toBe('MOBILE_IN_USE');
    // A security code can now also go to the bound mobile.
    t.clock.advance(61_000);
    expect((await t.call('POST', '/sms_send', { scene: 'security' }, { token: user.token })).body.type).toBe('ok');
    expect(await t.lastCode(`+86${mobile}`)).toMatch(/^\d{6}$/);
  });

  it('binds another email with a code sent to it', async () => {
    const user = await t.newUser();
    const next = `new${Date.now()}@example.com`;
    t.clock.advance(61_000);
    expect((await t.call('POST', '/sms_mail', { user_string: next, scene: 'bind' }, { token: user.token })).body.type).toBe('ok');
    const code = await t.lastCode(next);
    expect((await t.call('POST', '/safe/email', { email: next, code }, { token: user.token })).body.type).toBe('ok');
    expect((await info(user.token)).email).toBe(next);
    const other = await t.newUser();
    t.clock.advance(61_000);
    expect((await t.call('POST', '/sms_mail', { user_string: next, scene: 'bind' }, { token: other.token })).body.code).toBe(
      'EMAIL_IN_USE',
    );
  });

  it('needs a bound destination for security codes', async () => {
    const user = await t.newUser();
    expect((await t.call('POST', '/sms_send', { scene: 'security' }, { token: user.token })).body.code).toBe('DESTINATION_NOT_BOUND');
    expect((await t.call('POST', '/sms_mail', { scene: 'security' })).body.type).toBe('999');
  });
});

describe('authenticator (TOTP)', () => {
  /** A six-digit code the authenticator does not show now, one step before or after. */
  const wrongCode = (secret: string) => {
    const now = t.clock.now().getTime();
    const near = new Set([-30_000, 0, 30_000].map((d) => totpCode(secret, now + d)));
    for (let n = 0; ; n++) {
      const c = String(n).padStart(6, '0');
      if (!near.has(c)) return c;
    }
  };

  it('enrols: a secret first, then on with a code from it and a security code, which locks withdrawals for 24 h', async () => {
    const user = await t.newUser();
    const setup = await t.call<{ secret: string; otpauth_url: string }>('POST', '/safe/totp/setup', {}, { token: user.token });
    const { secret, otpauth_url } = setup.body.message;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toBe(
      `otpauth://totp/Bourse%3A${encodeURIComponent(user.email)}?secret=${secret}&issuer=Bourse&algorithm=SHA1&digits=6&period=30`,
    );
    // Handed out, not yet on: nothing is locked and withdrawals do not ask for it.
    expect(await info(user.token)).toMatchObject({ totp_enabled: false, withdraw_locked_until: null });

    const code = await securityCode(user.token, user.email);
    const enable = (body: Record<string, unknown>) => t.call('POST', '/safe/totp/enable', body, { token: user.token });
    expect((await enable({ totp_code: wrongCode(secret), code })).body.code).toBe('TOTP_INVALID');
    expect(
      (await enable({ totp_code: totpCode(secret, t.clock.now().getTime()), code: code === '000000' ? '000001' : '000000' })).body.code,
    ).toBe('CODE_INVALID');
    expect((await info(user.token)).totp_enabled).toBe(false);
    // A wrong authenticator code does not use the security code up.
    expect((await enable({ totp_code: totpCode(secret, t.clock.now().getTime()), code })).body.type).toBe('ok');
    const me = await info(user.token);
    expect(me.totp_enabled).toBe(true);
    expect(new Date(me.withdraw_locked_until!).getTime() - t.clock.now().getTime()).toBeGreaterThan(23.9 * 3_600_000);
    expect((await enable({ totp_code: totpCode(secret, t.clock.now().getTime()), code })).body.code).toBe('TOTP_ALREADY_ENABLED');
    expect((await t.call('POST', '/safe/totp/setup', {}, { token: user.token })).body.code).toBe('TOTP_ALREADY_ENABLED');
    const { rows } = await t.db.query<{ totp_secret: string; totp_pending_secret: string | null }>(
      'SELECT totp_secret, totp_pending_secret FROM users WHERE id = $1',
      [user.userId],
    );
    expect(rows[0]).toEqual({ totp_secret: secret, totp_pending_secret: null });

    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await info(user.token)).withdraw_locked_until).toBeNull();
    const off = await securityCode(user.token, user.email);
    const disable = (body: Record<string, unknown>) => t.call('POST', '/safe/totp/disable', body, { token: user.token });
    expect((await disable({ totp_code: wrongCode(secret), code: off })).body.code).toBe('TOTP_INVALID');
    expect((await disable({ totp_code: totpCode(secret, t.clock.now().getTime()), code: off })).body.type).toBe('ok');
    expect(await info(user.token)).toMatchObject({ totp_enabled: false, withdraw_locked_until: expect.any(String) });
    expect((await disable({ totp_code: totpCode(secret, t.clock.now().getTime()), code: off })).body.code).toBe('TOTP_NOT_ENABLED');
  });

  it('needs a setup before it can be turned on, and both codes', async () => {
    const user = await t.newUser();
    const code = await securityCode(user.token, user.email);
    expect((await t.call('POST', '/safe/totp/enable', { totp_code: '123456', code }, { token: user.token })).body.code).toBe(
      'TOTP_SETUP_REQUIRED',
    );
    expect((await t.call('POST', '/safe/totp/enable', { code }, { token: user.token })).body.code).toBe('TOTP_REQUIRED');
    expect((await t.call('POST', '/safe/totp/enable', { totp_code: '123456' }, { token: user.token })).body.code).toBe('CODE_REQUIRED');
    expect((await t.call('POST', '/safe/totp/setup', {})).body.type).toBe('999');
    expect((await info(user.token)).withdraw_locked_until).toBeNull();
  });
});
