/**
 * The dual investment calls (SPEC section 7, "Dual invest"). Buying carries an Idempotency-Key, so
 * a retry after a lost answer buys once. Every query key starts with DUAL; after a purchase, or an
 * order pushed on the socket (bought, settled, refunded), refreshDual asks again for what changed.
 */
import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { DUAL_PAGE_SIZE, type DualTypeName } from '@bourse/contract';
import { call } from '../../app/api';
import { useToken } from '../../app/session';

export const DUAL = 'dual-invest';

/** While an order waits for its settlement, ask this often in case the socket's message is missed. */
const SETTLING_POLL_MS = 2_000;
const LIST_REFRESH_MS = 15_000;

/** The orders screen's tabs: current (purchased or settling) and history (success or fail). */
export type OrderTab = 'current' | 'history';

export function refreshDual(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => q.queryKey[0] === DUAL });
}

export function useProducts(currencyId: number | undefined, type: DualTypeName) {
  const token = useToken();
  return useQuery({
    queryKey: [DUAL, 'index', currencyId, type, Boolean(token)],
    staleTime: 0,
    refetchInterval: LIST_REFRESH_MS,
    queryFn: ({ signal }) => call('GET /dual/index', { ...(currencyId ? { currency_id: currencyId } : {}), type }, { signal }),
  });
}

export function useProduct(id: number | undefined) {
  const token = useToken();
  return useQuery({
    queryKey: [DUAL, 'detail', id, Boolean(token)],
    enabled: id !== undefined,
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /dual/detail', { id: id! }, { signal }),
  });
}

export const buyShares = (input: { id: number; num: string }, requestKey: string) =>
  call('POST /dual/buyDual', input, { headers: { 'Idempotency-Key': requestKey } });

/** The caller's orders, newest first, 10 per page (SPEC section 9); off for a visitor (`enabled`). */
export function useOrders(tab: OrderTab | 'all', enabled = true) {
  return useInfiniteQuery({
    queryKey: [DUAL, 'orders', tab],
    enabled,
    staleTime: 0,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => call('POST /dual/dual_list', { status: tab, page: pageParam, limit: DUAL_PAGE_SIZE }, { signal }),
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    refetchInterval: (query) => {
      const orders = query.state.data?.pages.flatMap((p) => p.data) ?? [];
      return orders.some((o) => o.status === 'settling') ? SETTLING_POLL_MS : false;
    },
  });
}

/** One order with its proof, asked again while it is settling (the socket usually brings the result first). */
export function useOrder(id: number | undefined) {
  return useQuery({
    queryKey: [DUAL, 'order', id],
    enabled: id !== undefined,
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /dual/order', { id: id! }, { signal }),
    refetchInterval: (query) => (query.state.data?.order.status === 'settling' ? SETTLING_POLL_MS : false),
  });
}
