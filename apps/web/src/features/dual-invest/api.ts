/** The dual-invest calls; their types come from the route map. */
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';
import { useToken } from '../../app/session';

export const DUAL_INVEST = 'dual-invest';

export function useDualInvestOverview() {
  const token = useToken();
  return useQuery({
    queryKey: [DUAL_INVEST, 'overview', token],
    enabled: Boolean(token),
    queryFn: ({ signal }) => call('GET /dual-invest/overview', undefined, { signal, silent: true }),
  });
}
