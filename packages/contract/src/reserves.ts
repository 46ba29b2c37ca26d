/**
 * Proof of reserves (issue 12, item 1): snapshots of every user's balances as a Merkle tree whose
 * root is published with the totals and the platform's own holdings; a signed-in user fetches their
 * leaf and path and checks them against the root in the browser (@bourse/maths `merkle`, whose
 * header states the leaf encoding and the tree rules).
 */
import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { int } from './rules';
import { decimalOut, idOut, isoTimeOut } from './wire';

/** A snapshot by id; without one, the latest. */
export const reservesSnapshotInput = z.strictObject({ id: int({ min: 1, error: 'RESERVES_SNAPSHOT_NOT_FOUND' }).optional() });

/** One asset of a snapshot: what users are owed against what the platform holds, as its ledger records them. */
export const reservesAsset = z.object({
  currency: z.string(),
  /** Every user's total (available and frozen, all books): the sum of the tree's leaves. */
  liabilities: decimalOut,
  /** The deposit addresses' recorded balances: users' credited deposits and corrections, less withdrawals paid out. */
  deposits_held: decimalOut,
  /** Real assets operators deposited into the platform's own accounts (two-person funding deposits). */
  funding: decimalOut,
  /** Demo money issued to the platform's own accounts in a demo or test setup: play money, not an asset. */
  demo: decimalOut,
  /** deposits_held + funding: the assets held, as recorded, without demo money. */
  real_assets: decimalOut,
  /** The platform's own accounts at the snapshot: part of the assets above (never added to them). */
  accounts: z.object({ house: decimalOut, insurance: decimalOut, treasury: decimalOut, other: decimalOut }),
  /** real_assets >= liabilities. */
  covered: z.boolean(),
});
export type ReservesAsset = z.infer<typeof reservesAsset>;

export const reservesSnapshot = z.object({
  id: idOut,
  taken_at: isoTimeOut,
  /** The Merkle root, 64 lower-case hex. */
  root: z.string(),
  leaf_count: z.number().int(),
  /** The leaf encoding and tree rules (`bourse-por-v1`: see the reserves README). */
  encoding: z.string(),
  /** True when the platform's accounts hold demo money: every figure is then partly play money. */
  demo: z.boolean(),
  assets: z.array(reservesAsset),
});
export type ReservesSnapshot = z.infer<typeof reservesSnapshot>;

export const reservesHistoryItem = z.object({ id: idOut, taken_at: isoTimeOut, root: z.string(), leaf_count: z.number().int() });
export type ReservesHistoryItem = z.infer<typeof reservesHistoryItem>;

/** The caller's own leaf and its path to the root: enough to recompute both without trusting the server. */
export const reservesProof = z.object({
  snapshot_id: idOut,
  taken_at: isoTimeOut,
  root: z.string(),
  encoding: z.string(),
  leaf: z.object({
    /** The caller's anonymised id in this snapshot (an HMAC of the user id under the snapshot's secret). */
    account: z.string(),
    /** The leaf's nonce in this snapshot. */
    nonce: z.string(),
    /** Each asset held at the snapshot (total over all books), by code, as canonical decimals. */
    balances: z.array(z.object({ currency: z.string(), amount: decimalOut })),
    /** The leaf hash as the server computed it (the browser recomputes it). */
    hash: z.string(),
  }),
  path: z.array(z.object({ hash: z.string(), side: z.enum(['left', 'right']) })),
});
export type ReservesProof = z.infer<typeof reservesProof>;

/** A system account's balance as the console shows it, with how much demo money was issued into it. */
export const systemBalance = z.object({
  /** The owner (`sys:house`), with its book when not `main` (`sys:treasury/lock-mining`). */
  account: z.string(),
  currency: z.string(),
  available: decimalOut,
  frozen: decimalOut,
  /** Demo money issued straight into this account (0 outside a demo or test setup). */
  demo_issued: decimalOut,
});
export type SystemBalance = z.infer<typeof systemBalance>;

/** The reserves endpoints (the route map, routes.ts). */
export const reservesEndpoints = defineEndpoints('reserves', {
  'GET /reserves/snapshot': {
    auth: 'none',
    input: reservesSnapshotInput,
    output: reservesSnapshot.nullable(),
    summary: 'A published proof-of-reserves snapshot (the latest without an id; null before the first): root, totals, holdings',
  },
  'GET /reserves/history': {
    auth: 'none',
    output: z.array(reservesHistoryItem),
    summary: 'The 30 latest snapshots: time, root and number of leaves',
  },
  'GET /reserves/proof': {
    auth: 'user',
    input: reservesSnapshotInput,
    output: reservesProof,
    summary: "The caller's own leaf (anonymised id, nonce, balances) and its Merkle path to the snapshot's root",
  },
  'POST /operator/reserves/snapshot': {
    auth: 'operator',
    roles: ['finance', 'auditor'],
    output: reservesSnapshot,
    summary: 'Take and publish a proof-of-reserves snapshot now (one is also taken at least daily)',
  },
  'GET /operator/reserves/accounts': {
    auth: 'operator',
    roles: ['finance', 'auditor'],
    output: z.array(systemBalance),
    summary: "The platform's own accounts: balance per asset, and the demo money issued into each",
  },
});

/** The socket events of this product: none (snapshots are fetched). */
export const reservesEvents = {} satisfies Record<string, z.ZodType>;
