/** Customer service's SQL, and only here. */
import type { SupportConversation, SupportMessage, SupportTopic } from '@bourse/contract';
import type { Executor } from '@bourse/db';

export interface ConversationRow {
  id: number;
  user_id: number;
  topic: SupportTopic;
  status: 'waiting' | 'answered' | 'closed';
  preview: string;
  user_unread: number;
  staff_unread: number;
  rating: number | null;
  rating_comment: string | null;
  closed_by: 'user' | 'staff' | null;
  created_at: Date;
  updated_at: Date;
}

interface MessageRow {
  id: number;
  conversation_id: number;
  author: 'user' | 'staff' | 'system';
  text: string;
  image: string | null;
  created_at: Date;
}

const CONVERSATION = `id, user_id, topic, status, preview, user_unread, staff_unread, rating, rating_comment, closed_by, created_at, updated_at`;
const MESSAGE = 'id, conversation_id, author, text, image, created_at';
const PREVIEW_CHARS = 80;

/** The conversation as one side sees it: `unread` is that side's. */
export function toConversation(row: ConversationRow, side: 'user' | 'staff'): SupportConversation {
  return {
    id: row.id,
    user_id: row.user_id,
    topic: row.topic,
    status: row.status,
    preview: row.preview,
    unread: side === 'user' ? row.user_unread : row.staff_unread,
    rating: row.rating,
    rating_comment: row.rating_comment,
    closed_by: row.closed_by,
    created_at: row.created_at.getTime(),
    updated_at: row.updated_at.getTime(),
  };
}

export function toMessage(row: MessageRow): SupportMessage {
  return { ...row, created_at: row.created_at.getTime() };
}

export const previewOf = (text: string, image: string | null) => [...(text || (image ? '[image]' : ''))].slice(0, PREVIEW_CHARS).join('');

export async function insertConversation(ex: Executor, c: { userId: number; topic: SupportTopic; at: Date }): Promise<number> {
  const { rows } = await ex.query<{ id: number }>(
    'INSERT INTO support_conversations (user_id, topic, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING id',
    [c.userId, c.topic, c.at],
  );
  return rows[0]!.id;
}

/** Lock the conversation row (writes to one conversation take turns). */
export async function findConversation(ex: Executor, id: number, lock = false): Promise<ConversationRow | undefined> {
  const { rows } = await ex.query<ConversationRow>(
    `SELECT ${CONVERSATION} FROM support_conversations WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

export async function countOpen(ex: Executor, userId: number): Promise<number> {
  const { rows } = await ex.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM support_conversations WHERE user_id = $1 AND status <> 'closed'",
    [userId],
  );
  return rows[0]!.n;
}

/** The user's messages since `since`, across their conversations (the rate limit). */
export async function countUserMessagesSince(ex: Executor, userId: number, since: Date): Promise<number> {
  const { rows } = await ex.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM support_messages m JOIN support_conversations c ON c.id = m.conversation_id
      WHERE c.user_id = $1 AND m.author = 'user' AND m.created_at > $2`,
    [userId, since],
  );
  return rows[0]!.n;
}

/**
 * Add a message and move the conversation on in one statement pair: a user's message makes it
 * waiting and counts as unread for staff, a staff message makes it answered and unread for the user.
 */
export async function addMessage(
  ex: Executor,
  m: {
    conversationId: number;
    author: 'user' | 'staff' | 'system';
    operatorId: number | null;
    text: string;
    image: string | null;
    at: Date;
  },
): Promise<MessageRow> {
  const { rows } = await ex.query<MessageRow>(
    `INSERT INTO support_messages (conversation_id, author, operator_id, text, image, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${MESSAGE}`,
    [m.conversationId, m.author, m.operatorId, m.text, m.image, m.at],
  );
  if (m.author !== 'system') {
    await ex.query(
      `UPDATE support_conversations SET updated_at = $2, preview = $3,
         status = CASE WHEN $4::text = 'user' THEN 'waiting' ELSE 'answered' END,
         staff_unread = staff_unread + CASE WHEN $4::text = 'user' THEN 1 ELSE 0 END,
         user_unread = user_unread + CASE WHEN $4::text = 'staff' THEN 1 ELSE 0 END
       WHERE id = $1`,
      [m.conversationId, m.at, previewOf(m.text, m.image), m.author],
    );
  }
  return rows[0]!;
}

export async function messagesOf(ex: Executor, conversationId: number): Promise<MessageRow[]> {
  const { rows } = await ex.query<MessageRow>(`SELECT ${MESSAGE} FROM support_messages WHERE conversation_id = $1 ORDER BY id`, [
    conversationId,
  ]);
  return rows;
}

export async function markRead(ex: Executor, id: number, side: 'user' | 'staff'): Promise<void> {
  await ex.query(`UPDATE support_conversations SET ${side === 'user' ? 'user_unread' : 'staff_unread'} = 0 WHERE id = $1`, [id]);
}

export async function close(ex: Executor, c: { id: number; by: 'user' | 'staff'; at: Date }): Promise<void> {
  await ex.query("UPDATE support_conversations SET status = 'closed', closed_by = $2, closed_at = $3, updated_at = $3 WHERE id = $1", [
    c.id,
    c.by,
    c.at,
  ]);
}

export async function rate(ex: Executor, r: { id: number; rating: number; comment: string | null }): Promise<void> {
  await ex.query('UPDATE support_conversations SET rating = $2, rating_comment = $3 WHERE id = $1', [r.id, r.rating, r.comment]);
}

export async function userConversations(ex: Executor, userId: number): Promise<ConversationRow[]> {
  const { rows } = await ex.query<ConversationRow>(
    `SELECT ${CONVERSATION} FROM support_conversations WHERE user_id = $1
      ORDER BY (status = 'closed'), updated_at DESC, id DESC LIMIT 100`,
    [userId],
  );
  return rows;
}

export async function userUnread(ex: Executor, userId: number): Promise<number> {
  const { rows } = await ex.query<{ n: number }>(
    'SELECT coalesce(sum(user_unread), 0)::int AS n FROM support_conversations WHERE user_id = $1',
    [userId],
  );
  return rows[0]!.n;
}

/** The console's queue: open ones waiting for staff first, then oldest first; closed ones newest first. */
export async function queue(ex: Executor, status: 'open' | 'closed' | 'all'): Promise<ConversationRow[]> {
  const where = status === 'open' ? "WHERE status <> 'closed'" : status === 'closed' ? "WHERE status = 'closed'" : '';
  const order =
    status === 'closed'
      ? 'updated_at DESC, id DESC'
      : "(status = 'closed'), (status = 'answered'), CASE WHEN status = 'closed' THEN 0 ELSE extract(epoch FROM updated_at) END, updated_at DESC, id";
  const { rows } = await ex.query<ConversationRow>(
    `SELECT ${CONVERSATION} FROM support_conversations ${where} ORDER BY ${order} LIMIT 200`,
  );
  return rows;
}

/** Whether `path` is an upload of the user's, made for customer service. */
export async function isOwnSupportUpload(ex: Executor, userId: number, path: string): Promise<boolean> {
  const name = path.slice('/uploads/'.length);
  const { rows } = await ex.query('SELECT 1 FROM uploads WHERE name = $1 AND owner_user_id = $2 AND purpose = $3', [
    name,
    userId,
    'support',
  ]);
  return rows.length > 0;
}
