/**
 * The first load (issue 13): the home's requests all start at launch, before any render, and the
 * home's own hooks then find them in the cache instead of asking again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useBanners, useMenu, useNews, usePopNotice } from '../features/content/api';
import { useQuotation } from '../features/market-data/api';
import { ratesStore } from './fiat-rates';
import { routeOfHash, showsHomeFirst, startFirstLoad } from './first-load';
import { langStore } from './preferences';
import { createQueryClient } from './query-client';
import { sessionStore } from './session';
import { useSiteConfig, useSiteInfo, useUserInfoSync } from './site';

const ANSWERS: Record<string, unknown> = {
  '/news/list': { data: [], page: 1, pages: 1, total: 0 },
  '/news/index_pop': null,
  '/menu': [],
  '/currency/quotation_new': [],
  '/getSiteConfig': {},
  '/default/info': {},
  '/fiat/rates': { rates: {} },
  '/user/info': { default_fiat: 'USD' },
};

const fetchMock = vi.fn<typeof fetch>();
const paths = () =>
  fetchMock.mock.calls
    .map(([url]) =>
      String(url)
        .split('?')[0]!
        .replace(/^\/api/, ''),
    )
    .sort();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url)
      .split('?')[0]!
      .replace(/^\/api/, '');
    return new Response(JSON.stringify({ type: 'ok', message: ANSWERS[path] }));
  });
  langStore.set('en');
  ratesStore.set({ rates: { USD: '1' }, fetchedAt: 0 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set({ token: null, user: null });
});

function HomeData() {
  useBanners();
  useNews();
  usePopNotice();
  useMenu();
  useQuotation();
  useSiteConfig();
  useSiteInfo();
  useUserInfoSync();
  return null;
}

describe('the first load', () => {
  it('reads the route from the URL hash', () => {
    expect(routeOfHash('')).toBe('/');
    expect(routeOfHash('#/')).toBe('/');
    expect(routeOfHash('#/pages/market/market?tab=1')).toBe('/pages/market/market');
  });

  it("keeps the server's frame of the home's top only when the URL opens on the home", () => {
    expect([showsHomeFirst(''), showsHomeFirst('#/'), showsHomeFirst('#/pages/index/index')]).toEqual([true, true, true]);
    expect([showsHomeFirst('#/pages/market/market'), showsHomeFirst('#/operator')]).toEqual([false, false]);
  });

  it('asks for everything the home shows at once, and the home asks for none of it again', async () => {
    sessionStore.set({ token: 'user-token', user: null });
    const client = createQueryClient();
    const first = startFirstLoad(client, '/');
    expect(first.screen).toBeDefined();
    const expected = [
      '/currency/quotation_new',
      '/default/info',
      '/fiat/rates',
      '/getSiteConfig',
      '/menu',
      '/news/index_pop',
      '/news/list',
      '/news/list',
      '/user/info',
    ];
    // One round: every request is out before any answer is back.
    await waitFor(() => expect(paths()).toEqual(expected));
    await first.data;

    render(
      <QueryClientProvider client={client}>
        <HomeData />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(paths()).toEqual(expected);
  });

  it('asks only for the frame on a screen it does not know', async () => {
    const client = createQueryClient();
    expect(startFirstLoad(client, '/pages/market/market').screen).toBeUndefined();
    await waitFor(() => expect(paths()).toEqual(['/fiat/rates', '/getSiteConfig']));
  });
});
