import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Otc = lazyPage(() => import('./pages/Otc'));
const Receipt = lazyPage(() => import('./pages/Receipt'));

/**
 * The OTC desk (SPEC section 2 `otc/otc`; issue 19): the desk and its terms are open to visitors
 * (asking for a quote asks to sign in); the orders' receipts are the user's own.
 */
export const otcRoutes: RouteObject[] = [pageRoute('/pages/otc/otc', Otc), pageRoute('/pages/otc/receipt', Receipt, { auth: true })];
