/**
 * The international bank card under the SPEC's own field names and the clear ones (issue 11,
 * item 8): alipay_account / aba_number, wechat_account / cardholder_address, wechat_nickname /
 * swift_code, and bank_network (the branch). The other card tests are in withdrawals.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

const common = {
  real_name: 'Ann Smith',
  bank_account: 'GB29NWBK60161331926819',
  bank_name: 'NatWest',
  bank_dizhi: 'London',
  phone: '+447700900123',
};
/** The card as it is stored and answered. */
const stored = { ...common, alipay_account: '026009593', swift_code: 'NWBKGB2L', wechat_account: '1 High St, London' };

async function save(body: Record<string, string>, form = true) {
  const user = await t.newUser();
  const r = await t.call('POST', '/user/cash_save_international', body, { token: user.token, form });
  const info = await t.call('POST', '/user/cash_info_international', {}, { token: user.token });
  return { saved: r.body, info: info.body.message };
}

describe('international bank card field names', () => {
  it("takes the SPEC client's form: wechat_nickname for SWIFT, and bank_network", async () => {
    const spec = {
      ...common,
      alipay_account: '026009593',
      wechat_account: '1 High St, London',
      wechat_nickname: 'NWBKGB2L',
      bank_network: 'Soho',
    };
    const { saved, info } = await save(spec);
    expect(saved).toMatchObject({ type: 'ok', message: { ...stored, bank_network: 'Soho' } });
    expect(info).toEqual({ ...stored, bank_network: 'Soho' });
  });

  it('takes the clear names, as JSON', async () => {
    const clear = { ...common, aba_number: '026009593', cardholder_address: '1 High St, London', swift_code: 'NWBKGB2L' };
    expect((await save(clear, false)).info).toEqual(stored);
  });

  it('takes both names of a field when they agree, and an empty alias as not given', async () => {
    const both = { ...stored, wechat_nickname: 'NWBKGB2L', aba_number: '026009593', cardholder_address: '' };
    expect((await save(both)).info).toEqual(stored);
  });

  it.each([
    ['wechat_nickname', 'OTHERBIC'],
    ['aba_number', '111000025'],
    ['cardholder_address', '2 Low St'],
  ])('refuses %s with a value other than its twin', async (alias, value) => {
    const { saved, info } = await save({ ...stored, [alias]: value });
    expect(saved).toMatchObject({ type: 'error', code: 'FIELD_ALIAS_CONFLICT', field: alias });
    expect(info).toBeNull();
  });

  it('refuses a card with a field under neither name: please add a bank card', async () => {
    const { alipay_account: _, ...noAba } = stored;
    expect((await save({ ...noAba, aba_number: '' })).saved).toMatchObject({ code: 'BANK_CARD_REQUIRED', field: 'alipay_account' });
  });

  it('names both in the OpenAPI document', async () => {
    const doc = (await t.built.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        { post: { requestBody: { content: Record<string, { schema: { properties: Record<string, { description?: string }> } }> } } }
      >;
    };
    const body = doc.paths['/api/user/cash_save_international']!.post.requestBody.content;
    const properties = Object.values(body)[0]!.schema.properties;
    for (const name of [
      'alipay_account',
      'aba_number',
      'wechat_account',
      'cardholder_address',
      'swift_code',
      'wechat_nickname',
      'bank_network',
    ]) {
      expect(properties[name], name).toBeDefined();
    }
    expect(properties.aba_number!.description).toContain('alipay_account');
    expect(properties.wechat_nickname!.description).toContain('swift_code');
  });
});
