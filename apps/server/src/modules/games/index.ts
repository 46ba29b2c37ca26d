/**
 * The mini game (issue 18): a daily BTC/USDT up-or-down prediction with points and no stake,
 * rounds settled from the recorded ticks with their proof by a restart-safe pass on the clock,
 * a weekly leaderboard, and coupons for its top places through coupons' `prizes` port.
 */
import type { AppContext, Module } from '../../app/context';
import type { GamesPorts } from './ports';
import { gamesRoutes } from './routes';
import { GamesService } from './service';
import { GameSettler } from './settle';
import { GAME_KEPT_TICKS } from './store';

export { GamesService } from './service';
export { GameSettler, resultOf } from './settle';
export type { GamesPorts } from './ports';

export function createGamesModule(ctx: AppContext, ports: GamesPorts): Module & { service: GamesService; settler: GameSettler } {
  const settler = new GameSettler(ctx, ports);
  const service = new GamesService(ctx, ports, settler);
  ports.prices.keepTicks(GAME_KEPT_TICKS);
  ports.prices.onTicks(() => settler.onTicks());
  return {
    name: 'games',
    service,
    settler,
    routes: gamesRoutes(service),
    start: () => settler.start(),
    stop: () => settler.stop(),
  };
}
