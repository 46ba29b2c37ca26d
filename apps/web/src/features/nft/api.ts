/** The nft calls; their types come from the route map. */
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';
import { useToken } from '../../app/session';

export const NFT = 'nft';

export function useNftOverview() {
  const token = useToken();
  return useQuery({
    queryKey: [NFT, 'overview', token],
    enabled: Boolean(token),
    queryFn: ({ signal }) => call('GET /nft/overview', undefined, { signal, silent: true }),
  });
}
