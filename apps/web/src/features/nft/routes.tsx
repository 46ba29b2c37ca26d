import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Overview = lazyPage(() => import('./pages/Overview'));

export const nftRoutes: RouteObject[] = [pageRoute('/pages/nft/index', Overview, { auth: true })];
