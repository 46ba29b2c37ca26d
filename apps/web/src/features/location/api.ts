/** The calls of the country or region chooser: the areas with dial codes, and the account's fiat. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Fiat } from '@bourse/contract/constants';
import { call } from '../../app/api';

export function useAreaList() {
  return useQuery({
    // The same key as the area pages, so the list loads once per visit.
    queryKey: ['areas'],
    queryFn: ({ signal }) => call('GET /area/list', undefined, { signal }),
    staleTime: Infinity,
  });
}

/** Saves the default fiat on the account, then refreshes the profile that carries it. */
export function useSaveAccountFiat() {
  const client = useQueryClient();
  return async (fiat: Fiat) => {
    await call('POST /user/default_fiat', { currency_code: fiat });
    await client.invalidateQueries({ queryKey: ['user', 'info'] });
  };
}
