/** The coupon centre's calls; their types come from the route map. Claiming carries an Idempotency-Key. */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '../../app/api';
import { useToken } from '../../app/session';

export const COUPONS = 'coupons';

export function useCouponCenter() {
  const token = useToken();
  return useQuery({
    queryKey: [COUPONS, 'center', token],
    enabled: Boolean(token),
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /coupons/center', undefined, { signal }),
  });
}

export const claimCoupon = (campaignId: number, requestKey: string) =>
  call('POST /coupons/claim', { campaign_id: campaignId }, { headers: { 'Idempotency-Key': requestKey } });

/** After a claim, the centre and the order forms' coupons are asked again. */
export const refreshCoupons = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (q) => q.queryKey[0] === COUPONS || q.queryKey[0] === 'coupons-usable' });
