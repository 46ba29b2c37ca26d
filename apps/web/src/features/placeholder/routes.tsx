import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { guarded } from '../../app/route-kit';
import { PLACEHOLDER_ROUTES } from './paths';

const NotAvailable = lazyPage(() => import('./pages/NotAvailable'));

/** What a placeholder route carries in its `handle`, so navigation can be checked never to lead here. */
export interface PlaceholderHandle {
  placeholder: string;
}

export const placeholderRoutes: RouteObject[] = PLACEHOLDER_ROUTES.map(({ path, product, auth }) => ({
  path,
  handle: { placeholder: product } satisfies PlaceholderHandle,
  element: guarded(<NotAvailable product={product} />, auth),
}));
