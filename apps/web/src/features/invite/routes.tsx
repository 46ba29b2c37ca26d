import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Share = lazyPage(() => import('./pages/Share'));

/** SPEC section 2, setting/share: the invitation link, its QR code, the poster, the invitees and the rebates. */
export const inviteRoutes: RouteObject[] = [pageRoute('/pages/setting/share', Share, { auth: true })];
