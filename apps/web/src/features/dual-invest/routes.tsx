import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Invest = lazyPage(() => import('./pages/Invest'));
const Purchase = lazyPage(() => import('./pages/Purchase'));
const Mine = lazyPage(() => import('./pages/Mine'));
const Help = lazyPage(() => import('./pages/Help'));

/**
 * Dual investment (SPEC section 2, "invest": invest, mine, purchase, help; issue 15). The list and
 * the help are open to visitors; a product's purchase page is too (buying asks to sign in), the
 * orders and their proofs are the user's own.
 */
export const dualInvestRoutes: RouteObject[] = [
  pageRoute('/pages/invest/invest', Invest),
  pageRoute('/pages/invest/purchase', Purchase, { auth: true }),
  pageRoute('/pages/invest/mine', Mine, { auth: true }),
  pageRoute('/pages/invest/help', Help),
];
