import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Game = lazyPage(() => import('./pages/Game'));
const Rules = lazyPage(() => import('./pages/Rules'));

/** The mini game (issue 18, SPEC pages/game/game) and its rules: open to visitors; predicting asks to sign in. */
export const gamesRoutes: RouteObject[] = [pageRoute('/pages/game/game', Game), pageRoute('/pages/game/rules', Rules)];
