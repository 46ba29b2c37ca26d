/**
 * Bills: every ledger posting on the user's accounts, newest first, filtered by coin, book, kind
 * and date; 10 per page, or all as CSV.
 */
import type { BillRow, Page } from '@bourse/contract';
import { formatUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { paginate } from '../../platform/paging';

export interface BillFilter {
  asset?: string;
  book?: string;
  kind?: string;
  from?: string;
  to?: string;
}

const CSV_LIMIT = 50_000;

/**
 * Entry metadata written before memos left operator ids out (the seed's deposits, older entries):
 * who decided is the console's and the audit log's business, not the user's bill.
 */
const OPERATOR_KEYS = new Set(['approvedBy', 'requestedBy', 'rejectedBy', 'operatorId', 'reviewedBy']);

function withoutOperators(meta: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(meta).filter(([key]) => !OPERATOR_KEYS.has(key)));
}

export class Bills {
  constructor(private readonly ctx: AppContext) {}

  private query(userId: number, f: BillFilter) {
    const params: unknown[] = [`user:${userId}`];
    const where = ['a.owner = $1'];
    if (f.asset) where.push(`a.asset = $${params.push(f.asset)}`);
    if (f.book) where.push(`a.book = $${params.push(f.book)}`);
    if (f.kind) where.push(`e.kind = $${params.push(f.kind)}`);
    const day = (d: string) => {
      const ms = Date.parse(`${d}T00:00:00Z`);
      if (Number.isNaN(ms)) throw new AppError('DATE_INVALID');
      return ms;
    };
    if (f.from) where.push(`e.created_at >= $${params.push(new Date(day(f.from)))}`);
    if (f.to) where.push(`e.created_at < $${params.push(new Date(day(f.to) + 86_400_000))}`);
    return {
      select: `SELECT p.id, p.entry_id, e.kind, a.asset, a.book, p.bucket, p.amount, e.created_at, e.meta
                 FROM ledger_postings p
                 JOIN ledger_accounts a ON a.id = p.account_id
                 JOIN ledger_entries e ON e.id = p.entry_id
                WHERE ${where.join(' AND ')}`,
      params,
    };
  }

  private view = (r: Record<string, unknown>): BillRow => {
    const asset = this.ctx.assets.find(r.asset as string);
    return {
      id: r.id as number,
      entry_id: r.entry_id as number,
      kind: r.kind as string,
      currency: r.asset as string,
      book: r.book as string,
      change: formatUnits(BigInt(r.amount as string), asset?.scale ?? 0),
      bucket: r.bucket === 1 ? 'frozen' : 'available',
      created_at: (r.created_at as Date).toISOString(),
      memo: withoutOperators((r.meta as Record<string, unknown>) ?? {}),
    };
  };

  list(userId: number, f: BillFilter, page: number, limit: number): Promise<Page<BillRow>> {
    const q = this.query(userId, f);
    return paginate(this.ctx.db, { ...q, order: 'p.id DESC', page, limit }, this.view);
  }

  async csv(userId: number, f: BillFilter): Promise<string> {
    const q = this.query(userId, f);
    const { rows } = await this.ctx.db.query(`${q.select} ORDER BY p.id DESC LIMIT ${CSV_LIMIT}`, q.params);
    const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    const lines = ['time,entry,kind,currency,book,bucket,change'];
    for (const r of rows.map(this.view)) {
      lines.push([r.created_at, String(r.entry_id), r.kind, r.currency, r.book, r.bucket, r.change].map(cell).join(','));
    }
    return `${lines.join('\n')}\n`;
  }
}
