import { IEO_PAGE_SIZE } from '@bourse/contract';
import { handle, type RouteSpec } from '../../app/route';
import type { IeoOperator } from './operator';
import type { IeoService } from './service';

export function ieoRoutes(service: IeoService, operator: IeoOperator): RouteSpec[] {
  return [
    handle('GET /project', (r) => service.list({ ...r.input, limit: r.input.limit ?? IEO_PAGE_SIZE })),
    handle('GET /project/detail', (r) => service.detail(r.user?.id, r.input.project_id)),
    handle('POST /project/order', (r) => service.subscribe(r.userId, r.input, r.requestKey)),
    handle('GET /user/project/order', (r) => service.orders(r.userId, { ...r.input, limit: r.input.limit ?? IEO_PAGE_SIZE })),
    handle('GET /operator/ieo/projects', () => operator.list()),
    handle('POST /operator/ieo/projects', (r) => operator.create(r.operatorId, r.input)),
    handle('POST /operator/ieo/projects/open', (r) => operator.open(r.input.id)),
    handle('POST /operator/ieo/projects/pause', (r) => operator.pause(r.input.id, r.input.paused)),
  ];
}
