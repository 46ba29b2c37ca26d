import { LOCK_PAGE_SIZE } from '@bourse/contract';
import { handle, type RouteSpec } from '../../app/route';
import type { LockOperator } from './operator';
import type { LockService } from './service';

/** The template's 1 and 2 are in progress and redeemed. */
const STATUS = { '1': 'in_progress', '2': 'redeemed', in_progress: 'in_progress', redeemed: 'redeemed', all: 'all' } as const;

export function lockMiningRoutes(lock: LockService, desk: LockOperator): RouteSpec[] {
  return [
    handle('GET /lh/deposit/config', (r) => lock.config(r.user?.id, r.input.currency_id)),
    handle('POST /lh/deposit', (r) => lock.subscribe(r.userId, r.input, r.requestKey)),
    handle('GET /lh/deposit/order', (r) =>
      lock.list(r.userId, STATUS[r.input.status ?? 'all'], { page: r.input.page, limit: r.input.limit ?? LOCK_PAGE_SIZE }),
    ),
    handle('GET /lh/deposit/order/detail', (r) => lock.detail(r.userId, r.input.id)),
    handle('GET /lh/deposit/summary', (r) => lock.summary(r.userId)),
    handle('POST /lh/deposit/order/cancel', (r) => lock.cancel(r.userId, r.input)),
    handle('GET /operator/lock-mining/products', () => desk.products()),
    handle('POST /operator/lock-mining/products', (r) => desk.create(r.operatorId, r.input)),
    handle('POST /operator/lock-mining/products/status', (r) => desk.setStatus(r.input.id, r.input.status)),
    handle('GET /operator/lock-mining/cover', () => desk.cover()),
  ];
}
