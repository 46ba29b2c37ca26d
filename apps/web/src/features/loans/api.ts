/** The loans calls; their types come from the route map. */
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';
import { useToken } from '../../app/session';

export const LOANS = 'loans';

export function useLoansOverview() {
  const token = useToken();
  return useQuery({
    queryKey: [LOANS, 'overview', token],
    enabled: Boolean(token),
    queryFn: ({ signal }) => call('GET /loans/overview', undefined, { signal, silent: true }),
  });
}
