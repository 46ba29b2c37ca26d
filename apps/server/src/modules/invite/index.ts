/**
 * Invite and rebate (issue 18). It subscribes itself to auth's registrations (the invitee's link,
 * in the registration transaction) and to the trading modules' fee ports (the rebate, in each
 * fee's transaction); the trading modules never know it exists.
 */
import type { AppContext, Module } from '../../app/context';
import type { InvitePorts } from './ports';
import { inviteRoutes } from './routes';
import { InviteService } from './service';

export { InviteService } from './service';

export function createInviteModule(ctx: AppContext, ports: InvitePorts): Module & { service: InviteService } {
  const service = new InviteService(ctx, ports);
  ports.registrations.onRegistered((ex, user) => service.linked(ex, user));
  for (const fees of ports.fees) fees.onPaid({ wants: (paid) => service.wantsFees(paid), paid: (ex, paid) => service.onFees(ex, paid) });
  return { name: 'invite', service, routes: inviteRoutes(service) };
}
