/**
 * The console's calls for the platform's own money: its accounts (with the demo money issued into
 * each), funding deposits (a two-person action), and publishing a proof-of-reserves snapshot.
 */
import { useQuery } from '@tanstack/react-query';
import type { ApiInput } from '../../app/http';
import { OPERATOR } from './api';
import { operatorHttp } from './http';

const { call } = operatorHttp;

export function useSystemAccounts() {
  return useQuery({
    queryKey: [OPERATOR, 'system-accounts'],
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /operator/reserves/accounts', {}, { signal }),
  });
}

/** Funding deposits waiting for a second operator (the two-person actions of that kind). */
export function usePendingFundings() {
  return useQuery({
    queryKey: [OPERATOR, 'actions', 'funding'],
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await call('GET /operator/actions', { status: 'pending' }, { signal })).filter((a) => a.kind === 'funding.deposit'),
  });
}

export const proposeFunding = (input: ApiInput<'POST /operator/funding'>) => call('POST /operator/funding', input);
export const approveAction = (id: number) => call('POST /operator/actions/approve', { id });
export const rejectAction = (id: number, reason: string) => call('POST /operator/actions/reject', { id, reason });
export const publishSnapshot = () => call('POST /operator/reserves/snapshot', {});
