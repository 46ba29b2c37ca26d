/** Site content (SPEC section 7): texts come in the request's language, so the language is in every key. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ContentPage } from '@bourse/contract';
import { call } from '../../app/api';
import { useLang } from '../../app/preferences';
import { bannersQuery, menuQuery, newsQuery, popNoticeQuery } from './queries';

export { BANNERS, NEWS } from './queries';

export function useBanners() {
  return useQuery({ ...bannersQuery(useLang()), select: (page) => page.data });
}

export function useNews() {
  return useInfiniteQuery(newsQuery(useLang()));
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
  return useQuery(popNoticeQuery(useLang()));
}

export function useMenu() {
  return useQuery({ ...menuQuery(), select: (items) => items.filter((item) => item.enabled) });
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
