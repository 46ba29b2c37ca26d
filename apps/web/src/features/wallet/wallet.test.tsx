/** Every wallet page needs sign-in, and every text built at run time exists. */
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import en from '@bourse/i18n/bundles/en';
import { RequireAuth } from '../../app/guard';
import { BILL_KINDS, BILL_PRODUCTS } from '@bourse/contract';
import { billKindKey, billProductKey, BOOKS } from './books';
import { walletRoutes } from './routes';

function has(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('wallet routes', () => {
  it('are all behind the sign-in guard', () => {
    for (const route of walletRoutes) {
      expect(isValidElement(route.element) && route.element.type === RequireAuth, route.path).toBe(true);
    }
    expect(walletRoutes).toHaveLength(15);
  });
});

describe('texts built at run time', () => {
  it('exist in English (and so, by the i18n tests, in every language)', () => {
    const keys = [
      ...BOOKS.map((b) => `wallet.books.${b.name}`),
      ...BILL_KINDS.map(billKindKey),
      billKindKey('trade.fill'),
      ...BILL_PRODUCTS.map(billProductKey),
      ...['pending', 'approved', 'rejected', 'cancelled', 'sent'].map((s) => `wallet.status.${s}`),
      ...[
        'real_name',
        'bank_account',
        'bank_name',
        'bank_dizhi',
        'bank_dizhi_international',
        'bank_network',
        'swift_code',
        'alipay_account',
        'wechat_account',
        'phone',
      ].map((f) => `wallet.bank.fields.${f}`),
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
    expect(billKindKey('trade.fill')).toBe('wallet.kinds.other');
  });
});
