/** Every SPEC section 2 path is routed; the rest goes to not-found; the placeholder list is pinned. */
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { PLACEHOLDER_ROUTES } from '../features/placeholder/paths';
import { afterLoginPath, LEGACY_HOME_PATH, loginPathFor } from './navigation';
import { appRoutes, pageRoutes } from './routes';
import { SPEC_ROUTES } from './spec-routes';
import { TABS, tabForPath, VISIBLE_TABS } from './tabs';

const leafPath = (path: string) => matchRoutes(appRoutes, path)?.at(-1)?.route.path;

describe('routes', () => {
  it('routes every page of SPEC section 2 at its exact path', () => {
    expect(SPEC_ROUTES).toHaveLength(85);
    for (const path of SPEC_ROUTES) expect(leafPath(path), path).toBe(path);
  });

  it('sends unknown paths to the not-found screen', () => {
    expect(leafPath('/pages/nope/nope')).toBe('*');
    expect(leafPath('/pages/market/market2')).toBe('*');
  });

  it('routes the back-home helper’s legacy path (which SPEC points at) to home', () => {
    expect(leafPath(LEGACY_HOME_PATH)).toBe(LEGACY_HOME_PATH);
  });

  it('has each path once', () => {
    const paths = pageRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has the five tabs in SPEC order, / being home, and shows those of built products', () => {
    expect(TABS.map((t) => [t.key, t.path])).toEqual([
      ['home', '/pages/index/index'],
      ['market', '/pages/market/market'],
      ['trade', '/pages/transaction/index'],
      ['finance', '/pages/financial/index'],
      ['assets', '/pages/fund/assets'],
    ]);
    // Finance (issue 15: lock-up staking first) is built: its tab shows.
    expect(VISIBLE_TABS.map((t) => t.key)).toEqual(['home', 'market', 'trade', 'finance', 'assets']);
    expect(tabForPath('/pages/financial/index')).toBe('finance');
    expect(tabForPath('/')).toBe('home');
    expect(tabForPath('/pages/setting/setting')).toBeUndefined();
  });

  it('puts spot, futures and options under the trade tab (one trade shell), but not their order pages', () => {
    for (const path of [
      '/pages/transaction/index',
      '/pages/transaction/currency',
      '/pages/transaction/contract',
      '/pages/transaction/index2',
    ])
      expect(tabForPath(path), path).toBe('trade');
    for (const path of ['/pages/transaction/contract_order', '/pages/transaction/seconds_order', '/pages/transaction/currency_order'])
      expect(tabForPath(path), path).toBeUndefined();
  });

  it('remembers where sign-in should return to, only within the app', () => {
    expect(loginPathFor('/pages/fund/assets')).toBe('/pages/common/login?redirect=%2Fpages%2Ffund%2Fassets');
    expect(loginPathFor('/pages/common/login?redirect=x')).toBe('/pages/common/login');
    expect(loginPathFor('/')).toBe('/pages/common/login');
    expect(afterLoginPath('/pages/fund/assets')).toBe('/pages/fund/assets');
    expect(afterLoginPath('//evil.example')).toBe('/');
    expect(afterLoginPath('https://evil.example')).toBe('/');
    expect(afterLoginPath(null)).toBe('/');
  });
});

describe('products not built yet', () => {
  /**
   * The routes that still show "not available yet". When a product lands, delete its lines here
   * and in features/placeholder/paths.ts: this list should only ever shrink.
   */
  const NOT_BUILT: string[] = [];

  it('is exactly this list', () => {
    expect(PLACEHOLDER_ROUTES.map((r) => r.path).sort()).toEqual([...NOT_BUILT].sort());
  });

  it('are all pages of SPEC section 2', () => {
    for (const { path } of PLACEHOLDER_ROUTES) expect(SPEC_ROUTES).toContain(path);
  });
});
