/** Lock-up staking: every call, its rules and failures, with exact balances and the ledger checked after each money path. */
import type { LockCancelResult, LockCurrency, LockOrder, LockOrderDetail, LockSummary, Page } from '@bourse/contract';
import { getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { formatUnits } from '@bourse/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createProduct, fundTreasury, ledgerProblems } from './testkit';

const DAY = 86_400_000;
let t: TestApp;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  // USDT 4 days at 0.5 % a day, penalty 0.4 % a remaining day, at most 2,000 per user.
  productId = (await createProduct(t, { currency_id: 3, day: 4, interest_rate: '0.5', save_min: '100', save_max: '2000' })).id;
});
afterAll(async () => {
  await t?.dispose();
});

const usdt = (userId: number, book: string) => getBalance(t.db, userAccount(userId, 'USDT', book));
const treasury = (code = 'USDT') => getBalance(t.db, systemAccount('treasury', code, 'lock-mining'));
const subscribe = (token: string, config_id: number, amount: string) =>
  t.call<LockOrder>('POST', '/lh/deposit', { config_id, amount }, { token, form: true });
const orderCount = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM lock_orders')).rows[0]!.n);

async function funded(amount = '5000') {
  const user = await t.newUser();
  await t.fund(user.userId, 'USDT', amount);
  return user;
}

describe('GET lh/deposit/config', () => {
  it('lists per currency its terms and the range of their daily rates, without a session too', async () => {
    const r = await t.call<LockCurrency[]>('GET', '/lh/deposit/config', {});
    const usdtRow = r.body.message.find((c) => c.currency === 'USDT')!;
    // The seeded 0.3 %, 0.35 % and 0.4 % and this suite's 0.5 %.
    expect(usdtRow).toMatchObject({ currency_id: 3, rate_min: '0.3', rate_max: '0.5', balance: null });
    expect(usdtRow.products.find((p) => p.id === productId)).toMatchObject({
      day: 4,
      interest_rate: '0.5',
      penalty_rate: '0.4',
      save_min: '100',
      save_max: '2000',
      dividend_time: '00:00',
      availability: 'open',
      interest_on_min: '2',
      user_locked: null,
    });
    const one = await t.call<LockCurrency[]>('GET', '/lh/deposit/config', { currency_id: 1 });
    expect(one.body.message.map((c) => c.currency)).toEqual(['BTC']);
  });
});

describe('POST lh/deposit', () => {
  it('holds the principal on the lock book and the whole interest on the treasury, in one go', async () => {
    const user = await funded();
    const before = await treasury();
    const r = await subscribe(user.token, productId, '1000');
    expect(r.body.type).toBe('ok');
    const o = r.body.message;
    const created = o.created_at;
    const start = Math.floor(created / DAY) * DAY + DAY;
    expect(o).toMatchObject({
      amount: '1000',
      day: 4,
      daily_interest: '5',
      total_interest: '20',
      interest_paid: '0',
      status: 'in_progress',
    });
    expect([o.start_at, o.end_at, o.next_payout_at]).toEqual([start, start + 4 * DAY, start + DAY]);
    expect(await usdt(user.userId, 'exchange')).toEqual({ available: 4_000_000_000n, frozen: 0n });
    expect(await usdt(user.userId, 'lock')).toEqual({ available: 0n, frozen: 1_000_000_000n });
    const after = await treasury();
    expect(after.frozen - before.frozen).toBe(20_000_000n);
    expect(after.available - before.available).toBe(-20_000_000n);
    expect(await ledgerProblems(t)).toEqual([]);
    const mine = await t.call<LockCurrency[]>('GET', '/lh/deposit/config', { currency_id: 3 }, { token: user.token });
    expect(mine.body.message[0]!.products.find((p) => p.id === productId)).toMatchObject({ user_locked: '1000', max_now: '1000' });
    expect(mine.body.message[0]!.balance).toBe('4000');
  });

  it('refuses each bad subscription by name and changes nothing', async () => {
    const user = await funded('2500');
    const count = await orderCount();
    const cases: Array<[number, string, string]> = [
      [productId, '99.999999', 'LOCK_MIN_AMOUNT'],
      [productId, '100.1234567', 'AMOUNT_TOO_PRECISE'],
      [productId, 'abc', 'NUMBER_INVALID'],
      [productId, '', 'AMOUNT_REQUIRED'],
      [productId, '1'.repeat(60), 'LOCK_USER_LIMIT'],
      [999_999, '100', 'LOCK_PRODUCT_NOT_FOUND'],
      [productId, '2000.000001', 'LOCK_USER_LIMIT'],
      [productId, '2500.5', 'LOCK_USER_LIMIT'],
    ];
    for (const [id, amount, code] of cases) expect((await subscribe(user.token, id, amount)).body.code, amount).toBe(code);
    expect((await subscribe(user.token, productId, '1500')).body.type).toBe('ok');
    expect((await subscribe(user.token, productId, '600')).body.code).toBe('LOCK_USER_LIMIT');
    const poor = await funded('150');
    expect((await subscribe(poor.token, productId, '200')).body.code).toBe('INSUFFICIENT_BALANCE');
    expect(await usdt(poor.userId, 'exchange')).toEqual({ available: 150_000_000n, frozen: 0n });
    expect(await orderCount()).toBe(count + 1);
    expect((await t.call('POST', '/lh/deposit', { config_id: productId, amount: '100' })).body.type).toBe('999');
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('is refused when the treasury cannot cover the interest: sold out, awaiting funding', async () => {
    const eth = await createProduct(t, { currency_id: 2, day: 10, interest_rate: '1', save_min: '1' });
    expect(eth.availability).toBe('awaiting_funding');
    const user = await t.newUser();
    await t.fund(user.userId, 'ETH', '5');
    const count = await orderCount();
    expect((await subscribe(user.token, eth.id, '1')).body.code).toBe('LOCK_AWAITING_FUNDING');
    expect(await orderCount()).toBe(count);
    expect(await getBalance(t.db, userAccount(user.userId, 'ETH', 'exchange'))).toEqual({ available: 500_000_000n, frozen: 0n });
    // Funded for exactly one order's interest (1 x 1 % x 10 days = 0.1 ETH): one goes through, the next waits for funding.
    await fundTreasury(t, 2, '0.1');
    expect((await subscribe(user.token, eth.id, '1')).body.type).toBe('ok');
    expect((await subscribe(user.token, eth.id, '1')).body.code).toBe('LOCK_AWAITING_FUNDING');
    const listed = await t.call<LockCurrency[]>('GET', '/lh/deposit/config', { currency_id: 2 });
    expect(listed.body.message[0]!.products[0]).toMatchObject({ availability: 'awaiting_funding', max_now: '0.00000099' });
    expect(await ledgerProblems(t)).toEqual([]);
  });
});

describe('POST lh/deposit limits', () => {
  it('stops at the capacity (sold out) and when paused', async () => {
    const p = await createProduct(t, { currency_id: 3, day: 9, interest_rate: '0.1', save_min: '100', capacity: '300' });
    const [a, b] = [await funded(), await funded()];
    expect((await subscribe(a.token, p.id, '200')).body.type).toBe('ok');
    expect((await subscribe(b.token, p.id, '200')).body.code).toBe('LOCK_SOLD_OUT');
    expect((await subscribe(b.token, p.id, '100')).body.type).toBe('ok');
    const listed = await t.call<LockCurrency[]>('GET', '/lh/deposit/config', { currency_id: 3 });
    expect(listed.body.message[0]!.products.find((x) => x.id === p.id)).toMatchObject({ availability: 'sold_out', remaining: '0' });
    const token = await t.operatorToken('finance');
    expect((await t.call('POST', '/operator/lock-mining/products/status', { id: p.id, status: 'paused' }, { token })).body.type).toBe('ok');
    expect((await subscribe(b.token, p.id, '100')).body.code).toBe('LOCK_PRODUCT_PAUSED');
    await t.call('POST', '/operator/lock-mining/products/status', { id: p.id, status: 'active' }, { token });
  });
});

describe('early redemption', () => {
  it("charges the SPEC's penalty (0.4 %, 3 days, 1,000 gives 12), keeps paid interest and releases the rest to the treasury", async () => {
    const user = await funded();
    const o = (await subscribe(user.token, productId, '1000')).body.message;
    // One day of interest is paid; three days remain.
    t.clock.set(new Date(o.start_at + DAY + 1000));
    await t.built.modules.lockMining.scheduler.payDue();
    const list = await t.call<Page<LockOrder>>('GET', '/lh/deposit/order', { status: 'in_progress' }, { token: user.token });
    const shown = list.body.message.data.find((x) => x.id === o.id)!;
    expect(shown).toMatchObject({ days_paid: 1, interest_paid: '5' });
    expect(shown.redeem_quote).toMatchObject({ remaining_days: 3, penalty: '12', returned: '988', interest_kept: '5', interest_due: '0' });
    expect(shown.redeem_quote!.valid_until).toBe(o.start_at + 2 * DAY);

    const before = await treasury();
    const changed = await t.call('POST', '/lh/deposit/order/cancel', { id: o.id, penalty: '8' }, { token: user.token });
    expect(changed.body.code).toBe('LOCK_PENALTY_CHANGED');
    const other = await funded('1');
    expect((await t.call('POST', '/lh/deposit/order/cancel', { id: o.id }, { token: other.token })).body.code).toBe('LOCK_ORDER_NOT_FOUND');
    expect(await treasury()).toEqual(before);

    const r = await t.call<LockCancelResult>('POST', '/lh/deposit/order/cancel', { id: o.id, penalty: '12' }, { token: user.token });
    expect(r.body.message).toMatchObject({ penalty: '12', returned: '988', interest_kept: '5', interest_released: '15' });
    expect(r.body.message.order).toMatchObject({ status: 'redeemed', status_code: 2, redeem_type: 'early', redeem_quote: null });
    // 5,000 - 1,000 + 5 interest + 988 returned.
    expect(await usdt(user.userId, 'exchange')).toEqual({ available: 4_993_000_000n, frozen: 0n });
    expect(await usdt(user.userId, 'lock')).toEqual({ available: 0n, frozen: 0n });
    const after = await treasury();
    expect(after.frozen - before.frozen).toBe(-15_000_000n);
    expect(after.available - before.available).toBe(27_000_000n); // 15 released + 12 penalty
    expect((await t.call('POST', '/lh/deposit/order/cancel', { id: o.id }, { token: user.token })).body.code).toBe(
      'LOCK_ORDER_NOT_IN_PROGRESS',
    );
    expect(await ledgerProblems(t)).toEqual([]);

    const detail = await t.call<LockOrderDetail>('GET', '/lh/deposit/order/detail', { id: o.id }, { token: user.token });
    expect(detail.body.message.payments).toEqual([
      { day: 1, amount: '5', due_at: o.start_at + DAY, paid_at: o.start_at + DAY + 1000, entry_key: `lock:interest:${o.id}:1` },
    ]);
    expect((await t.call('GET', '/lh/deposit/order/detail', { id: o.id }, { token: other.token })).body.code).toBe('LOCK_ORDER_NOT_FOUND');
    const summary = await t.call<LockSummary>('GET', '/lh/deposit/summary', {}, { token: user.token });
    expect(summary.body.message.holdings).toEqual([
      {
        currency_id: 3,
        currency: 'USDT',
        locked: '0',
        interest_paid: '0',
        interest_paid_all: '5',
        interest_to_come: '0',
        orders_in_progress: 0,
      },
    ]);
  });

  it('before interest starts charges every day of the term, and pays ended days first when late', async () => {
    const user = await funded();
    const o = (await subscribe(user.token, productId, '500')).body.message;
    expect(o.redeem_quote).toMatchObject({ remaining_days: 4, penalty: '8', returned: '492', interest_kept: '0' });
    // Two days ended without a scheduler pass: redeeming pays them, then charges the two days left.
    t.clock.set(new Date(o.start_at + 2 * DAY + 5));
    const r = await t.call<LockCancelResult>('POST', '/lh/deposit/order/cancel', { id: o.id }, { token: user.token });
    expect(r.body.message).toMatchObject({ penalty: '4', returned: '496', interest_kept: '5', interest_released: '5' });
    expect(await ledgerProblems(t)).toEqual([]);
  });
});

describe('the console', () => {
  it('creates products with named refusals, and shows the treasury cover: held versus owed', async () => {
    const token = await t.operatorToken('finance');
    const create = (body: Record<string, unknown>) =>
      t.call(
        'POST',
        '/operator/lock-mining/products',
        { currency_id: 3, day: 60, interest_rate: '0.2', penalty_rate: '0.4', save_min: '10', dividend_time: '08:30', ...body },
        { token },
      );
    expect((await create({ interest_rate: '0' })).body.code).toBe('LOCK_RATE_INVALID');
    expect((await create({ interest_rate: '10.5' })).body.code).toBe('LOCK_RATE_INVALID');
    expect((await create({ dividend_time: '24:00' })).body.code).toBe('LOCK_DIVIDEND_TIME_INVALID');
    expect((await create({ day: 0 })).body.code).toBe('LOCK_TERM_INVALID');
    expect((await create({ save_max: '5' })).body.code).toBe('LOCK_LIMITS_INVALID');
    expect((await create({ save_min: '-1' })).body.code).toBe('LOCK_LIMITS_INVALID');
    expect((await create({ currency_id: 999 })).body.code).toBe('LOCK_PRODUCT_NOT_FOUND');
    expect((await create({})).body.message).toMatchObject({ dividend_time: '08:30', dividend_minute: 510, status: 'active' });
    expect((await create({})).body.code).toBe('LOCK_PRODUCT_DUPLICATE');
    const support = await t.operatorToken('support');
    expect((await t.call('GET', '/operator/lock-mining/products', {}, { token: support })).body.code).toBe('FORBIDDEN');

    const cover = await t.call<Array<Record<string, string>>>('GET', '/operator/lock-mining/cover', {}, { token });
    const row = cover.body.message.find((c) => c.currency === 'USDT')!;
    const b = await treasury();
    expect(row.reserved).toBe(row.owed);
    expect(row).toMatchObject({ demo: '1000000', free: formatUnits(b.available, 6), reserved: formatUnits(b.frozen, 6) });
    expect(row.held).toBe(formatUnits(b.available + b.frozen, 6));
  });

  it('has no endpoint that changes an order, and its code writes only products', async () => {
    const { lockMiningEndpoints } = await import('@bourse/contract');
    const operatorKeys = Object.keys(lockMiningEndpoints).filter((k) => k.includes('/operator/'));
    expect(operatorKeys.sort()).toEqual([
      'GET /operator/lock-mining/cover',
      'GET /operator/lock-mining/products',
      'POST /operator/lock-mining/products',
      'POST /operator/lock-mining/products/status',
    ]);
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(new URL('./operator.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/lock_orders|advanceOrders|insertOrder/);
  });
});
