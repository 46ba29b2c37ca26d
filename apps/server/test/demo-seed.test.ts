/**
 * A demo setup's seed (SEED_DEMO), in one file because the seed is the slow part: the demo user
 * finds dual products to buy and an IEO sale in progress whose whole issuance is held in the IEO
 * treasury book and that a user can subscribe to; a second seed adds none of them.
 */
import type { DualIndex, IeoProject, Page } from '@bourse/contract';
import { checkLedger, getBalance } from '@bourse/ledger';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_TOKEN, issuanceAccount } from '../src/modules/ieo';
import { seed } from '../src/seed';
import { createTestApp, type TestApp } from './harness';

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

it('opens one funded demo sale that a user can subscribe to, once', async () => {
  const list = await t.call<Page<IeoProject>>('GET', '/project', { status: 2 });
  const demo = list.body.message.data.filter((p) => p.token === DEMO_TOKEN.code);
  expect(demo).toHaveLength(1);
  expect(demo[0]).toMatchObject({ total_issuance: '1000000', price: '0.05', pay_currency: 'USDT' });
  // The whole issuance is held for the sale: nothing of it is free in the book.
  const book = await getBalance(t.db, issuanceAccount(DEMO_TOKEN.code));
  expect(book).toEqual({ available: 0n, frozen: 100_000_000n });

  const u = await t.newUser();
  await t.fund(u.userId, 'USDT', '100');
  const order = await t.call(
    'POST',
    '/project/order',
    { project_id: demo[0]!.id, amount: '1000', pay_currency: 'USDT', price: '0.05' },
    {
      token: u.token,
    },
  );
  expect(order.body.type).toBe('ok');

  await seed(t.built);
  const again = await t.call<Page<IeoProject>>('GET', '/project', { status: 2 });
  expect(again.body.message.data.filter((p) => p.token === DEMO_TOKEN.code)).toHaveLength(1);
  expect((await checkLedger(t.db)).problems).toEqual([]);
});
