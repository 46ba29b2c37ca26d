import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';
import { RESERVES_PATH, VERIFY_PATH } from './paths';

const Reserves = lazyPage(() => import('./pages/Reserves'));
const Verify = lazyPage(() => import('./pages/Verify'));

export const reservesRoutes: RouteObject[] = [pageRoute(RESERVES_PATH, Reserves), pageRoute(VERIFY_PATH, Verify, { auth: true })];
