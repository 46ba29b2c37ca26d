/**
 * The pay password cannot be guessed (issue 11, item 4): wrong guesses are counted per account in
 * the database; the fifth in a row locks withdrawals (and every pay-password action) for an hour,
 * even with the right password, and the user is told; a right one resets the count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_PASSWORD_LOCK_MS, type SavedAddress } from '@bourse/contract';
import { translate } from '@bourse/i18n/all';
import { getBalance, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp, uploadAs } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.tick('BTC/USDT', '50000');
});
afterAll(async () => {
  await t?.dispose();
});

const TRON = 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH';
const RIGHT = 'Pay-123456';

/** A verified user with a pay password, 100 USDT and a saved address; `out` asks for 20 USDT. */
async function readyUser() {
  const user = await t.newUser();
  await t.setPayPassword(user, RIGHT);
  await t.verify(user, 1);
  await t.fund(user.userId, 'USDT', '100');
  const qrcode = await uploadAs(t, user.token, 'general');
  const saved = await t.call<SavedAddress>(
    'POST',
    '/user/wallet/save',
    { currency: 'USDT', name: 'Mine', address: TRON, qrcode, network: 'TRC20' },
    { token: user.token },
  );
  const out = (payPassword: string, lang = 'en') =>
    t.call(
      'POST',
      '/wallet/out',
      { currency: 'USDT', number: '20', address: saved.body.message.id, pay_password: payPassword },
      { token: user.token, lang },
    );
  return { ...user, out };
}

const until = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

describe('pay-password guessing', () => {
  it('locks after five wrong, refuses the right one until the hour is over, and tells the user', async () => {
    const user = await readyUser();
    for (let i = 0; i < 4; i++) expect((await user.out('Pay-000000')).body.code).toBe('PAY_PASSWORD_WRONG');
    const lockedAt = t.clock.now();
    const fifth = await user.out('Pay-000000');
    const params = { until: until(new Date(lockedAt.getTime() + PAY_PASSWORD_LOCK_MS)) };
    expect(fifth.body).toMatchObject({ code: 'PAY_PASSWORD_LOCKED', message: translate('en', 'errors.PAY_PASSWORD_LOCKED', params) });

    t.clock.advance(60_000);
    const sixth = await user.out(RIGHT, 'jp');
    expect(sixth.body).toMatchObject({
      type: 'error',
      code: 'PAY_PASSWORD_LOCKED',
      message: translate('jp', 'errors.PAY_PASSWORD_LOCKED', params),
    });
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 100_000_000n, frozen: 0n });

    const { rows } = await t.db.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM outbox WHERE destination = $1 AND subject = $2',
      [user.email, translate('en', 'common.payPasswordLocked.subject', { site: 'Bourse' })],
    );
    expect(rows.map((r) => r.body)).toEqual([
      translate('en', 'common.payPasswordLocked.mailBody', { site: 'Bourse', count: 5, ...params }),
    ]);

    t.clock.advance(PAY_PASSWORD_LOCK_MS - 60_000 + 1000);
    expect((await user.out(RIGHT)).body.type).toBe('ok');
    expect(await getBalance(t.db, userAccount(user.userId, 'USDT', 'exchange'))).toEqual({ available: 80_000_000n, frozen: 20_000_000n });
  });

  it('a right pay password resets the count', async () => {
    const user = await readyUser();
    for (let i = 0; i < 4; i++) expect((await user.out('Pay-000000')).body.code).toBe('PAY_PASSWORD_WRONG');
    expect((await user.out(RIGHT)).body.type).toBe('ok');
    for (let i = 0; i < 4; i++) expect((await user.out('Pay-000000')).body.code).toBe('PAY_PASSWORD_WRONG');
    expect((await user.out(RIGHT)).body.type).toBe('ok');
    const { rows } = await t.db.query<{ n: number }>('SELECT pay_password_failures AS n FROM users WHERE id = $1', [user.userId]);
    expect(rows[0]!.n).toBe(0);
  });

  it('evaluates at most five of many simultaneous guesses', async () => {
    const user = await readyUser();
    const codes = (await Promise.all(Array.from({ length: 12 }, () => user.out('Pay-000000')))).map((r) => r.body.code);
    expect(codes.filter((c) => c === 'PAY_PASSWORD_WRONG').length).toBeLessThanOrEqual(4);
    expect(codes.filter((c) => c !== 'PAY_PASSWORD_WRONG').every((c) => c === 'PAY_PASSWORD_LOCKED')).toBe(true);
    expect((await user.out(RIGHT)).body.code).toBe('PAY_PASSWORD_LOCKED');
  });

  it('a new pay password set with a security code starts a fresh count', async () => {
    const user = await readyUser();
    for (let i = 0; i < 5; i++) await user.out('Pay-000000');
    const state = async () =>
      (await t.db.query('SELECT pay_password_failures, pay_password_locked_until FROM users WHERE id = $1', [user.userId])).rows[0];
    expect(await state()).toMatchObject({ pay_password_failures: 5, pay_password_locked_until: expect.any(Date) });
    t.clock.advance(61_000);
    await t.call('POST', '/sms_mail', { scene: 'security' }, { token: user.token });
    const code = await t.lastCode(user.email);
    const set = await t.call(
      'POST',
      '/safe/pay_password',
      { pay_password: 'Pay-777777', re_pay_password: 'Pay-777777', code },
      { token: user.token },
    );
    expect(set.body.type).toBe('ok');
    expect(await state()).toEqual({ pay_password_failures: 0, pay_password_locked_until: null });
    // A reset is a security change: withdrawals pause for 24 hours, then the new one works.
    expect((await user.out('Pay-777777')).body.code).toBe('WITHDRAW_LOCKED');
    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await user.out('Pay-777777')).body.type).toBe('ok');
  });
});
