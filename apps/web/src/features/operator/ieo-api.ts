/**
 * The console's IEO calls: the projects with their issuance held, allocated and returned, creating
 * one (a draft with its token), opening it once funded, pausing it. Funding is the funding deposit.
 */
import { useQuery } from '@tanstack/react-query';
import type { ApiInput } from '../../app/http';
import { OPERATOR } from './api';
import { operatorHttp } from './http';

const { call } = operatorHttp;

export function useIeoProjects() {
  return useQuery({
    queryKey: [OPERATOR, 'ieo-projects'],
    staleTime: 0,
    queryFn: ({ signal }) => call('GET /operator/ieo/projects', {}, { signal }),
  });
}

export const createIeoProject = (input: ApiInput<'POST /operator/ieo/projects'>) => call('POST /operator/ieo/projects', input);
export const openIeoProject = (id: number) => call('POST /operator/ieo/projects/open', { id });
export const pauseIeoProject = (id: number, paused: boolean) => call('POST /operator/ieo/projects/pause', { id, paused });
