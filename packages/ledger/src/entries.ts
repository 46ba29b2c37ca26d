/**
 * Posting balanced entries. Every balance change in the platform goes through `postEntries`:
 * it records the entry under its idempotency key, applies the deltas to the accounts in a fixed
 * order (so two entries touching the same accounts cannot deadlock), and writes the postings.
 * The database CHECK on accounts turns any overdraft into INSUFFICIENT_BALANCE.
 */
import { createHash } from 'node:crypto';
import { allowsNegative, refKey } from './accounts';
import { type AccountRef, type EntryInput, type EntryResult, type Executor, LedgerError, type Line } from './types';

const MAX_KEY_LENGTH = 200;
const MAX_LINES = 64;
const MAX_ABS = 10n ** 39n - 1n;
const BUCKET_CODE = { available: 0, frozen: 1 } as const;

interface Prepared {
  input: EntryInput;
  fingerprint: string;
}

export function validate(entry: EntryInput): void {
  if (typeof entry.key !== 'string' || entry.key.length === 0 || entry.key.length > MAX_KEY_LENGTH) {
    throw new LedgerError('INVALID_ENTRY', 'key must be 1..200 characters');
  }
  if (!entry.kind) throw new LedgerError('INVALID_ENTRY', 'kind is required');
  if (entry.lines.length < 2 || entry.lines.length > MAX_LINES) {
    throw new LedgerError('INVALID_ENTRY', 'an entry has 2..64 lines');
  }
  const sums = new Map<string, bigint>();
  for (const line of entry.lines) {
    if (typeof line.amount !== 'bigint' || line.amount === 0n) {
      throw new LedgerError('INVALID_ENTRY', 'line amounts are non-zero bigints');
    }
    if (line.amount > MAX_ABS || line.amount < -MAX_ABS) throw new LedgerError('INVALID_ENTRY', 'amount too large');
    const { owner, asset, book } = line.account;
    if (!owner || !asset || !book) throw new LedgerError('INVALID_ENTRY', 'account owner, asset and book are required');
    sums.set(asset, (sums.get(asset) ?? 0n) + line.amount);
  }
  for (const [asset, sum] of sums) {
    if (sum !== 0n) throw new LedgerError('UNBALANCED_ENTRY', `${asset} sums to ${sum}`);
  }
}

/** The content that an idempotency key promises: kind and lines, in a canonical order. */
export function fingerprint(entry: EntryInput): string {
  const lines = entry.lines
    .map((l) => `${refKey(l.account)}|${l.bucket ?? 'available'}|${l.amount}`)
    .sort()
    .join('\n');
  return createHash('sha256').update(`${entry.kind}\n${lines}`).digest('hex');
}

export interface Delta {
  account: AccountRef;
  available: bigint;
  frozen: bigint;
}

export function aggregate(lines: readonly Line[]): Delta[] {
  const byAccount = new Map<string, Delta>();
  for (const line of lines) {
    const key = refKey(line.account);
    let delta = byAccount.get(key);
    if (!delta) {
      delta = { account: line.account, available: 0n, frozen: 0n };
      byAccount.set(key, delta);
    }
    if ((line.bucket ?? 'available') === 'available') delta.available += line.amount;
    else delta.frozen += line.amount;
  }
  // A fixed lock order across all callers: sorted by the account's natural key.
  return [...byAccount.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, d]) => d);
}

function isCheckViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23514' && (e.constraint === 'ledger_accounts_nonneg' || /ledger_accounts_nonneg/.test(e.message ?? ''));
}

function columns(deltas: Delta[]) {
  return {
    owners: deltas.map((d) => d.account.owner),
    assets: deltas.map((d) => d.account.asset),
    books: deltas.map((d) => d.account.book),
  };
}

/**
 * Statement 1: record the entries under their keys and make sure every account exists. A new
 * account is inserted with zero balances because PostgreSQL checks a proposed row's CHECK before
 * it looks for a conflict, so a proposed negative row would fail even for an existing account.
 */
export const INSERT_ENTRIES_SQL = `
WITH accounts AS (
  INSERT INTO ledger_accounts (owner, asset, book, allow_negative)
  SELECT owner, asset, book, allow_negative
    FROM unnest($1::text[], $2::text[], $3::text[], $4::bool[]) WITH ORDINALITY AS d(owner, asset, book, allow_negative, n)
   ORDER BY n
  ON CONFLICT (owner, asset, book) DO NOTHING
)
INSERT INTO ledger_entries (idem_key, kind, fingerprint, meta)
SELECT * FROM unnest($5::text[], $6::text[], $7::text[], $8::jsonb[])
ON CONFLICT (idem_key) DO NOTHING
RETURNING id, idem_key`;

/**
 * Statement 2: lock the accounts in sorted order (a fixed order across all callers, so two entries
 * on the same accounts cannot deadlock), apply the deltas, and write the postings. The CHECK on
 * the updated rows is the overdraft guard.
 */
export const APPLY_POSTINGS_SQL = `
WITH d AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::numeric[])
         WITH ORDINALITY AS d(owner, asset, book, available, frozen, n)
), locked AS (
  SELECT a.id, d.available, d.frozen
    FROM ledger_accounts a JOIN d ON a.owner = d.owner AND a.asset = d.asset AND a.book = d.book
   -- Repeats the join's keys as array filters: with a cached generic plan the join alone can
   -- fall back to scanning every account, these keep it on the (owner, asset) index.
   WHERE a.owner = ANY($1::text[]) AND a.asset = ANY($2::text[])
   ORDER BY d.n
     FOR UPDATE OF a
), updated AS (
  UPDATE ledger_accounts a
     SET available = a.available + l.available, frozen = a.frozen + l.frozen, updated_at = now()
    FROM locked l
   WHERE a.id = l.id
  RETURNING a.id, a.owner, a.asset, a.book
), p AS (
  SELECT * FROM unnest($6::bigint[], $7::text[], $8::text[], $9::text[], $10::smallint[], $11::numeric[])
         AS p(entry_id, owner, asset, book, bucket, amount)
)
INSERT INTO ledger_postings (entry_id, account_id, asset, bucket, amount)
SELECT p.entry_id, u.id, p.asset, p.bucket, p.amount
  FROM p JOIN updated u ON u.owner = p.owner AND u.asset = p.asset AND u.book = p.book
RETURNING 1`;

async function applyPostings(ex: Executor, entryIds: number[], entries: EntryInput[]): Promise<void> {
  const deltas = aggregate(entries.flatMap((e) => e.lines));
  const { owners, assets, books } = columns(deltas);
  const lineEntry: number[] = [];
  const lineOwner: string[] = [];
  const lineAsset: string[] = [];
  const lineBook: string[] = [];
  const lineBucket: number[] = [];
  const lineAmount: string[] = [];
  entries.forEach((entry, i) => {
    for (const line of entry.lines) {
      lineEntry.push(entryIds[i]!);
      lineOwner.push(line.account.owner);
      lineAsset.push(line.account.asset);
      lineBook.push(line.account.book);
      lineBucket.push(BUCKET_CODE[line.bucket ?? 'available']);
      lineAmount.push(line.amount.toString());
    }
  });
  let inserted: number;
  try {
    const { rows } = await ex.query(APPLY_POSTINGS_SQL, [
      owners,
      assets,
      books,
      deltas.map((d) => d.available.toString()),
      deltas.map((d) => d.frozen.toString()),
      lineEntry,
      lineOwner,
      lineAsset,
      lineBook,
      lineBucket,
      lineAmount,
    ]);
    inserted = rows.length;
  } catch (error) {
    if (isCheckViolation(error)) throw new LedgerError('INSUFFICIENT_BALANCE');
    throw error;
  }
  if (inserted !== lineEntry.length) throw new Error(`ledger: wrote ${inserted} of ${lineEntry.length} postings`);
}

/**
 * Post entries atomically inside the caller's transaction. Entries whose key was already posted
 * with the same content are returned as replayed and change nothing; a key reused with other
 * content fails the whole call with IDEMPOTENCY_CONFLICT. Balances are checked once all deltas of
 * the call are applied (a batch is one atomic unit, like linked transfers).
 */
export async function postEntries(ex: Executor, entries: readonly EntryInput[]): Promise<EntryResult[]> {
  if (entries.length === 0) return [];
  const prepared: Prepared[] = [];
  const seen = new Map<string, string>();
  for (const input of entries) {
    validate(input);
    const fp = fingerprint(input);
    const earlier = seen.get(input.key);
    if (earlier !== undefined && earlier !== fp) throw new LedgerError('IDEMPOTENCY_CONFLICT', input.key);
    seen.set(input.key, fp);
    prepared.push({ input, fingerprint: fp });
  }

  const touched = aggregate(prepared.flatMap((p) => p.input.lines));
  const { owners, assets, books } = columns(touched);
  const { rows: inserted } = await ex.query<{ id: number | string; idem_key: string }>(INSERT_ENTRIES_SQL, [
    owners,
    assets,
    books,
    touched.map((d) => allowsNegative(d.account)),
    prepared.map((p) => p.input.key),
    prepared.map((p) => p.input.kind),
    prepared.map((p) => p.fingerprint),
    prepared.map((p) => JSON.stringify(p.input.meta ?? {})),
  ]);
  const newIds = new Map(inserted.map((r) => [r.idem_key, Number(r.id)]));

  const replayKeys = prepared.filter((p) => !newIds.has(p.input.key)).map((p) => p.input.key);
  const existing = new Map<string, { id: number; fingerprint: string }>();
  if (replayKeys.length > 0) {
    const { rows } = await ex.query<{ id: number | string; idem_key: string; fingerprint: string }>(
      'SELECT id, idem_key, fingerprint FROM ledger_entries WHERE idem_key = ANY($1::text[])',
      [replayKeys],
    );
    for (const r of rows) existing.set(r.idem_key, { id: Number(r.id), fingerprint: r.fingerprint });
  }

  const fresh: EntryInput[] = [];
  const freshIds: number[] = [];
  const results: EntryResult[] = [];
  const claimed = new Set<string>();
  for (const p of prepared) {
    const id = newIds.get(p.input.key);
    if (id !== undefined && !claimed.has(p.input.key)) {
      claimed.add(p.input.key);
      fresh.push(p.input);
      freshIds.push(id);
      results.push({ entryId: id, replayed: false });
      continue;
    }
    if (id !== undefined) {
      results.push({ entryId: id, replayed: true }); // same key twice in one call, same content
      continue;
    }
    const prior = existing.get(p.input.key);
    if (!prior) throw new Error(`ledger: entry ${p.input.key} neither inserted nor found`);
    if (prior.fingerprint !== p.fingerprint) throw new LedgerError('IDEMPOTENCY_CONFLICT', p.input.key);
    results.push({ entryId: prior.id, replayed: true });
  }

  if (fresh.length > 0) await applyPostings(ex, freshIds, fresh);
  return results;
}

export async function postEntry(ex: Executor, entry: EntryInput): Promise<EntryResult> {
  const [result] = await postEntries(ex, [entry]);
  return result!;
}
