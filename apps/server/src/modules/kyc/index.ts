import type { AppContext, Module } from '../../app/context';
import { kycRoutes } from './routes';
import { type KycPorts, KycService } from './service';

export { KycService } from './service';

export function createKycModule(ctx: AppContext, ports: KycPorts): Module & { service: KycService } {
  const service = new KycService(ctx, ports);
  return { name: 'kyc', service, routes: kycRoutes(service) };
}
