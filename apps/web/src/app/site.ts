/**
 * Launch data every screen may use: the site's logo and name (header and document title), its
 * defaults (invite rule, simulated-market flag) and the signed-in user's profile.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isFiat } from '../lib/fiat';
import { call } from './api';
import { fiatStore, saveFiat } from './preferences';
import { setUser, useToken } from './session';

export const siteKeys = {
  config: ['site', 'config'] as const,
  info: ['site', 'info'] as const,
  user: ['user', 'info'] as const,
};

export const fetchSiteConfig = () => call('GET /getSiteConfig', undefined, { silent: true });
export const fetchDefaultInfo = () => call('GET /default/info', undefined, { silent: true });
export const fetchFiatRates = () => call('GET /fiat/rates', undefined, { silent: true });

export function useSiteConfig() {
  return useQuery({ queryKey: siteKeys.config, queryFn: fetchSiteConfig, staleTime: Infinity });
}

export function useSiteInfo() {
  return useQuery({ queryKey: siteKeys.info, queryFn: fetchDefaultInfo, staleTime: Infinity });
}

/** The document title follows the site name (SPEC section 1). */
export function useDocumentTitle(): void {
  const name = useSiteConfig().data?.site_name;
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);
}

/**
 * While signed in, keep the profile fresh. The account's default fiat wins over the device's, so a
 * user sees the same currency on every device.
 */
export function useUserInfoSync() {
  const token = useToken();
  return useQuery({
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
}
