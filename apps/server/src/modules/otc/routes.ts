import { OTC_PAGE_SIZE } from '@bourse/contract';
import { handle, type RouteSpec } from '../../app/route';
import { deskView } from './console';
import type { OtcService } from './service';

export function otcRoutes(otc: OtcService): RouteSpec[] {
  return [
    handle('GET /otc/market', (r) => otc.overview(r.user?.id)),
    handle('POST /otc/quote', (r) => otc.quote(r.userId, r.input, r.requestKey)),
    handle('POST /otc/accept', (r) => otc.accept(r.userId, r.input.id)),
    handle('GET /otc/orders', (r) =>
      otc.list(r.userId, { status: r.input.status ?? 'filled', page: r.input.page, limit: r.input.limit ?? OTC_PAGE_SIZE }),
    ),
    handle('GET /otc/receipt', (r) => otc.receipt(r.userId, r.input.id)),
    handle('GET /operator/otc/desk', () => deskView(otc)),
  ];
}
