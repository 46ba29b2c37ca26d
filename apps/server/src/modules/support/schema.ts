/**
 * Customer service: conversations (one per question, with each side's unread count kept on the
 * row so the badges cost one read) and their messages (append-only in practice: nothing edits or
 * deletes one).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const supportConversations = pgTable(
  'support_conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    topic: text('topic').notNull(),
    /** waiting (the user spoke last), answered (staff did), closed. */
    status: text('status').notNull().default('waiting'),
    preview: text('preview').notNull().default(''),
    /** Staff messages the user has not read. */
    userUnread: integer('user_unread').notNull().default(0),
    /** User messages staff have not read. */
    staffUnread: integer('staff_unread').notNull().default(0),
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    closedBy: text('closed_by'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    index('support_conversations_user').on(t.userId, t.status),
    index('support_conversations_queue').on(t.status, t.updatedAt),
    check('support_conversations_status', sql`${t.status} IN ('waiting', 'answered', 'closed')`),
    check('support_conversations_rating', sql`${t.rating} IS NULL OR (${t.rating} BETWEEN 1 AND 5 AND ${t.status} = 'closed')`),
    check('support_conversations_unread', sql`${t.userUnread} >= 0 AND ${t.staffUnread} >= 0`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => supportConversations.id),
    /** user, staff or system. */
    author: text('author').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    text: text('text').notNull(),
    image: text('image'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('support_messages_conversation').on(t.conversationId, t.id),
    check('support_messages_author', sql`${t.author} IN ('user', 'staff', 'system')`),
  ],
);
