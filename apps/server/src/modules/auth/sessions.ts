/** User sessions: 256-bit tokens stored hashed, with an absolute and an idle expiry. */
import type { Db, Executor } from '@bourse/db';
import type { SessionResolver, SessionUser } from '../../app/context';
import type { Clock } from '../../platform/clock';
import { hashToken, newToken } from '../../platform/tokens';
import { findSessionByTokenHash, insertSession, revokeSession, revokeUserSessions, touchSession } from './store';

const TOUCH_EVERY_MS = 5 * 60_000;

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
    await insertSession(ex, {
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.ttlMs),
      userAgent: userAgent?.slice(0, 200) ?? null,
    });
    return token;
  }

  async resolve(token: string): Promise<SessionUser | 'expired' | undefined> {
    const row = await findSessionByTokenHash(this.db, hashToken(token));
    if (!row) return undefined;
    const now = this.clock.now().getTime();
    if (row.revoked_at || row.status !== 'active') return 'expired';
    if (row.expires_at.getTime() <= now || row.last_seen_at.getTime() + this.idleMs <= now) return 'expired';
    if (now - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
      await touchSession(this.db, row.id, new Date(now));
    }
    return { id: row.user_id, sessionId: row.id };
  }

  async revoke(ex: Executor, sessionId: number): Promise<void> {
    await revokeSession(ex, sessionId, this.clock.now());
  }

  /** Sign the user out everywhere, except (optionally) the session making the change. */
  async revokeAll(ex: Executor, userId: number, exceptSessionId?: number): Promise<void> {
    await revokeUserSessions(ex, userId, exceptSessionId, this.clock.now());
  }
}
