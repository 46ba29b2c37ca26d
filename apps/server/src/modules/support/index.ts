/**
 * Customer service (issue 19): users' conversations with staff, answered from the console's queue
 * in real time over the socket, closed and rated.
 */
import type { AppContext, Module } from '../../app/context';
import type { Realtime } from '../../app/socket';
import { supportRoutes } from './routes';
import { SupportService } from './service';

export { SupportService } from './service';

export function createSupportModule(ctx: AppContext, realtime: Realtime): Module & { service: SupportService } {
  const service = new SupportService(ctx, realtime);
  return { name: 'support', service, routes: supportRoutes(service) };
}
