import type { AppContext, Module } from '../../app/context';
import { accountRoutes } from './routes';
import { AccountService, type Credentials } from './service';

export { AccountService, type Credentials } from './service';

export function createAccountModule(ctx: AppContext, credentials: Credentials): Module & { service: AccountService } {
  const service = new AccountService(ctx, credentials);
  return { name: 'account', service, routes: accountRoutes(service) };
}
