/**
 * Every bill kind, product and source has its label in all eight languages (issue 13), and no two
 * bill kinds read the same in any language: a user can tell a stake from a payout in Thai too.
 */
import { describe, expect, it } from 'vitest';
import { BILL_KIND_OTHER, BILL_KINDS, BILL_PRODUCTS, BILL_SOURCE_TYPES } from '@bourse/contract';
import { LANGS } from '@bourse/i18n';
import en from '@bourse/i18n/bundles/en';
import fra from '@bourse/i18n/bundles/fra';
import hk from '@bourse/i18n/bundles/hk';
import jp from '@bourse/i18n/bundles/jp';
import kor from '@bourse/i18n/bundles/kor';
import spa from '@bourse/i18n/bundles/spa';
import th from '@bourse/i18n/bundles/th';
import zh from '@bourse/i18n/bundles/zh';
import { billKindKey, billProductKey } from './books';

const BUNDLES = { zh, en, hk, th, jp, kor, fra, spa };

function lookup(bundle: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), bundle);
}

describe('bill labels', () => {
  const keys = [
    ...[...BILL_KINDS, BILL_KIND_OTHER].map(billKindKey),
    ...BILL_PRODUCTS.map(billProductKey),
    ...BILL_SOURCE_TYPES.map((s) => `wallet.bill.source.${s}`),
    'wallet.bill.product',
    'wallet.bill.allProducts',
    'errors.BILL_KIND_UNKNOWN',
    'errors.PRODUCT_UNKNOWN',
  ];

  it.each(LANGS)('%s has every one', (lang) => {
    const missing = keys.filter((k) => {
      const v = lookup(BUNDLES[lang], k);
      return typeof v !== 'string' || v.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it.each(LANGS)('%s gives each bill kind its own words', (lang) => {
    const labels = BILL_KINDS.map((k) => lookup(BUNDLES[lang], billKindKey(k)));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('no kind reads as "other" by its key', () => {
    for (const k of BILL_KINDS) expect(billKindKey(k)).not.toBe('wallet.kinds.other');
    expect(billKindKey('trade.fill')).toBe('wallet.kinds.other');
  });
});
