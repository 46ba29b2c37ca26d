/**
 * The 24-hour withdrawal lock is for changes and resets, not first-time setup (issue 11, item 6):
 * the first pay password and the first mobile (both needed before a withdrawal) start no lock;
 * changing or resetting them, or the login password, does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoinInfo, UserInfo } from '@bourse/contract';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

const DAY_MS = 24 * 3_600_000;
let n = 0;
const newMobile = () => `135${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;
const info = async (token: string) => (await t.call<UserInfo>('GET', '/user/info', {}, { token })).body.message;
const coinLock = async (token: string) =>
  (await t.call<CoinInfo>('POST', '/wallet/get_info', { currency: 'USDT' }, { token })).body.message.withdraw_locked_until;

/** How long from now until withdrawals open again, in ms (0 when open). */
async function lockLeft(token: string): Promise<number> {
  const until = (await info(token)).withdraw_locked_until;
  return until ? new Date(until).getTime() - t.clock.now().getTime() : 0;
}

async function securityCode(token: string, address: string): Promise<string> {
  t.clock.advance(61_000);
  expect((await t.call('POST', '/sms_mail', { scene: 'security' }, { token })).body.type).toBe('ok');
  return t.lastCode(address);
}

async function setPayPassword(user: { token: string; email: string }, payPassword: string) {
  const code = await securityCode(user.token, user.email);
  const r = await t.call(
    'POST',
    '/safe/pay_password',
    { pay_password: payPassword, re_pay_password: payPassword, code },
    { token: user.token },
  );
  expect(r.body.type).toBe('ok');
}

async function bindMobile(token: string, mobile: string) {
  t.clock.advance(61_000);
  expect((await t.call('POST', '/sms_send', { area_code: '86', mobile, scene: 'bind' }, { token })).body.type).toBe('ok');
  const code = await t.lastCode(`+86${mobile}`);
  expect((await t.call('POST', '/safe/mobile', { area_code: '86', mobile, code }, { token })).body.type).toBe('ok');
}

async function bindEmail(token: string, email: string) {
  t.clock.advance(61_000);
  expect((await t.call('POST', '/sms_mail', { user_string: email, scene: 'bind' }, { token })).body.type).toBe('ok');
  const code = await t.lastCode(email);
  expect((await t.call('POST', '/safe/email', { email, code }, { token })).body.type).toBe('ok');
}

describe('the withdrawal lock after security changes', () => {
  it('does not start for the first pay password and the first mobile', async () => {
    const user = await t.newUser();
    await setPayPassword(user, 'Pay-123456');
    expect(await lockLeft(user.token)).toBe(0);
    const mobile = newMobile();
    await bindMobile(user.token, mobile);
    expect(await info(user.token)).toMatchObject({ has_pay_password: true, mobile, withdraw_locked_until: null });
    expect(await coinLock(user.token)).toBeNull();
  });

  it('starts for 24 hours when the pay password is changed or reset', async () => {
    const user = await t.newUser();
    await setPayPassword(user, 'Pay-123456');
    t.clock.advance(3_600_000);
    await setPayPassword(user, 'Pay-654321');
    expect(await lockLeft(user.token)).toBe(DAY_MS);
    expect(await coinLock(user.token)).not.toBeNull();
  });

  it('starts when the mobile is changed', async () => {
    const user = await t.newUser();
    await bindMobile(user.token, newMobile());
    expect(await lockLeft(user.token)).toBe(0);
    await bindMobile(user.token, newMobile());
    expect(await lockLeft(user.token)).toBe(DAY_MS);
  });

  it('starts when the login password is reset', async () => {
    const user = await t.newUser();
    t.clock.advance(61_000);
    await t.call('POST', '/sms_mail', { user_string: user.email, scene: 'forget' });
    const code = await t.lastCode(user.email);
    const reset = await t.call('POST', '/user/forget', { account: user.email, password: 'Another-456', repassword: 'Another-456', code });
    expect(reset.body.type).toBe('ok');
    const login = await t.call<string>('POST', '/user/login', { user_string: user.email, password: 'Another-456' });
    expect(await lockLeft(login.body.message)).toBe(DAY_MS);
  });

  it('does not start for the first email of a user who registered by mobile; a second email starts it', async () => {
    const mobile = newMobile();
    await t.call('POST', '/sms_send', { area_code: '86', mobile, scene: 'register' });
    const code = await t.lastCode(`+86${mobile}`);
    const body = { user_string: mobile, area_code: '86', type: 'mobile', password: 'Secret-123' };
    expect((await t.call('POST', '/user/register', { ...body, re_password: 'Secret-123', code })).body.type).toBe('ok');
    const token = (await t.call<string>('POST', '/user/login', body)).body.message;
    await bindEmail(token, `first${Date.now()}@example.com`);
    expect(await lockLeft(token)).toBe(0);
    await bindEmail(token, `second${Date.now()}@example.com`);
    expect(await lockLeft(token)).toBe(DAY_MS);
  });
});
