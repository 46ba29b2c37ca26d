/**
 * Fee-discount coupons on spot orders, through the API, with exact balances and the ledger checked:
 * a sell's fee discounted as taker (and the inviter's rebate still a share of the fee charged), a
 * buy's maker fees discounted across fills up to the cap (across a book rebuilt from the
 * database), a coupon given back when its order is cancelled unfilled and the rest of its hold
 * released when a partly filled one is, a reserved coupon that expires, and every refusal with
 * nothing changed. Users trade with each other inside the market maker's spread (49,975-50,025).
 */
import type { Coupon, InviteInfo, SpotFill, SpotOrder } from '@bourse/contract';
import { MARK_PRICE_MIN_TICKS, MARK_PRICE_WINDOW_MS } from '@bourse/contract';
import { getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { book, campaignRow, claim, couponRow, createCampaign, ledgerProblems, treasury, useApp } from './testkit';

const OPEN = Date.parse('2026-11-18T15:00:00Z'); // a Wednesday: stock markets open too
const USDT = 1_000_000n;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  useApp(t);
  t.clock.set(new Date(OPEN));
  await t.tick('BTC/USDT', '50000');
  for (let i = 0; i < 100 && (await depthAsks()) < 5; i++) await new Promise((r) => setTimeout(r, 50));
});
afterAll(async () => {
  await t?.dispose();
});

const depthAsks = async () => (await t.call<{ asks: unknown[] }>('GET', '/coin/depth', { symbol: 'BTC/USDT' })).body.message.asks.length;

type Order = SpotOrder & { fills: SpotFill[] };
const trade = (token: string, body: Record<string, unknown>) =>
  t.call<Order>('POST', '/coin/trade', { currency_id: 1, legal_id: 3, ...body }, { token });
const placed = async (token: string, body: Record<string, unknown>) => {
  const r = await trade(token, body);
  if (r.body.type !== 'ok') throw new Error(JSON.stringify(r.body));
  return r.body.message;
};
const btc = (userId: number) => getBalance(t.db, userAccount(userId, 'BTC', 'exchange'));
const usable = async (token: string) =>
  (await t.call<Coupon[]>('GET', '/coupons/usable', { product: 'spot' }, { token })).body.message.map((c) => c.id);
const spotCampaign = (percent: number, value: string, valid_days = 7) =>
  createCampaign(t, { kind: 'fee_discount', product: 'spot', percent, value, budget: '100', valid_days });

async function user(fund: Array<[string, string]>) {
  const u = await t.newUser();
  for (const [asset, amount] of fund) await t.fund(u.userId, asset, amount);
  return u;
}

/** A user registered with `code` as their invite code. */
async function invitedBy(code: string) {
  const email = `spotcoupon${Math.random().toString(36).slice(2, 10)}@example.com`;
  await t.call('POST', '/sms_mail', { user_string: email, scene: 'register' });
  const password = 'Secret-123';
  const reg = await t.call('POST', '/user/register', {
    user_string: email,
    code: await t.lastCode(email),
    password,
    re_password: password,
    type: 'email',
    extension_code: code,
  });
  if (reg.body.type !== 'ok') throw new Error(JSON.stringify(reg.body));
  const token = (await t.call<string>('POST', '/user/login', { user_string: email, password })).body.message;
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return { token, userId: rows[0]!.id };
}

describe('a fee discount on a spot order', () => {
  it('takes its share off a sell’s fee as taker, from the coupon’s hold; the rebate is a share of the fee charged', async () => {
    const c = await spotCampaign(50, '10');
    expect(c).toMatchObject({ product: 'spot', percent: 50, value: '10' });
    const inviter = await t.newUser();
    const code = (await t.call<InviteInfo>('GET', '/invite/info', {}, { token: inviter.token })).body.message.invite_code;
    const seller = await invitedBy(code);
    await t.fund(seller.userId, 'BTC', '1');
    const buyer = await user([['USDT', '10000']]);
    const coupon = await claim(t, seller.token, c.id);
    expect(await usable(seller.token)).toEqual([coupon.id]);
    const [t0, fees0] = [await treasury(), await getBalance(t.db, systemAccount('fees', 'USDT'))];
    expect((await placed(buyer.token, { type: 'buy', amount: '0.1', target_price: '50010' })).status).toBe('new');
    const order = await placed(seller.token, { type: 'sell', amount: '0.1', target_price: '50010', coupon_id: coupon.id });
    // 0.1 at 50,010 = 5,001 USDT; the taker fee 0.1 % = 5.001; half of it, 2.5005, under the cap of 10.
    expect(order).toMatchObject({ status: 'filled', fee: '5.001', coupon: { id: coupon.id, kind: 'fee_discount', value: '2.5005' } });
    expect(await book(seller.userId, 'exchange')).toEqual({ available: 5001n * USDT - 5_001_000n + 2_500_500n, frozen: 0n });
    // The fee itself is unchanged: all of it went to sys:fees, and the inviter's 20 % rebate is of all of it.
    expect((await getBalance(t.db, systemAccount('fees', 'USDT'))).available - fees0.available).toBe(5_001_000n - 1_000_200n);
    expect(await book(inviter.userId, 'exchange')).toEqual({ available: 1_000_200n, frozen: 0n });
    // The hold of 10: 2.5005 paid out, 7.4995 back to the book's available funds.
    const t1 = await treasury();
    expect([t1.available - t0.available, t1.frozen - t0.frozen]).toEqual([10n * USDT - 2_500_500n, -10n * USDT]);
    expect(await couponRow(t, coupon.id)).toMatchObject({ status: 'used', used_value: '2500500', order_ref: `spot:${order.id}` });
    expect(await campaignRow(t, c.id)).toMatchObject({ held: '0', spent: '2500500' });
    expect((await t.call<Order>('GET', '/coin/order', { id: order.id }, { token: seller.token })).body.message.coupon).toEqual(
      order.coupon,
    );
    expect(await usable(seller.token)).toEqual([]);
    // Once per coupon.
    expect((await trade(seller.token, { type: 'sell', amount: '0.1', target_price: '60000', coupon_id: coupon.id })).body.code).toBe(
      'COUPON_NOT_APPLICABLE',
    );
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('pays a resting buy’s maker fees, worth fee x price in USDT, fill by fill up to its cap, across a rebuilt book', async () => {
    const c = await spotCampaign(100, '3');
    const buyer = await user([['USDT', '10000']]);
    const coupon = await claim(t, buyer.token, c.id);
    const t0 = await treasury();
    const bid = await placed(buyer.token, { type: 'buy', amount: '0.1', target_price: '50010', coupon_id: coupon.id });
    expect(bid).toMatchObject({ status: 'new', coupon: { id: coupon.id, value: '0' } });
    expect(await couponRow(t, coupon.id)).toMatchObject({ status: 'in_use', used_value: '0', order_ref: `spot:${bid.id}` });
    expect(await usable(buyer.token)).toEqual([]);
    const seller = await user([['BTC', '1']]);
    await placed(seller.token, { type: 'sell', amount: '0.04', target_price: '50010' });
    // Maker fee 0.1 % of 0.04 BTC = 0.00004 BTC, worth 2.0004 USDT at 50,010: all of it.
    expect(await book(buyer.userId, 'exchange')).toEqual({ available: 4999n * USDT + 2_000_400n, frozen: 3_000_600_000n });
    // The book is rebuilt from the database (another node wrote, or a restart): the coupon and what it gave come back.
    const spot = t.built.modules.spot.service;
    await spot.trading.refresh(spot.markets.get(1)!, true);
    expect(spot.markets.get(1)!.orders.get(bid.id)?.coupon).toMatchObject({ couponId: coupon.id, given: 2_000_400n, cap: 3n * USDT });
    await placed(seller.token, { type: 'sell', amount: '0.06', target_price: '50010' });
    // 0.00006 BTC is worth 3.0006 USDT; 0.9996 was left under the cap.
    expect(await book(buyer.userId, 'exchange')).toEqual({ available: 4999n * USDT + 3n * USDT, frozen: 0n });
    expect(await btc(buyer.userId)).toEqual({ available: 10_000_000n - 10_000n, frozen: 0n });
    const done = (await t.call<Order>('GET', '/coin/order', { id: bid.id }, { token: buyer.token })).body.message;
    expect(done).toMatchObject({ status: 'filled', fee: '0.0001', fee_currency: 'BTC', coupon: { id: coupon.id, value: '3' } });
    const t1 = await treasury();
    expect([t1.available - t0.available, t1.frozen - t0.frozen]).toEqual([0n, -3n * USDT]);
    expect(await couponRow(t, coupon.id)).toMatchObject({ status: 'used', used_value: String(3n * USDT) });
    expect(await campaignRow(t, c.id)).toMatchObject({ held: '0', spent: String(3n * USDT) });
    expect(await ledgerProblems(t)).toEqual([]);
  });
});

describe('an order that ends', () => {
  it('gives the coupon back when its order is cancelled unfilled, and releases the rest when a partly filled one is', async () => {
    const c = await spotCampaign(50, '1');
    const buyer = await user([['USDT', '10000']]);
    const coupon = await claim(t, buyer.token, c.id);
    const t0 = await treasury();
    const far = await placed(buyer.token, { type: 'buy', amount: '0.01', target_price: '40000', coupon_id: coupon.id });
    expect(await usable(buyer.token)).toEqual([]);
    const cancelled = (await t.call<SpotOrder>('POST', '/coin/cancel', { id: far.id }, { token: buyer.token })).body.message;
    expect(cancelled).toMatchObject({ status: 'cancelled', coupon: { id: coupon.id, value: '0' } });
    expect(await couponRow(t, coupon.id)).toMatchObject({ status: 'held', used_value: null, order_ref: null });
    expect(await usable(buyer.token)).toEqual([coupon.id]);
    expect(await treasury()).toEqual(t0);
    expect(await campaignRow(t, c.id)).toMatchObject({ held: String(USDT), spent: '0' });

    const bid = await placed(buyer.token, { type: 'buy', amount: '0.1', target_price: '50010', coupon_id: coupon.id });
    const seller = await user([['BTC', '1']]);
    await placed(seller.token, { type: 'sell', amount: '0.02', target_price: '50010' });
    await t.call('POST', '/coin/cancel', { id: bid.id }, { token: buyer.token });
    // 0.00002 BTC worth 1.0002 USDT: half, 0.5001, paid; the other 0.4999 of the hold released at the cancel.
    expect(await book(buyer.userId, 'exchange')).toEqual({ available: 10000n * USDT - 1_000_200_000n + 500_100n, frozen: 0n });
    expect(await couponRow(t, coupon.id)).toMatchObject({ status: 'used', used_value: '500100', order_ref: `spot:${bid.id}` });
    const t1 = await treasury();
    expect([t1.available - t0.available, t1.frozen - t0.frozen]).toEqual([USDT - 500_100n, -USDT]);
    expect(await campaignRow(t, c.id)).toMatchObject({ held: '0', spent: '500100' });
    expect(await ledgerProblems(t)).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses another user’s coupon, another product’s, one in use or used, a stock market, changing nothing', async () => {
    const spotC = await spotCampaign(50, '1');
    const leverC = await createCampaign(t, { kind: 'fee_discount', product: 'lever', percent: 50, value: '1', budget: '100' });
    const u = await user([['USDT', '1000']]);
    const other = await user([['USDT', '1000']]);
    const othersCoupon = await claim(t, other.token, spotC.id);
    const leverCoupon = await claim(t, u.token, leverC.id);
    const mine = await claim(t, u.token, spotC.id);
    await t.fund(u.userId, 'USDT', '1000', 'stock');
    const before = { treasury: await treasury(), usdt: await book(u.userId, 'exchange'), stock: await book(u.userId, 'stock') };
    const buy = (coupon_id: unknown, body: Record<string, unknown> = {}) =>
      trade(u.token, { type: 'buy', amount: '0.01', target_price: '40000', coupon_id, ...body });
    expect((await buy(othersCoupon.id)).body.code).toBe('COUPON_NOT_FOUND');
    expect((await buy(999_999_999)).body.code).toBe('COUPON_NOT_FOUND');
    expect((await buy('x')).body.code).toBe('COUPON_NOT_FOUND');
    expect((await buy(leverCoupon.id)).body.code).toBe('COUPON_NOT_APPLICABLE');
    expect((await buy(mine.id, { currency_id: 101, amount: '1', target_price: '150' })).body.code).toBe('COUPON_NOT_APPLICABLE');
    expect(await t.db.query('SELECT 1 FROM spot_orders WHERE user_id = $1', [u.userId])).toMatchObject({ rows: [] });
    expect({ treasury: await treasury(), usdt: await book(u.userId, 'exchange'), stock: await book(u.userId, 'stock') }).toEqual(before);
    expect(await couponRow(t, mine.id)).toMatchObject({ status: 'held', order_ref: null });
    // In use on an open order: a second order cannot have it too.
    const first = await placed(u.token, { type: 'buy', amount: '0.01', target_price: '40000', coupon_id: mine.id });
    expect((await buy(mine.id)).body.code).toBe('COUPON_NOT_APPLICABLE');
    await t.call('POST', '/coin/cancel', { id: first.id }, { token: u.token });
    expect(await couponRow(t, mine.id)).toMatchObject({ status: 'held' });
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('lets one of several orders racing for the same coupon have it, in one batch or across markets', async () => {
    const u = await user([['USDT', '10000']]);
    const coupon = await claim(t, u.token, (await spotCampaign(50, '1')).id);
    const race = await Promise.all([
      trade(u.token, { type: 'buy', amount: '0.01', target_price: '40000', coupon_id: coupon.id }),
      trade(u.token, { type: 'buy', amount: '0.01', target_price: '40001', coupon_id: coupon.id }),
      trade(u.token, { currency_id: 2, type: 'buy', amount: '0.1', target_price: '2000', coupon_id: coupon.id }),
    ]);
    const won = race.filter((r) => r.body.type === 'ok').map((r) => r.body.message);
    expect(won).toHaveLength(1);
    expect(race.filter((r) => r.body.type !== 'ok').map((r) => r.body.code)).toEqual(['COUPON_NOT_APPLICABLE', 'COUPON_NOT_APPLICABLE']);
    expect(await couponRow(t, coupon.id)).toMatchObject({ status: 'in_use', order_ref: `spot:${won[0]!.id}` });
    const open = await t.db.query<{ id: number }>(`SELECT id FROM spot_orders WHERE user_id = $1 AND status = 'new'`, [u.userId]);
    expect(open.rows.map((r) => Number(r.id))).toEqual([won[0]!.id]);
    await t.call('POST', '/coin/cancel', { id: won[0]!.id }, { token: u.token });
    expect(await book(u.userId, 'exchange')).toEqual({ available: 10000n * USDT, frozen: 0n });
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('refuses a spot coupon on a futures order (another product’s)', async () => {
    const u = await user([]);
    await t.fund(u.userId, 'USDT', '100', 'lever');
    const coupon = await claim(t, u.token, (await spotCampaign(50, '1')).id);
    // Futures open at a steady mark price.
    t.clock.advance(MARK_PRICE_WINDOW_MS);
    for (let i = 0; i < MARK_PRICE_MIN_TICKS; i++) await t.tick('BTC/USDT', '50000');
    await t.built.modules.lever.watcher.idle();
    const r = await t.call(
      'POST',
      '/lever/submit',
      { currency_id: 1, share: 10, multiple: 10, type: 1, coupon_id: coupon.id },
      { token: u.token },
    );
    expect(r.body.code).toBe('COUPON_NOT_APPLICABLE');
    expect(await book(u.userId, 'lever')).toEqual({ available: 100n * USDT, frozen: 0n });
    expect(await couponRow(t, coupon.id)).toMatchObject({ status: 'held' });
  });
});

describe('expiry', () => {
  it('refuses an expired coupon; a reserved one gives nothing after its expiry and is released as expired when its order ends', async () => {
    const c = await spotCampaign(50, '1', 1);
    const u = await user([['USDT', '10000']]);
    const late = await claim(t, u.token, c.id);
    const other = await user([['USDT', '10000']]);
    const reserved = await claim(t, other.token, c.id);
    const bid = await placed(other.token, { type: 'buy', amount: '0.01', target_price: '50010', coupon_id: reserved.id });
    t.clock.advance(86_400_000);
    await t.built.modules.coupons.expiry.expireDue();
    const before = { treasury: await treasury(), usdt: await book(u.userId, 'exchange') };
    expect((await trade(u.token, { type: 'buy', amount: '0.01', target_price: '40000', coupon_id: late.id })).body.code).toBe(
      'COUPON_EXPIRED',
    );
    expect({ treasury: await treasury(), usdt: await book(u.userId, 'exchange') }).toEqual(before);
    // The reserved coupon is its order's until the order ends: a fill now gets no discount.
    expect(await couponRow(t, reserved.id)).toMatchObject({ status: 'in_use' });
    const seller = await user([['BTC', '1']]);
    await placed(seller.token, { type: 'sell', amount: '0.01', target_price: '50010' });
    expect(await book(other.userId, 'exchange')).toEqual({ available: 10000n * USDT - 500_100_000n, frozen: 0n });
    expect((await t.call<Order>('GET', '/coin/order', { id: bid.id }, { token: other.token })).body.message.coupon?.value).toBe('0');
    expect(await couponRow(t, reserved.id)).toMatchObject({ status: 'expired', used_value: '0' });
    const after = await treasury();
    expect([after.available - before.treasury.available, after.frozen - before.treasury.frozen]).toEqual([USDT, -USDT]);
    expect(await campaignRow(t, c.id)).toMatchObject({ held: '0', spent: '0' });
    expect(await ledgerProblems(t)).toEqual([]);
  });
});
