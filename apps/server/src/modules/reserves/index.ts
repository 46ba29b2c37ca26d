/**
 * Proof of reserves (issue 12, item 1): Merkle snapshots of users' balances with the platform's
 * holdings, published on demand and at least daily; each user can check their own leaf.
 */
import type { AppContext, Module } from '../../app/context';
import { reservesRoutes } from './routes';
import { SnapshotSchedule } from './schedule';
import { ReservesService } from './service';

export { ReservesService } from './service';

export function createReservesModule(ctx: AppContext): Module & { service: ReservesService } {
  const service = new ReservesService(ctx);
  const schedule = new SnapshotSchedule(ctx, service);
  return {
    name: 'reserves',
    service,
    routes: reservesRoutes(service),
    start: async () => schedule.start(),
    stop: () => schedule.stop(),
  };
}
