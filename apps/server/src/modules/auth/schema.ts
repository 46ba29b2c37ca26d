/** Identity and credentials: users, their sessions, one-time codes and failed sign-ins. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email'),
    areaCode: text('area_code'),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash'),
    /** Set once TOTP is enabled: withdrawals then need a code from it. */
    totpSecret: text('totp_secret'),
    /** A secret handed out by `safe/totp/setup`, enabled only once the user proves a code from it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The newest TOTP time step accepted, so a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    inviteCode: text('invite_code').notNull(),
    inviterId: bigint('inviter_id', { mode: 'number' }),
    /** active | locked */
    status: text('status').notNull().default('active'),
    /**
     * The last change or reset of password, pay password, 2FA, mobile or email: withdrawals wait
     * 24 h after it. Setting the first pay password or binding the first mobile or email does not
     * stamp it (first-time setup is not a change).
     */
    securityChangedAt: ts('security_changed_at'),
    /** Wrong pay passwords since the last right one (or the end of the last lock). */
    payPasswordFailures: integer('pay_password_failures').notNull().default(0),
    /** Set when the failures reach the limit: every pay-password action waits until then. */
    payPasswordLockedUntil: ts('pay_password_locked_until'),
    /** When the owner was last told of failed sign-ins, so they are told once per window. */
    signInAlertedAt: ts('sign_in_alerted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email').on(t.email),
    uniqueIndex('users_mobile').on(t.areaCode, t.mobile),
    uniqueIndex('users_invite_code').on(t.inviteCode),
    check('users_has_account', sql`${t.email} IS NOT NULL OR ${t.mobile} IS NOT NULL`),
  ],
);

export const userSessions = pgTable(
  'user_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('user_sessions_token').on(t.tokenHash), index('user_sessions_user').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'email:a@b.co' or 'mobile:86:13800138000' */
    destination: text('destination').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('otp_codes_lookup').on(t.destination, t.scene, t.id)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    account: text('account').notNull(),
    /** Where the attempt came from: 'device:<hash>' (a known device) or 'address:<ip or /64>'. */
    source: text('source').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('login_failures_account').on(t.account, t.createdAt), index('login_failures_source').on(t.account, t.source, t.createdAt)],
);

/**
 * Devices (the sign-in cookie's token) and addresses a user has signed in from, both as SHA-256:
 * the right password from one of them passes while the account is under attack from elsewhere.
 */
export const signInSources = pgTable(
  'sign_in_sources',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** device | address */
    kind: text('kind').notNull(),
    valueHash: text('value_hash').notNull(),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_in_sources_value').on(t.userId, t.kind, t.valueHash)],
);
