/**
 * The spot calls (SPEC section 7, "Coins"; apps/server/src/modules/spot/README.md). Placing an
 * order carries an Idempotency-Key, so a retry after a lost answer is placed once. Everything the
 * user owns sits under [SPOT, 'private'], so one invalidation (after an action or a private-room
 * message) refreshes orders and balances together.
 */
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketQuote, SpotMarketInfo, SpotOrderWithFills } from '@bourse/contract';
import { call, type ApiInput } from '../../app/api';
import { useToken } from '../../app/session';

export const SPOT = 'spot';

/** The wallet book an order trades in: the exchange book for coins, the stock book for stocks. */
export const bookOf = (kind: SpotMarketInfo['kind']) => (kind === 'stock' ? 5 : 2);

export type OrderStatusFilter = 'doing' | 'complete' | 'all';
export type OrderWithFills = SpotOrderWithFills;

/** Every market's trading rules (scales, limits, fees, hours); they change rarely. */
export function useSpotMarkets() {
  return useQuery({
    queryKey: [SPOT, 'markets'],
    queryFn: ({ signal }) => call('GET /coin/markets', undefined, { signal, silent: true }),
    staleTime: 30_000,
    // Whether a stock market is open changes with the clock.
    refetchInterval: 60_000,
  });
}

/** Names, icons and last prices of the markets (the pair switcher and the header). */
export function useQuotes() {
  return useQuery({
    queryKey: [SPOT, 'quotes'],
    queryFn: ({ signal }) => call('GET /currency/quotation_new', undefined, { signal, silent: true }),
    select: (groups): MarketQuote[] => groups.flatMap((g) => g.markets),
    staleTime: 5_000,
    refetchInterval: 5_000,
  });
}

/** The book; the depth room keeps it current (live.ts), this is the first paint and the fallback. */
export function useDepth(symbol: string) {
  return useQuery({
    queryKey: [SPOT, 'depth', symbol],
    enabled: symbol.length > 0,
    queryFn: ({ signal }) => call('GET /coin/depth', { symbol, limit: 50 }, { signal, silent: true }),
    staleTime: Infinity,
  });
}

export function useTrades(symbol: string) {
  return useQuery({
    queryKey: [SPOT, 'trades', symbol],
    enabled: symbol.length > 0,
    queryFn: ({ signal }) => call('GET /coin/trades', { symbol }, { signal, silent: true }),
    staleTime: Infinity,
  });
}

/** The user's available balance of `currency` in `book` (2 exchange, 5 stock). */
export function useAvailable(currency: string | undefined, book: number) {
  const token = useToken();
  return useQuery({
    queryKey: [SPOT, 'private', 'balance', token, currency, book],
    enabled: Boolean(token && currency),
    staleTime: 0,
    queryFn: ({ signal }) => call('POST /wallet/detail', { currency: currency!, type: book }, { signal, silent: true }),
  });
}

/** The user's orders, ten a page, newest first; `currency_id` narrows to one market. */
export function useOrders(status: OrderStatusFilter, currencyId?: number) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: [SPOT, 'private', 'orders', token, status, currencyId ?? 0],
    enabled: Boolean(token),
    staleTime: 0,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('GET /coin/list', { status, page: pageParam, ...(currencyId ? { currency_id: currencyId } : {}) }, { signal, silent: true }),
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

/** The user's fills across orders, ten a page, newest first; `currency_id` narrows to one market. */
export function useFills(currencyId?: number) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: [SPOT, 'private', 'fills', token, currencyId ?? 0],
    enabled: Boolean(token),
    staleTime: 0,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('GET /coin/fills', { page: pageParam, ...(currencyId ? { currency_id: currencyId } : {}) }, { signal, silent: true }),
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

export function useOrderDetail(id: number | undefined) {
  return useQuery({
    queryKey: [SPOT, 'private', 'order', id],
    enabled: id !== undefined,
    queryFn: ({ signal }) => call('GET /coin/order', { id: id! }, { signal, silent: true }),
  });
}

export type TradeRequest = ApiInput<'POST /coin/trade'>;

export const placeOrder = (input: TradeRequest, key: string) => call('POST /coin/trade', input, { headers: { 'Idempotency-Key': key } });

export const cancelOrder = (id: number) => call('POST /coin/cancel', { id });

/** After an action: orders and balances again, now. */
export function useRefreshPrivate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: [SPOT, 'private'] });
}

/** A coin's smallest unit (decimals): a coupon's preview rounds to it. */
export function useCoinScale(currency: string | undefined) {
  return useQuery({
    queryKey: [SPOT, 'scale', currency],
    enabled: Boolean(currency),
    staleTime: Infinity,
    queryFn: ({ signal }) => call('GET /currency/list', undefined, { signal, silent: true }),
    select: (coins) => coins.find((c) => c.name === currency)?.scale,
  });
}
