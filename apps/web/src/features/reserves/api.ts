/** The proof-of-reserves calls; their types come from the route map. */
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';
import { useToken } from '../../app/session';

export const RESERVES = 'reserves';

/** A published snapshot (the latest without an id), or null before the first. Public. */
export function useSnapshot(id?: number, enabled = true) {
  return useQuery({
    queryKey: [RESERVES, 'snapshot', id ?? 'latest'],
    enabled,
    queryFn: ({ signal }) => call('GET /reserves/snapshot', id ? { id } : undefined, { signal, silent: true }),
  });
}

export function useHistory() {
  return useQuery({
    queryKey: [RESERVES, 'history'],
    queryFn: ({ signal }) => call('GET /reserves/history', undefined, { signal, silent: true }),
  });
}

/** The signed-in user's own leaf and path (a refusal, such as "not included", is the query's error). */
export function useProof(id?: number) {
  const token = useToken();
  return useQuery({
    queryKey: [RESERVES, 'proof', id ?? 'latest', token],
    enabled: Boolean(token),
    retry: false,
    queryFn: ({ signal }) => call('GET /reserves/proof', id ? { id } : undefined, { signal, silent: true }),
  });
}
