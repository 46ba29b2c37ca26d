/** Operators are separate from users: their own accounts, roles, TOTP and sessions. */
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
