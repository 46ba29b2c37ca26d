import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Real = lazyPage(() => import('./pages/Real'));
const RealMark = lazyPage(() => import('./pages/RealMark'));

/** Identity verification: the user's own documents, so both pages need sign-in. */
export const kycRoutes: RouteObject[] = [
  pageRoute('/pages/setting/real', Real, { auth: true }),
  pageRoute('/pages/setting/real_mark', RealMark, { auth: true }),
];
