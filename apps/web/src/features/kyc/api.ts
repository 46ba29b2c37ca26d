/** Identity verification (SPEC sections 3, 4 and 6): the state of both levels and submission. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RealState } from '@bourse/contract';
import { get, post, upload, type Params } from '../../app/api';

export const KYC_STATE = ['kyc', 'state'] as const;

export function useRealState() {
  return useQuery({
    queryKey: KYC_STATE,
    // Reviews happen elsewhere: the state is asked for again each time the page opens.
    staleTime: 0,
    queryFn: ({ signal }) => get<RealState>('/real/state', undefined, { signal }),
  });
}

export const submitReal = (input: Params) => post<RealState>('/user/real', input);

/** Identity photos are private uploads: only the user and operators can fetch them. */
export const uploadIdentityPhoto = (file: Blob) => upload(file, 'kyc');

/** After a submission: the state, the profile's level and the wallet's limits are all stale. */
export function useRefreshKyc() {
  const client = useQueryClient();
  return async (state?: RealState) => {
    if (state) client.setQueryData(KYC_STATE, state);
    await Promise.all([
      client.invalidateQueries({ queryKey: KYC_STATE }),
      client.invalidateQueries({ queryKey: ['user', 'info'] }),
      client.invalidateQueries({ queryKey: ['wallet'] }),
    ]);
  };
}
