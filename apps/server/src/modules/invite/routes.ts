import { handle, type RouteSpec } from '../../app/route';
import type { InviteService } from './service';

export function inviteRoutes(service: InviteService): RouteSpec[] {
  return [
    handle('GET /invite/info', (r) => service.info(r.userId)),
    handle('GET /invite/invitees', (r) => service.invitees(r.userId, r.input.page)),
    handle('GET /invite/rebates', (r) => service.rebates(r.userId, r.input.page)),
  ];
}
