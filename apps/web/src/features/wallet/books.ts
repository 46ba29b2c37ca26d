/**
 * The user's books (SPEC section 3; DESIGN.md section 4): 1 legal, 2 exchange (the main wallet,
 * where deposits arrive and withdrawals leave), 3 lever, 4 micro, 5 stock, 6 lock. `field` is the
 * name SPEC's transfer call uses for it (from_field / to_field).
 */
import { BOOK_IDS, type BookName } from '@bourse/contract/constants';

export interface BookSpec {
  type: number;
  name: BookName;
  field: string;
}

const spec = (name: BookName, field: string): BookSpec => ({ type: BOOK_IDS[name], name, field });

/** Display order: the main wallet first. */
export const BOOKS: readonly BookSpec[] = [
  spec('exchange', 'change'),
  spec('legal', 'legal'),
  spec('lever', 'lever'),
  spec('micro', 'micro'),
  spec('stock', 'stock'),
  spec('lock', 'lock'),
];

export const MAIN_BOOK = BOOKS[0]!;

/** The coin a deposit or withdrawal page shows when none is named. */
export const DEFAULT_COIN = 'USDT';

/** Books funds can move between (the lock book holds staking principal and moves only with its product). */
export const TRANSFER_BOOKS: readonly BookSpec[] = BOOKS.filter((b) => b.name !== 'lock');

export function bookByType(type: number | undefined): BookSpec | undefined {
  return BOOKS.find((b) => b.type === type);
}

export function bookByName(name: string | undefined): BookSpec | undefined {
  return BOOKS.find((b) => b.name === name);
}

export function isBookName(name: string): name is BookName {
  return BOOKS.some((b) => b.name === name);
}

/** The ledger's entry kinds a user can see in bills, for the kind filter and labels. */
export const BILL_KINDS = [
  'deposit',
  'withdraw.hold',
  'withdraw.settle',
  'withdraw.cancel',
  'withdraw.reject',
  'book.transfer',
  'exchange',
  'adjustment',
] as const;
export type BillKind = (typeof BILL_KINDS)[number];

export function billKindKey(kind: string): string {
  return (BILL_KINDS as readonly string[]).includes(kind) ? `wallet.kinds.${kind.replace('.', '_')}` : 'wallet.kinds.other';
}
