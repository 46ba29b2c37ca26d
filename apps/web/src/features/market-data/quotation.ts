/**
 * The market list query, shared by useQuotation (api.ts) and the launch (app/market-summary.ts),
 * which asks for it with the app's first requests when the app opens on the home. Kept apart from
 * api.ts so the launch carries only this.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../app/api';

/** The list refreshes its 24-hour figures this often; prices move live in between. */
export const LIST_REFRESH_MS = 30_000;

export const QUOTATION_KEY = ['market', 'quotation'] as const;

export const quotationQuery = () =>
  queryOptions({
    queryKey: QUOTATION_KEY,
    queryFn: ({ signal }) => call('GET /currency/quotation_new', undefined, { signal, silent: true }),
    staleTime: 15_000,
  });
