import { PAGE_SIZE, pageInput, realInput } from '@bourse/contract';
import { z } from 'zod';
import { route, type RouteSpec } from '../../app/route';
import type { KycService } from './service';

const decision = z.strictObject({
  id: z.union([z.number(), z.string()]).transform(Number).pipe(z.number().int().positive({ error: 'APPLICATION_NOT_FOUND' })),
  reason: z.string({ error: 'REASON_REQUIRED' }).trim().max(300, 'CHARACTER_TOO_LONG').optional(),
});
const queueInput = pageInput.extend({ status: z.enum(['pending', 'approved', 'rejected']).optional() });

export function kycRoutes(kyc: KycService): RouteSpec[] {
  return [
    route({
      method: 'GET',
      url: '/real/state',
      auth: 'user',
      tags: ['kyc'],
      summary: 'Verification state of both levels (not verified, under review, verified, failed with reason) and the limits',
      handler: (r) => kyc.state(r.userId),
    }),
    route({
      method: 'POST',
      url: '/user/real',
      auth: 'user',
      input: realInput,
      tags: ['kyc'],
      summary: 'Submit Lv1 (real_type 1: id_type, name, card_id) or Lv2 (real_type 2: front_pic, reverse_pic)',
      handler: (r) => kyc.submit(r.userId, r.input),
    }),
    route({
      method: 'GET',
      url: '/operator/kyc',
      auth: 'operator',
      roles: ['compliance'],
      input: queueInput,
      tags: ['operator'],
      summary: 'Identity applications by status (default pending), oldest first',
      handler: (r) => kyc.queue(r.input.status ?? 'pending', r.input.page, r.input.limit ?? PAGE_SIZE),
    }),
    route({
      method: 'POST',
      url: '/operator/kyc/approve',
      auth: 'operator',
      roles: ['compliance'],
      input: decision,
      tags: ['operator'],
      summary: 'Approve an identity application',
      handler: async (r) => {
        await kyc.decide(r.operatorId, r.input.id, true, r.input.reason);
        return r.t('common.saved');
      },
    }),
    route({
      method: 'POST',
      url: '/operator/kyc/reject',
      auth: 'operator',
      roles: ['compliance'],
      input: decision,
      tags: ['operator'],
      summary: 'Reject an identity application with a reason the user sees',
      handler: async (r) => {
        await kyc.decide(r.operatorId, r.input.id, false, r.input.reason);
        return r.t('common.saved');
      },
    }),
  ];
}
