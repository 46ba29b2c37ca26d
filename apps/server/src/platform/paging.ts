/** Pages of SPEC section 9 (10 per page by default): `{ data, page, pages, total, limit }`. */
import type { Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';

export interface PageQuery {
  /** SELECT ... FROM ... [WHERE ...], without ORDER BY or LIMIT. */
  select: string;
  /** Counting query; defaults to counting the select. */
  count?: string;
  params?: unknown[];
  order: string;
  page: number;
  limit: number;
}

export async function paginate<T>(ex: Executor, q: PageQuery, map?: (row: Record<string, unknown>) => T): Promise<Page<T>> {
  const params = q.params ?? [];
  const countSql = q.count ?? `SELECT count(*)::int AS n FROM (${q.select}) counted`;
  const { rows: countRows } = await ex.query<{ n: number }>(countSql, params);
  const total = countRows[0]?.n ?? 0;
  const offset = (q.page - 1) * q.limit;
  const { rows } = await ex.query<Record<string, unknown>>(
    `${q.select} ORDER BY ${q.order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, q.limit, offset],
  );
  return {
    data: map ? rows.map(map) : (rows as T[]),
    page: q.page,
    pages: Math.max(1, Math.ceil(total / q.limit)),
    total,
    limit: q.limit,
  };
}
