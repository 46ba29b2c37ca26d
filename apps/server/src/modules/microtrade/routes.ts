import { MICRO_PAGE_SIZE } from '@bourse/contract';
import { handle, type RouteSpec } from '../../app/route';
import type { MicroService } from './service';

export function microtradeRoutes(micro: MicroService): RouteSpec[] {
  return [
    handle('GET /microtrade/payable_currencies', (r) => micro.payableCurrencies(r.user?.id)),
    handle('GET /microtrade/seconds', (r) => micro.seconds(r.input.currency_id)),
    handle('POST /microtrade/submit', (r) => micro.submit(r.userId, r.input, r.requestKey)),
    handle('GET /microtrade/lists', (r) => micro.list(r.userId, r.input, r.input.page, r.input.limit ?? MICRO_PAGE_SIZE)),
    handle('GET /microtrade/get_result', (r) => micro.result(r.userId, r.input.id)),
  ];
}
