/** The console's view of the chain part: each watched network's watcher and the hot wallet (issue 20). */
import { useQuery } from '@tanstack/react-query';
import type { SweepNetwork } from '@bourse/contract';
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

/**
 * Propose a sweep of a network's deposit addresses (a two-person action): ERC20, BTC (one
 * transaction) or TRC20; the panel offers it where the signer holds the deposit key.
 */
export const proposeSweep = (network: SweepNetwork) => operatorHttp.call('POST /operator/chain/sweep', { network });
