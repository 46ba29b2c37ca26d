import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Options = lazyPage(() => import('./pages/Options'));
const Markets = lazyPage(() => import('./pages/Markets'));
const Orders = lazyPage(() => import('./pages/Orders'));

/**
 * Seconds options (issue 7). The form and the market list are open to visitors (the form asks to
 * sign in when they trade); the orders and their proofs are the user's own.
 */
export const microtradeRoutes: RouteObject[] = [
  pageRoute('/pages/transaction/index2', Options),
  pageRoute('/pages/transaction/microList', Markets),
  pageRoute('/pages/transaction/seconds_order', Orders, { auth: true }),
];
