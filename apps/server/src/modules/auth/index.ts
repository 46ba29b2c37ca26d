import type { AppContext, Module } from '../../app/context';
import { type AuthPorts, authPorts } from './ports';
import { authRoutes } from './routes';
import { AuthService } from './service';

export { AuthService, type Identity, type RegisteredHook } from './service';
export type { AuthPorts } from './ports';

export function createAuthModule(ctx: AppContext): Module & { service: AuthService; ports: AuthPorts } {
  const service = new AuthService(ctx);
  return { name: 'auth', service, ports: authPorts(service), routes: authRoutes(service) };
}
