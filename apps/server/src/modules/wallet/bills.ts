/**
 * Bills: every ledger posting on the user's accounts, newest first, filtered by coin, book, kind
 * (a bill kind or a ledger kind), product and date; 10 per page, or all as CSV. Each row says what
 * it is in the user's words (`bill_kind`, from the contract's LEDGER_KINDS), its product, and its
 * source: the order, position, deposit, withdrawal, exchange or transfer it came from.
 */
import { type BillRow, type BillSource, billKindOf, billProductOf, type Page } from '@bourse/contract';
import { formatUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import { type BillFilter, listPostings, pagePostings, type PostingRow } from './bill-store';

export type { BillFilter } from './bill-store';

const CSV_LIMIT = 50_000;

/**
 * Entry metadata written before memos left operator ids out (the seed's deposits, older entries):
 * who decided is the console's and the audit log's business, not the user's bill.
 */
const OPERATOR_KEYS = new Set(['approvedBy', 'requestedBy', 'rejectedBy', 'operatorId', 'reviewedBy']);

function withoutOperators(meta: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(meta).filter(([key]) => !OPERATOR_KEYS.has(key)));
}

const idIn = (v: unknown): number | undefined => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : undefined);

/**
 * A spot fill's entry names both orders (`buyOrder`, `sellOrder`); the user's is the side this
 * posting is on: base coming in or quote going out is the buyer's.
 */
function spotTradeOrder(r: PostingRow, meta: Record<string, unknown>): number | undefined {
  const base = typeof meta.market === 'string' ? meta.market.split('/')[0] : undefined;
  if (!base) return undefined;
  const bought = (r.asset === base) === !r.amount.startsWith('-');
  return idIn(bought ? meta.buyOrder : meta.sellOrder);
}

/** Which wallet row a wallet entry came from, and where its id is. */
const WALLET_SOURCES: Record<string, { type: BillSource['type']; id: (r: PostingRow, meta: Record<string, unknown>) => unknown }> = {
  deposit: { type: 'deposit', id: (_r, m) => m.claimId },
  'withdraw.hold': { type: 'withdrawal', id: (r) => r.wallet_ref },
  'withdraw.settle': { type: 'withdrawal', id: (_r, m) => m.withdrawalId },
  'withdraw.cancel': { type: 'withdrawal', id: (_r, m) => m.withdrawalId },
  'withdraw.reject': { type: 'withdrawal', id: (_r, m) => m.withdrawalId },
  'withdraw.fail': { type: 'withdrawal', id: (_r, m) => m.withdrawalId },
  exchange: { type: 'exchange', id: (r) => r.wallet_ref },
  'book.transfer': { type: 'transfer', id: (r) => r.wallet_ref },
  adjustment: { type: 'adjustment', id: (_r, m) => m.adjustmentId },
};

/** The order, position or wallet row an entry came from, when its meta (or its key) names one. */
export function sourceOf(r: PostingRow): BillSource | null {
  const meta = r.meta ?? {};
  const product = billProductOf(r.kind);
  let found: { type: BillSource['type']; id: number | undefined } | undefined;
  if (product === 'spot') {
    found = { type: 'order', id: r.kind.endsWith('.trade') ? spotTradeOrder(r, meta) : idIn(meta.orderId) };
  } else if (product === 'futures') {
    found = { type: 'position', id: idIn(meta.positionId) };
  } else if (
    product === 'options' ||
    product === 'ieo' ||
    product === 'dual_invest' ||
    product === 'nft' ||
    product === 'lock-mining' ||
    product === 'loans' ||
    product === 'otc' ||
    product === 'invite'
  ) {
    found = { type: 'order', id: idIn(meta.orderId) };
  } else if (product === 'wallet' && Object.prototype.hasOwnProperty.call(WALLET_SOURCES, r.kind)) {
    const w = WALLET_SOURCES[r.kind]!;
    found = { type: w.type, id: idIn(w.id(r, meta)) };
  }
  return product && found?.id !== undefined ? { product, type: found.type, id: found.id } : null;
}

export class Bills {
  constructor(private readonly ctx: AppContext) {}

  private view = (r: PostingRow): BillRow => {
    const asset = this.ctx.assets.find(r.asset);
    return {
      id: r.id,
      entry_id: r.entry_id,
      kind: r.kind,
      bill_kind: billKindOf(r.kind, r.meta),
      product: billProductOf(r.kind) ?? null,
      source: sourceOf(r),
      currency: r.asset,
      book: r.book,
      change: formatUnits(BigInt(r.amount), asset?.scale ?? 0),
      bucket: r.bucket === 1 ? 'frozen' : 'available',
      created_at: r.created_at.toISOString(),
      memo: withoutOperators(r.meta ?? {}),
    };
  };

  list(userId: number, f: BillFilter, page: number, limit: number): Promise<Page<BillRow>> {
    return pagePostings(this.ctx.db, { ...f, userId }, { page, limit }, this.view);
  }

  async csv(userId: number, f: BillFilter): Promise<string> {
    const rows = await listPostings(this.ctx.db, { ...f, userId }, CSV_LIMIT);
    const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    const lines = ['time,entry,kind,currency,book,bucket,change,type,product,source'];
    for (const r of rows.map(this.view)) {
      const source = r.source ? `${r.source.product}:${r.source.type}:${r.source.id}` : '';
      const cells = [
        r.created_at,
        String(r.entry_id),
        r.kind,
        r.currency,
        r.book,
        r.bucket,
        r.change,
        r.bill_kind,
        r.product ?? '',
        source,
      ];
      lines.push(cells.map(cell).join(','));
    }
    return `${lines.join('\n')}\n`;
  }
}
