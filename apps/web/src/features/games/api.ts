/** The mini game's calls; their types come from the route map. Predicting carries an Idempotency-Key. */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { GamePrediction } from '@bourse/contract';
import { call } from '../../app/api';
import { useToken } from '../../app/session';

export const GAMES = 'games';
/** The round in progress moves with the feed: a slow refresh shows the latest price. */
const POLL_MS = 15_000;

export function useGameState() {
  const token = useToken();
  return useQuery({
    queryKey: [GAMES, 'state', Boolean(token)],
    refetchInterval: POLL_MS,
    queryFn: ({ signal }) => call('GET /game/state', undefined, { signal }),
  });
}

export function useGameBoard() {
  const token = useToken();
  return useQuery({
    queryKey: [GAMES, 'board', Boolean(token)],
    refetchInterval: POLL_MS,
    queryFn: ({ signal }) => call('GET /game/leaderboard', {}, { signal }),
  });
}

export function useGameHistory() {
  const token = useToken();
  return useQuery<GamePrediction[]>({
    queryKey: [GAMES, 'history', token],
    enabled: Boolean(token),
    // A prediction waiting for its close settles on the server: look again now and then.
    refetchInterval: (q) => (q.state.data?.some((p) => p.status === 'pending') ? POLL_MS : false),
    queryFn: ({ signal }) => call('GET /game/history', undefined, { signal }),
  });
}

export const predict = (direction: 'up' | 'down', requestKey: string) =>
  call('POST /game/predict', { direction }, { headers: { 'Idempotency-Key': requestKey } });

export const refreshGame = (client: QueryClient) => client.invalidateQueries({ queryKey: [GAMES] });
