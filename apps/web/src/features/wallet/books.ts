/**
 * The user's books (SPEC section 3; DESIGN.md section 4): 1 legal, 2 exchange (the main wallet,
 * where deposits arrive and withdrawals leave), 3 lever, 4 micro, 5 stock, 6 lock. `field` is the
 * name SPEC's transfer call uses for it (from_field / to_field).
 */
import { BOOK_IDS, type BookName } from '@bourse/contract/constants';
import { type BillProduct, isBillKind } from '@bourse/contract/bills';

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

/** The label of a bill kind (BILL_KINDS, from the contract, or `other`). */
export function billKindKey(kind: string): string {
  return isBillKind(kind) ? `wallet.kinds.${kind}` : 'wallet.kinds.other';
}

/** The label of a bill product. */
export function billProductKey(product: BillProduct): string {
  return `wallet.products.${product}`;
}
