/** Identity verification: both levels, every state of SPEC section 4, and its review. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, RealState, UserInfo } from '@bourse/contract';
import { createTestApp, type TestApp, uploadAs } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

const state = async (token: string) => (await t.call<RealState>('GET', '/real/state', {}, { token })).body.message;

async function bindMobile(user: { token: string }) {
  const mobile = `15${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 900 + 100)}`;
  t.clock.advance(61_000);
  await t.call('POST', '/sms_send', { area_code: '86', mobile, scene: 'bind' }, { token: user.token });
  await t.call('POST', '/safe/mobile', { mobile, area_code: '86', code: await t.lastCode(`+86${mobile}`) }, { token: user.token });
}

async function pending(level: number, userId: number) {
  const op = await t.operatorToken('compliance');
  const q = await t.call<Page<{ id: number; user_id: number; level: number }>>('GET', '/operator/kyc', { limit: 50 }, { token: op });
  return { op, app: q.body.message.data.find((a) => a.user_id === userId && a.level === level)! };
}

describe('identity verification', () => {
  it('starts not verified, needs email and mobile bound, then goes under review, verified, and raises the level', async () => {
    const user = await t.newUser();
    expect(await state(user.token)).toMatchObject({ real_level: 0, level1: { status: 'none' }, email_bound: true, mobile_bound: false });
    const lv1 = { real_type: 1, id_type: 0, name: '李雷', card_id: '11010519491231002X' };
    expect((await t.call('POST', '/user/real', lv1, { token: user.token })).body.code).toBe('KYC_BIND_REQUIRED');
    await bindMobile(user);
    const submitted = await t.call<RealState>('POST', '/user/real', lv1, { token: user.token, form: true });
    expect(submitted.body.message.level1).toMatchObject({ status: 'pending', name: '李雷', card_id: '**************002X' });
    expect((await t.call('POST', '/user/real', lv1, { token: user.token })).body.code).toBe('KYC_PENDING');
    const { op, app } = await pending(1, user.userId);
    expect((await t.call('POST', '/operator/kyc/approve', { id: app.id }, { token: op })).body.type).toBe('ok');
    expect(await state(user.token)).toMatchObject({ real_level: 1, level1: { status: 'approved' } });
    expect((await t.call<UserInfo>('GET', '/user/info', {}, { token: user.token })).body.message.real_level).toBe(1);
    expect((await t.call('POST', '/user/real', lv1, { token: user.token })).body.code).toBe('KYC_ALREADY_VERIFIED');
    expect((await t.call('POST', '/operator/kyc/approve', { id: app.id }, { token: op })).body.code).toBe('APPLICATION_NOT_PENDING');
  });

  it('shows the reason of a failure and allows sending again', async () => {
    const user = await t.newUser();
    await bindMobile(user);
    await t.call('POST', '/user/real', { real_type: 1, id_type: 1, name: 'Ann Smith', card_id: 'P1234567' }, { token: user.token });
    const { op, app } = await pending(1, user.userId);
    expect((await t.call('POST', '/operator/kyc/reject', { id: app.id }, { token: op })).body.code).toBe('REASON_REQUIRED');
    await t.call('POST', '/operator/kyc/reject', { id: app.id, reason: 'The name does not match the document' }, { token: op });
    expect((await state(user.token)).level1).toMatchObject({ status: 'rejected', reason: 'The name does not match the document' });
    expect(
      (await t.call('POST', '/user/real', { real_type: 1, id_type: 1, name: 'Ann Smith', card_id: 'P1234567' }, { token: user.token })).body
        .type,
    ).toBe('ok');
    expect((await state(user.token)).level1.status).toBe('pending');
  });

  it('requires Lv1 before Lv2, and the owner\u2019s own private photos', async () => {
    const user = await t.newUser();
    await bindMobile(user);
    const front = await uploadAs(t, user.token, 'kyc');
    const back = await uploadAs(t, user.token, 'kyc');
    expect(
      (await t.call('POST', '/user/real', { real_type: 2, front_pic: front, reverse_pic: back }, { token: user.token })).body.code,
    ).toBe('KYC_LEVEL1_REQUIRED');
    await t.call('POST', '/user/real', { real_type: 1, id_type: 2, name: 'Bo Chen', card_id: 'DL-998877' }, { token: user.token });
    const l1 = await pending(1, user.userId);
    await t.call('POST', '/operator/kyc/approve', { id: l1.app.id }, { token: l1.op });
    const other = await t.newUser();
    const theirs = await uploadAs(t, other.token, 'kyc');
    const publicPic = await uploadAs(t, user.token, 'avatar');
    expect(
      (await t.call('POST', '/user/real', { real_type: 2, front_pic: theirs, reverse_pic: back }, { token: user.token })).body.code,
    ).toBe('UPLOAD_NOT_FOUND');
    expect(
      (await t.call('POST', '/user/real', { real_type: 2, front_pic: publicPic, reverse_pic: back }, { token: user.token })).body.code,
    ).toBe('UPLOAD_NOT_FOUND');
    expect(
      (await t.call('POST', '/user/real', { real_type: 2, front_pic: front, reverse_pic: back }, { token: user.token })).body.type,
    ).toBe('ok');
    const l2 = await pending(2, user.userId);
    await t.call('POST', '/operator/kyc/approve', { id: l2.app.id }, { token: l2.op });
    expect((await state(user.token)).real_level).toBe(2);
  });

  it.each([
    [{ real_type: 1, id_type: 5, name: 'X', card_id: 'A1234' }, 'ID_TYPE_INVALID'],
    [{ real_type: 1, id_type: 0, card_id: 'A1234' }, 'NAME_REQUIRED'],
    [{ real_type: 1, id_type: 0, name: 'X' }, 'ID_NUMBER_REQUIRED'],
    [{ real_type: 1, id_type: 0, name: 'X', card_id: 'A1 2<3>4' }, 'SPECIAL_CHARACTERS'],
    [{ real_type: 2, front_pic: '/uploads/x.png' }, 'UPLOAD_REQUIRED'],
    [{ real_type: 3 }, 'INVALID_PARAMETER'],
    [{ real_type: 1, id_type: 0, name: 'X', card_id: 'A1234', level: 2 }, 'UNKNOWN_FIELD'],
  ])('refuses %j with %s', async (input, code) => {
    const user = await t.newUser();
    await bindMobile(user);
    expect((await t.call('POST', '/user/real', input, { token: user.token })).body.code).toBe(code);
    expect((await state(user.token)).level1.status).toBe('none');
  });

  it('refuses a document number another account uses', async () => {
    const a = await t.newUser();
    const b = await t.newUser();
    await bindMobile(a);
    await bindMobile(b);
    await t.call('POST', '/user/real', { real_type: 1, id_type: 1, name: 'A', card_id: 'DUP-0001' }, { token: a.token });
    expect(
      (await t.call('POST', '/user/real', { real_type: 1, id_type: 1, name: 'B', card_id: 'dup-0001' }, { token: b.token })).body.code,
    ).toBe('CARD_ID_IN_USE');
  });

  it('keeps a document number to one account in the database too, and frees it on rejection', async () => {
    const a = await t.newUser();
    const b = await t.newUser();
    await bindMobile(a);
    await t.call('POST', '/user/real', { real_type: 1, id_type: 1, name: 'A', card_id: 'IDX-0001' }, { token: a.token });
    // What a second account's insert would meet if it slipped past the service's check.
    const insert = () =>
      t.db.query(`INSERT INTO kyc_applications (user_id, level, id_type, name, card_id) VALUES ($1, 1, 1, 'B', 'IDX-0001')`, [b.userId]);
    await expect(insert()).rejects.toMatchObject({ code: '23505' });
    const { op, app } = await pending(1, a.userId);
    await t.call('POST', '/operator/kyc/reject', { id: app.id, reason: 'Unreadable' }, { token: op });
    await insert();
  });

  it.runIf(process.env.TEST_DB === 'pg')('lets one of many accounts submitting the same number at once have it', async () => {
    const users = [];
    for (let i = 0; i < 8; i++) {
      const user = await t.newUser();
      await bindMobile(user);
      users.push(user);
    }
    const results = await Promise.all(
      users.map((u) =>
        t.call('POST', '/user/real', { real_type: 1, id_type: 1, name: 'Same Number', card_id: 'RACE-0001' }, { token: u.token }),
      ),
    );
    const codes = results.map((r) => (r.body.type === 'ok' ? 'ok' : r.body.code)).sort();
    expect(codes).toEqual([
      'CARD_ID_IN_USE',
      'CARD_ID_IN_USE',
      'CARD_ID_IN_USE',
      'CARD_ID_IN_USE',
      'CARD_ID_IN_USE',
      'CARD_ID_IN_USE',
      'CARD_ID_IN_USE',
      'ok',
    ]);
    const { rows } = await t.db.query(`SELECT 1 FROM kyc_applications WHERE card_id = 'RACE-0001'`);
    expect(rows).toHaveLength(1);
  });

  it('lets only compliance review', async () => {
    const finance = await t.operatorToken('finance');
    expect((await t.call('GET', '/operator/kyc', {}, { token: finance })).body.code).toBe('FORBIDDEN');
  });

  it('pages the review queue by 10, like the rest of the app', async () => {
    const op = await t.operatorToken('compliance');
    const q = (await t.call<Page<unknown>>('GET', '/operator/kyc', { status: 'approved' }, { token: op })).body.message;
    expect(q.limit).toBe(10);
  });
});
