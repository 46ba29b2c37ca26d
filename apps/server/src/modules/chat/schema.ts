/**
 * The chat room: messages (masked before they are stored, so no link or contact detail is ever
 * served), who reported which message (once each), and mutes (one row per user; a mute in force
 * is `until` in the future, so ending one early moves `until` to now).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The room's language (zh, en, ...). */
    room: text('room').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The poster's nickname when they posted. */
    name: text('name').notNull(),
    text: text('text').notNull(),
    filtered: boolean('filtered').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    removedAt: ts('removed_at'),
    removedBy: bigint('removed_by', { mode: 'number' }),
    removedReason: text('removed_reason'),
  },
  (t) => [
    index('chat_messages_room').on(t.room, t.id),
    index('chat_messages_user_time').on(t.userId, t.createdAt),
    check('chat_messages_text', sql`char_length(${t.text}) BETWEEN 1 AND 300`),
  ],
);

export const chatReports = pgTable(
  'chat_reports',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id),
    reporterId: bigint('reporter_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ name: 'chat_reports_once', columns: [t.messageId, t.reporterId] })],
);

export const chatMutes = pgTable('chat_mutes', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  until: ts('until').notNull(),
  reason: text('reason').notNull(),
  operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
  createdAt: ts('created_at').notNull(),
});
