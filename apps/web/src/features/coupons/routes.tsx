import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Overview = lazyPage(() => import('./pages/Overview'));

export const couponsRoutes: RouteObject[] = [pageRoute('/pages/coupons/index', Overview, { auth: true })];
