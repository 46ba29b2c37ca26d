/**
 * IEO token subscriptions: projects whose token issuance an operator deposited before the sale,
 * subscriptions whose payment is held on the spot book, and a restart-safe scheduler that allocates
 * at the end of the cycle (pro rata when oversubscribed), refunds the rest, locks the tokens until
 * the time to market and pays the proceeds to the project's account.
 */
import type { AppContext, Module } from '../../app/context';
import type { Realtime } from '../../app/socket';
import { IeoAllocator } from './allocate';
import { IeoOperator } from './operator';
import { ieoRoutes } from './routes';
import { IeoService } from './service';

export { IeoAllocator, IEO_PASS_INTERVAL_MS, issuanceAccount, proceedsAccount } from './allocate';
export { allocate, costOf } from './maths';
export { DEMO_TOKEN, seedDemoProject } from './demo';
export { IeoOperator } from './operator';
export { IeoService } from './service';

export function createIeoModule(
  ctx: AppContext,
  realtime: Realtime,
): Module & { service: IeoService; operator: IeoOperator; allocator: IeoAllocator } {
  const service = new IeoService(ctx, realtime);
  const operator = new IeoOperator(ctx);
  const allocator = new IeoAllocator(ctx, (o) => service.publish(o));
  return {
    name: 'ieo',
    service,
    operator,
    allocator,
    routes: ieoRoutes(service, operator),
    start: () => allocator.start(),
    stop: () => allocator.stop(),
  };
}
