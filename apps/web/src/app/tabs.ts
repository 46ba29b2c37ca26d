/** The tab bar of SPEC section 2, in order (index 0 to 4). */
export type TabKey = 'home' | 'market' | 'trade' | 'finance' | 'assets';

export interface TabSpec {
  key: TabKey;
  path: string;
}

export const TABS: readonly TabSpec[] = [
  { key: 'home', path: '/pages/index/index' },
  { key: 'market', path: '/pages/market/market' },
  { key: 'trade', path: '/pages/transaction/index' },
  { key: 'finance', path: '/pages/financial/index' },
  { key: 'assets', path: '/pages/fund/assets' },
];

/** The tab a path belongs to ('/' is home), or undefined for a page without the tab bar. */
export function tabForPath(pathname: string): TabKey | undefined {
  if (pathname === '/' || pathname === '') return 'home';
  return TABS.find((tab) => tab.path === pathname)?.key;
}
