/** Test fixtures for dual investment's suites (not loaded by the app). */
import { DAY_MS, type DualOrder, type DualProduct } from '@bourse/contract';
import { checkLedger, getBalance, systemAccount, userAccount } from '@bourse/ledger';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';

export const HOUR_MS = 3_600_000;
export const SYMBOL: Record<string, string> = { BTC: 'BTC/USDT', ETH: 'ETH/USDT' };

export interface Product {
  currency_id?: number;
  type?: 'call' | 'put';
  apr_percent?: string;
  linked_price?: string;
  unit_price?: string;
  start_time?: number;
  settle_time?: number;
  total_shares?: number;
  user_limit?: number;
  days?: number;
}

/** A BTC call by default: 36.5 % a year for 10 days (k = 1.01), linked at 70,000, 0.01 BTC a share. */
export function productBody(t: TestApp, over: Product = {}): Record<string, unknown> {
  const start = over.start_time ?? t.clock.now().getTime() + HOUR_MS;
  const { days = 10, ...rest } = over;
  return {
    currency_id: 1,
    type: 'call',
    apr_percent: '36.5',
    linked_price: '70000',
    unit_price: '0.01',
    start_time: start,
    settle_time: start + days * DAY_MS,
    total_shares: 100,
    user_limit: 10,
    ...rest,
  };
}

export async function listProduct(t: TestApp, token: string, over: Product = {}): Promise<DualProduct> {
  const r = await t.call<DualProduct>('POST', '/operator/dual/products', productBody(t, over), { token });
  if (r.body.type !== 'ok') throw new Error(`list product: ${JSON.stringify(r.body)}`);
  return r.body.message;
}

export const buy = (t: TestApp, token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call<DualOrder>('POST', '/dual/buyDual', body, { token, ...(headers ? { headers } : {}) });

export const spot = (t: TestApp, userId: number, asset: string) => getBalance(t.db, userAccount(userId, asset, 'exchange'));
export const treasury = (t: TestApp, asset: string) => getBalance(t.db, systemAccount('treasury', asset, 'dual-invest'));

/** Move past the settlement time: a tick at or before it at `price`, one after it, then a settlement pass. */
export async function settleAt(t: TestApp, p: DualProduct, price: string): Promise<number> {
  t.clock.set(new Date(p.settle_time + 2000));
  await t.tick(SYMBOL[p.currency]!, price, p.settle_time - 1000);
  await t.tick(SYMBOL[p.currency]!, price, p.settle_time + 1000);
  return t.built.modules.dualInvest.settler.settleDue();
}

export async function ledgerClean(t: TestApp): Promise<void> {
  expect((await checkLedger(t.db)).problems).toEqual([]);
}
