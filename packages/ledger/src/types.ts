/** The one thing the ledger needs from a database: run a statement inside the caller's transaction. */
export interface Executor {
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
}

export type Bucket = 'available' | 'frozen';

/** An account is identified by who owns it, which asset it holds and which book it belongs to. */
export interface AccountRef {
  owner: string;
  asset: string;
  book: string;
}

/** One signed movement on one bucket of one account. */
export interface Line {
  account: AccountRef;
  /** Signed minor units: negative debits the bucket, positive credits it. Never zero. */
  amount: bigint;
  bucket?: Bucket;
}

export interface EntryInput {
  /** Unique idempotency key: a retry with the same key and content returns the first result. */
  key: string;
  /** What kind of movement this is, e.g. 'deposit', 'withdraw.settle', 'spot.fill'. */
  kind: string;
  lines: Line[];
  /** Free-form context for statements and audits (order id, reason, rate). Not part of the fingerprint. */
  meta?: Record<string, unknown>;
}

export interface EntryResult {
  entryId: number;
  /** True when the key had already been posted with the same content. */
  replayed: boolean;
}

export interface Balance {
  available: bigint;
  frozen: bigint;
}

export interface Hold {
  id: number;
  key: string;
  account: AccountRef;
  amount: bigint;
  settled: bigint;
  released: bigint;
  status: 'open' | 'closed';
}

export type LedgerErrorCode =
  | 'INSUFFICIENT_BALANCE'
  | 'IDEMPOTENCY_CONFLICT'
  | 'UNBALANCED_ENTRY'
  | 'INVALID_ENTRY'
  | 'HOLD_NOT_FOUND'
  | 'HOLD_CLOSED'
  | 'HOLD_EXCEEDED';

export class LedgerError extends Error {
  readonly code: LedgerErrorCode;
  constructor(code: LedgerErrorCode, detail = '') {
    super(detail ? `${code}: ${detail}` : code);
    this.code = code;
    this.name = 'LedgerError';
  }
}
