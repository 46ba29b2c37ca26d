/**
 * The batch API's statements (batch.ts). Each is a head of CTEs and the columns of its final
 * SELECT, so a caller's own statements can ride along in the same round trip (`RideAlong`). Every
 * statement that writes checks in SQL that it wrote everything it was given (a division by zero
 * otherwise, code 22012), so a statement that runs on its own (autocommit) applies in full or not
 * at all.
 */

/** A caller's statements that run inside one of the batch's statements (one round trip fewer). */
export interface RideAlong {
  /** CTE definitions (`name AS (...)`, comma-separated), with `$1`.. numbered over `params` (no other `$` in the text). */
  ctes: string;
  params: readonly unknown[];
  /** Columns for the statement's final SELECT (`expr AS name`, comma-separated; names unlike the ledger's). */
  select: string;
}

/** One statement: the ledger's CTEs and columns, then each rider's, its placeholders moved past those before it. */
export function compose(
  head: string,
  params: readonly unknown[],
  select: string,
  ...rides: Array<RideAlong | undefined>
): { text: string; values: unknown[] } {
  let text = head;
  let columns = select;
  const values = [...params];
  for (const ride of rides) {
    if (!ride) continue;
    const offset = values.length;
    const shift = (sql: string) => sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
    text += `,\n${shift(ride.ctes)}`;
    columns += `,\n${shift(ride.select)}`;
    values.push(...ride.params);
  }
  return { text: `${text}\nSELECT ${columns}`, values };
}

/**
 * A column that fails the statement unless `condition` (which must read the statement's own CTEs,
 * so it is not folded as a constant) holds: the error is PostgreSQL's invalid input for an
 * integer (22P02), its message naming `message`.
 */
export function guard(condition: string, message: string, name: string): string {
  return `CASE WHEN ${condition} THEN 1 ELSE ('${message}: ' || (${condition})::text)::int END AS ${name}`;
}

/** The message of the ledger's guard: the batch did not apply in full. */
export const GUARD_MESSAGE = 'ledger batch did not apply in full';

/**
 * Start a batch: make sure the accounts in $5.. exist (zero balances), read the accounts in $1..
 * (locked in the ledger's sorted order when `lock`), reserve $4 hold ids. An account inserted by
 * this statement reads as zero (it is not visible to the same statement) and is locked by its
 * insert. Without `lock` the statement writes nothing when the accounts exist, so it commits
 * without waiting for a flush.
 */
const beginCtes = (lock: boolean, prefix: string) => `
${prefix}ensured AS (
  INSERT INTO ledger_accounts (owner, asset, book, allow_negative)
  SELECT owner, asset, book, allow_negative
    FROM unnest($5::text[], $6::text[], $7::text[], $8::bool[]) WITH ORDINALITY AS e(owner, asset, book, allow_negative, n)
   ORDER BY n
  ON CONFLICT (owner, asset, book) DO NOTHING
), ${prefix}locked AS (
  SELECT a.owner, a.asset, a.book, a.available, a.frozen
    FROM ledger_accounts a
    JOIN unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS d(owner, asset, book, n)
      ON a.owner = d.owner AND a.asset = d.asset AND a.book = d.book
   WHERE a.owner = ANY($1::text[]) AND a.asset = ANY($2::text[])
   ORDER BY d.n${lock ? '\n     FOR UPDATE OF a' : ''}
), ${prefix}ids AS (
  SELECT nextval('ledger_holds_id_seq') AS id FROM generate_series(1, $4::int)
)`;
const beginSelect = (prefix: string) => `
       (SELECT coalesce(json_agg(json_build_array(owner, asset, book, available::text, frozen::text)), '[]'::json) FROM ${prefix}locked) AS ${prefix}accounts,
       (SELECT coalesce(json_agg(id ORDER BY id), '[]'::json) FROM ${prefix}ids) AS ${prefix}holds`;
export const BEGIN_BATCH = {
  lock: `WITH ${beginCtes(true, '')}`,
  read: `WITH ${beginCtes(false, '')}`,
  select: beginSelect(''),
  /** The next batch's start, read (not locked) inside a write statement: CTEs and columns prefixed `next_`. */
  next: { ctes: beginCtes(false, 'next_'), select: beginSelect('next_') },
};

/** Statement 1 of two (decision 0001's statement 1): make sure the accounts exist; record the entries. */
export const ENTRIES_BATCH_HEAD = `
WITH accounts AS (
  INSERT INTO ledger_accounts (owner, asset, book, allow_negative)
  SELECT owner, asset, book, allow_negative
    FROM unnest($1::text[], $2::text[], $3::text[], $4::bool[]) WITH ORDINALITY AS d(owner, asset, book, allow_negative, n)
   ORDER BY n
  ON CONFLICT (owner, asset, book) DO NOTHING
), entries AS (
  INSERT INTO ledger_entries (idem_key, kind, fingerprint, meta)
  SELECT * FROM unnest($5::text[], $6::text[], $7::text[], $8::jsonb[])
  ON CONFLICT (idem_key) DO NOTHING
  RETURNING id, idem_key
)`;
export const ENTRIES_BATCH_SELECT = `
       (SELECT coalesce(json_agg(json_build_array(id, idem_key)), '[]'::json) FROM entries) AS entries`;

/** The entries a posting statement joins its lines to: recorded by statement 1, or inserted here (a duplicate key fails). */
export const ENTRIES_RECORDED = `
entries AS (
  SELECT e.id, e.idem_key
    FROM ledger_entries e
    JOIN unnest($1::text[], $2::text[], $3::text[], $4::jsonb[]) AS k(idem_key, kind, fingerprint, meta)
      ON e.idem_key = k.idem_key AND e.kind = k.kind AND e.fingerprint = k.fingerprint
   WHERE e.idem_key = ANY($1::text[])
)`;
export const ENTRIES_INSERTED = `
entries AS (
  INSERT INTO ledger_entries (idem_key, kind, fingerprint, meta)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::jsonb[])
  RETURNING id, idem_key
)`;

/**
 * Postings, balances and holds ($5..$32, after the four of the entries CTE): lock the accounts in
 * sorted order, apply the deltas, write the postings (joined to their entries by key and to their
 * accounts by the accounts' index: joined to the `updated` CTE, whose size the planner cannot see,
 * it nested a loop over every account for every posting, quadratic in the batch; `updated` is read
 * once first so the balances still move, and a balance that runs out is reported, before the holds), insert
 * the new holds with what the batch already settled or released, and apply the changes to older
 * holds (each on the account the caller named, and open).
 */
export const POSTINGS_CTES = `
d AS (
  SELECT * FROM unnest($5::text[], $6::text[], $7::text[], $8::numeric[], $9::numeric[])
         WITH ORDINALITY AS d(owner, asset, book, available, frozen, n)
), locked AS (
  SELECT a.id, d.available, d.frozen
    FROM ledger_accounts a JOIN d ON a.owner = d.owner AND a.asset = d.asset AND a.book = d.book
   WHERE a.owner = ANY($5::text[]) AND a.asset = ANY($6::text[])
   ORDER BY d.n
     FOR UPDATE OF a
), updated AS (
  UPDATE ledger_accounts a
     SET available = a.available + l.available, frozen = a.frozen + l.frozen, updated_at = now()
    FROM locked l
   WHERE a.id = l.id
  RETURNING a.id, a.owner, a.asset, a.book
), p AS (
  SELECT * FROM unnest($10::text[], $11::text[], $12::text[], $13::text[], $14::smallint[], $15::numeric[])
         AS p(idem_key, owner, asset, book, bucket, amount)
), postings AS (
  INSERT INTO ledger_postings (entry_id, account_id, asset, bucket, amount)
  SELECT e.id, a.id, p.asset, p.bucket, p.amount
    FROM p JOIN entries e ON e.idem_key = p.idem_key
           JOIN ledger_accounts a ON a.owner = p.owner AND a.asset = p.asset AND a.book = p.book
   WHERE (SELECT count(*) FROM updated) >= 0
  RETURNING 1
), fresh AS (
  INSERT INTO ledger_holds (id, idem_key, owner, asset, book, amount, settled, released, status)
  OVERRIDING SYSTEM VALUE
  SELECT id, idem_key, owner, asset, book, amount, settled, released,
         CASE WHEN settled + released = amount THEN 'closed' ELSE 'open' END
    FROM unnest($16::bigint[], $17::text[], $18::text[], $19::text[], $20::text[], $21::numeric[], $22::numeric[], $23::numeric[])
         AS h(id, idem_key, owner, asset, book, amount, settled, released)
  RETURNING 1
), changed AS (
  UPDATE ledger_holds h
     SET settled = h.settled + c.settled, released = h.released + c.released,
         status = CASE WHEN h.settled + c.settled + h.released + c.released = h.amount THEN 'closed' ELSE 'open' END
    FROM unnest($24::bigint[], $25::text[], $26::text[], $27::text[], $28::numeric[], $29::numeric[])
         AS c(id, owner, asset, book, settled, released)
   WHERE h.id = ANY($24::bigint[]) AND h.id = c.id AND h.owner = c.owner AND h.asset = c.asset AND h.book = c.book AND h.status = 'open'
  RETURNING h.id
)`;
export const POSTINGS_SELECT = `
       (SELECT coalesce(json_agg(json_build_array(id, idem_key)), '[]'::json) FROM entries) AS entries,
       ${guard(
         '(SELECT count(*) FROM entries) = $30 AND (SELECT count(*) FROM postings) = $31 AND (SELECT count(*) FROM fresh) = $32 AND (SELECT count(*) FROM changed) = $33',
         GUARD_MESSAGE,
         'ledger_ok',
       )}`;
