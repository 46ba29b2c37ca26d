/**
 * Coupons used on orders, with exact balances and the ledger checked: a fee discount on a seconds
 * order and on a futures position, a stake voucher (won and lost) and a margin voucher, where only
 * the profit stays with the user; a void order returning the discount; and every refusal.
 */
import type { Coupon, LeverPosition, MicroOrder } from '@bourse/contract';
import { MARK_PRICE_MIN_TICKS, MARK_PRICE_WINDOW_MS } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { book, campaignRow, claim, couponRow, createCampaign, ledgerProblems, treasury, useApp } from './testkit';

const USDT = 1_000_000n;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  useApp(t);
  await steady('50000');
});
afterAll(async () => {
  await t?.dispose();
});

/** Hold BTC at a price for a whole mark window (futures close at it; seconds orders open at it). */
async function steady(price: string): Promise<void> {
  t.clock.advance(MARK_PRICE_WINDOW_MS);
  for (let i = 0; i < MARK_PRICE_MIN_TICKS; i++) {
    await t.tick('BTC/USDT', price);
    await t.built.modules.lever.watcher.idle();
  }
}

async function user(usdt: string, bookName: 'micro' | 'lever') {
  const u = await t.newUser();
  if (usdt !== '0') await t.fund(u.userId, 'USDT', usdt, bookName);
  await steady('50000');
  return u;
}

const micro = (token: string, body: Record<string, unknown>) =>
  t.call<MicroOrder>(
    'POST',
    '/microtrade/submit',
    { match_id: 1, currency_id: 3, type: 1, seconds: 30, number: '100', ...body },
    { token },
  );
const lever = (token: string, body: Record<string, unknown>) =>
  t.call<LeverPosition>('POST', '/lever/submit', { currency_id: 1, share: 10, multiple: 10, type: 1, ...body }, { token });

/** The price 29 s later, then a later tick: the 30 s orders settle at it. */
async function settleAt(price: string) {
  t.clock.advance(29_000);
  await t.tick('BTC/USDT', price);
  t.clock.advance(2_000);
  await t.tick('BTC/USDT', price);
  await t.built.modules.microtrade.settler.settleDue();
}

describe('on seconds options', () => {
  it('a fee discount takes its share off the fee, at most its cap; the order names it', async () => {
    const c = await createCampaign(t, { kind: 'fee_discount', product: 'microtrade', percent: 50, value: '1', budget: '100' });
    const u = await user('1000', 'micro');
    const coupon = await claim(t, u.token, c.id);
    const tBefore = await treasury();
    const r = await micro(u.token, { coupon_id: coupon.id });
    expect(r.body.type).toBe('ok');
    // Fee 0.1 % of 100 = 0.1; half of it, 0.05, under the cap of 1: paid in, the rest of the hold released.
    expect(r.body.message).toMatchObject({ fee: '0.1', coupon: { id: coupon.id, kind: 'fee_discount', value: '0.05' } });
    expect(await book(u.userId, 'micro')).toEqual({ available: 1000n * USDT - 100n * USDT - 100_000n + 50_000n, frozen: 100n * USDT });
    const tAfter = await treasury();
    expect([tAfter.available - tBefore.available, tAfter.frozen - tBefore.frozen]).toEqual([USDT - 50_000n, -USDT]);
    expect(await couponRow(t, coupon.id)).toMatchObject({ status: 'in_use', used_value: '50000' });
    expect(await campaignRow(t, c.id)).toMatchObject({ held: '0', spent: '50000' });
    await settleAt('50100');
    // Won: stake + 80 back; the discount stays the user's (the fee was not refunded).
    expect(await book(u.userId, 'micro')).toEqual({ available: 1080n * USDT - 50_000n, frozen: 0n });
    expect(await couponRow(t, coupon.id)).toMatchObject({ status: 'used', returned_value: '0' });
    expect(
      (
        await t.call(
          'POST',
          '/microtrade/submit',
          { match_id: 1, currency_id: 3, type: 1, seconds: 30, number: '100', coupon_id: coupon.id },
          { token: u.token },
        )
      ).body.code,
    ).toBe('COUPON_NOT_APPLICABLE');
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('a stake voucher lends the stake; a win keeps only the profit, a loss gives nothing back', async () => {
    const c = await createCampaign(t, { kind: 'stake_voucher', value: '10', budget: '100' });
    const winner = await user('1', 'micro');
    const loser = await user('1', 'micro');
    const cw = await claim(t, winner.token, c.id);
    const cl = await claim(t, loser.token, c.id);
    const tBefore = await treasury();
    // 1 USDT of their own pays the fee (0.01); the stake of 10 is the voucher's.
    expect((await micro(winner.token, { number: '10', coupon_id: cw.id, type: 1 })).body.message.coupon).toMatchObject({
      kind: 'stake_voucher',
      value: '10',
    });
    expect((await micro(loser.token, { number: '10', coupon_id: cl.id, type: 2 })).body.type).toBe('ok');
    await settleAt('50100');
    // Winner: 10 + 8 back, the 10 lent goes home: 1 - 0.01 + 8.
    expect(await book(winner.userId, 'micro')).toEqual({ available: 9n * USDT - 10_000n, frozen: 0n });
    expect(await couponRow(t, cw.id)).toMatchObject({ status: 'used', used_value: String(10n * USDT), returned_value: String(10n * USDT) });
    // Loser: the stake went to the house, nothing came back to return.
    expect(await book(loser.userId, 'micro')).toEqual({ available: USDT - 10_000n, frozen: 0n });
    expect(await couponRow(t, cl.id)).toMatchObject({ status: 'used', returned_value: '0' });
    const tAfter = await treasury();
    // Two holds of 10 settled, 10 came back: the book is 10 lighter, nothing left frozen.
    expect([tAfter.available - tBefore.available, tAfter.frozen - tBefore.frozen]).toEqual([10n * USDT, -20n * USDT]);
    expect(await campaignRow(t, c.id)).toMatchObject({ held: '0', spent: String(10n * USDT) });
    expect(await ledgerProblems(t)).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses another user’s coupon, another product’s and a stake voucher with too little for the fee, changing nothing', async () => {
    const v = await createCampaign(t, { kind: 'stake_voucher', value: '10', budget: '100' });
    const f = await createCampaign(t, { kind: 'fee_discount', product: 'lever', percent: 10, value: '1', budget: '100' });
    const u = await user('0', 'micro');
    const other = await user('100', 'micro');
    const mine = await claim(t, u.token, v.id);
    const leverCoupon = await claim(t, other.token, f.id);
    const before = await treasury();
    expect((await micro(other.token, { number: '10', coupon_id: mine.id })).body.code).toBe('COUPON_NOT_FOUND');
    expect((await micro(other.token, { number: '10', coupon_id: leverCoupon.id })).body.code).toBe('COUPON_NOT_APPLICABLE');
    expect((await micro(u.token, { number: '10', coupon_id: mine.id })).body.code).toBe('INSUFFICIENT_BALANCE');
    expect((await micro(u.token, { number: '10', coupon_id: 'x' })).body.code).toBe('COUPON_NOT_FOUND');
    expect(await treasury()).toEqual(before);
    expect(await couponRow(t, mine.id)).toMatchObject({ status: 'held', used_value: null });
    const orders = await t.db.query('SELECT 1 FROM micro_orders WHERE user_id = $1', [u.userId]);
    expect(orders.rows).toEqual([]);
  });
});

describe('a void seconds order', () => {
  it('a void order (no fresh close price) refunds the whole fee, so the discount goes back too', async () => {
    const c = await createCampaign(t, { kind: 'fee_discount', product: 'microtrade', percent: 100, value: '1', budget: '10' });
    const u = await user('1000', 'micro');
    const coupon = await claim(t, u.token, c.id);
    expect((await micro(u.token, { coupon_id: coupon.id })).body.message.coupon?.value).toBe('0.1');
    // The feed stalls past the settle time: the close tick is too old, the order is void.
    t.clock.advance(45_000);
    await t.tick('BTC/USDT', '50000');
    await t.built.modules.microtrade.settler.settleDue();
    expect(await book(u.userId, 'micro')).toEqual({ available: 1000n * USDT, frozen: 0n });
    expect(await couponRow(t, coupon.id)).toMatchObject({ status: 'used', used_value: '100000', returned_value: '100000' });
    expect(await campaignRow(t, c.id)).toMatchObject({ held: '0', spent: '0' });
    expect(await ledgerProblems(t)).toEqual([]);
  });
});

describe('on futures', () => {
  it('a margin voucher lends the margin; at the close the credit goes back and the profit stays', async () => {
    const c = await createCampaign(t, { kind: 'margin_voucher', value: '50', budget: '500' });
    const u = await user('1', 'lever');
    const coupon = await claim(t, u.token, c.id);
    const usable = await t.call<Coupon[]>('GET', '/coupons/usable', { product: 'lever' }, { token: u.token });
    expect(usable.body.message.map((x) => x.id)).toEqual([coupon.id]);
    // 10 lots of 0.001 BTC at 50,000: 500 notional, 50 margin at 10x, fee 0.25: the voucher covers the margin.
    const p = (await lever(u.token, { coupon_id: coupon.id })).body.message;
    expect(p).toMatchObject({ margin: '50', fee: '0.25', coupon: { id: coupon.id, kind: 'margin_voucher', value: '50' } });
    expect(await book(u.userId, 'lever')).toEqual({ available: 750_000n, frozen: 50n * USDT });
    await steady('51000');
    const closed = (await t.call<LeverPosition>('POST', '/lever/close', { id: p.id }, { token: u.token })).body.message;
    expect(closed).toMatchObject({ status: 'closed', pnl: '10' });
    // 50 + 10 came back, the 50 lent went home: 0.75 + 10.
    expect(await book(u.userId, 'lever')).toEqual({ available: 10_750_000n, frozen: 0n });
    expect(await couponRow(t, coupon.id)).toMatchObject({ status: 'used', returned_value: String(50n * USDT) });
    expect(await campaignRow(t, c.id)).toMatchObject({ held: '0', spent: '0' });
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('a fee discount on a position; refused on a limit order', async () => {
    const c = await createCampaign(t, { kind: 'fee_discount', product: 'lever', percent: 40, value: '0.05', budget: '10' });
    const u = await user('100', 'lever');
    const coupon = await claim(t, u.token, c.id);
    expect((await lever(u.token, { coupon_id: coupon.id, status: 0, target_price: '49000' })).body.code).toBe('COUPON_NOT_APPLICABLE');
    const p = (await lever(u.token, { coupon_id: coupon.id })).body.message;
    // 40 % of 0.25 is 0.1, over the cap: 0.05.
    expect(p.coupon).toMatchObject({ kind: 'fee_discount', value: '0.05' });
    expect(await book(u.userId, 'lever')).toEqual({ available: 100n * USDT - 50n * USDT - 250_000n + 50_000n, frozen: 50n * USDT });
    await t.call('POST', '/lever/close', { id: p.id }, { token: u.token });
    expect(await couponRow(t, coupon.id)).toMatchObject({ status: 'used', used_value: '50000', returned_value: '0' });
    expect(await ledgerProblems(t)).toEqual([]);
  });
});
