/** The console's read-only views of the lending pool and the OTC desk (issue 19): nothing here moves money or sets a price. */
import { useQuery } from '@tanstack/react-query';
import { OPERATOR } from './api';
import { operatorHttp } from './http';

const { call } = operatorHttp;
const REFRESH_MS = 10_000;

export function useLoanPool() {
  return useQuery({
    queryKey: [OPERATOR, 'loans', 'overview'],
    staleTime: 0,
    refetchInterval: REFRESH_MS,
    queryFn: ({ signal }) => call('GET /operator/loans/overview', {}, { signal }),
  });
}

export function useOtcDesk() {
  return useQuery({
    queryKey: [OPERATOR, 'otc', 'desk'],
    staleTime: 0,
    refetchInterval: REFRESH_MS,
    queryFn: ({ signal }) => call('GET /operator/otc/desk', {}, { signal }),
  });
}
