/** The OTC desk's SQL, and only here. */
import type { Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { paginate } from '../../platform/paging';

export interface QuoteRow {
  id: number;
  user_id: number;
  asset: string;
  quote_asset: string;
  market_id: number;
  side: 'buy' | 'sell';
  amount: string;
  price_scale: number;
  mark_price: string;
  spread_ppm: number;
  price: string;
  total: string;
  ticks: Array<{ id: number; ts: number; price: string; source: string }>;
  hold_id: number | null;
  status: 'quoted' | 'filled' | 'expired';
  entry_id: number | null;
  request_key: string;
  created_at: Date;
  expires_at: Date;
  filled_at: Date | null;
}

export type NewQuote = Omit<QuoteRow, 'id' | 'hold_id' | 'status' | 'entry_id' | 'filled_at'>;

export async function insertQuote(ex: Executor, q: NewQuote): Promise<number | undefined> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO otc_quotes (user_id, asset, quote_asset, market_id, side, amount, price_scale, mark_price, spread_ppm, price, total,
                             ticks, request_key, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (user_id, request_key) DO NOTHING RETURNING id`,
    [
      q.user_id,
      q.asset,
      q.quote_asset,
      q.market_id,
      q.side,
      q.amount,
      q.price_scale,
      q.mark_price,
      q.spread_ppm,
      q.price,
      q.total,
      JSON.stringify(q.ticks),
      q.request_key,
      q.created_at,
      q.expires_at,
    ],
  );
  return rows[0]?.id;
}

export async function quoteById(ex: Executor, id: number, lock: '' | 'update' | 'skip' = ''): Promise<QuoteRow | undefined> {
  const suffix = lock === 'update' ? ' FOR UPDATE' : lock === 'skip' ? ' FOR UPDATE SKIP LOCKED' : '';
  const { rows } = await ex.query<QuoteRow>(`SELECT * FROM otc_quotes WHERE id = $1${suffix}`, [id]);
  return rows[0];
}

export async function quoteByRequestKey(ex: Executor, userId: number, key: string): Promise<QuoteRow | undefined> {
  const { rows } = await ex.query<QuoteRow>('SELECT * FROM otc_quotes WHERE user_id = $1 AND request_key = $2', [userId, key]);
  return rows[0];
}

export async function setHold(ex: Executor, id: number, holdId: number): Promise<void> {
  await ex.query('UPDATE otc_quotes SET hold_id = $2 WHERE id = $1', [id, holdId]);
}

export async function markFilled(ex: Executor, id: number, entryId: number, at: Date): Promise<void> {
  await ex.query(`UPDATE otc_quotes SET status = 'filled', entry_id = $2, filled_at = $3 WHERE id = $1 AND status = 'quoted'`, [
    id,
    entryId,
    at,
  ]);
}

export async function markExpired(ex: Executor, id: number): Promise<void> {
  await ex.query(`UPDATE otc_quotes SET status = 'expired' WHERE id = $1 AND status = 'quoted'`, [id]);
}

/** Quotes whose firm time ended and whose house hold is still open. */
export async function expiredQuoteIds(ex: Executor, now: Date, limit: number): Promise<number[]> {
  const { rows } = await ex.query<{ id: number }>(
    `SELECT id FROM otc_quotes WHERE status = 'quoted' AND expires_at <= $1 ORDER BY expires_at, id LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => r.id);
}

export function pageOfQuotes<T>(
  ex: Executor,
  q: { userId: number; status: 'filled' | 'all'; page: number; limit: number },
  map: (r: QuoteRow) => T,
): Promise<Page<T>> {
  const where = q.status === 'filled' ? ` AND status = 'filled'` : '';
  return paginate(
    ex,
    { select: `SELECT * FROM otc_quotes WHERE user_id = $1${where}`, params: [q.userId], order: 'id DESC', page: q.page, limit: q.limit },
    (r) => map(r as unknown as QuoteRow),
  );
}

export async function recentFilled(ex: Executor, limit: number): Promise<QuoteRow[]> {
  const { rows } = await ex.query<QuoteRow>(`SELECT * FROM otc_quotes WHERE status = 'filled' ORDER BY id DESC LIMIT $1`, [limit]);
  return rows;
}

export async function volumes(
  ex: Executor,
): Promise<Array<{ asset: string; side: 'buy' | 'sell'; amount: string; total: string; n: number }>> {
  const { rows } = await ex.query<{ asset: string; side: 'buy' | 'sell'; amount: string; total: string; n: number }>(
    `SELECT asset, side, sum(amount)::text AS amount, sum(total)::text AS total, count(*)::int AS n
       FROM otc_quotes WHERE status = 'filled' GROUP BY asset, side`,
  );
  return rows;
}
