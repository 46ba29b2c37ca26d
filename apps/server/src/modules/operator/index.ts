import type { AppContext, Module } from '../../app/context';
import { Approvals } from './approvals';
import { OperatorManagement } from './management';
import { operatorRoutes } from './routes';
import { OperatorService } from './service';

export { OperatorService } from './service';

/**
 * The operator module. Its `approvals` port lets another module register two-person action kinds,
 * propose them and approve its own two-person records (adjustments) under the same rules.
 */
export function createOperatorModule(ctx: AppContext) {
  const service = new OperatorService(ctx);
  const approvals = new Approvals(ctx);
  const management = new OperatorManagement(ctx, approvals);
  const module: Module = { name: 'operator', routes: operatorRoutes(ctx, { service, management, approvals }) };
  return { ...module, service, ports: { approvals } };
}
