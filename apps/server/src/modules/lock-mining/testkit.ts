/** Fixtures of the lock-up tests: a funded treasury book and products made through the console, as an operator would. */
import type { LockProductAdmin, OperatorAction } from '@bourse/contract';
import { checkLedger } from '@bourse/ledger';
import type { TestApp } from '../../../test/harness';

/** Fund the treasury's lock-mining book in `currencyId` by a two-person funding deposit (finance proposes, admin approves). */
export async function fundTreasury(t: TestApp, currencyId: number, amount: string): Promise<void> {
  const finance = await t.operatorToken('finance');
  const admin = await t.operatorToken('admin');
  const body = { account: 'treasury', book: 'lock-mining', currency_id: currencyId, amount, reference: 'test funding' };
  const proposed = await t.call<OperatorAction>('POST', '/operator/funding', body, { token: finance });
  if (proposed.body.type !== 'ok') throw new Error(`funding: ${JSON.stringify(proposed.body)}`);
  const approved = await t.call('POST', '/operator/actions/approve', { id: proposed.body.message.id }, { token: admin });
  if (approved.body.type !== 'ok') throw new Error(`approve: ${JSON.stringify(approved.body)}`);
}

export interface ProductFields {
  currency_id: number;
  day: number;
  interest_rate: string;
  penalty_rate?: string;
  save_min: string;
  save_max?: string;
  capacity?: string;
  dividend_time?: string;
}

export async function createProduct(t: TestApp, fields: ProductFields): Promise<LockProductAdmin> {
  const token = await t.operatorToken('finance');
  const r = await t.call<LockProductAdmin>(
    'POST',
    '/operator/lock-mining/products',
    { penalty_rate: '0.4', dividend_time: '00:00', ...fields },
    { token },
  );
  if (r.body.type !== 'ok') throw new Error(`create product: ${JSON.stringify(r.body)}`);
  return r.body.message;
}

export async function ledgerProblems(t: TestApp): Promise<string[]> {
  return (await checkLedger(t.db)).problems;
}
