import type { ErrorCode } from './errors';

/** Every API answer is HTTP 200 with one of these (transport faults aside). SPEC section 8. */
export type Envelope<T> = { type: 'ok'; message: T } | { type: 'error' | '999' | '998'; code: ErrorCode; message: string; field?: string };

export interface Page<T> {
  data: T[];
  page: number;
  pages: number;
  total: number;
  limit: number;
}

/** Page sizes of SPEC section 9. */
export const PAGE_SIZE = 10;
export const SECONDS_PAGE_SIZE = 5;
