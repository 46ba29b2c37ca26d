/**
 * The copy trading calls (SPEC section 7, "Copy trading") and the receipts pushed to the user's
 * private room (`copy.receipt`), which refetch what the screen shows.
 */
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TRADER_SORTS } from '@bourse/contract';
import { call, type ApiInput } from '../../app/api';
import { useToken } from '../../app/session';
import { openSocket } from '../../app/socket';

export const COPY = 'copy-trading';
export type TraderSort = (typeof TRADER_SORTS)[number];

export function useBoard(sort: TraderSort) {
  return useInfiniteQuery({
    queryKey: [COPY, 'board', sort],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => call('GET /follow/index', { sort, page: pageParam }, { signal, silent: true }),
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

export function useTrader(traderId: number | undefined) {
  const token = useToken();
  return useQuery({
    queryKey: [COPY, 'trader', traderId, token],
    enabled: traderId !== undefined && traderId > 0,
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /follow/traderDetail', { trader_user_id: traderId! }, { signal, silent: true }),
  });
}

export function useMy() {
  const token = useToken();
  return useQuery({
    queryKey: [COPY, 'my', token],
    enabled: Boolean(token),
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /follow/my', undefined, { signal, silent: true }),
  });
}

export type CopyStatus = 'all' | 'open' | 'closed' | 'skipped';

export function useCopies(status: CopyStatus) {
  return useInfiniteQuery({
    queryKey: [COPY, 'copies', status],
    staleTime: 0,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => call('GET /follow/historyTrade', { status, page: pageParam }, { signal, silent: true }),
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

export function useReceipt(id: number | undefined) {
  return useQuery({
    queryKey: [COPY, 'receipt', id],
    enabled: id !== undefined && id > 0,
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /follow/receipt', { id: id! }, { signal, silent: true }),
  });
}

export const followTrader = (body: ApiInput<'POST /follow/follow'>) => call('POST /follow/follow', body);
export const editFollow = (body: ApiInput<'POST /follow/edit'>) => call('POST /follow/edit', body);
export const cancelFollow = (traderId: number) => call('POST /follow/cancel', { follow_user_id: traderId });
export const selfHold = (id: number) => call('POST /follow/selfHolding', { transaction_id: id });
export const closeCopy = (positionId: number) => call('POST /lever/close', { id: positionId });
export const applyTrader = (body: ApiInput<'POST /follow/apply'>) => call('POST /follow/apply', body);
export const setProfitShare = (share: string) => call('POST /follow/profitShare', { profit_share: share });

export function useRefreshCopy() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [COPY] });
}

/** While a copy trading screen is open: a receipt (opened, skipped, closed, detached) or a reconnection refetches. */
export function useCopyLive(): void {
  const client = useQueryClient();
  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    void openSocket().then((socket) => {
      if (cancelled) return;
      const refetch = () => void client.invalidateQueries({ queryKey: [COPY] });
      socket.on('copy.receipt', refetch);
      socket.on('connect', refetch);
      stop = () => {
        socket.off('copy.receipt', refetch);
        socket.off('connect', refetch);
      };
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [client]);
}

/** The futures balance copies draw their margin from. */
export function useFuturesAvailable() {
  const token = useToken();
  return useQuery({
    queryKey: [COPY, 'available', token],
    enabled: Boolean(token),
    staleTime: 0,
    queryFn: async ({ signal }) => (await call('POST /lever/dealall', undefined, { signal, silent: true })).available,
  });
}
