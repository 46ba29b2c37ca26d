/**
 * The trade shell (issue 13, item 6): spot, futures and seconds options are one tab with one
 * switch. The tab remembers the screen last used (with its market), so tapping Trade returns to it,
 * as exchanges do; and every screen under a tab is framed as a tab screen (no back arrow).
 */
import { createContext } from 'react';
import { createStore } from '../lib/store';
import { isTradeScreen, TRADE_PATHS, type TabSpec } from './tabs';

/** True inside a screen the tab bar belongs to: its Page shows no back arrow. Set by the app layout. */
export const TabScreenContext = createContext(false);

export const lastTradeScreen = createStore<string>(TRADE_PATHS.spot);

/** Called on every route change: a trade screen (path and query) becomes where the Trade tab leads. */
export function rememberTradeScreen(pathname: string, search: string): void {
  if (isTradeScreen(pathname)) lastTradeScreen.set(pathname + search);
}

/** Where tapping a tab goes: the Trade tab to the last trade screen, the others to their page. */
export function tabTarget(tab: TabSpec): string {
  return tab.key === 'trade' ? lastTradeScreen.get() : tab.path;
}
