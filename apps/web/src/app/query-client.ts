import { QueryClient } from '@tanstack/react-query';

/**
 * The request wrapper already shows each failure once, so queries do not retry (a retry would show
 * the same toast again); pages offer their own retry button instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
