import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Overview = lazyPage(() => import('./pages/Overview'));

export const inviteRoutes: RouteObject[] = [pageRoute('/pages/invite/index', Overview, { auth: true })];
