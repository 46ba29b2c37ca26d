/**
 * The app frame: desktop side navigation, the current page (animated by view transitions, see
 * styles/motion.css), the tab bar on tab screens, and the request spinner. It also keeps the launch
 * data current: document title from the site config and the signed-in user's profile.
 */
import { Outlet, useLocation } from 'react-router';
import { useDocumentTitle, useUserInfoSync } from '../site';
import { tabForPath } from '../tabs';
import { GlobalSpinner } from './GlobalSpinner';
import { SideNav } from './SideNav';
import { TabBar } from './TabBar';

export function AppLayout() {
  useDocumentTitle();
  useUserInfoSync();
  const { pathname } = useLocation();
  const tab = tabForPath(pathname);
  return (
    <div className={`app${tab ? ' app--tabbed' : ''}`} data-route={pathname}>
      <SideNav active={tab} pathname={pathname} />
      <main className="app-main">
        <Outlet />
      </main>
      {tab ? <TabBar active={tab} /> : null}
      <GlobalSpinner />
    </div>
  );
}
