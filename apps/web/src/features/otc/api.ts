/** The otc calls; their types come from the route map. */
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';
import { useToken } from '../../app/session';

export const OTC = 'otc';

export function useOtcOverview() {
  const token = useToken();
  return useQuery({
    queryKey: [OTC, 'overview', token],
    enabled: Boolean(token),
    queryFn: ({ signal }) => call('GET /otc/overview', undefined, { signal, silent: true }),
  });
}
