import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Finance = lazyPage(() => import('./pages/Finance'));

/** The Finance tab (issue 15): open to visitors, who see the products; the holdings ask to sign in. */
export const financeRoutes: RouteObject[] = [pageRoute('/pages/financial/index', Finance)];
