import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Trade = lazyPage(() => import('./pages/Trade'));
const Orders = lazyPage(() => import('./pages/Orders'));

/**
 * Spot and stock trading (issue 6). The trade screens are open to visitors (the book, trades and
 * form; placing asks to sign in); the orders page holds the user's own orders.
 */
export const spotRoutes: RouteObject[] = [
  pageRoute('/pages/transaction/index', Trade),
  pageRoute('/pages/transaction/currency', Trade),
  pageRoute('/pages/transaction/currency_order', Orders, { auth: true }),
];
