import type { AppContext, Module } from '../../app/context';
import type { KycPorts, LevelsPort } from './ports';
import { kycRoutes } from './routes';
import { KycService } from './service';
import { rejectedCount } from './store';

export { KycService } from './service';
export type { KycPorts, LevelsPort } from './ports';

export function createKycModule(ctx: AppContext, needs: KycPorts): Module & { service: KycService; ports: { levels: LevelsPort } } {
  const service = new KycService(ctx, needs);
  return {
    name: 'kyc',
    service,
    ports: { levels: { level: (userId) => service.level(userId), rejections: (userId) => rejectedCount(ctx.db, userId) } },
    routes: kycRoutes(service),
  };
}
