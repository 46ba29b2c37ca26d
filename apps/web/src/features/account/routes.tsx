import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Setting = lazyPage(() => import('./pages/Setting'));
const UserInfo = lazyPage(() => import('./pages/UserInfo'));
const Security = lazyPage(() => import('./pages/Security'));
const Password = lazyPage(() => import('./pages/Password'));
const PayPassword = lazyPage(() => import('./pages/PayPassword'));
const BindMobile = lazyPage(() => import('./pages/BindMobile'));
const BindEmail = lazyPage(() => import('./pages/BindEmail'));
const Language = lazyPage(() => import('./pages/Language'));
const Fiat = lazyPage(() => import('./pages/Fiat'));
const Areas = lazyPage(() => import('./pages/Areas'));

/** Settings is open to visitors (language, theme, help); everything about the account needs sign-in. */
export const accountRoutes: RouteObject[] = [
  pageRoute('/pages/setting/setting', Setting),
  pageRoute('/pages/setting/userInfo', UserInfo, { auth: true }),
  pageRoute('/pages/setting/security', Security, { auth: true }),
  pageRoute('/pages/setting/password', Password, { auth: true }),
  pageRoute('/pages/setting/payPassword', PayPassword, { auth: true }),
  pageRoute('/pages/setting/mobile', BindMobile, { auth: true }),
  pageRoute('/pages/setting/email', BindEmail, { auth: true }),
  pageRoute('/pages/setting/areas', Areas),
  pageRoute('/pages/setting/language', Language),
  pageRoute('/pages/setting/fiat', Fiat),
];
