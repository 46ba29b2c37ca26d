/** The reserves module's SQL, and only here: it reads the ledger's rows and writes its own two tables. */
import type { Executor } from '@bourse/db';

export interface PictureRow {
  /** user: a user's total of one asset; flow: what one entry kind moved through an issuer; system: a platform account. */
  part: 'user' | 'flow' | 'system';
  /** The user id (user), or the account's owner (flow, system). */
  owner: string;
  asset: string;
  /** The entry kind (flow only). */
  kind: string;
  /** Minor units: a user's or account's total (available + frozen), or the signed sum of a flow's postings. */
  amount: string;
}

/**
 * Everything a snapshot needs from the ledger, in one statement so that it is one instant of it:
 * every user with a ledger account and their total per asset over all books (zeros kept), what went
 * through the issuers (world, demo) by entry kind, and the platform's own accounts.
 */
export async function ledgerPicture(ex: Executor, issuers: string[]): Promise<PictureRow[]> {
  const { rows } = await ex.query<PictureRow>(
    `SELECT 'user' AS part, substr(owner, 6) AS owner, asset, '' AS kind, sum(available + frozen)::text AS amount
       FROM ledger_accounts WHERE owner LIKE 'user:%' GROUP BY owner, asset
     UNION ALL
     SELECT 'flow', a.owner, a.asset, e.kind, sum(p.amount)::text
       FROM ledger_postings p
       JOIN ledger_accounts a ON a.id = p.account_id
       JOIN ledger_entries e ON e.id = p.entry_id
      WHERE a.owner = ANY($1) GROUP BY a.owner, e.kind, a.asset
     UNION ALL
     SELECT 'system', owner, asset, '', sum(available + frozen)::text
       FROM ledger_accounts WHERE owner LIKE 'sys:%' AND owner <> ALL($1) GROUP BY owner, asset`,
    [issuers],
  );
  return rows;
}

export interface SystemRow {
  owner: string;
  book: string;
  asset: string;
  available: string;
  frozen: string;
  demo_issued: string;
}

/** The platform's own accounts (every `sys:` owner but the issuers), with the demo money issued into each. */
export async function systemBalances(ex: Executor, issuers: string[], demoKind: string): Promise<SystemRow[]> {
  const { rows } = await ex.query<SystemRow>(
    `SELECT a.owner, a.book, a.asset, a.available::text, a.frozen::text,
            coalesce((SELECT sum(p.amount) FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
                       WHERE p.account_id = a.id AND e.kind = $2), 0)::text AS demo_issued
       FROM ledger_accounts a
      WHERE a.owner LIKE 'sys:%' AND a.owner <> ALL($1)
      ORDER BY a.owner, a.asset, a.book`,
    [issuers, demoKind],
  );
  return rows;
}

export interface SnapshotRow {
  id: number;
  taken_at: Date;
  root: string;
  leaf_count: number;
  encoding: string;
  assets: unknown;
}

export async function insertSnapshot(
  ex: Executor,
  s: { takenAt: Date; root: string; leafCount: number; encoding: string; trigger: string; operatorId: number | null; assets: unknown },
): Promise<SnapshotRow> {
  const { rows } = await ex.query<SnapshotRow>(
    `INSERT INTO reserve_snapshots (taken_at, root, leaf_count, encoding, trigger, operator_id, assets)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
     RETURNING id, taken_at, root, leaf_count, encoding, assets`,
    [s.takenAt, s.root, s.leafCount, s.encoding, s.trigger, s.operatorId, JSON.stringify(s.assets)],
  );
  return rows[0]!;
}

export interface LeafRow {
  position: number;
  user_id: number;
  account: string;
  nonce: string;
  hash: string;
  balances: Array<{ currency: string; amount: string }>;
}

/** Write a snapshot's leaves in batches (one statement per thousand leaves). */
export async function insertLeaves(ex: Executor, snapshotId: number, leaves: LeafRow[]): Promise<void> {
  for (let i = 0; i < leaves.length; i += 1000) {
    const batch = leaves.slice(i, i + 1000);
    await ex.query(
      `INSERT INTO reserve_leaves (snapshot_id, position, user_id, account, nonce, hash, balances)
       SELECT $1, d.position, d.user_id, d.account, d.nonce, d.hash, d.balances
         FROM unnest($2::int[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::jsonb[])
           AS d(position, user_id, account, nonce, hash, balances)`,
      [
        snapshotId,
        batch.map((l) => l.position),
        batch.map((l) => l.user_id),
        batch.map((l) => l.account),
        batch.map((l) => l.nonce),
        batch.map((l) => l.hash),
        batch.map((l) => JSON.stringify(l.balances)),
      ],
    );
  }
}

const SNAPSHOT_COLUMNS = 'id, taken_at, root, leaf_count, encoding, assets';

/** A snapshot by id, or the latest without one. */
export async function findSnapshot(ex: Executor, id: number | undefined): Promise<SnapshotRow | undefined> {
  const { rows } =
    id === undefined
      ? await ex.query<SnapshotRow>(`SELECT ${SNAPSHOT_COLUMNS} FROM reserve_snapshots ORDER BY id DESC LIMIT 1`)
      : await ex.query<SnapshotRow>(`SELECT ${SNAPSHOT_COLUMNS} FROM reserve_snapshots WHERE id = $1`, [id]);
  return rows[0];
}

export async function latestSnapshots(ex: Executor, limit: number): Promise<SnapshotRow[]> {
  const { rows } = await ex.query<SnapshotRow>(`SELECT ${SNAPSHOT_COLUMNS} FROM reserve_snapshots ORDER BY id DESC LIMIT $1`, [limit]);
  return rows;
}

export async function userLeaf(ex: Executor, snapshotId: number, userId: number): Promise<LeafRow | undefined> {
  const { rows } = await ex.query<LeafRow>(
    'SELECT position, user_id, account, nonce, hash, balances FROM reserve_leaves WHERE snapshot_id = $1 AND user_id = $2',
    [snapshotId, userId],
  );
  return rows[0];
}

export async function leafHashes(ex: Executor, snapshotId: number): Promise<string[]> {
  const { rows } = await ex.query<{ hash: string }>('SELECT hash FROM reserve_leaves WHERE snapshot_id = $1 ORDER BY position', [
    snapshotId,
  ]);
  return rows.map((r) => r.hash);
}

/**
 * Taken under a transaction-scoped advisory lock: two nodes (or the schedule and an operator)
 * never build the same day's snapshot at once; the second waits and then sees the first.
 */
export async function lockSnapshots(ex: Executor): Promise<void> {
  await ex.query(`SELECT pg_advisory_xact_lock(hashtext('bourse:reserves:snapshot'))`);
}
