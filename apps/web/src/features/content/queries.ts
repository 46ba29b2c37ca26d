/**
 * The home's content queries, shared by its hooks (api.ts) and by the launch (routes.tsx, through
 * app/first-load.ts), which asks for them with the app's first requests: the same keys, so the
 * hooks find the answers (or the requests in flight) in the cache.
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Lang } from '@bourse/i18n';
import { call } from '../../app/api';

export const NEWS = 4;
export const BANNERS = 5;

export const bannersQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['content', 'banners', lang],
    queryFn: ({ signal }) => call('POST /news/list', { c_id: BANNERS, page: 1 }, { signal, silent: true }),
  });

export const newsQuery = (lang: Lang) =>
  infiniteQueryOptions({
    queryKey: ['content', 'news', lang],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => call('POST /news/list', { c_id: NEWS, page: pageParam }, { signal }),
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });

export const popNoticeQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['content', 'pop', lang],
    queryFn: ({ signal }) => call('GET /news/index_pop', undefined, { signal, silent: true }),
    staleTime: Infinity,
  });

export const menuQuery = () =>
  queryOptions({
    queryKey: ['content', 'menu'],
    queryFn: ({ signal }) => call('GET /menu', undefined, { signal }),
    staleTime: 10 * 60_000,
  });

/**
 * Everything the home shows from content, asked for at once; settles when every answer is in.
 * The first banner's picture is the largest thing on the first screen: it starts downloading as
 * soon as its address is known, while the page's code and texts may still be on their way.
 */
export function prefetchHomeContent(client: QueryClient, lang: Lang): Promise<unknown> {
  const banners = bannersQuery(lang);
  return Promise.all([
    client.prefetchQuery(banners).then(() => {
      const cover = client.getQueryData(banners.queryKey)?.data[0]?.cover;
      if (cover && typeof Image !== 'undefined') new Image().src = cover;
    }),
    client.prefetchInfiniteQuery(newsQuery(lang)),
    client.prefetchQuery(popNoticeQuery(lang)),
    client.prefetchQuery(menuQuery()),
  ]);
}
