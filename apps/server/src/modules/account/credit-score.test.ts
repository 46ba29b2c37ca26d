/**
 * The credit score (issue 18): each part and its rule, the score through the API, and the proof
 * that it gates nothing: a user at the lowest score a withdrawing user can have (Lv1 as SPEC's
 * limits require, no authenticator, a day old, a rejected review) withdraws, and no server code
 * outside this module reads the score at all.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeCreditScore, type CreditScore, type Page, type SavedAddress, type Withdrawal } from '@bourse/contract';
import { createTestApp, type TestApp, uploadAs } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.tick('BTC/USDT', '50000');
});
afterAll(async () => {
  await t?.dispose();
});

const score = async (token: string) => (await t.call<CreditScore>('GET', '/user/credit_score', {}, { token })).body.message;

describe('the rules', () => {
  it('adds verification (20 a level), the authenticator (20), age (a point per 9 days, up to 20) and no failed reviews (20)', () => {
    expect(computeCreditScore({ level: 0, totpEnabled: false, ageDays: 0, rejectedReviews: 1 }).score).toBe(0);
    expect(computeCreditScore({ level: 2, totpEnabled: true, ageDays: 180, rejectedReviews: 0 }).score).toBe(100);
    const mid = computeCreditScore({ level: 1, totpEnabled: false, ageDays: 40, rejectedReviews: 0 });
    expect(mid.parts).toEqual([
      { part: 'verification', points: 20, max: 40, value: 1 },
      { part: 'two_factor', points: 0, max: 20, value: 0 },
      { part: 'account_age', points: 4, max: 20, value: 40 },
      { part: 'no_failed_reviews', points: 20, max: 20, value: 0 },
    ]);
    expect(mid).toMatchObject({ score: 44, max: 100, limits_withdrawals_or_trading: false });
  });
});

describe('GET /user/credit_score', () => {
  it("gives a new user's score with its parts, and needs a session", async () => {
    const user = await t.newUser();
    expect(await score(user.token)).toMatchObject({ score: 20, max: 100, limits_withdrawals_or_trading: false });
    expect((await t.call('GET', '/user/credit_score')).body.type).toBe('999');
  });

  it('a user at the lowest score that can withdraw still withdraws', async () => {
    const user = await t.newUser();
    await t.setPayPassword(user, 'Pay-123456');
    await t.verify(user, 1);
    // A failed review: Lv2 sent and rejected.
    const [front, back] = [await uploadAs(t, user.token, 'kyc'), await uploadAs(t, user.token, 'kyc')];
    await t.call('POST', '/user/real', { real_type: 2, front_pic: front, reverse_pic: back }, { token: user.token });
    const op = await t.operatorToken('compliance');
    const q = await t.call<Page<{ id: number; user_id: number; level: number }>>('GET', '/operator/kyc', { limit: 50 }, { token: op });
    const app = q.body.message.data.find((a) => a.user_id === user.userId && a.level === 2)!;
    expect((await t.call('POST', '/operator/kyc/reject', { id: app.id, reason: 'Blurred photo' }, { token: op })).body.type).toBe('ok');
    const s = await score(user.token);
    expect(s.parts.find((p) => p.part === 'no_failed_reviews')).toMatchObject({ points: 0, value: 1 });
    expect(s.score).toBe(20);

    await t.fund(user.userId, 'USDT', '100');
    const qrcode = await uploadAs(t, user.token, 'general');
    const address = 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH';
    const saved = await t.call<SavedAddress>(
      'POST',
      '/user/wallet/save',
      { currency: 'USDT', name: 'Mine', address, qrcode, network: 'TRC20' },
      { token: user.token },
    );
    const w = await t.call<Withdrawal>(
      'POST',
      '/wallet/out',
      { currency: 'USDT', number: '50', address: saved.body.message.id, pay_password: 'Pay-123456' },
      { token: user.token },
    );
    expect(w.body).toMatchObject({ type: 'ok', message: { amount: '50', status: 'pending' } });
  });
});

describe('nothing reads it as a gate', () => {
  it('no server code outside the account module mentions the credit score', () => {
    const modules = fileURLToPath(new URL('..', import.meta.url));
    const hits: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name) && /credit_?score/i.test(readFileSync(path, 'utf8'))) hits.push(path);
      }
    };
    for (const m of readdirSync(modules)) if (m !== 'account' && statSync(join(modules, m)).isDirectory()) walk(join(modules, m));
    expect(hits).toEqual([]);
  });
});
