/** The three routes (only the orders need sign-in) and every text key built at run time. */
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import en from '@bourse/i18n/bundles/en';
import { MICRO_VOID_REASONS } from '@bourse/contract';
import { RequireAuth } from '../../app/guard';
import { microtradeRoutes } from './routes';

function has(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('microtrade routes', () => {
  it('are the spec’s paths, with the orders behind sign-in', () => {
    const guarded = (r: (typeof microtradeRoutes)[number]) => isValidElement(r.element) && r.element.type === RequireAuth;
    expect(microtradeRoutes.map((r) => [r.path, guarded(r)])).toEqual([
      ['/pages/transaction/index2', false],
      ['/pages/transaction/microList', false],
      ['/pages/transaction/seconds_order', true],
    ]);
  });
});

describe('texts built at run time', () => {
  it('exist in English (and so, by the i18n tests, in every language)', () => {
    const keys = [
      ...['rise', 'fall'].flatMap((s) => [`microtrade.side.${s}`, `microtrade.form.buy.${s}`, `microtrade.rule.${s}`]),
      ...['open', 'settling', 'win', 'tie', 'loss', 'void'].map((s) => `microtrade.status.${s}`),
      // Every order status has its sheet title; every void reason its words in the list and the proof.
      ...['open', 'settled', 'void'].map((s) => `microtrade.sheet.${s}`),
      ...MICRO_VOID_REASONS.flatMap((r) => [`microtrade.void.reason.${r}`, `microtrade.proof.void.${r}`]),
      ...['open', 'settled'].flatMap((s) => [`microtrade.list.tabs.${s}`, `microtrade.list.empty.${s}`]),
      ...['higher', 'equal', 'lower'].map((c) => `microtrade.proof.comparison.${c}`),
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });
});
