/**
 * The pay-password count holds across API nodes (issue 11, item 4): each node checks one user's
 * attempts one at a time, and the count in the database bounds what several nodes evaluate
 * together. Two guards on one database stand for two nodes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { UserNotices } from './notices';
import { PayPasswordGuard } from './pay-password';
import { findUser } from './store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

it('evaluates at most five simultaneous wrong guesses across two nodes, then refuses the right one', async () => {
  const user = await t.newUser();
  await t.setPayPassword(user, 'Pay-123456');
  const row = (await findUser(t.db, user.userId))!;
  const nodes = [0, 1].map(() => new PayPasswordGuard(t.built.ctx, new UserNotices(t.built.ctx)));
  const outcome = (p: Promise<void>) =>
    p.then(
      () => 'ok',
      (e: { code?: string }) => e.code,
    );
  const codes = await Promise.all(Array.from({ length: 16 }, (_, i) => outcome(nodes[i % 2]!.verify(row, 'Pay-000000'))));
  expect(codes.filter((c) => c === 'PAY_PASSWORD_WRONG').length).toBeLessThanOrEqual(4);
  expect(codes.filter((c) => c !== 'PAY_PASSWORD_WRONG').every((c) => c === 'PAY_PASSWORD_LOCKED')).toBe(true);
  expect(await outcome(nodes[0]!.verify(row, 'Pay-123456'))).toBe('PAY_PASSWORD_LOCKED');
  const { rows } = await t.db.query<{ n: number }>('SELECT pay_password_failures AS n FROM users WHERE id = $1', [user.userId]);
  expect(rows[0]!.n).toBe(5);
});

it('a burst of right ones on one node is never refused', async () => {
  const user = await t.newUser();
  await t.setPayPassword(user, 'Pay-123456');
  const row = (await findUser(t.db, user.userId))!;
  const node = t.built.modules.auth.service;
  const results = await Promise.allSettled(Array.from({ length: 30 }, () => node.verifyPayPassword(row.id, 'Pay-123456')));
  expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
});
