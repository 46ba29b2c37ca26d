/** The console's coupon calls: every campaign with its budget, held and spent; creating one; pausing or resuming one. */
import { useQuery } from '@tanstack/react-query';
import type { ApiInput } from '../../app/http';
import { OPERATOR } from './api';
import { operatorHttp } from './http';

const { call } = operatorHttp;

export function useCouponCampaigns() {
  return useQuery({
    queryKey: [OPERATOR, 'coupons', 'campaigns'],
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /operator/coupons/campaigns', {}, { signal }),
  });
}

export const createCampaign = (input: ApiInput<'POST /operator/coupons/campaigns'>) => call('POST /operator/coupons/campaigns', input);
export const setCampaignStatus = (id: number, status: 'active' | 'paused') =>
  call('POST /operator/coupons/campaigns/status', { id, status });
