/**
 * Moves between a user's own books. A book transfer is one ledger entry plus its row, in one
 * transaction, keyed by the request's idempotency key: a retried request is applied once.
 * Funds held for open orders or positions are frozen, so they can never leave their book here.
 */
import type { BookTransfer, Page } from '@bourse/contract';
import { transfer as ledgerTransfer, userAccount } from '@bourse/ledger';
import { formatUnits, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { paginate } from '../../platform/paging';

/** Books a user may move funds between. The lock book is staking principal: only its product moves it. */
export const TRANSFERABLE_BOOKS = new Set(['legal', 'exchange', 'lever', 'micro', 'stock']);

interface TransferRow {
  id: number;
  asset_id: number;
  from_book: string;
  to_book: string;
  amount: string;
  created_at: Date;
}

export class WalletService {
  constructor(private readonly ctx: AppContext) {}

  private toView(row: TransferRow): BookTransfer {
    const asset = this.ctx.assets.byIdOrFail(row.asset_id);
    return {
      id: row.id,
      currency_id: asset.id,
      currency: asset.code,
      from: row.from_book,
      to: row.to_book,
      number: formatUnits(BigInt(row.amount), asset.scale),
      fee: '0',
      created_at: row.created_at.toISOString(),
    };
  }

  async bookTransfer(
    userId: number,
    input: { currency_id: number; number: string; from_field: string; to_field: string },
    requestKey: string,
  ): Promise<BookTransfer> {
    const asset = this.ctx.assets.byIdOrFail(input.currency_id);
    if (!TRANSFERABLE_BOOKS.has(input.from_field) || !TRANSFERABLE_BOOKS.has(input.to_field)) throw new AppError('BOOK_UNKNOWN');
    // A malformed amount's MoneyError becomes its named error (with the scale) in app/envelope.ts.
    const amount = parseUnits(input.number, asset.scale, { allowZero: false });
    const entryKey = `book:${userId}:${requestKey}`;
    const row = await this.ctx.db.tx(async (ex) => {
      await ledgerTransfer(ex, {
        key: entryKey,
        kind: 'book.transfer',
        from: userAccount(userId, asset.code, input.from_field),
        to: userAccount(userId, asset.code, input.to_field),
        amount,
        meta: { userId, from: input.from_field, to: input.to_field },
      });
      const { rows } = await ex.query<TransferRow>(
        `INSERT INTO book_transfers (user_id, asset_id, from_book, to_book, amount, entry_key, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (entry_key) DO NOTHING
         RETURNING *`,
        [userId, asset.id, input.from_field, input.to_field, amount.toString(), entryKey, this.ctx.clock.now()],
      );
      if (rows[0]) return rows[0];
      const { rows: prior } = await ex.query<TransferRow>('SELECT * FROM book_transfers WHERE entry_key = $1', [entryKey]);
      return prior[0]!;
    });
    return this.toView(row);
  }

  history(userId: number, page: number, limit: number): Promise<Page<BookTransfer>> {
    return paginate(
      this.ctx.db,
      {
        select: 'SELECT * FROM book_transfers WHERE user_id = $1',
        params: [userId],
        order: 'id DESC',
        page,
        limit,
      },
      (r) => this.toView(r as unknown as TransferRow),
    );
  }
}
