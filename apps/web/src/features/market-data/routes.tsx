import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';
import { TICKS_PATH } from '../../components/ProofTicks';

const Markets = lazyPage(() => import('./pages/Markets'));
const Search = lazyPage(() => import('./pages/Search'));
const Chart = lazyPage(() => import('./pages/Chart'));
const Ticks = lazyPage(() => import('./pages/Ticks'));

/** The chart page is ours (SPEC section 2 names no chart page): #/pages/market/detail?symbol=BTC/USDT. */
export const CHART_ROUTE = '/pages/market/detail';

export const marketDataRoutes: RouteObject[] = [
  pageRoute('/pages/market/market', Markets),
  pageRoute('/pages/market/search', Search),
  pageRoute(CHART_ROUTE, Chart),
  // Ours too: the recorded ticks a proof links to, public like the chart.
  pageRoute(TICKS_PATH, Ticks),
];
