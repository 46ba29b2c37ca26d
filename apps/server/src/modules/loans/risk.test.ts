/**
 * The loans keeper with the scripted feed: interest accrued exactly once per hour, across a
 * restart; the margin call (history, socket-ready loan flag and an outbox message) once until the
 * LTV falls back; liquidation at the liquidation LTV from the mark price, with its proof (the
 * mark's ticks and the maths), the surplus back to the user, and the ledger checked after each.
 */
import type { LoanDetail } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { borrowOk, fundPool, HOUR_MS, ledgerClean, pool, spot, steady } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await fundPool(t, '100000');
  await steady(t, 'BTC/USDT', '50000');
});
afterAll(async () => {
  await t?.dispose();
});

const count = async (sql: string, params: unknown[]) => (await t.db.query<{ n: number }>(sql, params)).rows[0]!.n;
const keeper = () => t.built.modules.loans.keeper;
const detail = async (token: string, id: number) => (await t.call<LoanDetail>('GET', '/loans/detail', { id }, { token })).body.message;

async function borrower(btc = '1') {
  const u = await t.newUser();
  await t.fund(u.userId, 'BTC', btc);
  await steady(t, 'BTC/USDT', '50000');
  return u;
}

describe('hourly interest', () => {
  it('accrues each ended hour exactly once, across a restart', async () => {
    const u = await borrower();
    const loan = await borrowOk(t, u.token, { collateral: 'BTC', collateral_amount: '1', amount: '10000' });
    t.clock.set(new Date(loan.created_at + 3 * HOUR_MS + 500));
    await keeper().run();
    await keeper().run();
    let d = await detail(u.token, loan.id);
    // 3 x ceil(10,000 x 8 % / 8,760) = 3 x 0.091325.
    expect(d.loan).toMatchObject({ hours_accrued: 3, interest_outstanding: '0.273975', debt: '10000.273975' });
    expect(d.loan.next_accrual_at).toBe(loan.created_at + 4 * HOUR_MS);

    await t.restart();
    t.clock.set(new Date(loan.created_at + 3 * HOUR_MS + 1800_000));
    await keeper().run();
    expect((await detail(u.token, loan.id)).loan.hours_accrued).toBe(3);

    // Down across two more hours: both accrue at the next pass, once.
    t.clock.set(new Date(loan.created_at + 5 * HOUR_MS));
    await keeper().run();
    await t.restart();
    await keeper().run();
    d = await detail(u.token, loan.id);
    expect(d.loan).toMatchObject({ hours_accrued: 5, interest_outstanding: '0.456625', interest_total: '0.456625' });
    expect(await count('SELECT count(*)::int AS n FROM loan_accruals WHERE loan_id = $1', [loan.id])).toBe(5);
    expect(await count('SELECT count(DISTINCT hour)::int AS n FROM loan_accruals WHERE loan_id = $1', [loan.id])).toBe(5);
    expect(await count('SELECT sum(amount)::int AS n FROM loan_accruals WHERE loan_id = $1', [loan.id])).toBe(456_625);
    await ledgerClean(t);
  });
});

describe('margin call and liquidation', () => {
  it('warns once at the margin-call LTV, by history, flag and message, and clears when collateral is added', async () => {
    const u = await borrower('2');
    const loan = await borrowOk(t, u.token, { collateral: 'BTC', collateral_amount: '1', amount: '30000' });
    // The message goes out in the language the user keeps (account's profile port).
    await t.db.query(`UPDATE user_profiles SET lang = 'zh' WHERE user_id = $1`, [u.userId]);
    // 30,000 / 36,000 = 83.34 %: past 80 %, short of 90 %.
    await steady(t, 'BTC/USDT', '36000');
    await keeper().run();
    await keeper().run();
    const d = await detail(u.token, loan.id);
    expect(d.loan).toMatchObject({ status: 'open', margin_call: true, ltv_percent: '83.34' });
    expect(d.events.filter((e) => e.kind === 'margin_call')).toHaveLength(1);
    const { rows } = await t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE destination = $1', [
      u.email,
    ]);
    const message = rows.find((r) => r.subject.includes(`#${loan.id}`));
    expect(message?.body).toContain('83.34');
    expect(message?.subject).toBe(`你的借款 #${loan.id} 触发追加保证金`);
    const added = await t.call('POST', '/loans/add_collateral', { id: loan.id, amount: '1' }, { token: u.token });
    expect(added.body.message).toMatchObject({ margin_call: false, ltv_percent: '41.67' });
    await steady(t, 'BTC/USDT', '50000');
    await ledgerClean(t);
  });

  it('liquidates at the liquidation LTV from the mark price: the pool takes the debt, the rest goes back, with a proof', async () => {
    const u = await borrower('1');
    const loan = await borrowOk(t, u.token, { collateral: 'BTC', collateral_amount: '1', amount: '30000' });
    const poolBtc = (await pool(t, 'BTC')).available;
    // Just above the liquidation price (33,333.34): a margin call only.
    await steady(t, 'BTC/USDT', '33334');
    await keeper().run();
    expect((await detail(u.token, loan.id)).loan).toMatchObject({ status: 'open', margin_call: true });
    await steady(t, 'BTC/USDT', '33000');
    // The tick batches nudge the keeper; this pass waits for it (and would liquidate if it had not).
    await keeper().run();
    const d = await detail(u.token, loan.id);
    expect(d.loan).toMatchObject({ status: 'liquidated', debt: '0', margin_call: false });
    // Debt 30,000 / 33,000 = 0.909090909... BTC, rounded up to the satoshi.
    expect(d.proof).toMatchObject({
      mark_price: '33000.00',
      debt: '30000',
      collateral_amount: '1',
      collateral_value: '33000',
      ltv_percent: '90.91',
      liquidation_ltv_percent: '90.00',
      seized: '0.90909091',
      surplus: '0.09090909',
      shortfall: '0',
    });
    expect(d.proof!.ticks.length).toBeGreaterThanOrEqual(5);
    // The mark is the median of its window's ticks: the newest are at 33,000 (older ones may still be at 33,334).
    const prices = d.proof!.ticks.map((k) => Number(k.price)).sort((a, b) => a - b);
    expect(prices[Math.floor(prices.length / 2)]).toBe(33000);
    expect(d.proof!.formula).toContain('seized = min(1, ceil(30000 / 33000.00)) = 0.90909091 BTC');
    expect(d.events[0]).toMatchObject({ kind: 'liquidation', amount: '0.90909091', currency: 'BTC' });
    expect(await spot(t, u.userId, 'BTC')).toEqual({ available: 9_090_909n, frozen: 0n });
    expect((await spot(t, u.userId, 'USDT')).available).toBe(30_000_000_000n);
    expect((await pool(t, 'BTC')).available - poolBtc).toBe(90_909_091n);
    // Once: a second pass, a restart or a repayment change nothing.
    expect((await keeper().run()).liquidated).toBe(0);
    expect((await t.call('POST', '/loans/repay', { id: loan.id, amount: '1' }, { token: u.token })).body.code).toBe('LOAN_NOT_OPEN');
    await steady(t, 'BTC/USDT', '50000');
    await ledgerClean(t);
  });

  it('when the collateral is worth less than the debt, takes all of it and books the shortfall to the pool', async () => {
    const u = await borrower('1');
    const loan = await borrowOk(t, u.token, { collateral: 'BTC', collateral_amount: '1', amount: '32000' });
    await steady(t, 'BTC/USDT', '30000');
    await keeper().run();
    const d = await detail(u.token, loan.id);
    expect(d.proof).toMatchObject({ seized: '1', surplus: '0', shortfall: '2000', collateral_value: '30000' });
    expect(await spot(t, u.userId, 'BTC')).toEqual({ available: 0n, frozen: 0n });
    await steady(t, 'BTC/USDT', '50000');
    await ledgerClean(t);
  });
});
