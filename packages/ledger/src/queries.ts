import { refKey } from './accounts';
import type { AccountRef, Balance, Executor } from './types';

interface AccountRow {
  id: number | string;
  owner: string;
  asset: string;
  book: string;
  available: string;
  frozen: string;
}

export interface AccountBalance extends Balance {
  id: number;
  account: AccountRef;
}

function toBalance(r: AccountRow): AccountBalance {
  return {
    id: Number(r.id),
    account: { owner: r.owner, asset: r.asset, book: r.book },
    available: BigInt(r.available),
    frozen: BigInt(r.frozen),
  };
}

/** The balance of one account; zero when it has never been used. */
export async function getBalance(ex: Executor, ref: AccountRef): Promise<Balance> {
  const { rows } = await ex.query<AccountRow>('SELECT * FROM ledger_accounts WHERE owner = $1 AND asset = $2 AND book = $3', [
    ref.owner,
    ref.asset,
    ref.book,
  ]);
  if (!rows[0]) return { available: 0n, frozen: 0n };
  return { available: BigInt(rows[0].available), frozen: BigInt(rows[0].frozen) };
}

/** Every account of an owner, e.g. all of a user's books. */
export async function listBalances(ex: Executor, owner: string): Promise<AccountBalance[]> {
  const { rows } = await ex.query<AccountRow>('SELECT * FROM ledger_accounts WHERE owner = $1 ORDER BY asset, book', [owner]);
  return rows.map(toBalance);
}

export function balanceMap(balances: AccountBalance[]): Map<string, AccountBalance> {
  return new Map(balances.map((b) => [refKey(b.account), b]));
}
