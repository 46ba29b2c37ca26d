/**
 * Dual investment through the API: the console's products and their validation, the list and the
 * detail, buying whole shares with every SPEC section 5 rule, the holds on the user's spot book and
 * the treasury's `dual-invest` book (exactly the worst case), owners, lists, idempotency.
 */
import type { DualDetail, DualIndex, DualOrder, DualOrderProof, DualProduct, Page } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seedDemoProducts } from './demo';
import { buy, HOUR_MS, ledgerClean, listProduct, productBody, spot, treasury } from './fixtures';

let t: TestApp;
let finance: string;
let alice: { token: string; userId: number };
let bob: { token: string; userId: number };
const T0 = Date.parse('2026-11-18T03:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(T0));
  finance = await t.operatorToken('finance');
  alice = await t.newUser();
  bob = await t.newUser();
  await t.fund(alice.userId, 'BTC', '1');
  await t.fund(alice.userId, 'USDT', '10000');
  await t.fund(bob.userId, 'BTC', '0.015');
  await t.tick('BTC/USDT', '65000');
  await t.tick('ETH/USDT', '3000');
});
afterAll(async () => {
  await t?.dispose();
});

const create = (body: Record<string, unknown>) => t.call<DualProduct>('POST', '/operator/dual/products', body, { token: finance });

describe('the console', () => {
  it('lists a product with its terms, name, shares and per-share payouts', async () => {
    const p = await listProduct(t, finance);
    expect(p).toMatchObject({
      currency: 'BTC',
      quote: 'USDT',
      type: 'call',
      pay_currency: 'BTC',
      unit_price: '0.01',
      apr_percent: '36.5',
      linked_price: '70000.00',
      holding_days: 10,
      total_shares: 100,
      sold_shares: 0,
      remaining_shares: 100,
      user_limit: 10,
      progress_percent: '0.00',
      status: 'open',
      awaiting_funding: false,
      // 0.01 BTC x 1.01, or 0.01 x 70,000 x 1.01 USDT.
      per_share: { coin: '0.0101', usdt: '707' },
      user_shares: null,
    });
    expect(p.name).toBe('BTC-28NOV26-70000-C');
    const listed = await t.call<Page<DualProduct>>('GET', '/operator/dual/products', { status: 'open' }, { token: finance });
    expect(listed.body.message.data.map((x) => x.id)).toContain(p.id);
  });

  it('refuses terms that are not valid, each with its named error', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ currency_id: 3 }, 'DUAL_CURRENCY_UNSUPPORTED'],
      [{ currency_id: 101 }, 'DUAL_CURRENCY_UNSUPPORTED'],
      [{ type: 'straddle' }, 'DUAL_TYPE_INVALID'],
      [{ apr_percent: '0' }, 'DUAL_RATE_INVALID'],
      [{ apr_percent: '1000.0001' }, 'DUAL_RATE_INVALID'],
      [{ apr_percent: '1.00001' }, 'DUAL_RATE_INVALID'],
      [{ linked_price: '-1' }, 'DUAL_PRICE_INVALID'],
      [{ linked_price: '70000.001' }, 'DUAL_PRICE_INVALID'],
      [{ unit_price: '0' }, 'DUAL_UNIT_PRICE_INVALID'],
      [{ unit_price: '0.000000001' }, 'DUAL_UNIT_PRICE_INVALID'],
      [{ start_time: T0 - 1 }, 'DUAL_TERM_INVALID'],
      [{ days: 0 }, 'DUAL_TERM_INVALID'],
      [{ settle_time: T0 + HOUR_MS + 36 * HOUR_MS }, 'DUAL_TERM_INVALID'],
      [{ total_shares: 0 }, 'DUAL_SHARES_INVALID'],
      [{ total_shares: 5, user_limit: 6 }, 'DUAL_SHARES_INVALID'],
      // A put share of 0.000001 USDT at 70,000 would pay less than one minor unit of BTC.
      [{ type: 'put', unit_price: '0.000001' }, 'DUAL_UNIT_PRICE_INVALID'],
    ];
    for (const [over, code] of bad) {
      const r = await create(productBody(t, over));
      expect([over, r.body.code]).toEqual([over, code]);
    }
    expect((await t.call('POST', '/operator/dual/products', productBody(t), {})).body.type).toBe('999');
    const user = await t.call('POST', '/operator/dual/products', productBody(t), { token: alice.token });
    expect(user.body.type).toBe('999');
  });

  it('pauses and resumes a product before its start only', async () => {
    const p = await listProduct(t, finance);
    const pause = await t.call<DualProduct>('POST', '/operator/dual/pause', { id: p.id }, { token: finance });
    expect(pause.body.message.status).toBe('paused');
    expect((await t.call('POST', '/operator/dual/pause', { id: p.id }, { token: finance })).body.code).toBe('DUAL_STATUS_INVALID');
    expect((await buy(t, alice.token, { id: p.id, num: 1 })).body.code).toBe('DUAL_NOT_ON_SALE');
    const resume = await t.call<DualProduct>('POST', '/operator/dual/resume', { id: p.id }, { token: finance });
    expect(resume.body.message.status).toBe('open');
    expect((await t.call('POST', '/operator/dual/pause', { id: 999_999 }, { token: finance })).body.code).toBe('DUAL_PRODUCT_NOT_FOUND');
  });
});

describe('the list and the detail', () => {
  it('shows the products of a coin and type before their start, with the coins on offer', async () => {
    const call = await listProduct(t, finance);
    const put = await listProduct(t, finance, { type: 'put', linked_price: '60000', unit_price: '100' });
    const calls = await t.call<DualIndex>('GET', '/dual/index', { currency_id: 1 });
    expect(calls.body.message).toMatchObject({ currency_id: 1, currency: 'BTC', type: 'call', last_price: '65000.00' });
    expect(calls.body.message.currencies).toContainEqual({ currency_id: 1, currency: 'BTC' });
    expect(calls.body.message.products.map((p) => p.id)).toContain(call.id);
    expect(calls.body.message.products.every((p) => p.type === 'call')).toBe(true);
    const puts = await t.call<DualIndex>('GET', '/dual/index', { currency_id: 1, type: 'put' }, { token: alice.token });
    expect(puts.body.message.products.find((p) => p.id === put.id)).toMatchObject({ pay_currency: 'USDT', user_shares: 0 });
    expect((await t.call('GET', '/dual/index', { type: 'both' })).body.code).toBe('DUAL_TYPE_INVALID');
    expect((await t.call('GET', '/dual/index', { currency_id: 3 })).body.code).toBe('DUAL_CURRENCY_UNSUPPORTED');
  });

  it('shows one product with the last price, the rule and the caller’s spot balance in its pay currency', async () => {
    const p = await listProduct(t, finance);
    const anon = await t.call<DualDetail>('GET', '/dual/detail', { id: p.id });
    expect(anon.body.message).toMatchObject({ product: { id: p.id }, last_price: '65000.00', balance: null });
    expect(anon.body.message.rule).toContain('k = 1 + days x APR / 365');
    const signed = await t.call<DualDetail>('GET', '/dual/detail', { id: p.id }, { token: alice.token });
    expect(signed.body.message.balance).toBe('1');
    expect((await t.call('GET', '/dual/detail', { id: 999_999 })).body.code).toBe('DUAL_PRODUCT_NOT_FOUND');
  });
});

describe('buying', () => {
  it('holds the payment on the spot book and exactly the worst case of each currency on the treasury', async () => {
    const p = await listProduct(t, finance);
    const [btc0, coin0, usdt0] = [await spot(t, alice.userId, 'BTC'), await treasury(t, 'BTC'), await treasury(t, 'USDT')];
    const r = await buy(t, alice.token, { id: p.id, num: '3' });
    expect(r.body.message).toMatchObject({
      product_id: p.id,
      num: 3,
      amount: '0.03',
      pay_currency: 'BTC',
      status: 'purchased',
      status_code: 1,
      coin_payout: '0.0303',
      usdt_payout: '2121',
      payout: null,
    });
    const btc1 = await spot(t, alice.userId, 'BTC');
    expect(btc0.available - btc1.available).toBe(3_000_000n);
    expect(btc1.frozen - btc0.frozen).toBe(3_000_000n);
    // The coin payout less the user's own 0.03 BTC, and the whole USDT payout.
    expect((await treasury(t, 'BTC')).frozen - coin0.frozen).toBe(30_000n);
    expect((await treasury(t, 'USDT')).frozen - usdt0.frozen).toBe(2_121_000_000n);
    expect((await treasury(t, 'USDT')).available - usdt0.available).toBe(-2_121_000_000n);
    const detail = await t.call<DualDetail>('GET', '/dual/detail', { id: p.id }, { token: alice.token });
    expect(detail.body.message.product).toMatchObject({ sold_shares: 3, remaining_shares: 97, progress_percent: '3.00', user_shares: 3 });
    await ledgerClean(t);
  });

  it('applies the spec’s quantity rules with its messages, and changes nothing when it refuses', async () => {
    const p = await listProduct(t, finance, { total_shares: 12, user_limit: 10 });
    const before = await spot(t, alice.userId, 'BTC');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ id: p.id }, 'DUAL_NUM_REQUIRED'],
      [{ id: p.id, num: '' }, 'DUAL_NUM_REQUIRED'],
      [{ id: p.id, num: '1.5' }, 'DUAL_NUM_NOT_INTEGER'],
      [{ id: p.id, num: 'two' }, 'DUAL_NUM_NOT_INTEGER'],
      [{ id: p.id, num: '0' }, 'DUAL_NUM_NOT_INTEGER'],
      [{ id: p.id, num: '-1' }, 'DUAL_NUM_NOT_INTEGER'],
      [{ id: 999_999, num: 1 }, 'DUAL_PRODUCT_NOT_FOUND'],
      [{ id: p.id, num: 11 }, 'DUAL_USER_LIMIT'],
      [{ id: p.id, num: 13 }, 'DUAL_SHARES_EXCEEDED'],
    ];
    for (const [body, code] of cases) expect([body, (await buy(t, alice.token, body)).body.code]).toEqual([body, code]);
    const msg = await t.call('POST', '/dual/buyDual', { id: p.id, num: '1.5' }, { token: alice.token });
    expect(msg.body.message).toBe('The purchase quantity should be an integer');
    const zh = await t.call('POST', '/dual/buyDual', { id: p.id }, { token: alice.token, lang: 'zh' });
    expect(zh.body.message).toBe('请输入购买数量');
    expect((await buy(t, bob.token, { id: p.id, num: 2 })).body.code).toBe('INSUFFICIENT_BALANCE');
    expect(await spot(t, alice.userId, 'BTC')).toEqual(before);
    // The per-user limit counts shares, across orders: 8 then 3 is over 10.
    expect((await buy(t, alice.token, { id: p.id, num: 8 })).body.type).toBe('ok');
    const over = await buy(t, alice.token, { id: p.id, num: 3 });
    expect([over.body.code, over.body.message]).toEqual(['DUAL_USER_LIMIT', 'You can buy at most 2 more shares of this product']);
    expect((await buy(t, bob.token, { id: p.id, num: 1 })).body.type).toBe('ok');
    const left = await buy(t, alice.token, { id: p.id, num: 4 });
    expect([left.body.code, left.body.message]).toEqual(['DUAL_SHARES_EXCEEDED', 'Maximum order quantity cannot exceed 3']);
    expect((await t.call('POST', '/dual/buyDual', { id: p.id, num: 1 })).body.type).toBe('999');
    await ledgerClean(t);
  });

  it('answers a retried purchase with the first order and buys nothing twice', async () => {
    const p = await listProduct(t, finance);
    const headers = { 'idempotency-key': `dual-retry-${p.id}` };
    const first = await buy(t, alice.token, { id: p.id, num: 1 }, headers);
    const again = await buy(t, alice.token, { id: p.id, num: 1 }, headers);
    expect(again.body.message.id).toBe(first.body.message.id);
    expect((await t.call<DualDetail>('GET', '/dual/detail', { id: p.id })).body.message.product.sold_shares).toBe(1);
  });

  it('closes the subscription at the start', async () => {
    const p = await listProduct(t, finance);
    t.clock.set(new Date(p.start_time));
    expect((await buy(t, alice.token, { id: p.id, num: 1 })).body.code).toBe('DUAL_NOT_ON_SALE');
    const detail = await t.call<DualDetail>('GET', '/dual/detail', { id: p.id });
    expect(detail.body.message.product.status).toBe('running');
    const index = await t.call<DualIndex>('GET', '/dual/index', { currency_id: 1 });
    expect(index.body.message.products.map((x) => x.id)).not.toContain(p.id);
  });
});

describe('orders', () => {
  it('lists the caller’s orders only, and another user’s order is not found', async () => {
    const p = await listProduct(t, finance);
    const mine = (await buy(t, alice.token, { id: p.id, num: 1 })).body.message;
    const list = await t.call<Page<DualOrder>>('POST', '/dual/dual_list', { status: 'current' }, { token: alice.token });
    expect(list.body.message).toMatchObject({ page: 1, limit: 10 });
    expect(list.body.message.data[0]).toMatchObject({ id: mine.id, status: 'purchased' });
    const bobs = await t.call<Page<DualOrder>>('POST', '/dual/dual_list', {}, { token: bob.token });
    expect(bobs.body.message.data.map((o) => o.id)).not.toContain(mine.id);
    expect((await t.call('GET', '/dual/order', { id: mine.id }, { token: bob.token })).body.code).toBe('ORDER_NOT_FOUND');
    const own = await t.call<DualOrderProof>('GET', '/dual/order', { id: mine.id }, { token: alice.token });
    expect(own.body.message).toMatchObject({ order: { id: mine.id }, proof: null });
    expect((await t.call('POST', '/dual/dual_list', { status: 'later' }, { token: alice.token })).body.code).toBe('INVALID_PARAMETER');
  });
});

describe('no operator lever on an order', () => {
  it('leaves every order as it was whatever the console does short of a cancellation', async () => {
    const p = await listProduct(t, finance);
    await buy(t, alice.token, { id: p.id, num: 2 });
    const snapshot = () => t.db.query('SELECT * FROM dual_orders ORDER BY id');
    const before = (await snapshot()).rows;
    await t.call('POST', '/operator/dual/pause', { id: p.id }, { token: finance });
    await t.call('POST', '/operator/dual/resume', { id: p.id }, { token: finance });
    await t.call('GET', '/operator/dual/products', {}, { token: finance });
    await t.call('GET', '/operator/dual/cover', {}, { token: finance });
    await listProduct(t, finance);
    expect((await snapshot()).rows).toEqual(before);
  });
});

describe('the demo products', () => {
  it('keeps one open product per coin and type, linked 5 % from the last price, and adds none when they exist', async () => {
    const count = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM dual_products`)).rows[0]!.n;
    const before = await count();
    await seedDemoProducts(t.built.ctx, t.built.modules.dualInvest.service, 1);
    const calls = (await t.call<DualIndex>('GET', '/dual/index', { currency_id: 2 })).body.message.products;
    expect(calls.some((p) => p.linked_price === '3150.00' && p.holding_days === 7 && p.apr_percent === '15')).toBe(true);
    const puts = (await t.call<DualIndex>('GET', '/dual/index', { currency_id: 2, type: 'put' })).body.message.products;
    expect(puts.some((p) => p.linked_price === '2850.00' && p.unit_price === '100')).toBe(true);
    // At least ETH's two are new (BTC's only where the tests above left no open product).
    const after = await count();
    expect(after).toBeGreaterThanOrEqual(before + 2);
    await seedDemoProducts(t.built.ctx, t.built.modules.dualInvest.service, 1);
    expect(await count()).toBe(after);
  });
});
