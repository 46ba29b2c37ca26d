/**
 * Market data calls (SPEC section 7, "Market and trading"; issue 4): the market list, one market,
 * hot and search, K-line bars and the signed-in user's favourites (kept on the server).
 * Background refreshes are silent: a screen shows its own error state instead of a toast every
 * half minute.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../app/i18n';
import type { Favorite, KlineBar, KlinePeriod, MarketQuote, QuotationGroup } from '@bourse/contract';
import { call } from '../../app/api';
import { useToken } from '../../app/session';
import { toast } from '../../lib/toast';
import { LIST_REFRESH_MS, QUOTATION_KEY, quotationQuery } from './quotation';
import { requireSignIn } from './sign-in';

export const marketKeys = {
  all: ['market'] as const,
  quotation: QUOTATION_KEY,
  detail: (symbol: string) => ['market', 'detail', symbol] as const,
  hot: ['market', 'hot'] as const,
  search: (q: string) => ['market', 'search', q] as const,
  bars: (symbol: string, period: KlinePeriod) => ['market', 'bars', symbol, period] as const,
  favorites: (token: string | null) => ['market', 'favorites', token] as const,
  ticks: (symbol: string, from: number, to: number) => ['market', 'ticks', symbol, from, to] as const,
};

export { LIST_REFRESH_MS };
/** Bars asked for per chart (the server gives up to 1,500). */
export const BARS_WANTED = 500;

export const PERIOD_SECONDS: Record<KlinePeriod, number> = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '30m': 1800,
  '1h': 3600,
  '4h': 14_400,
  '1d': 86_400,
  '1w': 604_800,
  '1M': 2_678_400,
};

export function useQuotation() {
  return useQuery({ ...quotationQuery(), refetchInterval: LIST_REFRESH_MS });
}

/** Every market of the list, flat, in the server's order. */
export const allMarkets = (groups: readonly QuotationGroup[] | undefined): MarketQuote[] => (groups ?? []).flatMap((g) => g.markets);

/**
 * One market. The server counts each call as an opening (hot searches), so it is asked once per
 * visit, never on a timer: the ticker room keeps the price and 24-hour figures live.
 */
export function useMarketDetail(symbol: string) {
  return useQuery({
    queryKey: marketKeys.detail(symbol),
    enabled: symbol.length > 0,
    queryFn: ({ signal }) => call('GET /market/detail', { symbol }, { signal, silent: true }),
    staleTime: 15_000,
  });
}

export function useHot() {
  return useQuery({
    queryKey: marketKeys.hot,
    queryFn: ({ signal }) => call('GET /market/hot', undefined, { signal, silent: true }),
  });
}

export function useSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: marketKeys.search(term.toUpperCase()),
    enabled: term.length > 0,
    queryFn: ({ signal }) => call('GET /market/search', { q: term }, { signal, silent: true }),
    staleTime: 30_000,
  });
}

/**
 * A window that holds about BARS_WANTED bars. A stock trades some 33 of the week's 168 hours, so
 * its minute-to-hour windows reach five times further back (the server keeps the newest 1,500).
 */
export function barsWindow(period: KlinePeriod, kind: MarketQuote['kind'], now: number): { from: number; to: number } {
  const to = Math.floor(now / 1000);
  const sparse = kind === 'stock' && PERIOD_SECONDS[period] < PERIOD_SECONDS['1d'] ? 5 : 1;
  return { from: Math.max(0, to - BARS_WANTED * PERIOD_SECONDS[period] * sparse), to };
}

export function fetchBars(
  symbol: string,
  period: KlinePeriod,
  kind: MarketQuote['kind'],
  signal?: AbortSignal,
  now: number = Date.now(),
): Promise<KlineBar[]> {
  return call('GET /currency/new_timeshar', { symbol, period, ...barsWindow(period, kind, now) }, { signal, silent: true });
}

export function useBars(symbol: string, period: KlinePeriod, kind: MarketQuote['kind'] = 'crypto') {
  return useQuery({
    queryKey: marketKeys.bars(symbol, period),
    enabled: symbol.length > 0,
    queryFn: ({ signal }) => fetchBars(symbol, period, kind, signal),
    // Live candles keep the chart current; the cache only serves a quick switch back.
    staleTime: 0,
    gcTime: 5 * 60_000,
  });
}

export function useFavorites() {
  const token = useToken();
  return useQuery({
    queryKey: marketKeys.favorites(token),
    enabled: Boolean(token),
    queryFn: ({ signal }) => call('GET /optional/list', undefined, { signal, silent: true }),
    refetchInterval: LIST_REFRESH_MS,
  });
}

interface StarVars {
  quote: MarketQuote;
  /** The favourite to remove; absent to add. */
  favoriteId?: number;
}

/**
 * The star: adds or removes a favourite at once on screen (optimistic) and on the server, puts the
 * list back if the server says no, and sends a visitor to sign in. A second tap on a pair whose
 * first tap is still on its way is ignored.
 */
export function useFavoriteToggle() {
  const token = useToken();
  const client = useQueryClient();
  const { t } = useTranslation();
  const key = marketKeys.favorites(token);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  /** The same, updated at the tap itself, so a double tap cannot slip in before a render. */
  const inFlight = useRef(new Set<number>());
  const favorites = useFavorites();

  const mutation = useMutation<Favorite | string, Error, StarVars, { before: Favorite[] | undefined }>({
    mutationFn: ({ quote, favoriteId }) =>
      favoriteId === undefined ? call('POST /optional/add', { currency_id: quote.id }) : call('POST /optional/del', { id: favoriteId }),
    onMutate: async ({ quote, favoriteId }) => {
      setPending((s) => new Set(s).add(quote.id));
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Favorite[]>(key);
      client.setQueryData<Favorite[]>(key, (list = []) =>
        favoriteId === undefined ? [...list, { id: -quote.id, market_id: quote.id, quote }] : list.filter((f) => f.id !== favoriteId),
      );
      return { before };
    },
    onSuccess: (answer, { quote, favoriteId }) => {
      if (favoriteId === undefined && typeof answer === 'object') {
        client.setQueryData<Favorite[]>(key, (list = []) => list.map((f) => (f.market_id === quote.id ? answer : f)));
      }
      void toast(t(favoriteId === undefined ? 'market.star.added' : 'market.star.removed'), 'success');
    },
    onError: (_error, _vars, context) => {
      if (context) client.setQueryData(key, context.before);
    },
    onSettled: (_data, _error, { quote }) => {
      inFlight.current.delete(quote.id);
      setPending((s) => {
        const next = new Set(s);
        next.delete(quote.id);
        return next;
      });
      void client.invalidateQueries({ queryKey: key });
    },
  });

  const list = favorites.data;
  const starred = useMemo(() => new Set((list ?? []).map((f) => f.market_id)), [list]);
  // The latest values for a toggle function that keeps one identity (rows are memoised on it).
  const latest = useRef({ token, key, mutate: mutation.mutate, t });
  useEffect(() => {
    latest.current = { token, key, mutate: mutation.mutate, t };
  });
  const toggle = useCallback(
    (quote: MarketQuote) => {
      const now = latest.current;
      if (!now.token) {
        requireSignIn(now.t('errors.SESSION_REQUIRED'));
        return;
      }
      if (inFlight.current.has(quote.id)) return;
      const existing = (client.getQueryData<Favorite[]>(now.key) ?? []).find((f) => f.market_id === quote.id);
      if (existing && existing.id < 0) return;
      inFlight.current.add(quote.id);
      now.mutate({ quote, favoriteId: existing?.id });
    },
    [client],
  );
  const isPending = useCallback((marketId: number) => pending.has(marketId), [pending]);
  /** Market ids the user has starred; the star; whether a pair's star is on its way. */
  return { starred, toggle, isPending, favorites };
}

/**
 * The recorded ticks of a range, a page at a time. A closed range never changes, so it is not
 * asked again while the screen is open.
 */
export function useTickPages(range: { symbol: string; from: number; to: number } | undefined) {
  return useInfiniteQuery({
    queryKey: marketKeys.ticks(range?.symbol ?? '', range?.from ?? 0, range?.to ?? 0),
    enabled: range !== undefined,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call('GET /market/ticks', { ...range!, limit: TICKS_PAGE, ...(pageParam ? { cursor: pageParam } : {}) }, { signal, silent: true }),
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: (query) => (query.state.data?.pages.every((p) => p.closed) ? Infinity : 0),
  });
}

/** Ticks per page: a minute of one market's ticks fits in one. */
export const TICKS_PAGE = 200;
