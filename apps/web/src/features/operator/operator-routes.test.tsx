/** The console's routes: one per section under /operator, plus the sign-in, each named in every language. */
import { describe, expect, it } from 'vitest';
import en from '@bourse/i18n/bundles/en';
import { SECTIONS } from './paths';
import { operatorRoutes } from './routes';

// The sections in the console’s order (two lists only to keep the lines short).
const SECTION_PATHS = ['actions', 'deposits', 'withdrawals', 'identity', 'traders', 'config', 'users', 'adjustments', 'audit'];
const MORE_PATHS = [
  'ledger',
  'outbox',
  'operators',
  'reserves',
  'ieo',
  'dual',
  'nft',
  'lock-mining',
  'loans',
  'otc',
  'chat',
  'support',
  'chain',
  'coupons',
];

describe('routes', () => {
  it('live under /operator, one per section plus the sign-in, each with a translated name', () => {
    const paths = ['/operator/login', '/operator', ...[...SECTION_PATHS, ...MORE_PATHS].map((s) => `/operator/${s}`)];
    expect(operatorRoutes.map((r) => r.path)).toEqual(paths);
    expect(SECTIONS.filter((s) => !(en.operator.nav as Record<string, string>)[s])).toEqual([]);
  });
});
