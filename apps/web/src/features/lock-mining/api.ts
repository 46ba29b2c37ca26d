/**
 * The lock-up staking calls (SPEC section 7, "Lock mining"). Subscribing and redeeming carry an
 * Idempotency-Key, so a retry after a lost answer acts once. Every query starts with LOCK; after a
 * subscription, a redemption or a payout pushed on the socket, refreshLock asks again.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { LockOrderDetail } from '@bourse/contract';
import { call, type ApiInput } from '../../app/api';
import { useToken } from '../../app/session';

export const LOCK = 'lock-mining';
/** While an order is in progress, a slow check in case the socket's payout message is missed. */
const POLL_MS = 5_000;

export function refreshLock(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => q.queryKey[0] === LOCK });
}

/** Products per currency; signed in, with the caller's spot balance and what they have locked. */
export function useLockConfig(currencyId?: number) {
  const token = useToken();
  return useQuery({
    queryKey: [LOCK, 'config', currencyId ?? null, Boolean(token)],
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /lh/deposit/config', currencyId === undefined ? {} : { currency_id: currencyId }, { signal }),
  });
}

export type OrderStatus = 'in_progress' | 'redeemed';

export function useLockOrders(status: OrderStatus) {
  return useQuery({
    queryKey: [LOCK, 'orders', status],
    refetchInterval: status === 'in_progress' ? POLL_MS : false,
    queryFn: ({ signal }) => call('GET /lh/deposit/order', { status, limit: 50 }, { signal }),
  });
}

export function useLockDetail(id: number) {
  return useQuery<LockOrderDetail>({
    queryKey: [LOCK, 'detail', id],
    refetchInterval: (q) => (q.state.data?.order.status === 'in_progress' ? POLL_MS : false),
    queryFn: ({ signal }) => call('GET /lh/deposit/order/detail', { id }, { signal }),
  });
}

export function useLockSummary() {
  const token = useToken();
  return useQuery({
    queryKey: [LOCK, 'summary', token],
    enabled: Boolean(token),
    refetchInterval: POLL_MS,
    queryFn: ({ signal }) => call('GET /lh/deposit/summary', undefined, { signal }),
  });
}

export const subscribeLock = (input: ApiInput<'POST /lh/deposit'>, requestKey: string) =>
  call('POST /lh/deposit', input, { headers: { 'Idempotency-Key': requestKey } });

export const redeemEarly = (input: ApiInput<'POST /lh/deposit/order/cancel'>, requestKey: string) =>
  call('POST /lh/deposit/order/cancel', input, { headers: { 'Idempotency-Key': requestKey } });

/** The coin's decimals (its scale), which amounts are typed and rounded at. */
export function useCoinScale(currency: string | undefined) {
  return useQuery({
    queryKey: [LOCK, 'scale', currency],
    enabled: Boolean(currency),
    staleTime: Infinity,
    queryFn: ({ signal }) => call('GET /currency/list', undefined, { signal, silent: true }),
    select: (coins) => coins.find((c) => c.name === currency)?.scale,
  });
}
