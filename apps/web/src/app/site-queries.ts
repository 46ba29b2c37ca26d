/**
 * The launch data every screen may use, as queries: the site's logo and name, its defaults (invite
 * rule, simulated-market flag), fiat rates and the signed-in user's profile. Shared by the hooks
 * (site.ts) and the launch (first-load.ts), which asks for them before the app's code is here.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isFiat } from '../lib/fiat';
import { call } from './api';
import { fiatStore, saveFiat } from './preferences';
import { getToken, setUser } from './session';

export const siteKeys = {
  config: ['site', 'config'] as const,
  info: ['site', 'info'] as const,
  user: ['user', 'info'] as const,
};

export const fetchSiteConfig = () => call('GET /getSiteConfig', undefined, { silent: true });
export const fetchDefaultInfo = () => call('GET /default/info', undefined, { silent: true });
export const fetchFiatRates = () => call('GET /fiat/rates', undefined, { silent: true });

export const siteConfigQuery = () => queryOptions({ queryKey: siteKeys.config, queryFn: fetchSiteConfig, staleTime: Infinity });
export const siteInfoQuery = () => queryOptions({ queryKey: siteKeys.info, queryFn: fetchDefaultInfo, staleTime: Infinity });

/** The signed-in user's profile; the account's default fiat wins over the device's, so a user sees the same currency on every device. */
export const userInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...siteKeys.user, token],
    enabled: Boolean(token),
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      const user = await call('GET /user/info', undefined, { signal });
      setUser(user);
      if (isFiat(user.default_fiat) && user.default_fiat !== fiatStore.get()) saveFiat(user.default_fiat);
      return user;
    },
  });

/** The frame's own launch data: the header's logo and name, and the profile when signed in. */
export function prefetchFrame(client: QueryClient): Promise<unknown> {
  const token = getToken();
  return Promise.all([client.prefetchQuery(siteConfigQuery()), token ? client.prefetchQuery(userInfoQuery(token)) : undefined]);
}

/** The site's defaults, for a first screen that shows them (the simulated-market flag). */
export function prefetchSiteInfo(client: QueryClient): Promise<unknown> {
  return client.prefetchQuery(siteInfoQuery());
}
