import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Overview = lazyPage(() => import('./pages/Overview'));

export const dualInvestRoutes: RouteObject[] = [pageRoute('/pages/dual-invest/index', Overview, { auth: true })];
