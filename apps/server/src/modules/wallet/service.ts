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
import { insertBookTransfer, pageBookTransfers, type TransferRow } from './store';

/** Books a user may move funds between. The lock book is staking principal: only its product moves it. */
export const TRANSFERABLE_BOOKS = new Set(['legal', 'exchange', 'lever', 'micro', 'stock']);

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
      return insertBookTransfer(ex, {
        userId,
        assetId: asset.id,
        fromBook: input.from_field,
        toBook: input.to_field,
        amount,
        entryKey,
        at: this.ctx.clock.now(),
      });
    });
    return this.toView(row);
  }

  history(userId: number, page: number, limit: number): Promise<Page<BookTransfer>> {
    return pageBookTransfers(this.ctx.db, userId, page, limit, (r) => this.toView(r));
  }
}
