/**
 * The first load (issue 13). The entry (main.tsx) is small: it reads the stored preferences and
 * session, then starts at once, side by side, everything the first screen needs: the language's
 * texts, the app's code, and here the frame's data (site config, the signed-in user's profile,
 * fiat rates when stale) and, when the app opens on a screen listed below, that page's code and
 * the data it shows. The pages' hooks read the same query keys, so the first render finds the
 * answers (or the requests in flight) in the cache: one round of requests, not one per render.
 * The first render waits a little for those answers (start.tsx), so the first screen is drawn
 * once, whole, rather than empty and then again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { prefetchHomeContent } from '../features/content/queries';
import { quotationQuery } from '../features/market-data/quotation';
import { keepRatesFresh } from './fiat-rates';
import { langStore } from './preferences';
import { fetchFiatRates, prefetchFrame, prefetchSiteInfo } from './site-queries';

export interface FirstScreen {
  /** The page's code: the same chunks its route loads (lazy-page.ts), started early. */
  chunks(): Promise<unknown>[];
  /** The data the page shows, under the keys its hooks read; settles when every answer is in. */
  prefetch(client: QueryClient): Promise<unknown>;
}

const home: FirstScreen = {
  chunks: () => [import('../features/content/pages/Home'), import('../features/market-data/components/HomeMarketSummary')],
  prefetch: (client) =>
    Promise.all([prefetchHomeContent(client, langStore.get()), prefetchSiteInfo(client), client.prefetchQuery(quotationQuery())]),
};

/** The screens the app opens on most, by route; any other route loads its page as it renders. */
export const FIRST_SCREENS: Readonly<Record<string, FirstScreen>> = { '/': home, '/pages/index/index': home };

/** Whether the URL opens on the home, whose top the server drew into the page before any script. */
export function showsHomeFirst(hash: string = window.location.hash): boolean {
  return FIRST_SCREENS[routeOfHash(hash)] === home;
}

/** The app's route from a URL hash (`#/pages/x?y=1` -> `/pages/x`). */
export function routeOfHash(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

export interface FirstLoad {
  /** The screen the URL opens on, when it is one of FIRST_SCREENS. */
  screen?: FirstScreen;
  /** Settles when every answer asked for here is in (or has failed). */
  data: Promise<void>;
}

/** Starts the first screen's requests. */
export function startFirstLoad(client: QueryClient, path: string = routeOfHash(window.location.hash)): FirstLoad {
  keepRatesFresh(fetchFiatRates);
  const asked: Promise<unknown>[] = [prefetchFrame(client)];
  const screen = FIRST_SCREENS[path];
  if (screen) {
    // A chunk that fails here fails again where the page renders, which shows the error and a retry.
    for (const chunk of screen.chunks()) chunk.catch(() => undefined);
    asked.push(screen.prefetch(client));
  }
  return { screen, data: Promise.allSettled(asked).then(() => undefined) };
}
