/** A demo setup's seed (SEED_DEMO): the demo user finds dual products to buy, and a second seed adds none. */
import type { DualIndex } from '@bourse/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seed } from '../../seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: '1' });
  await t.tick('BTC/USDT', '65000');
  await t.tick('ETH/USDT', '3000');
});
afterAll(async () => {
  await t?.dispose();
});

it('lists one open product per coin and type for the demo user, once', async () => {
  const result = await seed(t.built);
  expect(result.demoUserId).toBeGreaterThan(0);
  const index = await t.call<DualIndex>('GET', '/dual/index', { currency_id: 1, type: 'put' });
  expect(index.body.message.products.map((p) => [p.linked_price, p.holding_days])).toEqual([['61750.00', 7]]);
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dual_products');
  await seed(t.built);
  expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dual_products')).rows[0]!.n).toBe(rows[0]!.n);
  expect(rows[0]!.n).toBe(4);
});
