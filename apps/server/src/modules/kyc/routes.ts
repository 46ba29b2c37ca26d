import { PAGE_SIZE } from '@bourse/contract';
import { handle, type RouteSpec } from '../../app/route';
import type { KycService } from './service';

export function kycRoutes(kyc: KycService): RouteSpec[] {
  return [
    handle('GET /real/state', (r) => kyc.state(r.userId)),
    handle('POST /user/real', (r) => kyc.submit(r.userId, r.input)),
    handle('GET /operator/kyc', (r) => kyc.queue(r.input.status ?? 'pending', r.input.page, r.input.limit ?? PAGE_SIZE)),
    handle('POST /operator/kyc/approve', async (r) => {
      await kyc.decide(r.operatorId, r.input.id, true, r.input.reason);
      return r.t('common.saved');
    }),
    handle('POST /operator/kyc/reject', async (r) => {
      await kyc.decide(r.operatorId, r.input.id, false, r.input.reason);
      return r.t('common.saved');
    }),
  ];
}
