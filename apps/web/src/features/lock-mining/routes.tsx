import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Lockming = lazyPage(() => import('./pages/Lockming'));
const Buy = lazyPage(() => import('./pages/Buy'));
const Orders = lazyPage(() => import('./pages/Orders'));
const Welcome = lazyPage(() => import('./pages/Welcome'));

/** Lock-up staking (issue 15): the products and how it works are open to visitors; subscribing and the orders are the user's own. */
export const lockMiningRoutes: RouteObject[] = [
  pageRoute('/pages/lockming/lockming', Lockming),
  pageRoute('/pages/lockming/welcome', Welcome),
  pageRoute('/pages/lockming/buy', Buy, { auth: true }),
  pageRoute('/pages/lockming/order', Orders, { auth: true }),
];
