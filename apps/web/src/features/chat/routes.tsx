import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Overview = lazyPage(() => import('./pages/Overview'));

export const chatRoutes: RouteObject[] = [pageRoute('/pages/chat/index', Overview, { auth: true })];
