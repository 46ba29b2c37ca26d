import { DUAL_PAGE_SIZE } from '@bourse/contract';
import { handle, type RouteSpec } from '../../app/route';
import type { DualConsole } from './console';
import type { DualService } from './service';

export function dualInvestRoutes(dual: DualService, console: DualConsole): RouteSpec[] {
  return [
    handle('GET /dual/index', (r) => dual.index(r.user?.id, r.input)),
    handle('GET /dual/detail', (r) => dual.detail(r.user?.id, r.input.id)),
    handle('POST /dual/buyDual', (r) => dual.buy(r.userId, r.input, r.requestKey)),
    handle('POST /dual/dual_list', (r) =>
      dual.list(r.userId, { status: r.input.status, page: r.input.page, limit: r.input.limit ?? DUAL_PAGE_SIZE }),
    ),
    handle('GET /dual/order', (r) => dual.order(r.userId, r.input.id)),
    handle('GET /operator/dual/products', (r) => console.list(r.input)),
    handle('POST /operator/dual/products', (r) => console.create(r.operatorId, r.input)),
    handle('POST /operator/dual/pause', (r) => console.pause(r.input.id)),
    handle('POST /operator/dual/resume', (r) => console.resume(r.input.id)),
    handle('POST /operator/dual/cancel', (r) => console.cancel(r.input.id)),
    handle('GET /operator/dual/cover', () => console.cover()),
  ];
}
