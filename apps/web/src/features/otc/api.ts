/**
 * The OTC desk's calls (issue 19). Asking for a quote and accepting it carry an Idempotency-Key, so
 * a retry after a lost answer acts once. Every query key starts with OTC.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { call, type ApiInput } from '../../app/api';
import { useToken } from '../../app/session';

export const OTC = 'otc';
const MARKET_POLL_MS = 5_000;

export function refreshOtc(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => q.queryKey[0] === OTC });
}

export function useOtcMarket() {
  const token = useToken();
  return useQuery({
    queryKey: [OTC, 'market', Boolean(token)],
    staleTime: 0,
    refetchInterval: MARKET_POLL_MS,
    queryFn: ({ signal }) => call('GET /otc/market', undefined, { signal }),
  });
}

export function useOtcOrders(enabled: boolean) {
  return useQuery({
    queryKey: [OTC, 'orders'],
    enabled,
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /otc/orders', { status: 'filled', limit: 50 }, { signal }),
  });
}

export function useOtcReceipt(id: number) {
  return useQuery({
    queryKey: [OTC, 'receipt', id],
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /otc/receipt', { id }, { signal }),
  });
}

const keyed = (requestKey: string) => ({ headers: { 'Idempotency-Key': requestKey } });
export const askQuote = (input: ApiInput<'POST /otc/quote'>, requestKey: string) => call('POST /otc/quote', input, keyed(requestKey));
export const acceptQuote = (id: number, requestKey: string) => call('POST /otc/accept', { id }, keyed(requestKey));

export const OTC_PATH = '/pages/otc/otc';
export const receiptPath = (id: number) => `/pages/otc/receipt?id=${id}`;
