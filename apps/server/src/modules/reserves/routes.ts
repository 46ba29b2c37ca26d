import { handle, type RouteSpec } from '../../app/route';
import type { ReservesService } from './service';

export function reservesRoutes(service: ReservesService): RouteSpec[] {
  return [
    handle('GET /reserves/snapshot', (r) => service.snapshot(r.input.id)),
    handle('GET /reserves/history', () => service.history()),
    handle('GET /reserves/proof', (r) => service.proof(r.userId, r.input.id)),
    handle('POST /operator/reserves/snapshot', async (r) => (await service.take('operator', r.operatorId))!),
    handle('GET /operator/reserves/accounts', () => service.systemAccounts()),
  ];
}
