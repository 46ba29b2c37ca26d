/**
 * A visitor browses the futures screen (issue 13, item 6): the open form's terms answer without a
 * session, with nothing available and nothing confirmed; everything that acts still needs one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeverTerms } from '@bourse/contract';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.tick('BTC/USDT', '50000');
});
afterAll(async () => {
  await t?.dispose();
});

describe('a visitor on the futures screen', () => {
  it('gets the terms with nothing available, and the same terms a user sees', async () => {
    const visitor = await t.call<LeverTerms>('POST', '/lever/deal', { currency_id: 1, legal_id: 3 });
    expect(visitor.body.type).toBe('ok');
    expect(visitor.body.message).toMatchObject({
      symbol: 'BTC/USDT',
      available: '0',
      leverage_confirmed: false,
      price: expect.stringMatching(/^50000(\.0+)?$/),
      contract_size: '0.001',
    });
    const user = await t.newUser();
    const own = (await t.call<LeverTerms>('POST', '/lever/deal', { currency_id: 1, legal_id: 3 }, { token: user.token })).body.message;
    const { available: _a, price: _p, price_time: _pt, mark_price: _m, ...sharedTerms } = own;
    expect(visitor.body.message).toMatchObject(sharedTerms);
  });

  it('still needs a session to open, list or confirm', async () => {
    const open = await t.call('POST', '/lever/submit', { currency_id: 1, share: 1, multiple: 10, type: 1, status: 1 });
    expect(open.body.type).toBe('999');
    expect((await t.call('POST', '/lever/dealall')).body.type).toBe('999');
    expect((await t.call('POST', '/lever/confirm_risk', { accept: true })).body.type).toBe('999');
  });
});
