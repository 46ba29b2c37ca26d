import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { guarded } from '../../app/route-kit';
import { PLACEHOLDER_ROUTES } from './paths';

const NotAvailable = lazyPage(() => import('./pages/NotAvailable'));

export const placeholderRoutes: RouteObject[] = PLACEHOLDER_ROUTES.map(({ path, product, auth }) => ({
  path,
  element: guarded(<NotAvailable product={product} />, auth),
}));
