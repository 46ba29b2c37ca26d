/** The invite calls; their types come from the route map. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';
import { useToken } from '../../app/session';

export const INVITE = 'invite';

/** The code, the link's route, the stated rates and period, the counts and totals. */
export function useInviteInfo() {
  const token = useToken();
  return useQuery({
    queryKey: [INVITE, 'info', token],
    enabled: Boolean(token),
    queryFn: ({ signal }) => call('GET /invite/info', undefined, { signal }),
  });
}

export function useInvitees(page: number) {
  return useQuery({
    queryKey: [INVITE, 'invitees', page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call('GET /invite/invitees', { page }, { signal }),
  });
}

export function useRebates(page: number) {
  return useQuery({
    queryKey: [INVITE, 'rebates', page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call('GET /invite/rebates', { page }, { signal }),
  });
}
