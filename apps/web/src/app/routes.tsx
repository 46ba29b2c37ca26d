/**
 * Every route of the app: the features' routes.tsx files, the legacy back-home path, and the
 * not-found screen for anything else. Kept apart from the router so tests can match paths.
 */
import { Navigate, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { authRoutes } from '../features/auth/routes';
import { contentRoutes } from '../features/content/routes';
import { kycRoutes } from '../features/kyc/routes';
import { leverRoutes } from '../features/lever/routes';
import { marketDataRoutes } from '../features/market-data/routes';
import { microtradeRoutes } from '../features/microtrade/routes';
import { operatorRoutes } from '../features/operator/routes';
import { placeholderRoutes } from '../features/placeholder/routes';
import { spotRoutes } from '../features/spot/routes';
import { walletRoutes } from '../features/wallet/routes';
import { reservesRoutes } from '../features/reserves/routes';
import { locationRoutes } from '../features/location/routes';
import { ieoRoutes } from '../features/ieo/routes';
import { copyTradingRoutes } from '../features/copy-trading/routes';
import { dualInvestRoutes } from '../features/dual-invest/routes';
import { nftRoutes } from '../features/nft/routes';
import { lockMiningRoutes } from '../features/lock-mining/routes';
import { financeRoutes } from '../features/finance/routes';
import { loansRoutes } from '../features/loans/routes';
import { otcRoutes } from '../features/otc/routes';
import { couponsRoutes } from '../features/coupons/routes';
import { gamesRoutes } from '../features/games/routes';
import { inviteRoutes } from '../features/invite/routes';
// new:product import
import { AppLayout } from './layout/AppLayout';
import { lazyPage } from './lazy-page';
import { pageRoute } from './route-kit';
import { LEGACY_HOME_PATH } from './navigation';
import NotFound from './pages/NotFound';
import RouteError from './pages/RouteError';

const Kefu = lazyPage(() => import('./pages/Kefu'));

export const pageRoutes: RouteObject[] = [
  ...contentRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...marketDataRoutes,
  ...spotRoutes,
  ...walletRoutes,
  ...kycRoutes,
  ...microtradeRoutes,
  ...leverRoutes,
  ...operatorRoutes,
  ...reservesRoutes,
  ...locationRoutes,
  ...ieoRoutes,
  ...copyTradingRoutes,
  ...dualInvestRoutes,
  ...nftRoutes,
  ...lockMiningRoutes,
  ...financeRoutes,
  ...loansRoutes,
  ...otcRoutes,
  // Customer service and the chat room: one page composing both features.
  pageRoute('/pages/kefu/index', Kefu, { auth: true }),
  ...couponsRoutes,
  ...gamesRoutes,
  ...inviteRoutes,
  // new:product routes
  ...placeholderRoutes,
  { path: LEGACY_HOME_PATH, element: <Navigate to="/" replace /> },
  { path: '*', element: <NotFound /> },
];

export const appRoutes: RouteObject[] = [{ element: <AppLayout />, errorElement: <RouteError />, children: pageRoutes }];
