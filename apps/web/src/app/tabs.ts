import { isProductEnabled, type Product } from '@bourse/contract/products';

/** The tab bar of SPEC section 2, in order (index 0 to 4). */
export type TabKey = 'home' | 'market' | 'trade' | 'finance' | 'assets';

export interface TabSpec {
  key: TabKey;
  path: string;
  /** A tab whose product is not built yet is hidden (its route still answers). */
  product?: Product;
}

export const TABS: readonly TabSpec[] = [
  { key: 'home', path: '/pages/index/index' },
  { key: 'market', path: '/pages/market/market' },
  { key: 'trade', path: '/pages/transaction/index' },
  { key: 'finance', path: '/pages/financial/index', product: 'finance' },
  { key: 'assets', path: '/pages/fund/assets' },
];

/** The tabs the bar and the side navigation show: those of built products. */
export const VISIBLE_TABS: readonly TabSpec[] = TABS.filter((tab) => tab.product === undefined || isProductEnabled(tab.product));

/**
 * The trade shell: spot, futures and seconds options, one switch between them, all under the
 * trade tab (with the tab bar, no back arrow). `currency` is spot opened on a chosen pair.
 */
export const TRADE_PATHS = {
  spot: '/pages/transaction/index',
  spotPair: '/pages/transaction/currency',
  futures: '/pages/transaction/contract',
  options: '/pages/transaction/index2',
} as const;

const TRADE_SCREENS: ReadonlySet<string> = new Set(Object.values(TRADE_PATHS));

export function isTradeScreen(pathname: string): boolean {
  return TRADE_SCREENS.has(pathname);
}

/** The tab a path belongs to ('/' is home), or undefined for a page without the tab bar. */
export function tabForPath(pathname: string): TabKey | undefined {
  if (pathname === '/' || pathname === '') return 'home';
  if (isTradeScreen(pathname)) return 'trade';
  return VISIBLE_TABS.find((tab) => tab.path === pathname)?.key;
}
