import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';
import { IEO_ORDERS_PATH, IEO_PATH, IEO_SUBSCRIBE_PATH } from './paths';

const Projects = lazyPage(() => import('./pages/Projects'));
const Subscribe = lazyPage(() => import('./pages/Subscribe'));
const Orders = lazyPage(() => import('./pages/Orders'));

/**
 * IEO (issue 15): the projects and each project's page are open to visitors (subscribing asks to
 * sign in); the subscriptions are the user's own.
 */
export const ieoRoutes: RouteObject[] = [
  pageRoute(IEO_PATH, Projects),
  pageRoute(IEO_SUBSCRIBE_PATH, Subscribe),
  pageRoute(IEO_ORDERS_PATH, Orders, { auth: true }),
];
