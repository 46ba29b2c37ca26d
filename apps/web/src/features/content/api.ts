/** Site content (SPEC section 7): texts come in the request's language, so the language is in every key. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ContentPage } from '@bourse/contract';
import { call } from '../../app/api';
import { useLang } from '../../app/preferences';

export const NEWS = 4;
export const BANNERS = 5;

export function useBanners() {
  const lang = useLang();
  return useQuery({
    queryKey: ['content', 'banners', lang],
    queryFn: ({ signal }) => call('POST /news/list', { c_id: BANNERS, page: 1 }, { signal, silent: true }),
    select: (page) => page.data,
  });
}

export function useNews() {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: ['content', 'news', lang],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => call('POST /news/list', { c_id: NEWS, page: pageParam }, { signal }),
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

export function useArticle(id: number | undefined) {
  const lang = useLang();
  return useQuery({
    queryKey: ['content', 'article', lang, id],
    enabled: id !== undefined,
    queryFn: ({ signal }) => call('POST /news/detail', { id: id! }, { signal }),
  });
}

export function usePopNotice() {
  const lang = useLang();
  return useQuery({
    queryKey: ['content', 'pop', lang],
    queryFn: ({ signal }) => call('GET /news/index_pop', undefined, { signal, silent: true }),
    staleTime: Infinity,
  });
}

export function useMenu() {
  return useQuery({
    queryKey: ['content', 'menu'],
    queryFn: ({ signal }) => call('GET /menu', undefined, { signal }),
    select: (items) => items.filter((item) => item.enabled),
    staleTime: 10 * 60_000,
  });
}

export function useFaq() {
  const lang = useLang();
  return useQuery({
    queryKey: ['content', 'faq', lang],
    queryFn: ({ signal }) => call('GET /faq', undefined, { signal }),
  });
}

export type PageKeyword = ContentPage['keyword'];

export function useContentPage(keyword: PageKeyword) {
  const lang = useLang();
  return useQuery({
    queryKey: ['content', 'page', keyword, lang],
    queryFn: ({ signal }) => call(`GET /${keyword}`, undefined, { signal }),
  });
}
