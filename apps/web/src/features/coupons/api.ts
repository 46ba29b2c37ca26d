/** The coupons calls; their types come from the route map. */
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';
import { useToken } from '../../app/session';

export const COUPONS = 'coupons';

export function useCouponsOverview() {
  const token = useToken();
  return useQuery({
    queryKey: [COUPONS, 'overview', token],
    enabled: Boolean(token),
    queryFn: ({ signal }) => call('GET /coupons/overview', undefined, { signal, silent: true }),
  });
}
