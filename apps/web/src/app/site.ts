/**
 * Launch data every screen may use (site-queries.ts): the site's logo and name (header and
 * document title), its defaults and the signed-in user's profile.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useToken } from './session';
import { siteConfigQuery, siteInfoQuery, userInfoQuery } from './site-queries';

export { fetchDefaultInfo, fetchFiatRates, fetchSiteConfig, siteKeys } from './site-queries';

export function useSiteConfig() {
  return useQuery(siteConfigQuery());
}

export function useSiteInfo() {
  return useQuery(siteInfoQuery());
}

/** The document title follows the site name (SPEC section 1). */
export function useDocumentTitle(): void {
  const name = useSiteConfig().data?.site_name;
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);
}

/** While signed in, keep the profile fresh (and the account's default fiat with it). */
export function useUserInfoSync() {
  return useQuery(userInfoQuery(useToken()));
}
