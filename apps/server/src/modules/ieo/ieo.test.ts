/**
 * IEO through the API: the operator's create, fund and open (an unfunded project refuses to open),
 * pause, the public list and detail with phases by the clock, every rule of a subscription with no
 * state change on a refusal, owners, lists, idempotency, and the ledger after each money path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IeoOperatorProject, IeoOrder, IeoProject, Page } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { createTestApp, type TestApp } from '../../../test/harness';
import { checkMoneyOrigin } from '../../platform/money-origin';
import { createProject, DAY, fundIssuance, liveProject, openProject, operators, type Ops } from './test-fixture';

let t: TestApp;
let ops: Ops;
let alice: { token: string; userId: number };
let bob: { token: string; userId: number };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-18T03:00:00Z'));
  ops = await operators(t);
  alice = await t.newUser();
  bob = await t.newUser();
  await t.fund(alice.userId, 'USDT', '10000', 'exchange');
  await t.fund(bob.userId, 'USDT', '100', 'exchange');
});
afterAll(async () => {
  await t?.dispose();
});

const ledgerOk = async () => {
  expect((await checkLedger(t.db)).problems).toEqual([]);
  expect(await checkMoneyOrigin(t.db)).toEqual([]);
};
const usdt = (userId: number) => getBalance(t.db, userAccount(userId, 'USDT', 'exchange'));
const order = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call<IeoOrder>(
    'POST',
    '/project/order',
    { pay_currency: 'USDT', price: '0.5', amount: '10', ...body },
    { token, ...(headers ? { headers } : {}) },
  );
const detail = (id: number, token?: string) => t.call<IeoProject>('GET', '/project/detail', { project_id: id }, token ? { token } : {});
const orderRows = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ieo_orders')).rows[0]!.n;

describe('operators: create, fund, open, pause', () => {
  it('creates a draft and its token asset; users do not see a draft', async () => {
    const p = await createProject(t, { token_code: 'NOVA', token_name: 'Nova', total_issuance: '5000' });
    expect(p).toMatchObject({
      status: 'draft',
      token: 'NOVA',
      total_issuance: '5000',
      price: '0.5',
      pay_currency: 'USDT',
      fundable: false,
    });
    expect(t.built.ctx.assets.find('NOVA')).toMatchObject({ code: 'NOVA', scale: 4, kind: 'crypto', networks: [] });
    expect(p.token_id).toBeGreaterThan(1000);
    expect((await detail(p.id)).body.code).toBe('IEO_PROJECT_NOT_FOUND');
    expect((await t.call<Page<IeoProject>>('GET', '/project')).body.message.data.map((x) => x.id)).not.toContain(p.id);
    expect((await order(alice.token, { project_id: p.id })).body.code).toBe('IEO_PROJECT_NOT_FOUND');
  });

  it('refuses bad projects with named errors', async () => {
    const now = t.clock.now().getTime();
    const bad = async (over: Record<string, unknown>) => {
      const before = (await t.call<IeoOperatorProject[]>('GET', '/operator/ieo/projects', {}, { token: ops.finance })).body.message.length;
      const r = await createProject(t, over).catch((e: Error) => e.message);
      const after = (await t.call<IeoOperatorProject[]>('GET', '/operator/ieo/projects', {}, { token: ops.finance })).body.message.length;
      expect(after).toBe(before);
      return r;
    };
    expect(await bad({ token_code: 'USDT' })).toBe('create: IEO_TOKEN_EXISTS');
    expect(await bad({ token_code: 'nova2' })).toBe('create: IEO_TOKEN_CODE_INVALID');
    expect(await bad({ start_time: now + DAY, end_time: now + DAY })).toBe('create: IEO_TIMES_INVALID');
    expect(await bad({ start_time: now - 3 * DAY, end_time: now - DAY, listing_time: now })).toBe('create: IEO_TIMES_INVALID');
    expect(await bad({ listing_time: now + DAY })).toBe('create: IEO_TIMES_INVALID');
    expect(await bad({ price: '0.0000001' })).toBe('create: AMOUNT_TOO_PRECISE');
    expect(await bad({ price: '0' })).toBe('create: PRICE_INVALID');
    expect(await bad({ total_issuance: '1.00001' })).toBe('create: AMOUNT_TOO_PRECISE');
    expect(await bad({ min_amount: '2000' })).toBe('create: AMOUNT_INVALID');
    expect(await bad({ website: 'javascript:alert(1)' })).toBe('create: IEO_URL_INVALID');
    expect(await bad({ pay_currency_id: 999 })).toBe('create: ASSET_UNKNOWN');
    const support = await t.operatorToken('support');
    const r = await t.call('POST', '/operator/ieo/projects', { name: 'x' }, { token: support });
    expect(r.body.code).toBe('FORBIDDEN');
  });

  it('an unfunded project refuses to open; a funded one holds its issuance from the IEO treasury book', async () => {
    const p = await createProject(t, { total_issuance: '1000' });
    const treasury = () => getBalance(t.db, systemAccount('treasury', p.token, 'ieo'));
    expect((await openProject(t, p.id)).body.code).toBe('IEO_NOT_FUNDED');
    await fundIssuance(t, p.token_id, '600');
    expect((await openProject(t, p.id)).body.code).toBe('IEO_NOT_FUNDED');
    expect(await treasury()).toEqual({ available: 6_000_000n, frozen: 0n });
    await fundIssuance(t, p.token_id, '400');
    const opened = await openProject(t, p.id);
    expect(opened.body.message).toMatchObject({ status: 'open', issuance_held: '1000', treasury_available: '0', allocated: '0' });
    expect(await treasury()).toEqual({ available: 0n, frozen: 10_000_000n });
    expect((await openProject(t, p.id)).body.code).toBe('IEO_STATE');
    expect((await t.call('POST', '/operator/ieo/projects/open', { id: 99999 }, { token: ops.finance })).body.code).toBe(
      'IEO_PROJECT_NOT_FOUND',
    );
    await ledgerOk();
  });
});

describe('projects for users', () => {
  it('moves from warm-up to in progress to finished by the clock, with the spec fields', async () => {
    const p = await liveProject(t, { total_issuance: '2000', price: '0.25', max_per_user: '500' }, DAY, 2 * DAY);
    const d = (await detail(p.id)).body.message;
    expect(d).toMatchObject({
      phase: 'warmup',
      phase_code: 1,
      price: '0.25',
      total_issuance: '2000',
      remaining: '2000',
      subscribed: '0',
      progress_percent: '0',
      cycle_days: 2,
      lock_days: 1,
      white_paper: 'https://example.org/paper.pdf',
      website: 'https://example.org',
      applications: 0,
      participants: 0,
      passes: null,
      paused: false,
      allocation: 'pending',
      max_per_user: '500',
      mine: null,
    });
    expect((await order(alice.token, { project_id: p.id, price: '0.25' })).body.code).toBe('IEO_NOT_IN_PROGRESS');
    const warm = (await t.call<Page<IeoProject>>('GET', '/project', { status: 'warmup' })).body.message;
    expect(warm.data.map((x) => x.id)).toContain(p.id);
    t.clock.set(new Date(d.start_time));
    expect((await detail(p.id, alice.token)).body.message).toMatchObject({
      phase: 'progress',
      phase_code: 2,
      mine: { available: '10000', subscribed: '0', orders: 0 },
    });
    expect((await t.call<Page<IeoProject>>('GET', '/project', { status: 2 })).body.message.data.map((x) => x.id)).toContain(p.id);
    t.clock.set(new Date(d.end_time));
    expect((await detail(p.id)).body.message).toMatchObject({ phase: 'finished', phase_code: 3 });
    expect((await order(alice.token, { project_id: p.id, price: '0.25' })).body.code).toBe('IEO_NOT_IN_PROGRESS');
    expect((await t.call('GET', '/project', { status: 'later' })).body.code).toBe('INVALID_PARAMETER');
    expect((await t.call('GET', '/project/detail', { project_id: 'x' })).body.code).toBe('IEO_PROJECT_NOT_FOUND');
  });
});

describe('a subscription', () => {
  let p: IeoOperatorProject;
  beforeAll(async () => {
    ops = await operators(t);
    p = await liveProject(t, { total_issuance: '1000', price: '0.5', min_amount: '2', max_per_user: '400' });
  });

  it('holds the payment on the spot book and counts the application', async () => {
    const before = await usdt(alice.userId);
    const r = await order(alice.token, { project_id: p.id, amount: '100.5' });
    expect(r.body.message).toMatchObject({
      status: 'subscribed',
      amount: '100.5',
      payment: '50.25',
      price: '0.5',
      token: p.token,
      allocation: null,
    });
    const after = await usdt(alice.userId);
    expect(before.available - after.available).toBe(50_250_000n);
    expect(after.frozen - before.frozen).toBe(50_250_000n);
    expect((await detail(p.id, alice.token)).body.message).toMatchObject({
      applications: 1,
      participants: 1,
      subscribed: '100.5',
      remaining: '899.5',
      progress_percent: '10.05',
      mine: { subscribed: '100.5', orders: 1 },
    });
    const mine = (await t.call<Page<IeoOrder>>('GET', '/user/project/order', {}, { token: alice.token })).body.message;
    expect(mine.data.map((o) => o.id)).toEqual([r.body.message.id]);
    expect((await t.call<Page<IeoOrder>>('GET', '/user/project/order', {}, { token: bob.token })).body.message.total).toBe(0);
    await ledgerOk();
  });

  it('refuses every broken rule with its named error and changes nothing', async () => {
    const rows = await orderRows();
    const balance = await usdt(alice.userId);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ pay_currency: 'BTC' }, 'IEO_PAY_CURRENCY'],
      [{ pay_currency: '1' }, 'IEO_PAY_CURRENCY'],
      [{ price: '0.6' }, 'IEO_PRICE_MISMATCH'],
      [{ price: '0.5000001' }, 'IEO_PRICE_MISMATCH'],
      [{ price: 'abc' }, 'PRICE_INVALID'],
      [{ price: '' }, 'PRICE_REQUIRED'],
      [{ amount: '' }, 'AMOUNT_REQUIRED'],
      [{ amount: '-1' }, 'AMOUNT_INVALID'],
      [{ amount: '1.00001' }, 'AMOUNT_TOO_PRECISE'],
      [{ amount: '1' }, 'IEO_MIN_AMOUNT'],
      [{ amount: '401' }, 'IEO_MAX_AMOUNT'],
      [{ amount: '300' }, 'IEO_MAX_AMOUNT'], // 100.5 already asked for: 400.5 > 400
      [{ project_id: 424242 }, 'IEO_PROJECT_NOT_FOUND'],
      [{ extra: 1 }, 'UNKNOWN_FIELD'],
    ];
    for (const [body, code] of cases)
      expect((await order(alice.token, { project_id: p.id, ...body })).body.code, JSON.stringify(body)).toBe(code);
    expect((await order(bob.token, { project_id: p.id, amount: '300' })).body.code).toBe('INSUFFICIENT_BALANCE');
    expect((await t.call('POST', '/project/order', { project_id: p.id, amount: '10', pay_currency: 'USDT', price: '0.5' })).body.type).toBe(
      '999',
    );
    expect(await orderRows()).toBe(rows);
    expect(await usdt(alice.userId)).toEqual(balance);
    await ledgerOk();
  });
});

describe('a subscription, continued', () => {
  let p: IeoOperatorProject;
  beforeAll(async () => {
    ops = await operators(t);
    p = await liveProject(t, { total_issuance: '1000', price: '0.5', min_amount: '2', max_per_user: '400' });
    await order(alice.token, { project_id: p.id, amount: '100.5' });
  });

  it('pays by currency id too, and a retry with the same key answers the first order', async () => {
    const headers = { 'Idempotency-Key': 'ieo-retry-1' };
    const first = await order(alice.token, { project_id: p.id, pay_currency: 3, amount: '20' }, headers);
    const again = await order(alice.token, { project_id: p.id, pay_currency: 3, amount: '20' }, headers);
    expect(again.body.message.id).toBe(first.body.message.id);
    expect((await detail(p.id)).body.message.applications).toBe(2);
  });

  it('is refused while paused and taken again once resumed', async () => {
    const paused = await t.call<IeoOperatorProject>(
      'POST',
      '/operator/ieo/projects/pause',
      { id: p.id, paused: true },
      { token: ops.finance },
    );
    expect(paused.body.message.paused).toBe(true);
    expect((await order(alice.token, { project_id: p.id })).body.code).toBe('IEO_PAUSED');
    await t.call('POST', '/operator/ieo/projects/pause', { id: p.id, paused: 'false' }, { token: ops.finance });
    expect((await order(alice.token, { project_id: p.id })).body.type).toBe('ok');
  });

  it('shows operators the issuance held and the payments held', async () => {
    const list = (await t.call<IeoOperatorProject[]>('GET', '/operator/ieo/projects', {}, { token: ops.admin })).body.message;
    expect(list.find((x) => x.id === p.id)).toMatchObject({ issuance_held: '1000', allocated: '0', payments_held: '65.25', proceeds: '0' });
  });
});
