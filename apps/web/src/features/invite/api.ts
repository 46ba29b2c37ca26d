/** The invite calls; their types come from the route map. */
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';
import { useToken } from '../../app/session';

export const INVITE = 'invite';

export function useInviteOverview() {
  const token = useToken();
  return useQuery({
    queryKey: [INVITE, 'overview', token],
    enabled: Boolean(token),
    queryFn: ({ signal }) => call('GET /invite/overview', undefined, { signal, silent: true }),
  });
}
