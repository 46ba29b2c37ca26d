/**
 * Proof-of-reserves snapshots: each published root with its totals and holdings, and every leaf
 * of its tree (one per user with a ledger account), so a user's path can be served later. Both
 * tables are append-only (a trigger): a published snapshot is evidence and never changes.
 */
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const reserveSnapshots = pgTable(
  'reserve_snapshots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    takenAt: ts('taken_at').notNull(),
    root: text('root').notNull(),
    leafCount: integer('leaf_count').notNull(),
    /** The leaf encoding and tree rules, e.g. `bourse-por-v1`. */
    encoding: text('encoding').notNull(),
    /** operator | schedule */
    trigger: text('trigger').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    /** Per asset, in minor units: liabilities, deposits held, funding, demo, the system accounts. */
    assets: jsonb('assets').notNull(),
  },
  (t) => [index('reserve_snapshots_taken').on(t.takenAt)],
);

export const reserveLeaves = pgTable(
  'reserve_leaves',
  {
    snapshotId: bigint('snapshot_id', { mode: 'number' })
      .notNull()
      .references(() => reserveSnapshots.id),
    /** The leaf's place among the snapshot's leaves sorted by hash. */
    position: integer('position').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    account: text('account').notNull(),
    nonce: text('nonce').notNull(),
    hash: text('hash').notNull(),
    /** [{currency, amount}] as hashed: codes ascending, canonical decimals, no zeros. */
    balances: jsonb('balances').notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.position] }), uniqueIndex('reserve_leaves_user').on(t.snapshotId, t.userId)],
);
