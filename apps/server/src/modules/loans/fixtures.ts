/** Test fixtures for the loans suites (not loaded by the app). */
import { MARK_PRICE_MIN_TICKS, MARK_PRICE_WINDOW_MS, type Loan, type OperatorAction } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';

export const HOUR_MS = 3_600_000;

/** Fund the lending pool through the two-person funding deposit (the only way money reaches it). */
export async function fundPool(t: TestApp, amount: string, currencyId = 3, book = 'loans'): Promise<void> {
  const finance = await t.operatorToken('finance');
  const admin = await t.operatorToken('admin');
  const body = { account: 'treasury', book, currency_id: currencyId, amount, reference: 'test funding' };
  const proposed = await t.call<OperatorAction>('POST', '/operator/funding', body, { token: finance });
  if (proposed.body.type !== 'ok') throw new Error(`funding: ${JSON.stringify(proposed.body)}`);
  const approved = await t.call('POST', '/operator/actions/approve', { id: proposed.body.message.id }, { token: admin });
  if (approved.body.type !== 'ok') throw new Error(`approve: ${JSON.stringify(approved.body)}`);
}

/** Hold a price: a mark window's worth of ticks at it, so the mark price (their median) is that price. */
export async function steady(t: TestApp, symbol: string, price: string): Promise<void> {
  t.clock.advance(MARK_PRICE_WINDOW_MS);
  for (let i = 0; i < MARK_PRICE_MIN_TICKS; i++) await t.tick(symbol, price);
}

export const spot = (t: TestApp, userId: number, code: string) => getBalance(t.db, userAccount(userId, code, 'exchange'));
export const pool = (t: TestApp, code = 'USDT', book = 'loans') => getBalance(t.db, systemAccount('treasury', code, book));

export async function borrow(t: TestApp, token: string, body: Record<string, unknown>, key?: string) {
  return t.call<Loan>('POST', '/loans/borrow', body, { token, ...(key ? { headers: { 'Idempotency-Key': key } } : {}) });
}

export async function borrowOk(t: TestApp, token: string, body: Record<string, unknown>): Promise<Loan> {
  const r = await borrow(t, token, body);
  if (r.body.type !== 'ok') throw new Error(`borrow: ${JSON.stringify(r.body)}`);
  return r.body.message;
}

export async function ledgerClean(t: TestApp): Promise<void> {
  expect((await checkLedger(t.db)).problems).toEqual([]);
}
