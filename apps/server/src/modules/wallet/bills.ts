/**
 * Bills: every ledger posting on the user's accounts, newest first, filtered by coin, book, kind
 * and date; 10 per page, or all as CSV.
 */
import type { BillRow, Page } from '@bourse/contract';
import { formatUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import { type BillFilter, listPostings, pagePostings, type PostingRow } from './store';

export type { BillFilter } from './store';

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

  private view = (r: PostingRow): BillRow => {
    const asset = this.ctx.assets.find(r.asset);
    return {
      id: r.id,
      entry_id: r.entry_id,
      kind: r.kind,
      currency: r.asset,
      book: r.book,
      change: formatUnits(BigInt(r.amount), asset?.scale ?? 0),
      bucket: r.bucket === 1 ? 'frozen' : 'available',
      created_at: r.created_at.toISOString(),
      memo: withoutOperators(r.meta ?? {}),
    };
  };

  list(userId: number, f: BillFilter, page: number, limit: number): Promise<Page<BillRow>> {
    return pagePostings(this.ctx.db, userId, f, page, limit, this.view);
  }

  async csv(userId: number, f: BillFilter): Promise<string> {
    const rows = await listPostings(this.ctx.db, userId, f, CSV_LIMIT);
    const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    const lines = ['time,entry,kind,currency,book,bucket,change'];
    for (const r of rows.map(this.view)) {
      lines.push([r.created_at, String(r.entry_id), r.kind, r.currency, r.book, r.bucket, r.change].map(cell).join(','));
    }
    return `${lines.join('\n')}\n`;
  }
}
