/** The auth module's queries: users, failed sign-ins, one-time codes and sessions. */
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

export async function writeSecurityChange(ex: Executor, userId: number, change: SecurityChange, at: Date): Promise<void> {
  const [set, params]: [string, unknown[]] =
    'passwordHash' in change
      ? ['password_hash = $2', [change.passwordHash]]
      : 'payPasswordHash' in change
        ? ['pay_password_hash = $2', [change.payPasswordHash]]
        : 'totpSecret' in change
          ? change.totpSecret === null
            ? ['totp_secret = NULL, totp_pending_secret = NULL', []]
            : ['totp_secret = $2, totp_pending_secret = NULL', [change.totpSecret]]
          : 'email' in change
            ? ['email = $2', [change.email]]
            : ['area_code = $2, mobile = $3', [change.areaCode, change.mobile]];
  await ex.query(`UPDATE users SET ${set}, security_changed_at = $${params.length + 2} WHERE id = $1`, [userId, ...params, at]);
}

/** A secret handed out by TOTP setup, waiting for a code from it. */
export async function setPendingTotpSecret(ex: Executor, userId: number, secret: string): Promise<void> {
  await ex.query('UPDATE users SET totp_pending_secret = $2 WHERE id = $1', [userId, secret]);
}

// ---- failed sign-ins -----------------------------------------------------------------------------

export async function countLoginFailures(ex: Executor, account: string, since: Date): Promise<number> {
  const { rows } = await ex.query<{ n: number }>('SELECT count(*)::int AS n FROM login_failures WHERE account = $1 AND created_at > $2', [
    account,
    since,
  ]);
  return rows[0]?.n ?? 0;
}

export async function recordLoginFailure(ex: Executor, account: string, at: Date): Promise<void> {
  await ex.query('INSERT INTO login_failures (account, created_at) VALUES ($1, $2)', [account, at]);
}

export async function clearLoginFailures(ex: Executor, account: string): Promise<void> {
  await ex.query('DELETE FROM login_failures WHERE account = $1', [account]);
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
