import { postEntry } from './entries';
import { type AccountRef, type EntryResult, type Executor, LedgerError } from './types';

export interface TransferInput {
  key: string;
  kind: string;
  from: AccountRef;
  to: AccountRef;
  /** Positive minor units of the (shared) asset. */
  amount: bigint;
  meta?: Record<string, unknown>;
}

/** The common two-line entry: move `amount` from one available balance to another. */
export function transfer(ex: Executor, input: TransferInput): Promise<EntryResult> {
  if (input.amount <= 0n) return Promise.reject(new LedgerError('INVALID_ENTRY', 'transfer amount must be positive'));
  return postEntry(ex, {
    key: input.key,
    kind: input.kind,
    meta: input.meta,
    lines: [
      { account: input.from, amount: -input.amount },
      { account: input.to, amount: input.amount },
    ],
  });
}
