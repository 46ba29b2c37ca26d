import { handle, type RouteSpec } from '../../app/route';
import type { CouponDesk } from './desk';
import type { CouponsService } from './service';

export function couponsRoutes(service: CouponsService, desk: CouponDesk): RouteSpec[] {
  return [
    handle('GET /coupons/center', (r) => service.center(r.userId)),
    handle('POST /coupons/claim', (r) => service.claim(r.userId, r.input.campaign_id)),
    handle('GET /coupons/usable', (r) => service.usable(r.userId, r.input.product)),
    handle('GET /operator/coupons/campaigns', () => desk.list()),
    handle('POST /operator/coupons/campaigns', (r) => desk.create(r.operatorId, r.input)),
    handle('POST /operator/coupons/campaigns/status', (r) => desk.setStatus(r.input.id, r.input.status)),
  ];
}
