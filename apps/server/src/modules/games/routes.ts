import { handle, type RouteSpec } from '../../app/route';
import type { GamesService } from './service';

export function gamesRoutes(service: GamesService): RouteSpec[] {
  return [
    handle('GET /game/state', (r) => service.state(r.user?.id)),
    handle('POST /game/predict', (r) => service.predict(r.userId, r.input.direction)),
    handle('GET /game/history', (r) => service.history(r.userId)),
    handle('GET /game/leaderboard', (r) => service.board(r.user?.id, r.input.week)),
  ];
}
