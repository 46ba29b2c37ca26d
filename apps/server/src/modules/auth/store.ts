/** The auth module's queries: users, failed sign-ins and where users sign in from, pay-password failures, one-time codes and sessions. */
import type { Executor } from '@bourse/db';

export interface UserRow {
  id: number;
  email: string | null;
  area_code: string | null;
  mobile: string | null;
  password_hash: string;
  pay_password_hash: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  invite_code: string;
  inviter_id: number | null;
  status: string;
  security_changed_at: Date | null;
  pay_password_locked_until: Date | null;
  created_at: Date;
}

/** Who a user names when signing in: an email, or an area code and a mobile number. */
export type AccountName = { type: 'email'; email: string } | { type: 'mobile'; areaCode: string; mobile: string };

export function accountLabel(user: Pick<UserRow, 'email' | 'area_code' | 'mobile'>): string {
  return user.email ?? `+${user.area_code} ${user.mobile}`;
}

export function accountKey(name: AccountName): string {
  return name.type === 'email' ? `email:${name.email}` : `mobile:${name.areaCode}:${name.mobile}`;
}

export async function findUserByAccount(ex: Executor, name: AccountName): Promise<UserRow | undefined> {
  const { rows } =
    name.type === 'email'
      ? await ex.query<UserRow>('SELECT * FROM users WHERE email = $1', [name.email])
      : await ex.query<UserRow>('SELECT * FROM users WHERE area_code = $1 AND mobile = $2', [name.areaCode, name.mobile]);
  return rows[0];
}

export async function findUser(ex: Executor, id: number, lock = false): Promise<UserRow | undefined> {
  const { rows } = await ex.query<UserRow>(`SELECT * FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export async function findUserByInviteCode(ex: Executor, code: string): Promise<UserRow | undefined> {
  const { rows } = await ex.query<UserRow>('SELECT * FROM users WHERE invite_code = $1', [code.toUpperCase()]);
  return rows[0];
}

// ---- users ---------------------------------------------------------------------------------------

export interface NewUser {
  email: string | null;
  areaCode: string | null;
  mobile: string | null;
  passwordHash: string;
  inviteCode: string;
  inviterId: number | null;
  createdAt: Date;
}

/** The new user's id, or undefined when a unique column (the account or the invite code) is taken. */
export async function insertUserRow(ex: Executor, u: NewUser): Promise<number | undefined> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO users (email, area_code, mobile, password_hash, invite_code, inviter_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT DO NOTHING RETURNING id`,
    [u.email, u.areaCode, u.mobile, u.passwordHash, u.inviteCode, u.inviterId, u.createdAt],
  );
  return rows[0]?.id;
}

/** Operator look-up: the newest users, or by id or part of a mobile number, or by part of an email. */
export async function searchUsers(
  ex: Executor,
  by: { kind: 'newest' } | { kind: 'id-or-mobile'; id: number; text: string } | { kind: 'email'; text: string },
): Promise<UserRow[]> {
  const { rows } =
    by.kind === 'newest'
      ? await ex.query<UserRow>('SELECT * FROM users ORDER BY id DESC LIMIT 20')
      : by.kind === 'id-or-mobile'
        ? await ex.query<UserRow>('SELECT * FROM users WHERE id = $1 OR mobile LIKE $2 ORDER BY id LIMIT 20', [by.id, `%${by.text}%`])
        : await ex.query<UserRow>('SELECT * FROM users WHERE email LIKE $1 ORDER BY id LIMIT 20', [`%${by.text}%`]);
  return rows;
}

/** A credential change: the columns given, and `security_changed_at` (withdrawals wait after it). */
export type SecurityChange =
  | { passwordHash: string }
  | { payPasswordHash: string }
  | { totpSecret: string | null }
  | { email: string }
  | { areaCode: string; mobile: string };

/**
 * The SET clause of a change, its parameters, and when it is first-time setup (judged on the row
 * as it was, in the same statement, so two simultaneous "first" settings cannot both skip the
 * stamp): the first pay password, the first mobile or email. Setup is not a change and does not
 * lock withdrawals; every later change or reset does.
 */
function changeClause(change: SecurityChange): [set: string, params: unknown[], firstTime: string] {
  if ('passwordHash' in change) return ['password_hash = $2', [change.passwordHash], 'FALSE'];
  if ('payPasswordHash' in change) {
    // A new pay password also ends the count of wrong guesses at the old one.
    const set = 'pay_password_hash = $2, pay_password_failures = 0, pay_password_locked_until = NULL';
    return [set, [change.payPasswordHash], 'pay_password_hash IS NULL'];
  }
  if ('totpSecret' in change) {
    return change.totpSecret === null
      ? ['totp_secret = NULL, totp_pending_secret = NULL', [], 'FALSE']
      : ['totp_secret = $2, totp_pending_secret = NULL', [change.totpSecret], 'FALSE'];
  }
  if ('email' in change) return ['email = $2', [change.email], 'email IS NULL'];
  return ['area_code = $2, mobile = $3', [change.areaCode, change.mobile], 'mobile IS NULL'];
}

export async function writeSecurityChange(ex: Executor, userId: number, change: SecurityChange, at: Date): Promise<void> {
  const [set, params, firstTime] = changeClause(change);
  const stamp = `security_changed_at = CASE WHEN ${firstTime} THEN security_changed_at ELSE $${params.length + 2}::timestamptz END`;
  await ex.query(`UPDATE users SET ${set}, ${stamp} WHERE id = $1`, [userId, ...params, at]);
}

/** A secret handed out by TOTP setup, waiting for a code from it. */
export async function setPendingTotpSecret(ex: Executor, userId: number, secret: string): Promise<void> {
  await ex.query('UPDATE users SET totp_pending_secret = $2 WHERE id = $1', [userId, secret]);
}

// ---- failed sign-ins (sign-in.ts) ---------------------------------------------------------------

/** Which failures: one source's for an account, or (no source) all of the account's. */
export interface FailureScope {
  account: string;
  source?: string;
  since: Date;
}

const scopeWhere = (f: FailureScope) =>
  f.source === undefined ? 'account = $1 AND created_at > $2' : 'account = $1 AND created_at > $2 AND source = $3';
const scopeParams = (f: FailureScope): unknown[] => (f.source === undefined ? [f.account, f.since] : [f.account, f.since, f.source]);

/** An attempt, counted as a failure before the password is checked; a right password removes it. */
export async function insertLoginFailure(ex: Executor, f: { account: string; source: string; at: Date }): Promise<number> {
  const { rows } = await ex.query<{ id: number }>(
    'INSERT INTO login_failures (account, source, created_at) VALUES ($1, $2, $3) RETURNING id',
    [f.account, f.source, f.at],
  );
  return rows[0]!.id;
}

/** Failures in the scope up to and including attempt `upToId` (later ones do not count against it). */
export async function countLoginFailures(ex: Executor, f: FailureScope, upToId: number): Promise<number> {
  const params = [...scopeParams(f), upToId];
  const { rows } = await ex.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM login_failures WHERE ${scopeWhere(f)} AND id <= $${params.length}`,
    params,
  );
  return rows[0]?.n ?? 0;
}

/** When the n-th newest failure in the scope was made: a lock reached at n lasts a window from it. */
export async function nthNewestLoginFailure(ex: Executor, f: FailureScope, n: number): Promise<Date | undefined> {
  const params = [...scopeParams(f), n - 1];
  const { rows } = await ex.query<{ created_at: Date }>(
    `SELECT created_at FROM login_failures WHERE ${scopeWhere(f)} ORDER BY created_at DESC, id DESC OFFSET $${params.length} LIMIT 1`,
    params,
  );
  return rows[0]?.created_at;
}

export async function deleteLoginFailure(ex: Executor, id: number): Promise<void> {
  await ex.query('DELETE FROM login_failures WHERE id = $1', [id]);
}

/** A right password from a source forgives that source's failures, never another's. */
export async function clearLoginFailures(ex: Executor, account: string, source: string): Promise<void> {
  await ex.query('DELETE FROM login_failures WHERE account = $1 AND source = $2', [account, source]);
}

/** Which of these (a device, an address) the user signed in from recently enough: 'device', 'address'. */
export async function knownSourceKinds(
  ex: Executor,
  userId: number,
  q: { deviceHash: string | undefined; addressHash: string; deviceSince: Date; addressSince: Date },
): Promise<Set<string>> {
  const { rows } = await ex.query<{ kind: string }>(
    `SELECT kind FROM sign_in_sources WHERE user_id = $1
        AND ((kind = 'device' AND value_hash = $2 AND last_seen_at > $3) OR (kind = 'address' AND value_hash = $4 AND last_seen_at > $5))`,
    [userId, q.deviceHash ?? '', q.deviceSince, q.addressHash, q.addressSince],
  );
  return new Set(rows.map((r) => r.kind));
}

export async function rememberSignInSource(
  ex: Executor,
  userId: number,
  source: { kind: 'device' | 'address'; valueHash: string; at: Date },
) {
  await ex.query(
    `INSERT INTO sign_in_sources (user_id, kind, value_hash, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (user_id, kind, value_hash) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
    [userId, source.kind, source.valueHash, source.at],
  );
}

/** Stamp the owner's sign-in alert; false when they were already told since `since` (once per window). */
export async function claimSignInAlert(ex: Executor, userId: number, at: Date, since: Date): Promise<boolean> {
  const { rows } = await ex.query(
    'UPDATE users SET sign_in_alerted_at = $2 WHERE id = $1 AND (sign_in_alerted_at IS NULL OR sign_in_alerted_at <= $3) RETURNING id',
    [userId, at, since],
  );
  return rows.length > 0;
}

// ---- pay-password failures (pay-password.ts) -------------------------------------------------------

/**
 * Count an attempt as a failure before the hash is checked, so simultaneous guesses cannot all be
 * evaluated: the one that reaches `maxFailures` sets the lock. Nothing when locked. A lock that has
 * ended starts the count again.
 */
export async function claimPayPasswordAttempt(
  ex: Executor,
  userId: number,
  q: { now: Date; lockUntil: Date; maxFailures: number },
): Promise<{ failures: number; locked_until: Date | null } | undefined> {
  const before = 'CASE WHEN pay_password_locked_until IS NULL THEN pay_password_failures ELSE 0 END';
  const { rows } = await ex.query<{ failures: number; locked_until: Date | null }>(
    `UPDATE users SET pay_password_failures = ${before} + 1,
            pay_password_locked_until = CASE WHEN ${before} + 1 >= $3 THEN $4::timestamptz ELSE NULL END
      WHERE id = $1 AND (pay_password_locked_until IS NULL OR pay_password_locked_until <= $2)
      RETURNING pay_password_failures AS failures, pay_password_locked_until AS locked_until`,
    [userId, q.now, q.maxFailures, q.lockUntil],
  );
  return rows[0];
}

/** A right pay password: the count starts again (and a lock it set on the way is lifted). */
export async function clearPayPasswordFailures(ex: Executor, userId: number): Promise<void> {
  await ex.query('UPDATE users SET pay_password_failures = 0, pay_password_locked_until = NULL WHERE id = $1', [userId]);
}

// ---- one-time codes ------------------------------------------------------------------------------

export interface CodeRow {
  id: number;
  destination: string;
  code_hash: string;
  attempts: number;
  created_at: Date;
  expires_at: Date;
}

/** When the newest code to this destination and scene was made. */
export async function lastCodeAt(ex: Executor, destination: string, scene: string): Promise<Date | undefined> {
  const { rows } = await ex.query<{ created_at: Date }>(
    `SELECT created_at FROM otp_codes WHERE destination = $1 AND scene = $2 ORDER BY id DESC LIMIT 1`,
    [destination, scene],
  );
  return rows[0]?.created_at;
}

export async function countCodesSince(ex: Executor, destination: string, since: Date): Promise<number> {
  const { rows } = await ex.query<{ n: number }>(`SELECT count(*)::int AS n FROM otp_codes WHERE destination = $1 AND created_at > $2`, [
    destination,
    since,
  ]);
  return rows[0]?.n ?? 0;
}

export async function insertCode(
  ex: Executor,
  code: { destination: string; scene: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await ex.query(`INSERT INTO otp_codes (destination, scene, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
    code.destination,
    code.scene,
    code.codeHash,
    code.createdAt,
    code.expiresAt,
  ]);
}

/** The newest unused code for any of the destinations, locked for the check. */
export async function latestUnusedCodeForUpdate(ex: Executor, destinations: string[], scene: string): Promise<CodeRow | undefined> {
  const { rows } = await ex.query<CodeRow>(
    `SELECT id, destination, code_hash, attempts, created_at, expires_at FROM otp_codes
      WHERE destination = ANY($1::text[]) AND scene = $2 AND used_at IS NULL
      ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [destinations, scene],
  );
  return rows[0];
}

export async function countCodeAttempt(ex: Executor, codeId: number): Promise<void> {
  await ex.query('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1', [codeId]);
}

/** Mark a code used; false when it already was. */
export async function useCode(ex: Executor, codeId: number, at: Date): Promise<boolean> {
  const { rows } = await ex.query('UPDATE otp_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [codeId, at]);
  return rows.length > 0;
}

// ---- sessions ------------------------------------------------------------------------------------

export interface SessionRow {
  id: number;
  user_id: number;
  expires_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
  /** The user's status. */
  status: string;
}

export async function insertSession(
  ex: Executor,
  s: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await ex.query(
    `INSERT INTO user_sessions (user_id, token_hash, created_at, last_seen_at, expires_at, user_agent)
     VALUES ($1, $2, $3, $3, $4, $5)`,
    [s.userId, s.tokenHash, s.createdAt, s.expiresAt, s.userAgent],
  );
}

export async function findSessionByTokenHash(ex: Executor, tokenHash: string): Promise<SessionRow | undefined> {
  const { rows } = await ex.query<SessionRow>(
    `SELECT s.id, s.user_id, s.expires_at, s.last_seen_at, s.revoked_at, u.status
       FROM user_sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

export async function touchSession(ex: Executor, sessionId: number, at: Date): Promise<void> {
  await ex.query('UPDATE user_sessions SET last_seen_at = $2 WHERE id = $1', [sessionId, at]);
}

export async function revokeSession(ex: Executor, sessionId: number, at: Date): Promise<void> {
  await ex.query('UPDATE user_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, at]);
}

/** Sign the user out everywhere, except (optionally) one session. */
export async function revokeUserSessions(ex: Executor, userId: number, exceptSessionId: number | undefined, at: Date): Promise<void> {
  await ex.query('UPDATE user_sessions SET revoked_at = $3 WHERE user_id = $1 AND revoked_at IS NULL AND id <> $2', [
    userId,
    exceptSessionId ?? 0,
    at,
  ]);
}
