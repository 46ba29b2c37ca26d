/** Identity verification (SPEC sections 3, 4 and 6): the state of both levels and submission. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, upload, type ApiInput, type ApiOutput } from '../../app/api';

export const KYC_STATE = ['kyc', 'state'] as const;

export function useRealState() {
  return useQuery({
    queryKey: KYC_STATE,
    // Reviews happen elsewhere: the state is asked for again each time the page opens.
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /real/state', undefined, { signal }),
  });
}

export const submitReal = (input: ApiInput<'POST /user/real'>) => call('POST /user/real', input);

/** Identity photos are private uploads: only the user and operators can fetch them. */
export const uploadIdentityPhoto = (file: Blob) => upload(file, 'kyc');

/** After a submission: the state, the profile's level and the wallet's limits are all stale. */
export function useRefreshKyc() {
  const client = useQueryClient();
  return async (state?: ApiOutput<'POST /user/real'>) => {
    if (state) client.setQueryData(KYC_STATE, state);
    await Promise.all([
      client.invalidateQueries({ queryKey: KYC_STATE }),
      client.invalidateQueries({ queryKey: ['user', 'info'] }),
      client.invalidateQueries({ queryKey: ['wallet'] }),
    ]);
  };
}
