/**
 * The ledger's invariants, checked from the rows themselves (no cached totals):
 * 1. every entry balances per asset;
 * 2. every asset sums to zero over all postings and over all accounts;
 * 3. every account's available and frozen equal the sums of its postings;
 * 4. no account that may not go negative is negative;
 * 5. every account's frozen balance equals what its open holds still hold;
 * 6. every posting names an entry and an account that exist (the table has no foreign keys:
 *    decision 0007).
 */
import type { Executor } from './types';

export interface CheckReport {
  ok: boolean;
  problems: string[];
  counts: { accounts: number; entries: number; postings: number; holds: number };
}

const LIMIT = 20;

export interface CheckScope {
  /** Check only these assets (every invariant is per asset). Default: all. */
  assets?: string[];
}

/** Invariant 6: postings whose entry or account is missing (the table has no foreign keys: decision 0007). */
const ORPHAN_POSTINGS = `SELECT p.id, p.entry_id, p.account_id FROM ledger_postings p
  WHERE ($1::text[] IS NULL OR p.asset = ANY($1))
    AND (NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.id = p.entry_id)
         OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = p.account_id))
  LIMIT ${LIMIT}`;

export async function checkLedger(ex: Executor, scope: CheckScope = {}): Promise<CheckReport> {
  const problems: string[] = [];
  // $1 is NULL for "all assets"; every query below filters on it.
  const params = [scope.assets ?? null];
  const q = (text: string) => ex.query(text, params);
  const add = (label: string, rows: Array<Record<string, unknown>>) => {
    for (const r of rows) problems.push(`${label}: ${JSON.stringify(r)}`);
  };

  add(
    'unbalanced entry',
    (
      await q(
        `SELECT entry_id, asset, sum(amount)::text AS sum FROM ledger_postings
          WHERE ($1::text[] IS NULL OR asset = ANY($1))
          GROUP BY entry_id, asset HAVING sum(amount) <> 0 LIMIT ${LIMIT}`,
      )
    ).rows,
  );
  add(
    'asset postings do not sum to zero',
    (
      await q(
        `SELECT asset, sum(amount)::text AS sum FROM ledger_postings
          WHERE ($1::text[] IS NULL OR asset = ANY($1)) GROUP BY asset HAVING sum(amount) <> 0`,
      )
    ).rows,
  );
  add(
    'asset balances do not sum to zero',
    (
      await q(
        `SELECT asset, sum(available + frozen)::text AS sum FROM ledger_accounts
          WHERE ($1::text[] IS NULL OR asset = ANY($1))
          GROUP BY asset HAVING sum(available + frozen) <> 0`,
      )
    ).rows,
  );
  add(
    'balance differs from its postings',
    (
      await q(
        `SELECT a.id, a.owner, a.asset, a.book, a.available::text, a.frozen::text,
                coalesce(p.available, 0)::text AS posted_available, coalesce(p.frozen, 0)::text AS posted_frozen
           FROM ledger_accounts a
           LEFT JOIN (SELECT account_id,
                             sum(amount) FILTER (WHERE bucket = 0) AS available,
                             sum(amount) FILTER (WHERE bucket = 1) AS frozen
                        FROM ledger_postings WHERE ($1::text[] IS NULL OR asset = ANY($1))
                       GROUP BY account_id) p ON p.account_id = a.id
          WHERE ($1::text[] IS NULL OR a.asset = ANY($1))
            AND (a.available <> coalesce(p.available, 0) OR a.frozen <> coalesce(p.frozen, 0))
          LIMIT ${LIMIT}`,
      )
    ).rows,
  );
  add(
    'negative balance',
    (
      await q(
        `SELECT id, owner, asset, book, available::text, frozen::text FROM ledger_accounts
          WHERE ($1::text[] IS NULL OR asset = ANY($1)) AND NOT allow_negative AND (available < 0 OR frozen < 0) LIMIT ${LIMIT}`,
      )
    ).rows,
  );
  add(
    'frozen differs from open holds',
    (
      await q(
        `SELECT a.id, a.owner, a.asset, a.book, a.frozen::text, coalesce(h.held, 0)::text AS held
           FROM ledger_accounts a
           LEFT JOIN (SELECT owner, asset, book, sum(amount - settled - released) AS held
                        FROM ledger_holds WHERE status = 'open' GROUP BY owner, asset, book) h
             ON h.owner = a.owner AND h.asset = a.asset AND h.book = a.book
          WHERE ($1::text[] IS NULL OR a.asset = ANY($1))
            AND a.frozen <> coalesce(h.held, 0)
          LIMIT ${LIMIT}`,
      )
    ).rows,
  );

  add('posting without its entry or account', (await q(ORPHAN_POSTINGS)).rows);

  const { rows } = await ex.query<Record<string, number | string>>(
    `SELECT (SELECT count(*) FROM ledger_accounts) AS accounts,
            (SELECT count(*) FROM ledger_entries) AS entries,
            (SELECT count(*) FROM ledger_postings) AS postings,
            (SELECT count(*) FROM ledger_holds) AS holds`,
  );
  const c = rows[0]!;
  return {
    ok: problems.length === 0,
    problems,
    counts: { accounts: Number(c.accounts), entries: Number(c.entries), postings: Number(c.postings), holds: Number(c.holds) },
  };
}
