/** The support calls; their types come from the route map. */
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';
import { useToken } from '../../app/session';

export const SUPPORT = 'support';

export function useSupportOverview() {
  const token = useToken();
  return useQuery({
    queryKey: [SUPPORT, 'overview', token],
    enabled: Boolean(token),
    queryFn: ({ signal }) => call('GET /support/overview', undefined, { signal, silent: true }),
  });
}
