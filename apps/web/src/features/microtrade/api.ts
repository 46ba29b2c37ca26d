/**
 * The seconds options calls (SPEC section 7, "Seconds"). Submitting carries an Idempotency-Key, so
 * a retry after a lost answer opens one order, not two. Every query starts with MICRO; after an
 * order, or a settlement pushed on the socket, refreshOrders asks again for what it changed.
 */
import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { MICRO_PAGE_SIZE } from '@bourse/contract';
import { call, type ApiInput } from '../../app/api';
import { useToken } from '../../app/session';

export const MICRO = 'microtrade';

/** How often the shown price is asked again; the server's entry price is its own last tick anyway. */
const PRICE_REFRESH_MS = 2_000;
/** While an order waits for its settlement, ask this often in case the socket's message is missed. */
const SETTLING_POLL_MS = 1_000;
/** While an order's time runs, a slow check in case the socket is down. */
const OPEN_POLL_MS = 10_000;

/** The list tabs: open orders, and the History of settled and void ones (the server's `history`). */
export type OrderTab = 'open' | 'settled';
const TAB_STATUS = { open: 'open', settled: 'history' } as const;

/** What an order's opening or settlement changes: the micro book, the lists and the order's own proof. */
const ORDER_KEYS = new Set(['payable', 'lists', 'result']);

export function refreshOrders(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => q.queryKey[0] === MICRO && ORDER_KEYS.has(String(q.queryKey[1])) });
}

/** The currencies a stake can be paid in; with a session, the caller's micro book too. */
export function usePayable() {
  const token = useToken();
  return useQuery({
    queryKey: [MICRO, 'payable', Boolean(token)],
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /microtrade/payable_currencies', undefined, { signal }),
  });
}

export function useDurations(currencyId: number | undefined) {
  return useQuery({
    queryKey: [MICRO, 'seconds', currencyId],
    enabled: currencyId !== undefined,
    queryFn: ({ signal }) => call('GET /microtrade/seconds', { currency_id: currencyId! }, { signal }),
  });
}

/** The coin's decimals (its scale), which the server rounds the fee and profit at. */
export function useCoinScale(currency: string | undefined) {
  return useQuery({
    queryKey: [MICRO, 'scale', currency],
    enabled: Boolean(currency),
    staleTime: Infinity,
    queryFn: ({ signal }) => call('GET /currency/list', undefined, { signal, silent: true }),
    select: (coins) => coins.find((c) => c.name === currency)?.scale,
  });
}

/** The market's last price, for the screen; the order opens at the server's last recorded tick. */
export function useMarketQuote(symbol: string | undefined) {
  return useQuery({
    queryKey: [MICRO, 'quote', symbol],
    enabled: Boolean(symbol),
    refetchInterval: PRICE_REFRESH_MS,
    queryFn: ({ signal }) => call('GET /market/detail', { symbol: symbol! }, { signal, silent: true }),
  });
}

export function useQuotations() {
  return useQuery({
    queryKey: [MICRO, 'quotations'],
    refetchInterval: PRICE_REFRESH_MS * 2,
    queryFn: ({ signal }) => call('GET /currency/quotation_new', undefined, { signal }),
    select: (groups) => groups.flatMap((g) => g.markets),
  });
}

export type SubmitInput = ApiInput<'POST /microtrade/submit'>;

export const submitOrder = (input: SubmitInput, requestKey: string) =>
  call('POST /microtrade/submit', input, { headers: { 'Idempotency-Key': requestKey } });

/** The caller's orders, newest first, 5 per page (SPEC section 9); off for a visitor (`enabled`). */
export function useOrders(tab: OrderTab, enabled = true) {
  return useInfiniteQuery({
    queryKey: [MICRO, 'lists', tab],
    enabled,
    staleTime: 0,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('GET /microtrade/lists', { status: TAB_STATUS[tab], page: pageParam, limit: MICRO_PAGE_SIZE }, { signal }),
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

/**
 * One order with its proof. While it is open it is asked again now and then, and every second
 * once its time is up, until it is settled or void (the socket usually brings that first).
 */
export function useResult(id: number | undefined) {
  return useQuery({
    queryKey: [MICRO, 'result', id],
    enabled: id !== undefined,
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /microtrade/get_result', { id: id! }, { signal }),
    refetchInterval: (query) => {
      const { data, dataUpdatedAt } = query.state;
      if (!data || data.order.status !== 'open') return false;
      const left = dataUpdatedAt + data.order.remain_milli_seconds - Date.now();
      return left <= 0 ? SETTLING_POLL_MS : Math.min(OPEN_POLL_MS, left + 50);
    },
  });
}
