/**
 * The futures calls (SPEC section 7, "Leverage") and the live figures of the user's private room.
 * Opening carries an Idempotency-Key, so an opening whose answer was lost is applied once.
 */
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { EventMessage, LeverSummary } from '@bourse/contract';
import { call, type ApiInput } from '../../app/api';
import { openSocket } from '../../app/socket';
import { applyLive } from './live';

/** Every futures query starts with this, so one invalidation refreshes the form, positions and lists. */
export const LEVER = 'lever';
export type ListStatus = 'doing' | 'history';

/** Balances and positions change outside the screen (a trigger, another device): ask each time a screen opens. */
const FRESH = { staleTime: 0 } as const;

/** The markets offered (crypto pairs against USDT), for the market picker. */
export function useLeverMarkets() {
  return useQuery({
    queryKey: [LEVER, 'markets'],
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const groups = await call('GET /currency/quotation_new', undefined, { signal, silent: true });
      return groups.filter((g) => g.kind === 'crypto').flatMap((g) => g.markets);
    },
  });
}

/** The open form's terms for one market; the price in it refreshes every few seconds. */
export function useTerms(currencyId: number | undefined) {
  return useQuery({
    queryKey: [LEVER, 'deal', currencyId],
    enabled: currencyId !== undefined,
    ...FRESH,
    refetchInterval: 5_000,
    queryFn: ({ signal }) => call('POST /lever/deal', { currency_id: currencyId!, legal_id: 3 }, { signal, silent: true }),
  });
}

/** Pushes move it live; a snapshot every 15 s also catches a push the server coalesced away. Off for a visitor. */
export function useSummary(enabled = true) {
  return useQuery({
    queryKey: [LEVER, 'summary'],
    enabled,
    ...FRESH,
    refetchInterval: 15_000,
    queryFn: ({ signal }) => call('POST /lever/dealall', undefined, { signal, silent: true }),
  });
}

/** History (closed and cancelled), ten a page with "load more". */
export function useHistory(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [LEVER, 'list', 'history'],
    enabled,
    ...FRESH,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => call('POST /lever/my_trade', { status: 'history', page: pageParam }, { signal, silent: true }),
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

export function useProof(id: number | undefined) {
  return useQuery({
    queryKey: [LEVER, 'proof', id],
    enabled: id !== undefined && id > 0,
    queryFn: ({ signal }) => call('GET /lever/proof', { id: id! }, { signal, silent: true }),
  });
}

export const submitOpen = (body: ApiInput<'POST /lever/submit'>, key: string) =>
  call('POST /lever/submit', body, { headers: { 'Idempotency-Key': key } });
/** The user's one-time confirmation that they understand leverage above the cap. */
export const confirmRisk = () => call('POST /lever/confirm_risk', { accept: true });
export const closePosition = (id: number) => call('POST /lever/close', { id });
export const cancelOrder = (id: number) => call('POST /lever/cancel', { id });
export const batchClose = (type: 0 | 1 | 2) => call('POST /lever/batch_close', { type });
export const setStops = (id: number, tp: string, sl: string) =>
  call('POST /lever/setstop', { id, target_profit_price: tp.trim(), stop_loss_price: sl.trim() });

export function useRefreshLever() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [LEVER] });
}

/**
 * Follow the private room while a futures screen is open: `lever` moves each open position's
 * mark price, PnL and risk rate in place; `lever.position` (opened, closed by a trigger, edited)
 * and a reconnection refetch, since a snapshot is the only way to be sure nothing was missed.
 */
export function useLeverLive(): void {
  const client = useQueryClient();
  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    void openSocket().then((socket) => {
      if (cancelled) return;
      const onLive = (message: EventMessage<'lever'>) => {
        client.setQueryData<LeverSummary>([LEVER, 'summary'], (old) => (old ? applyLive(old, message.data) : old));
      };
      const refetch = () => void client.invalidateQueries({ queryKey: [LEVER] });
      socket.on('lever', onLive);
      socket.on('lever.position', refetch);
      socket.on('connect', refetch);
      stop = () => {
        socket.off('lever', onLive);
        socket.off('lever.position', refetch);
        socket.off('connect', refetch);
      };
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [client]);
}
