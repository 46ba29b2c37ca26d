/**
 * Loans through the API with the scripted feed: the market, borrowing (every validation rule, the
 * collateral held and the USDT paid from the pool in one entry, idempotency), a pool that cannot
 * fund a loan, repaying partly (interest first) and fully (collateral released), adding collateral,
 * another user's loan, the console's overview, and the ledger checked after each money path.
 * Accrual across a restart, margin calls and liquidation are in risk.test.ts.
 */
import type { Loan, LoanDetail, LoanMarket, LoanPoolOverview, Page } from '@bourse/contract';
import { parseUnits } from '@bourse/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { borrow, borrowOk, fundPool, ledgerClean, pool, spot, steady } from './fixtures';

let t: TestApp;
let alice: Awaited<ReturnType<TestApp['newUser']>>;
let bob: Awaited<ReturnType<TestApp['newUser']>>;
/** The pool before this suite: the template's demo issuance plus this suite's funding. */
let pool0: bigint;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.newUser();
  bob = await t.newUser();
  await t.fund(alice.userId, 'BTC', '2');
  await t.fund(alice.userId, 'USDT', '1000');
  await t.fund(bob.userId, 'ETH', '10');
  await fundPool(t, '100000');
  pool0 = (await pool(t)).available;
  await steady(t, 'BTC/USDT', '50000');
  await steady(t, 'ETH/USDT', '3000');
});
afterAll(async () => {
  await t?.dispose();
});

describe('the market', () => {
  it('states the terms per collateral, the mark price, the pool and (signed in) the balances', async () => {
    const visitor = await t.call<LoanMarket>('GET', '/loans/market');
    expect(visitor.body.message).toMatchObject({ asset: 'USDT', min_amount: '50', asset_balance: null });
    expect(visitor.body.message.pool_available).toBe((Number(pool0) / 1e6).toString());
    const btc = visitor.body.message.collaterals.find((c) => c.collateral === 'BTC')!;
    expect(btc).toMatchObject({
      apr_percent: '8',
      initial_ltv_percent: '65',
      margin_call_ltv_percent: '80',
      liquidation_ltv_percent: '90',
      price: '50000.00',
      balance: null,
    });
    const mine = await t.call<LoanMarket>('GET', '/loans/market', {}, { token: alice.token });
    expect(mine.body.message.collaterals.find((c) => c.collateral === 'BTC')!.balance).toBe('2');
    expect(mine.body.message.asset_balance).toBe('1000');
  });
});

describe('borrowing', () => {
  it('refuses bad input with a named code and moves nothing', async () => {
    const before = await pool(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ collateral: 'DOGE', collateral_amount: '1', amount: '100' }, 'LOAN_COLLATERAL_UNSUPPORTED'],
      [{ collateral: 'BTC', collateral_amount: '1', amount: '49.99' }, 'LOAN_MIN_AMOUNT'],
      [{ collateral: 'BTC', collateral_amount: '0.1', amount: '3250.01' }, 'LOAN_LTV_EXCEEDED'],
      [{ collateral: 'BTC', collateral_amount: '0.000000001', amount: '100' }, 'AMOUNT_TOO_PRECISE'],
      [{ collateral: 'BTC', collateral_amount: '-1', amount: '100' }, 'AMOUNT_INVALID'],
      [{ collateral: 'BTC', collateral_amount: '1', amount: 'abc' }, 'AMOUNT_INVALID'],
      [{ collateral: 'BTC', collateral_amount: '1' }, 'AMOUNT_REQUIRED'],
      [{ collateral: 'BTC', collateral_amount: '1', amount: '100', rate: '0' }, 'UNKNOWN_FIELD'],
      [{ collateral: 'BTC', collateral_amount: '3', amount: '100' }, 'INSUFFICIENT_BALANCE'],
    ];
    for (const [body, code] of cases) expect((await borrow(t, alice.token, body)).body.code, code).toBe(code);
    expect((await borrow(t, '', { collateral: 'BTC', collateral_amount: '1', amount: '100' })).body.type).toBe('999');
    expect(await pool(t)).toEqual(before);
    expect(await spot(t, alice.userId, 'BTC')).toEqual({ available: 200_000_000n, frozen: 0n });
    await ledgerClean(t);
  });

  it('holds the collateral and pays the USDT from the pool, once per request key', async () => {
    const before = await pool(t);
    const body = { collateral: 'BTC', collateral_amount: '0.5', amount: '10000' };
    const first = await borrow(t, alice.token, body, 'borrow-1');
    const again = await borrow(t, alice.token, body, 'borrow-1');
    expect(again.body).toEqual(first.body);
    const loan = first.body.message;
    expect(loan).toMatchObject({
      asset: 'USDT',
      collateral: 'BTC',
      collateral_amount: '0.5',
      principal: '10000',
      debt: '10000',
      interest_outstanding: '0',
      status: 'open',
      ltv_percent: '40.00',
      // 10,000 / (0.5 x 90 %) = 22,222.23 (rounded up).
      liquidation_price: '22222.23',
      // 10,000 x 8 % / 8,760 = 0.0913242 -> rounded up to the micro-dollar.
      hourly_interest: '0.091325',
      hours_accrued: 0,
      margin_call: false,
    });
    expect(await spot(t, alice.userId, 'BTC')).toEqual({ available: 150_000_000n, frozen: 50_000_000n });
    expect((await spot(t, alice.userId, 'USDT')).available).toBe(11_000_000_000n);
    expect((await pool(t)).available).toBe(before.available - 10_000_000_000n);
    await ledgerClean(t);
    const detail = await t.call<LoanDetail>('GET', '/loans/detail', { id: loan.id }, { token: alice.token });
    expect(detail.body.message.events.map((e) => e.kind)).toEqual(['borrow']);
    expect(detail.body.message.proof).toBeNull();
  });

  it('borrows up to exactly the initial LTV', async () => {
    // 1 ETH at 3,000 x 60 % = 1,800.
    expect((await borrow(t, bob.token, { collateral: 'eth', collateral_amount: '1', amount: '1800.000001' })).body.code).toBe(
      'LOAN_LTV_EXCEEDED',
    );
    const loan = await borrowOk(t, bob.token, { collateral: 'eth', collateral_amount: '1', amount: '1800' });
    expect(loan.ltv_percent).toBe('60.00');
    await ledgerClean(t);
  });

  it('refuses a loan the pool cannot fund, and changes nothing', async () => {
    const free = (await pool(t)).available;
    await t.fund(bob.userId, 'BTC', '100');
    const btc = await spot(t, bob.userId, 'BTC');
    const amount = ((free + 1_000_000n) / 1_000_000n).toString();
    const r = await borrow(t, bob.token, { collateral: 'BTC', collateral_amount: '100', amount });
    expect(r.body).toMatchObject({ type: 'error', code: 'LOAN_POOL_EXHAUSTED' });
    expect(r.body.message).toContain((Number(free) / 1e6).toString());
    expect(await spot(t, bob.userId, 'BTC')).toEqual(btc);
    expect((await pool(t)).available).toBe(free);
    const list = await t.call<Page<Loan>>('GET', '/loans/list', {}, { token: bob.token });
    expect(list.body.message.total).toBe(1);
    await ledgerClean(t);
  });
});

describe('many borrowers at once', () => {
  it('against a pool that can fund ten loans: exactly ten are made, the pool ends at zero', async () => {
    const whale = await t.newUser();
    await t.fund(whale.userId, 'BTC', '100');
    const free = (await pool(t)).available;
    // Leave exactly 1,000 USDT in the pool.
    const take = ((free - 1_000_000_000n) / 1_000_000n).toString();
    await borrowOk(t, whale.token, { collateral: 'BTC', collateral_amount: '100', amount: take });
    expect((await pool(t)).available).toBe(1_000_000_000n);
    const users = await Promise.all(Array.from({ length: 5 }, () => t.newUser()));
    for (const u of users) await t.fund(u.userId, 'BTC', '1');
    await steady(t, 'BTC/USDT', '50000');
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => borrow(t, users[i % 5]!.token, { collateral: 'BTC', collateral_amount: '0.01', amount: '100' })),
    );
    const codes = replies.map((r) => (r.body.type === 'ok' ? 'ok' : r.body.code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(new Set(codes.filter((c) => c !== 'ok'))).toEqual(new Set(['LOAN_POOL_EXHAUSTED']));
    expect((await pool(t)).available).toBe(0n);
    let frozen = 0n;
    for (const u of users) frozen += (await spot(t, u.userId, 'BTC')).frozen;
    expect(frozen).toBe(10n * 1_000_000n);
    // Repaid (more than the debt is asked: only the debt is taken), the pool can lend again.
    const whaleLoan = (await t.call<Page<Loan>>('GET', '/loans/list', { status: 'open' }, { token: whale.token })).body.message.data[0]!;
    await t.fund(whale.userId, 'USDT', '10');
    const r = await t.call<Loan>(
      'POST',
      '/loans/repay',
      { id: whaleLoan.id, amount: (BigInt(take) + 10n).toString() },
      { token: whale.token },
    );
    expect(r.body.message.status).toBe('repaid');
    // The ten loans are still out; any interest the whale paid is the pool's.
    expect((await pool(t)).available).toBe(free - 1_000_000_000n + parseUnits(r.body.message.interest_total, 6));
    expect(await spot(t, whale.userId, 'BTC')).toEqual({ available: 10_000_000_000n, frozen: 0n });
    await ledgerClean(t);
  });
});

describe('repaying and adding collateral', () => {
  it('adds collateral on the spot book and lowers the LTV', async () => {
    const loan = await borrowOk(t, alice.token, { collateral: 'BTC', collateral_amount: '0.2', amount: '5000' });
    expect(loan.ltv_percent).toBe('50.00');
    const r = await t.call<Loan>('POST', '/loans/add_collateral', { id: loan.id, amount: '0.05' }, { token: alice.token });
    expect(r.body.message).toMatchObject({ collateral_amount: '0.25', ltv_percent: '40.00' });
    expect((await spot(t, alice.userId, 'BTC')).frozen).toBe(75_000_000n);
    expect((await t.call('POST', '/loans/add_collateral', { id: loan.id, amount: '5' }, { token: alice.token })).body.code).toBe(
      'INSUFFICIENT_BALANCE',
    );
    await ledgerClean(t);
  });

  it('repays interest first, then principal; in full it releases every hold and closes the loan', async () => {
    const loan = await borrowOk(t, alice.token, { collateral: 'BTC', collateral_amount: '0.1', amount: '1000' });
    // Two hours: 2 x ceil(1,000 x 8 % / 8,760) = 2 x 0.009133.
    t.clock.advance(2 * 3_600_000 + 1000);
    const partial = await t.call<Loan>('POST', '/loans/repay', { id: loan.id, amount: '100' }, { token: alice.token });
    expect(partial.body.message).toMatchObject({
      hours_accrued: 2,
      interest_total: '0.018266',
      interest_outstanding: '0',
      principal_outstanding: '900.018266',
      debt: '900.018266',
      status: 'open',
    });
    await t.call('POST', '/loans/add_collateral', { id: loan.id, amount: '0.01' }, { token: alice.token });
    const poolBefore = (await pool(t)).available;
    const btcBefore = await spot(t, alice.userId, 'BTC');
    const full = await t.call<Loan>('POST', '/loans/repay', { id: loan.id, amount: '5000' }, { token: alice.token });
    expect(full.body.message).toMatchObject({ status: 'repaid', debt: '0', principal_outstanding: '0', ltv_percent: null });
    expect((await pool(t)).available - poolBefore).toBe(900_018_266n);
    expect(await spot(t, alice.userId, 'BTC')).toEqual({
      available: btcBefore.available + 11_000_000n,
      frozen: btcBefore.frozen - 11_000_000n,
    });
    const detail = await t.call<LoanDetail>('GET', '/loans/detail', { id: loan.id }, { token: alice.token });
    expect(detail.body.message.events.map((e) => [e.kind, e.amount, e.interest_part, e.principal_part])).toEqual([
      ['repay', '900.018266', '0', '900.018266'],
      ['add_collateral', '0.01', null, null],
      ['repay', '100', '0.018266', '99.981734'],
      ['borrow', '1000', null, null],
    ]);
    expect((await t.call('POST', '/loans/repay', { id: loan.id, amount: '1' }, { token: alice.token })).body.code).toBe('LOAN_NOT_OPEN');
    await ledgerClean(t);
  });

  it("hides another user's loan and refuses to act on it", async () => {
    const loan = await borrowOk(t, alice.token, { collateral: 'BTC', collateral_amount: '0.1', amount: '100' });
    for (const [method, path, body] of [
      ['GET', '/loans/detail', { id: loan.id }],
      ['POST', '/loans/repay', { id: loan.id, amount: '1' }],
      ['POST', '/loans/add_collateral', { id: loan.id, amount: '0.1' }],
    ] as const) {
      expect((await t.call(method, path, body, { token: bob.token })).body.code).toBe('LOAN_NOT_FOUND');
    }
    expect((await t.call('POST', '/loans/repay', { id: 999_999, amount: '1' }, { token: bob.token })).body.code).toBe('LOAN_NOT_FOUND');
  });

  it('lists the caller’s loans by status, newest first', async () => {
    const open = await t.call<Page<Loan>>('GET', '/loans/list', { status: 'open' }, { token: alice.token });
    expect(open.body.message.data.every((l) => l.status === 'open')).toBe(true);
    const closed = await t.call<Page<Loan>>('GET', '/loans/list', { status: 'closed' }, { token: alice.token });
    expect(closed.body.message.data.map((l) => l.status)).toEqual(['repaid']);
    expect((await t.call('GET', '/loans/list', { status: 'x' }, { token: alice.token })).body.code).toBe('INVALID_PARAMETER');
  });
});

describe('the console', () => {
  it('shows the pool, what is lent out and the collateral, to finance and auditors only', async () => {
    const finance = await t.operatorToken('finance');
    const r = await t.call<LoanPoolOverview>('GET', '/operator/loans/overview', {}, { token: finance });
    const o = r.body.message;
    expect(o.open_loans).toBe(o.loans.length);
    expect(Number(o.pool_available) + Number(o.principal_outstanding)).toBeCloseTo(Number(pool0) / 1e6 + 0.018266, 6);
    expect(o.interest_collected).toBe('0.018266');
    // Alice's 0.5 + 0.25 + 0.1 and ten loans of 0.01 (the whale's 100 released).
    expect(o.collateral.find((c) => c.currency === 'BTC')!.pledged).toBe('0.95');
    const support = await t.operatorToken('support');
    expect((await t.call('GET', '/operator/loans/overview', {}, { token: support })).body.code).toBe('FORBIDDEN');
  });
});
