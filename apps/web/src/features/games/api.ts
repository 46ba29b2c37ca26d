/** The games calls; their types come from the route map. */
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';
import { useToken } from '../../app/session';

export const GAMES = 'games';

export function useGamesOverview() {
  const token = useToken();
  return useQuery({
    queryKey: [GAMES, 'overview', token],
    enabled: Boolean(token),
    queryFn: ({ signal }) => call('GET /games/overview', undefined, { signal, silent: true }),
  });
}
