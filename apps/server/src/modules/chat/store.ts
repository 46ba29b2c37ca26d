/** The chat room's SQL, and only here. */
import type { ChatAdminMessage, ChatMessage } from '@bourse/contract';
import type { Executor } from '@bourse/db';

interface MessageRow {
  id: number;
  room: string;
  user_id: number;
  name: string;
  text: string;
  filtered: boolean;
  created_at: Date;
  removed_at: Date | null;
}

const COLUMNS = 'id, room, user_id, name, text, filtered, created_at, removed_at';

export function toMessage(row: MessageRow, readerId: number | undefined): ChatMessage {
  return {
    id: row.id,
    room: row.room,
    name: row.name,
    mine: readerId !== undefined && row.user_id === readerId,
    user_id: row.user_id,
    text: row.text,
    filtered: row.filtered,
    created_at: row.created_at.getTime(),
  };
}

/** A room's newest messages still shown, oldest first. */
export async function recentMessages(ex: Executor, room: string, limit: number): Promise<MessageRow[]> {
  const { rows } = await ex.query<MessageRow>(
    `SELECT ${COLUMNS} FROM chat_messages WHERE room = $1 AND removed_at IS NULL ORDER BY id DESC LIMIT $2`,
    [room, limit],
  );
  return rows.reverse();
}

export async function insertMessage(
  ex: Executor,
  m: { room: string; userId: number; name: string; text: string; filtered: boolean; at: Date },
): Promise<MessageRow> {
  const { rows } = await ex.query<MessageRow>(
    `INSERT INTO chat_messages (room, user_id, name, text, filtered, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [m.room, m.userId, m.name, m.text, m.filtered, m.at],
  );
  return rows[0]!;
}

export async function findMessage(ex: Executor, id: number): Promise<MessageRow | undefined> {
  const { rows } = await ex.query<MessageRow>(`SELECT ${COLUMNS} FROM chat_messages WHERE id = $1`, [id]);
  return rows[0];
}

/** The user's messages since `since` (the rate window) and the newest one's time. */
export async function recentPosts(ex: Executor, userId: number, since: Date): Promise<{ count: number; last: Date | null }> {
  const { rows } = await ex.query<{ count: number; last: Date | null }>(
    'SELECT count(*)::int AS count, max(created_at) AS last FROM chat_messages WHERE user_id = $1 AND created_at > $2',
    [userId, since],
  );
  return rows[0] ?? { count: 0, last: null };
}

export async function muteUntil(ex: Executor, userId: number, now: Date): Promise<Date | null> {
  const { rows } = await ex.query<{ until: Date }>('SELECT until FROM chat_mutes WHERE user_id = $1 AND until > $2', [userId, now]);
  return rows[0]?.until ?? null;
}

export async function upsertMute(ex: Executor, m: { userId: number; until: Date; reason: string; operatorId: number; at: Date }) {
  await ex.query(
    `INSERT INTO chat_mutes (user_id, until, reason, operator_id, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE SET until = EXCLUDED.until, reason = EXCLUDED.reason, operator_id = EXCLUDED.operator_id,
       created_at = EXCLUDED.created_at`,
    [m.userId, m.until, m.reason, m.operatorId, m.at],
  );
}

export async function endMute(ex: Executor, userId: number, now: Date): Promise<void> {
  await ex.query('UPDATE chat_mutes SET until = $2 WHERE user_id = $1 AND until > $2', [userId, now]);
}

/** Record a report; false when this user had already reported the message. */
export async function insertReport(ex: Executor, r: { messageId: number; reporterId: number; reason: string; at: Date }): Promise<boolean> {
  const { rows } = await ex.query(
    `INSERT INTO chat_reports (message_id, reporter_id, reason, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT ON CONSTRAINT chat_reports_once DO NOTHING RETURNING message_id`,
    [r.messageId, r.reporterId, r.reason, r.at],
  );
  return rows.length > 0;
}

export async function markRemoved(ex: Executor, r: { id: number; operatorId: number; reason: string; at: Date }): Promise<void> {
  await ex.query('UPDATE chat_messages SET removed_at = $2, removed_by = $3, removed_reason = $4 WHERE id = $1 AND removed_at IS NULL', [
    r.id,
    r.at,
    r.operatorId,
    r.reason,
  ]);
}

/** The console's list: newest first, removed ones too, with report counts and the poster's mute. */
export async function adminMessages(
  ex: Executor,
  filter: { room?: string; reported: boolean; id?: number; now: Date; limit: number },
): Promise<ChatAdminMessage[]> {
  const { rows } = await ex.query<MessageRow & { reports: number; muted_until: Date | null }>(
    `SELECT m.id, m.room, m.user_id, m.name, m.text, m.filtered, m.created_at, m.removed_at,
            (SELECT count(*)::int FROM chat_reports r WHERE r.message_id = m.id) AS reports,
            (SELECT u.until FROM chat_mutes u WHERE u.user_id = m.user_id AND u.until > $3) AS muted_until
       FROM chat_messages m
      WHERE ($1::text IS NULL OR m.room = $1) AND ($4::bigint IS NULL OR m.id = $4)
        AND (NOT $2::boolean OR EXISTS (SELECT 1 FROM chat_reports r WHERE r.message_id = m.id))
      ORDER BY m.id DESC LIMIT $5`,
    [filter.room ?? null, filter.reported, filter.now, filter.id ?? null, filter.limit],
  );
  return rows.map((r) => ({
    ...toMessage(r, undefined),
    reports: r.reports,
    removed: r.removed_at !== null,
    muted_until: r.muted_until ? r.muted_until.getTime() : null,
  }));
}
