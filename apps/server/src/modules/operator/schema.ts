/** Operators are separate from users: their own accounts, roles, TOTP and sessions. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const operators = pgTable('operators', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull(),
  totpSecret: text('totp_secret'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  /** The newest TOTP time step accepted, so a code works once. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** Set for a seeded or reset operator: the first sign-in must choose a password and TOTP. */
  mustSetUp: boolean('must_set_up').notNull().default(true),
  status: text('status').notNull().default('active'),
  createdAt: ts('created_at').notNull().defaultNow(),
  /**
   * The operator who proposed adding this one; null for the founders the install made (the seed).
   * A console-made operator approves nothing for 24 hours, and never an action of its creator (nor
   * the creator one of its): approvals.ts.
   */
  createdBy: bigint('created_by', { mode: 'number' }),
});

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull(),
    /** full | setup (a setup session may only finish the first sign-in) */
    scope: text('scope').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('operator_sessions_token').on(t.tokenHash), index('operator_sessions_operator').on(t.operatorId)],
);

/**
 * Two-person actions (approvals.ts): one operator proposes, a second with the right role approves
 * (only then is it applied, in the approval's transaction) or rejects. `payload` is what the console
 * shows the approver; `sealed` holds what it must never show (an initial password's hash). At most
 * one pending action per kind and target.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    payload: jsonb('payload').notNull().default({}),
    sealed: jsonb('sealed'),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    proposedBy: bigint('proposed_by', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    proposedAt: ts('proposed_at').notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    decidedAt: ts('decided_at'),
    /** A rejection's reason. */
    reason: text('reason'),
    /** What applying it did (e.g. addresses added). */
    result: jsonb('result'),
    /** Fee changes: when the approved change takes effect (after the notice period). */
    effectiveAt: ts('effective_at'),
  },
  (t) => [
    uniqueIndex('operator_actions_one_pending')
      .on(t.kind, t.target)
      .where(sql`status = 'pending'`),
    index('operator_actions_status').on(t.status, t.id),
  ],
);
