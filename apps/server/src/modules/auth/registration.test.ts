/**
 * Registration does not reveal who has an account (issue 11, item 5): a code request for a
 * registered address is answered exactly as for a new one, and the owner gets a message saying
 * they have an account and how to sign in or reset the password, with no usable code.
 */
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
const freshEmail = () => `reg${Date.now().toString(36)}${++n}@example.com`;

async function outbox(destination: string) {
  const { rows } = await t.db.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM outbox WHERE destination = $1 ORDER BY id',
    [destination],
  );
  return rows;
}

const form = { password: 'Secret-123', re_password: 'Secret-123', type: 'email' };

describe('a code request for a registered address', () => {
  it('is answered as for a new address, and its owner is told how to sign in, in their language', async () => {
    const owner = await t.newUser();
    await t.call('GET', '/user/info', {}, { token: owner.token, lang: 'kor' });
    const fresh = freshEmail();
    const before = (await outbox(owner.email)).length;

    const send = (address: string) => t.call('POST', '/sms_mail', { user_string: address, scene: 'register' }, { lang: 'en' });
    const [taken, free] = [await send(owner.email), await send(fresh)];
    expect({ status: taken.status, body: taken.body }).toEqual({ status: free.status, body: free.body });
    expect(taken.body).toEqual({ type: 'ok', message: translate('en', 'common.codeSent') });

    const sent = (await outbox(owner.email)).slice(before);
    expect(sent).toEqual([
      {
        subject: translate('kor', 'common.accountExists.subject', { site: 'Bourse' }),
        body: translate('kor', 'common.accountExists.mailBody', { site: 'Bourse' }),
      },
    ]);
    expect(sent[0]!.body).not.toMatch(/\d{6}/);
    const code = await t.lastCode(fresh);
    expect((await outbox(fresh)).at(-1)!.body).toBe(translate('en', 'common.mailBody', { site: 'Bourse', code }));

    // Cool-downs and guesses behave the same for both.
    t.clock.advance(10_000);
    const [takenAgain, freeAgain] = [await send(owner.email), await send(fresh)];
    expect(takenAgain.body).toEqual(freeAgain.body);
    expect(takenAgain.body.code).toBe('CODE_COOLDOWN');
    const wrong = code === '000000' ? '111111' : '000000';
    const guess = (address: string) => t.call('POST', '/user/register', { ...form, user_string: address, code: wrong });
    const [takenGuess, freeGuess] = [await guess(owner.email), await guess(fresh)];
    expect(takenGuess.body).toEqual(freeGuess.body);
    expect(takenGuess.body.code).toBe('CODE_INVALID');
    expect((await t.call('POST', '/user/check_email', { user_string: owner.email, email_code: wrong })).body.code).toBe('CODE_INVALID');
    // The new address registers with its code; the registered one has none to use.
    expect((await t.call('POST', '/user/register', { ...form, user_string: fresh, code })).body.type).toBe('ok');
  });

  it('by SMS: a registered mobile gets a text in its owner’s language, without a code', async () => {
    const mobile = `136${String(Date.now()).slice(-8)}`;
    expect((await t.call('POST', '/sms_send', { area_code: '86', mobile, scene: 'register' }, { lang: 'th' })).body.type).toBe('ok');
    const code = await t.lastCode(`+86${mobile}`);
    const reg = await t.call(
      'POST',
      '/user/register',
      { ...form, type: 'mobile', area_code: '86', user_string: mobile, code },
      { lang: 'th' },
    );
    expect(reg.body.type).toBe('ok');
    t.clock.advance(61_000);

    const again = await t.call('POST', '/sms_send', { area_code: '86', mobile, scene: 'register' }, { lang: 'en' });
    expect(again.body).toEqual({ type: 'ok', message: translate('en', 'common.codeSent') });
    const last = (await outbox(`+86${mobile}`)).at(-1)!;
    expect(last.body).toBe(translate('th', 'common.accountExists.smsBody', { site: 'Bourse' }));
    expect(last.body).not.toMatch(/\d{6}/);
  });
});
