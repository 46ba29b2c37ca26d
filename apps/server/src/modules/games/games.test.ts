/** Games: every endpoint, its rules and its failures. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

describe('games', () => {
  it('answers a signed-in user with their overview', async () => {
    const user = await t.newUser();
    const res = await t.call('GET', '/games/overview', {}, { token: user.token });
    expect(res.body).toEqual({ type: 'ok', message: { items: [] } });
  });

  it('asks for a session without one', async () => {
    const res = await t.call('GET', '/games/overview', {});
    expect(res.body.type).toBe('999');
  });

  it('refuses a field it does not take', async () => {
    const user = await t.newUser();
    const res = await t.call('GET', '/games/overview', { extra: '1' }, { token: user.token });
    expect(res.body.type).toBe('error');
  });
});
