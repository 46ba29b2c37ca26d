/** User sessions: 256-bit tokens stored hashed, with an absolute and an idle expiry. */
import type { Db, Executor } from '@bourse/db';
import type { SessionResolver, SessionUser } from '../../app/context';
import type { Clock } from '../../platform/clock';
import { hashToken, newToken } from '../../platform/tokens';

const TOUCH_EVERY_MS = 5 * 60_000;

interface SessionRow {
  id: number;
  user_id: number;
  expires_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
  status: string;
}

export class UserSessions implements SessionResolver<SessionUser> {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly idleMs: number,
  ) {}

  async create(ex: Executor, userId: number, userAgent: string | undefined): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await ex.query(
      `INSERT INTO user_sessions (user_id, token_hash, created_at, last_seen_at, expires_at, user_agent)
       VALUES ($1, $2, $3, $3, $4, $5)`,
      [userId, hashToken(token), now, new Date(now.getTime() + this.ttlMs), userAgent?.slice(0, 200) ?? null],
    );
    return token;
  }

  async resolve(token: string): Promise<SessionUser | 'expired' | undefined> {
    const { rows } = await this.db.query<SessionRow>(
      `SELECT s.id, s.user_id, s.expires_at, s.last_seen_at, s.revoked_at, u.status
         FROM user_sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
      [hashToken(token)],
    );
    const row = rows[0];
    if (!row) return undefined;
    const now = this.clock.now().getTime();
    if (row.revoked_at || row.status !== 'active') return 'expired';
    if (row.expires_at.getTime() <= now || row.last_seen_at.getTime() + this.idleMs <= now) return 'expired';
    if (now - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
      await this.db.query('UPDATE user_sessions SET last_seen_at = $2 WHERE id = $1', [row.id, new Date(now)]);
    }
    return { id: row.user_id, sessionId: row.id };
  }

  async revoke(ex: Executor, sessionId: number): Promise<void> {
    await ex.query('UPDATE user_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, this.clock.now()]);
  }

  /** Sign the user out everywhere, except (optionally) the session making the change. */
  async revokeAll(ex: Executor, userId: number, exceptSessionId?: number): Promise<void> {
    await ex.query(
      'UPDATE user_sessions SET revoked_at = $3 WHERE user_id = $1 AND revoked_at IS NULL AND id <> $2',
      [userId, exceptSessionId ?? 0, this.clock.now()],
    );
  }
}
