/** Tables shared by every module: reference data, settings, uploads, the outbox and the audit log. */
import { bigint, boolean, index, integer, json, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Assets the ledger knows, with the ids and networks of SPEC section 3 (BTC 1, ETH 2, USDT 3). */
export const assets = pgTable('assets', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  scale: integer('scale').notNull(),
  /** crypto | stock | fiat */
  kind: text('kind').notNull(),
  /** e.g. ["ERC20","TRC20"] for USDT, ["BTC"] for bitcoin. */
  networks: jsonb('networks').notNull().default([]),
  color: text('color').notNull().default('#888888'),
  icon: text('icon'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  /** Readable without signing in through GET /getSetting. */
  public: boolean('public').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const uploads = pgTable(
  'uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }),
    ownerOperatorId: bigint('owner_operator_id', { mode: 'number' }),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    purpose: text('purpose').notNull(),
    /** public: anyone may fetch it (avatars, NFT media); private: only the owner and operators. */
    visibility: text('visibility').notNull(),
    createdAt: created(),
  },
  (t) => [index('uploads_owner').on(t.ownerUserId, t.id)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    destination: text('destination').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** outbox (kept for operators, no transport configured) | sent | failed */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: created(),
  },
  (t) => [index('outbox_destination').on(t.destination, t.id)],
);

/** Append-only: a trigger (migration 0001) refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    action: text('action').notNull(),
    target: text('target'),
    detail: jsonb('detail').notNull().default({}),
    createdAt: created(),
  },
  (t) => [index('audit_log_operator').on(t.operatorId, t.id), index('audit_log_action').on(t.action, t.id)],
);

/**
 * Idempotency of HTTP requests (app/idempotency.ts): a key is claimed before its effect runs, so
 * one request per key does the work, and the first answer is replayed to every retry. `response`
 * is null while the claim is in progress; `claimed_at` lets a claim left by a crashed node be
 * taken over.
 */
export const requestKeys = pgTable(
  'request_keys',
  {
    key: text('key').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    route: text('route').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** `json`, not `jsonb`: a replay is the first answer as it was sent, keys in their order. */
    response: json('response'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('request_keys_pk').on(t.userId, t.key)],
);

export const jobs = pgTable(
  'jobs',
  {
    name: text('name').notNull(),
    /** The period a run covers (e.g. a date); a (name, period) pair runs at most once. */
    period: text('period').notNull(),
    status: text('status').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: created(),
  },
  (t) => [uniqueIndex('jobs_once').on(t.name, t.period)],
);
