import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Login = lazyPage(() => import('./pages/Login'));
const Register = lazyPage(() => import('./pages/Register'));
const Forget = lazyPage(() => import('./pages/Forget'));
const Area = lazyPage(() => import('./pages/Area'));

export const authRoutes: RouteObject[] = [
  pageRoute('/pages/common/login', Login),
  pageRoute('/pages/common/register', Register),
  pageRoute('/pages/common/forget', Forget),
  pageRoute('/pages/common/area', Area),
];
