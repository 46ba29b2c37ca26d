import type { AppContext, Module } from '../../app/context';
import { authRoutes } from './routes';
import { AuthService } from './service';

export { AuthService, type Identity, type RegisteredHook } from './service';

export function createAuthModule(ctx: AppContext): Module & { service: AuthService } {
  const service = new AuthService(ctx);
  return { name: 'auth', service, routes: authRoutes(service) };
}
