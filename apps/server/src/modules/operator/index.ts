import type { AppContext, Module } from '../../app/context';
import { operatorRoutes } from './routes';
import { OperatorService } from './service';

export { OperatorService } from './service';

export function createOperatorModule(ctx: AppContext): Module & { service: OperatorService } {
  const service = new OperatorService(ctx);
  return { name: 'operator', service, routes: operatorRoutes(ctx, service) };
}
