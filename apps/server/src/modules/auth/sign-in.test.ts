/**
 * Sign-in locks that an attacker cannot turn against the owner (issue 11, item 3): failures lock
 * an account per source, the owner's known devices and addresses still get in, and the owner is
 * told once per window.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@bourse/i18n/all';
import { createTestApp, type TestApp } from '../../../test/harness';
import { utcMinute } from './notices';
import { sourceAddress } from './sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

interface Answer {
  type: string;
  code?: string;
  message: string;
}

/** Sign in as a client at `address`, with a device cookie if given; returns the answer and the cookie set. */
async function signIn(address: string, account: string, password: string, device?: string) {
  const res = await t.built.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: address,
    headers: { 'content-type': 'application/json', ...(device ? { cookie: `bourse_device=${device}` } : {}) },
    payload: JSON.stringify({ user_string: account, password }),
  });
  const setCookie = String(res.headers['set-cookie'] ?? '');
  return { body: res.json<Answer>(), setCookie, device: /bourse_device=([^;]+)/.exec(setCookie)?.[1] };
}

async function fail(address: string, account: string, times: number) {
  const codes: (string | undefined)[] = [];
  for (let i = 0; i < times; i++) codes.push((await signIn(address, account, 'Wrong-pass1')).body.code);
  return codes;
}

async function alertsTo(email: string) {
  const { rows } = await t.db.query<{ subject: string; body: string }>(
    `SELECT subject, body FROM outbox WHERE destination = $1 AND subject = $2 ORDER BY id`,
    [email, translate('fra', 'common.signInAlert.subject', { site: 'Bourse' })],
  );
  return rows;
}

describe('sign-in locks per account and source', () => {
  it('locks the attacker’s address, lets the owner in from an address they used before, and tells them once', async () => {
    const user = await t.newUser();
    // The owner reads the app in French: notices about the account come in French.
    await t.call('GET', '/user/info', {}, { token: user.token, lang: 'fra' });
    const home = '198.51.100.7';
    const attacker = '203.0.113.9';
    expect((await signIn(home, user.email, user.password)).body.type).toBe('ok');

    expect(await fail(attacker, user.email, 10)).toEqual(Array(10).fill('LOGIN_FAILED'));
    const refused = await signIn(attacker, user.email, user.password);
    expect(refused.body).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: translate('en', 'errors.TOO_MANY_ATTEMPTS', { minutes: 15 }),
    });
    const lockedAt = t.clock.now();

    // The right password from home still works, and does not unlock the attacker.
    expect((await signIn(home, user.email, user.password)).body.type).toBe('ok');
    expect((await signIn(attacker, user.email, user.password)).body.code).toBe('TOO_MANY_ATTEMPTS');

    const alerts = await alertsTo(user.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body).toBe(
      translate('fra', 'common.signInAlert.mailBody', {
        site: 'Bourse',
        count: 10,
        minutes: 15,
        address: attacker,
        time: utcMinute(lockedAt),
      }),
    );
    // A second locked address in the same window: no second message.
    expect(await fail('203.0.113.10', user.email, 10)).toEqual(Array(10).fill('LOGIN_FAILED'));
    expect(await alertsTo(user.email)).toHaveLength(1);

    // The lock lasts the window, then the attacker's address may try again.
    t.clock.advance(15 * 60_000 + 1000);
    expect((await signIn(attacker, user.email, user.password)).body.type).toBe('ok');
  });

  it('many addresses guessing together close the account to new places, not to the owner’s device or address', async () => {
    const user = await t.newUser();
    const home = '198.51.100.20';
    const first = await signIn(home, user.email, user.password);
    expect(first.setCookie).toMatch(/HttpOnly/);
    expect(first.setCookie).toMatch(/SameSite=Strict/);
    expect(first.setCookie).toMatch(/Path=\/api\/user\/login/);
    for (let i = 1; i <= 30; i++) expect(await fail(`192.0.2.${i}`, user.email, 1)).toEqual(['LOGIN_FAILED']);

    expect((await signIn('192.0.2.200', user.email, user.password)).body.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await signIn(home, user.email, user.password)).body.type).toBe('ok');
    // The device cookie from the first sign-in, on a network the owner never used (travelling).
    expect((await signIn('192.0.2.201', user.email, user.password, first.device)).body.type).toBe('ok');
    expect((await signIn('192.0.2.202', user.email, user.password, 'x'.repeat(43))).body.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('the owner’s device gets in at an address an attacker locked (a shared network)', async () => {
    const user = await t.newUser();
    const shared = '198.51.100.30';
    const { device } = await signIn(shared, user.email, user.password);
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await fail(shared, user.email, 10);
    expect((await signIn(shared, user.email, user.password)).body.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await signIn(shared, user.email, user.password, device)).body.type).toBe('ok');
  });
});

describe('sign-in throttling of any guesser', () => {
  it('evaluates at most ten of many simultaneous guesses from one source', async () => {
    const user = await t.newUser();
    const answers = await Promise.all(Array.from({ length: 25 }, () => signIn('203.0.113.50', user.email, 'Wrong-pass1')));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 'LOGIN_FAILED').length).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c !== 'LOGIN_FAILED').every((c) => c === 'TOO_MANY_ATTEMPTS')).toBe(true);
    expect((await signIn('203.0.113.50', user.email, user.password)).body.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('an unknown account is throttled and answered as a known one', async () => {
    const ghost = `ghost${Date.now()}@example.com`;
    expect(await fail('203.0.113.60', ghost, 11)).toEqual([...Array(10).fill('LOGIN_FAILED'), 'TOO_MANY_ATTEMPTS']);
  });
});

describe('sourceAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s is the source %s', (ip, source) => {
    expect(sourceAddress(ip)).toBe(source);
  });
});
