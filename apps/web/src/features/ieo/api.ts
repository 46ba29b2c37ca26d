/**
 * The IEO calls (SPEC section 7, "IEO"); their types come from the route map. A subscription
 * carries an Idempotency-Key, so a retry after a lost answer takes one subscription, not two. Every
 * query starts with IEO; after a subscription, or an allocation pushed on the socket, refreshIeo
 * asks again for all of them.
 */
import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { IEO_PAGE_SIZE, type IeoPhase } from '@bourse/contract';
import { call, type ApiInput } from '../../app/api';
import { useToken } from '../../app/session';

export const IEO = 'ieo';

export function refreshIeo(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => q.queryKey[0] === IEO });
}

/** Projects of one phase (or all), 10 a page. */
export function useProjects(phase: IeoPhase | undefined) {
  return useInfiniteQuery({
    queryKey: [IEO, 'projects', phase ?? 'all'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('GET /project', { ...(phase ? { status: phase } : {}), page: pageParam, limit: IEO_PAGE_SIZE }, { signal }),
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

/** One project; signed in, with the caller's balance and subscriptions in it. */
export function useProject(id: number) {
  const token = useToken();
  return useQuery({
    queryKey: [IEO, 'project', id, Boolean(token)],
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /project/detail', { project_id: id }, { signal }),
  });
}

/** The caller's subscriptions, newest first, 10 a page. */
export function useMyOrders(enabled = true) {
  return useInfiniteQuery({
    queryKey: [IEO, 'orders'],
    enabled,
    staleTime: 0,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => call('GET /user/project/order', { page: pageParam, limit: IEO_PAGE_SIZE }, { signal }),
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

export type OrderInput = ApiInput<'POST /project/order'>;

export const subscribe = (input: OrderInput, requestKey: string) =>
  call('POST /project/order', input, { headers: { 'Idempotency-Key': requestKey } });
