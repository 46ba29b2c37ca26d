/** The console's view of the chain part: each watched network's watcher and the hot wallet (issue 20). */
import { useQuery } from '@tanstack/react-query';
import { OPERATOR } from './api';
import { operatorHttp } from './http';

const POLL_MS = 5_000;

export function useChainStatus() {
  return useQuery({
    queryKey: [OPERATOR, 'chain-status'],
    staleTime: 0,
    refetchInterval: POLL_MS,
    queryFn: ({ signal }) => operatorHttp.call('GET /operator/chain/status', {}, { signal }),
  });
}

/** Propose a sweep of a network's deposit addresses (a two-person action). */
/** The networks the server can sweep (ERC20; BTC as one transaction): the panel shows where the signer holds the key. */
export const proposeSweep = (network: 'ERC20' | 'BTC') => operatorHttp.call('POST /operator/chain/sweep', { network });
