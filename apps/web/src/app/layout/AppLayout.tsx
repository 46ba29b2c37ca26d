/**
 * The app frame: desktop side navigation, the current page (animated by view transitions, see
 * styles/motion.css), the tab bar on tab screens (the trade shell's spot, futures and options
 * included), and the request spinner. It also keeps the launch data current: document title from
 * the site config and the signed-in user's profile.
 */
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useDocumentTitle, useUserInfoSync } from '../site';
import { tabForPath } from '../tabs';
import { rememberTradeScreen, TabScreenContext } from '../trade-shell';
import { GlobalSpinner } from './GlobalSpinner';
import { SideNav } from './SideNav';
import { TabBar } from './TabBar';

export function AppLayout() {
  useDocumentTitle();
  useUserInfoSync();
  const { pathname, search } = useLocation();
  const tab = tabForPath(pathname);
  useEffect(() => rememberTradeScreen(pathname, search), [pathname, search]);
  return (
    <div className={`app${tab ? ' app--tabbed' : ''}`} data-route={pathname}>
      <SideNav active={tab} pathname={pathname} />
      <main className="app-main">
        <TabScreenContext.Provider value={tab !== undefined}>
          <Outlet />
        </TabScreenContext.Provider>
      </main>
      {tab ? <TabBar active={tab} /> : null}
      <GlobalSpinner />
    </div>
  );
}
