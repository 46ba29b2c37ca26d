import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Center = lazyPage(() => import('./pages/Center'));

/** The coupon centre (issue 18, SPEC setting/coupon): the user's own coupons and what they can claim. */
export const couponsRoutes: RouteObject[] = [pageRoute('/pages/setting/coupon', Center, { auth: true })];
