/** The chat calls; their types come from the route map. */
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';
import { useToken } from '../../app/session';

export const CHAT = 'chat';

export function useChatOverview() {
  const token = useToken();
  return useQuery({
    queryKey: [CHAT, 'overview', token],
    enabled: Boolean(token),
    queryFn: ({ signal }) => call('GET /chat/overview', undefined, { signal, silent: true }),
  });
}
