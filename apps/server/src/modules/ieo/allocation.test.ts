/**
 * The end of a cycle: a 3x oversubscribed project allocated pro rata (the rounding remainder to the
 * earliest orders) with costs and refunds that sum exactly to the payments, proceeds paid to the
 * project's account, tokens locked until the time to market and then released; an undersubscribed
 * one returning its unallocated issuance; exactly once across two allocators and a restart; and
 * concurrent subscriptions that never overdraw a balance or break the project's counters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IeoOrder, IeoProject, Page } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { parseUnits } from '@bourse/money';
import { createTestApp, type TestApp } from '../../../test/harness';
import { checkMoneyOrigin } from '../../platform/money-origin';
import { IeoAllocator } from './allocate';
import { DAY, liveProject } from './test-fixture';

let t: TestApp;
type User = { token: string; userId: number };
const users: User[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-18T03:00:00Z'));
  for (let i = 0; i < 3; i++) {
    const u = await t.newUser();
    await t.fund(u.userId, 'USDT', '5000', 'exchange');
    users.push(u);
  }
});
afterAll(async () => {
  await t?.dispose();
});

const ledgerOk = async () => {
  expect((await checkLedger(t.db)).problems).toEqual([]);
  expect(await checkMoneyOrigin(t.db)).toEqual([]);
};
const bal = (userId: number, code: string) => getBalance(t.db, userAccount(userId, code, 'exchange'));
const subscribe = (u: User, projectId: number, amount: string, price = '0.3') =>
  t.call<IeoOrder>('POST', '/project/order', { project_id: projectId, amount, pay_currency: 'USDT', price }, { token: u.token });
const run = () => t.built.modules.ieo.allocator.runDue();
const myOrders = async (u: User) => (await t.call<Page<IeoOrder>>('GET', '/user/project/order', {}, { token: u.token })).body.message.data;

describe('3x oversubscribed', () => {
  it('allocates pro rata, refunds the rest exactly, pays the project and locks the tokens until listing', async () => {
    // Issuance 1000.0000 at 0.3 USDT; asked 3000.0001 in all, so no share is whole.
    const p = await liveProject(t, { total_issuance: '1000', price: '0.3', token_scale: 4 });
    const asks = ['1000.0001', '1300', '700'];
    const before = await Promise.all(users.map((u) => bal(u.userId, 'USDT')));
    for (const [i, a] of asks.entries()) expect((await subscribe(users[i]!, p.id, a)).body.type).toBe('ok');
    await run(); // not due yet: nothing happens before the end of the cycle
    expect((await myOrders(users[0]!))[0]!.status).toBe('subscribed');

    t.clock.set(new Date(p.end_time));
    expect(await run()).toBe(3);
    const orders = (await Promise.all(users.map(myOrders))).map((o) => o[0]!);
    // floor(ask x 1000 / 3000.0001) at 4 decimals; the remainder (1 unit) to the earliest order.
    expect(orders.map((o) => [o.allocation!.pro_rata, o.allocation!.remainder, o.allocation!.allocated])).toEqual([
      ['333.3333', '0.0001', '333.3334'],
      ['433.3333', '0', '433.3333'],
      ['233.3333', '0', '233.3333'],
    ]);
    const minor = (v: string, scale: number) => parseUnits(v, scale);
    const payments = orders.reduce((s, o) => s + minor(o.payment, 6), 0n);
    const costs = orders.reduce((s, o) => s + minor(o.allocation!.cost, 6), 0n);
    const refunds = orders.reduce((s, o) => s + minor(o.allocation!.refund, 6), 0n);
    expect(costs + refunds).toBe(payments);
    expect(orders.map((o) => [o.payment, o.allocation!.cost, o.allocation!.refund, o.status])).toEqual([
      ['300.00003', '100.00002', '200.00001', 'allocated'],
      ['390', '129.99999', '260.00001', 'allocated'],
      ['210', '69.99999', '140.00001', 'allocated'],
    ]);
    expect(orders.every((o) => o.allocation!.oversubscribed && o.allocation!.total_subscribed === '3000.0001')).toBe(true);

    // Balances: spot USDT lost exactly the cost; the tokens are on the spot book, frozen until listing.
    for (const [i, u] of users.entries()) {
      const usdt = await bal(u.userId, 'USDT');
      expect(usdt.frozen).toBe(before[i]!.frozen);
      expect(before[i]!.available - usdt.available).toBe(minor(orders[i]!.allocation!.cost, 6));
      expect(await bal(u.userId, p.token)).toEqual({ available: 0n, frozen: minor(orders[i]!.allocation!.allocated, 4) });
    }
    expect(await getBalance(t.db, systemAccount('escrow', 'USDT', `ieo:${p.id}`))).toEqual({ available: costs, frozen: 0n });
    expect(await getBalance(t.db, systemAccount('treasury', p.token, 'ieo'))).toEqual({ available: 0n, frozen: 0n });
    const d = (await t.call<IeoProject>('GET', '/project/detail', { project_id: p.id })).body.message;
    expect(d).toMatchObject({
      allocation: 'allocated',
      applications: 3,
      participants: 3,
      passes: 3,
      remaining: '0',
      progress_percent: '300',
    });
    await ledgerOk();

    expect(await run()).toBe(0); // nothing twice
    t.clock.set(new Date(p.listing_time));
    expect(await run()).toBe(3);
    for (const [i, u] of users.entries()) {
      expect(await bal(u.userId, p.token)).toEqual({ available: minor(orders[i]!.allocation!.allocated, 4), frozen: 0n });
    }
    expect((await myOrders(users[2]!))[0]).toMatchObject({ status: 'released', released_at: p.listing_time });
    await ledgerOk();
  });
});

describe('undersubscribed', () => {
  it('gives each order what it asked for and returns the rest of the issuance to the IEO treasury book', async () => {
    const p = await liveProject(t, { total_issuance: '1000', price: '2', token_scale: 2 });
    await subscribe(users[0]!, p.id, '100', '2');
    await subscribe(users[1]!, p.id, '50.5', '2');
    t.clock.set(new Date(p.end_time + 1));
    await run();
    const o = (await myOrders(users[1]!)).find((x) => x.project_id === p.id)!;
    expect(o.allocation).toMatchObject({ oversubscribed: false, allocated: '50.5', cost: '101', refund: '0' });
    expect(await getBalance(t.db, systemAccount('treasury', p.token, 'ieo'))).toEqual({ available: 84_950n, frozen: 0n });
    const ops = await t.operatorToken('finance');
    const view = (
      await t.call<Array<{ id: number; allocated: string; returned: string; issuance_held: string; proceeds: string }>>(
        'GET',
        '/operator/ieo/projects',
        {},
        { token: ops },
      )
    ).body.message.find((x) => x.id === p.id);
    expect(view).toMatchObject({ allocated: '150.5', returned: '849.5', issuance_held: '0', proceeds: '301' });
    await ledgerOk();
  });

  it('refunds everything of an order that receives nothing (a zero share)', async () => {
    // 3 units issued at 1 decimal, asked 1 + 1 + 1 + 1 (tenths): shares 0.0, remainder to the earliest three.
    const p = await liveProject(t, { total_issuance: '0.3', price: '1', token_scale: 1, min_amount: '0.1' });
    for (let i = 0; i < 3; i++) await subscribe(users[i]!, p.id, '0.1', '1');
    await subscribe(users[0]!, p.id, '0.1', '1');
    t.clock.set(new Date(p.end_time));
    await run();
    const mine = (await myOrders(users[0]!)).filter((x) => x.project_id === p.id);
    expect(mine.map((x) => [x.status, x.allocation!.allocated, x.allocation!.refund])).toEqual([
      ['refunded', '0', '0.1'],
      ['allocated', '0.1', '0'],
    ]);
    expect((await t.call<IeoProject>('GET', '/project/detail', { project_id: p.id })).body.message.passes).toBe(3);
    await ledgerOk();
  });
});

describe('exactly once', () => {
  it('two allocators at once and a restart between subscription and the end settle each order once', async () => {
    const p = await liveProject(t, { total_issuance: '100', price: '1', token_scale: 0 }, 0, DAY);
    for (const u of users) await subscribe(u, p.id, '50', '1');
    await t.restart();
    t.clock.set(new Date(p.end_time));
    const other = new IeoAllocator(t.built.ctx, () => undefined);
    await Promise.all([t.built.modules.ieo.allocator.runDue(), other.runDue(), t.built.modules.ieo.allocator.runDue()]);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE idem_key LIKE 'ieo:allocate:%' AND (meta->>'projectId')::int = $1`,
      [p.id],
    );
    expect(rows[0]!.n).toBe(3);
    const allocated = await Promise.all(users.map(async (u) => (await bal(u.userId, p.token)).frozen));
    expect(allocated).toEqual([34n, 33n, 33n]);
    await ledgerOk();
  });
});

describe('concurrent subscriptions', () => {
  it('never overdraw a balance, and the counters equal the orders taken', async () => {
    const p = await liveProject(t, { total_issuance: '100', price: '1', token_scale: 0, max_per_user: '30' }, 0, DAY);
    const u = await t.newUser();
    await t.fund(u.userId, 'USDT', '25', 'exchange');
    // 20 at once of 2 tokens each: the balance covers 12, the per-user limit 15.
    const replies = await Promise.all(Array.from({ length: 20 }, () => subscribe(u, p.id, '2', '1')));
    const ok = replies.filter((r) => r.body.type === 'ok').length;
    expect(ok).toBe(12);
    expect(new Set(replies.filter((r) => r.body.type !== 'ok').map((r) => r.body.code))).toEqual(new Set(['INSUFFICIENT_BALANCE']));
    expect(await bal(u.userId, 'USDT')).toEqual({ available: 1_000_000n, frozen: 24_000_000n });
    const v = await t.newUser();
    await t.fund(v.userId, 'USDT', '1000', 'exchange');
    const limited = await Promise.all(Array.from({ length: 20 }, () => subscribe(v, p.id, '2', '1')));
    expect(limited.filter((r) => r.body.type === 'ok')).toHaveLength(15);
    expect(new Set(limited.filter((r) => r.body.type !== 'ok').map((r) => r.body.code))).toEqual(new Set(['IEO_MAX_AMOUNT']));
    const d = (await t.call<IeoProject>('GET', '/project/detail', { project_id: p.id })).body.message;
    expect(d).toMatchObject({ applications: 27, subscribed: '54', participants: 2 });
    await ledgerOk();
  });
});
