/**
 * Dual investment on the device: the routes (the orders and the purchase behind sign-in), every
 * text key built at run time, the purchase checks with the spec's messages and the preview with
 * the server's roundings, and the proof showing what the server recorded.
 */
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import en from '@bourse/i18n/bundles/en';
import { DUAL_ORDER_STATUSES, DUAL_PRODUCT_STATUSES, type DualOrder, type DualOrderProof, type DualProduct } from '@bourse/contract';
import { RequireAuth } from '../../app/guard';
import { Proof } from './components/Proof';
import { checkShares, maxShares, previewShares } from './maths';
import { dualInvestRoutes } from './routes';

function has(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

const PRODUCT: DualProduct = {
  id: 7,
  name: 'BTC-28NOV26-70000-C',
  currency_id: 1,
  currency: 'BTC',
  quote: 'USDT',
  type: 'call',
  pay_currency: 'BTC',
  unit_price: '0.01',
  apr_percent: '36.5',
  linked_price: '70000',
  holding_days: 10,
  start_time: 1_000,
  settle_time: 864_001_000,
  total_shares: 100,
  sold_shares: 95,
  remaining_shares: 5,
  user_limit: 10,
  progress_percent: '95.00',
  status: 'open',
  awaiting_funding: false,
  per_share: { coin: '0.0101', usdt: '707' },
  user_shares: 2,
  terms: { apr_ppm: 365_000, coin_scale: 8, usdt_scale: 6, price_scale: 2 },
};

describe('dual investment routes', () => {
  it('are the spec’s invest pages, with the purchase and the orders behind sign-in', () => {
    const guarded = (r: (typeof dualInvestRoutes)[number]) => isValidElement(r.element) && r.element.type === RequireAuth;
    expect(dualInvestRoutes.map((r) => [r.path, guarded(r)])).toEqual([
      ['/pages/invest/invest', false],
      ['/pages/invest/purchase', true],
      ['/pages/invest/mine', true],
      ['/pages/invest/help', false],
    ]);
  });

  it('have every text key built at run time in English (and so in every language)', () => {
    const keys = [
      ...['call', 'put'].flatMap((k) => [`dualInvest.type.${k}`, `dualInvest.typeHint.${k}`]),
      ...[...DUAL_PRODUCT_STATUSES, 'soldOut', 'awaitingFunding'].map((s) => `dualInvest.status.${s}`),
      ...DUAL_ORDER_STATUSES.map((s) => `dualInvest.orderStatus.${s}`),
      ...['current', 'history'].flatMap((k) => [`dualInvest.orders.tabs.${k}`, `dualInvest.orders.empty.${k}`]),
      ...['below', 'at', 'above'].map((c) => `dualInvest.proof.comparison.${c}`),
      ...['coin', 'usdt'].map((b) => `dualInvest.proof.branch.${b}`),
      ...['required', 'integer', 'max', 'insufficient'].map((c) => `dualInvest.purchase.${c}`),
      'dualInvest.orders.failReason.product_cancelled',
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });
});

describe('the purchase checks and preview', () => {
  it('asks for whole shares with the spec’s messages, within what is left and the balance', () => {
    expect(maxShares(PRODUCT)).toBe(5);
    expect(checkShares('', PRODUCT, '1')).toEqual({ ok: false, code: 'required' });
    expect(checkShares('1.5', PRODUCT, '1')).toEqual({ ok: false, code: 'integer' });
    expect(checkShares('0', PRODUCT, '1')).toEqual({ ok: false, code: 'integer' });
    expect(checkShares('6', PRODUCT, '1')).toEqual({ ok: false, code: 'max', max: 5 });
    expect(checkShares('3', PRODUCT, '0.02')).toEqual({ ok: false, code: 'insufficient' });
    expect(checkShares(' 3 ', PRODUCT, '0.03')).toEqual({ ok: true, num: 3 });
  });

  it('previews both payouts with the server’s formula and rounding', () => {
    expect(previewShares(PRODUCT, 3)).toEqual({ amountMinor: 3_000_000n, amount: '0.03', coin: '0.0303', usdt: '2121' });
    const put = { ...PRODUCT, type: 'put' as const, pay_currency: 'USDT', unit_price: '100', linked_price: '3000' };
    expect(previewShares(put, 1)).toMatchObject({ amount: '100', usdt: '101', coin: '0.03366666' });
  });
});

const ORDER: DualOrder = {
  id: 12,
  product_id: 7,
  name: PRODUCT.name,
  currency: 'BTC',
  quote: 'USDT',
  type: 'call',
  num: 3,
  amount: '0.03',
  pay_currency: 'BTC',
  unit_price: '0.01',
  apr_percent: '36.5',
  linked_price: '70000',
  holding_days: 10,
  start_time: 1_000,
  settle_time: 864_001_000,
  status: 'success',
  status_code: 3,
  coin_payout: '0.0303',
  usdt_payout: '2121',
  settle_price: '71500.5',
  payout: '2121',
  payout_currency: 'USDT',
  fail_reason: null,
  created_at: 500,
  settled_at: 864_003_000,
};

describe('the proof', () => {
  it('shows the recorded tick, the comparison, the formula with its inputs and the payout as recorded', () => {
    const result: DualOrderProof = {
      order: ORDER,
      proof: {
        tick: { id: 4411, source: 'binance', time: 864_000_000, time_iso: '1970-01-11T00:00:00.000Z', price: '71500.5' },
        settle_time: 864_001_000,
        settle_time_iso: '1970-01-11T00:00:01.000Z',
        comparison: 'above',
        branch: 'usdt',
        amount: '0.03',
        pay_currency: 'BTC',
        linked_price: '70000',
        apr_percent: '36.5',
        days: 10,
        k: '1.01',
        k_numerator: '368650000',
        k_denominator: '365000000',
        formula: '0.03 BTC x 70000 x k = 2121 USDT',
        payout: '2121',
        payout_currency: 'USDT',
        rounding: 'floor',
        rule: 'k = 1 + days x APR / 365',
      },
    };
    render(<Proof result={result} />);
    expect(screen.getByTestId('proof-tick-id').textContent).toBe('#4411');
    expect(screen.getByTestId('proof-source').textContent).toBe('binance');
    expect(screen.getByTestId('proof-comparison').textContent).toBe('71,500.5 is above the linked price 70,000 → Paid in USDT');
    expect(screen.getByTestId('proof-formula').textContent).toBe('0.03 BTC x 70000 x k = 2121 USDT');
    expect(screen.getByTestId('proof-k').textContent).toContain('1.01');
    expect(screen.getByTestId('ticks-around-close')).toBeTruthy();
  });

  it('says when a failed order was refunded rather than settled', () => {
    render(<Proof result={{ order: { ...ORDER, status: 'fail', status_code: 4, payout: '0.03', payout_currency: 'BTC' }, proof: null }} />);
    expect(screen.getByTestId('proof-pending').textContent).toContain('This order was not settled from a price.');
  });
});
