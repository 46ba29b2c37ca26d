/**
 * The bills' queries: the ledger postings of a user's accounts with their entries, filtered by
 * coin, book, kind (a bill kind or one ledger kind), product and date, newest first; with the id of
 * the wallet row an entry made when its meta does not name it (an exchange, a book transfer, a
 * withdrawal's hold).
 */
import { type BillProduct, kindMatches, ledgerKindsOf, type Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { AppError } from '../../platform/errors';
import { paginate } from '../../platform/paging';

export interface BillFilter {
  asset?: string;
  book?: string;
  /** A bill kind or a ledger entry kind (checked by the contract). */
  kind?: string;
  product?: BillProduct;
  /** yyyy-mm-dd, inclusive, UTC. */
  from?: string;
  to?: string;
}

export interface PostingRow {
  id: number;
  entry_id: number;
  kind: string;
  asset: string;
  book: string;
  bucket: number;
  amount: string;
  created_at: Date;
  meta: Record<string, unknown> | null;
  /** The exchange, book transfer or withdrawal this entry made, found by the entry's key. */
  wallet_ref: number | null;
}

/** The entries a kind filter selects, as SQL over `e` (ledger_entries). */
function kindWhere(filter: string, push: (v: unknown) => number): string {
  const parts = kindMatches(filter).map((m) => {
    const kind = `e.kind = $${push(m.kind)}`;
    if (m.reason !== undefined) return `(${kind} AND e.meta->>'reason' = $${push(m.reason)})`;
    if (m.exceptReasons) return `(${kind} AND coalesce(e.meta->>'reason', '') <> ALL($${push(m.exceptReasons)}))`;
    return kind;
  });
  return parts.length > 0 ? `(${parts.join(' OR ')})` : 'false';
}

function day(d: string): Date {
  const ms = Date.parse(`${d}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new AppError('DATE_INVALID');
  return new Date(ms);
}

/** Whose bills, and which. */
export type BillQuery = BillFilter & { userId: number };

function billWhere(f: BillQuery) {
  const params: unknown[] = [`user:${f.userId}`];
  const push = (v: unknown) => params.push(v);
  const where = ['a.owner = $1'];
  if (f.asset) where.push(`a.asset = $${push(f.asset)}`);
  if (f.book) where.push(`a.book = $${push(f.book)}`);
  if (f.kind) where.push(kindWhere(f.kind, push));
  if (f.product) where.push(`e.kind = ANY($${push(ledgerKindsOf(f.product))})`);
  if (f.from) where.push(`e.created_at >= $${push(day(f.from))}`);
  if (f.to) where.push(`e.created_at < $${push(new Date(day(f.to).getTime() + 86_400_000))}`);
  const from = `FROM ledger_postings p
               JOIN ledger_accounts a ON a.id = p.account_id
               JOIN ledger_entries e ON e.id = p.entry_id
              WHERE ${where.join(' AND ')}`;
  return {
    select: `SELECT p.id, p.entry_id, e.kind, a.asset, a.book, p.bucket, p.amount, e.created_at, e.meta,
                    CASE e.kind
                      WHEN 'exchange' THEN (SELECT x.id FROM exchanges x WHERE x.entry_key = e.idem_key)
                      WHEN 'book.transfer' THEN (SELECT t.id FROM book_transfers t WHERE t.entry_key = e.idem_key)
                      WHEN 'withdraw.hold' THEN (SELECT w.id FROM withdrawals w WHERE w.request_key = substr(e.idem_key, 10))
                    END AS wallet_ref
               ${from}`,
    count: `SELECT count(*)::int AS n ${from}`,
    params,
  };
}

/** The postings on the user's accounts that match, newest first. */
export function pagePostings<T>(
  ex: Executor,
  f: BillQuery,
  paging: { page: number; limit: number },
  map: (r: PostingRow) => T,
): Promise<Page<T>> {
  const q = billWhere(f);
  return paginate(ex, { ...q, order: 'p.id DESC', ...paging }, (r) => map(r as unknown as PostingRow));
}

/** At most `max` of the matching postings, newest first (the CSV export). */
export async function listPostings(ex: Executor, f: BillQuery, max: number): Promise<PostingRow[]> {
  const q = billWhere(f);
  const { rows } = await ex.query<PostingRow>(`${q.select} ORDER BY p.id DESC LIMIT ${max}`, q.params);
  return rows;
}
