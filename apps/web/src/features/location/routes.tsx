import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const ChooseLocation = lazyPage(() => import('./pages/ChooseLocation'));
const OpenLocation = lazyPage(() => import('./pages/OpenLocation'));

/** The system routes of SPEC section 2 (issue 13, item 14): open to visitors. */
export const locationRoutes: RouteObject[] = [pageRoute('/choose-location', ChooseLocation), pageRoute('/open-location', OpenLocation)];
