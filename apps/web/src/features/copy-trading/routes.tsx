import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Board = lazyPage(() => import('./pages/Board'));
const Trader = lazyPage(() => import('./pages/Trader'));
const FollowForm = lazyPage(() => import('./pages/FollowForm'));
const MyCopies = lazyPage(() => import('./pages/MyCopies'));
const Apply = lazyPage(() => import('./pages/Apply'));
const AgreementZh = lazyPage(() => import('./pages/AgreementZh'));
const AgreementEn = lazyPage(() => import('./pages/AgreementEn'));

/**
 * Copy trading (issue 16), SPEC section 2's routes: the leaderboard and a trader's page are open
 * to visitors; following, my copies and applying are the user's own.
 */
export const copyTradingRoutes: RouteObject[] = [
  pageRoute('/pages/copytrade/copy', Board),
  pageRoute('/pages/follow/index', Board),
  pageRoute('/pages/copytrade/my', MyCopies, { auth: true }),
  pageRoute('/pages/copytrade/trader', Apply, { auth: true }),
  pageRoute('/pages/follow/trader', Trader),
  pageRoute('/pages/follow/follow', FollowForm, { auth: true }),
  pageRoute('/pages/follow/agreement_zh', AgreementZh),
  pageRoute('/pages/follow/agreement_en', AgreementEn),
];
