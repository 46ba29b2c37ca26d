/** Profile and preferences, one row per user. Credentials live with the auth module. */
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const userProfiles = pgTable('user_profiles', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  nickname: text('nickname').notNull(),
  signature: text('signature').notNull().default(''),
  avatar: text('avatar'),
  defaultFiat: text('default_fiat').notNull().default('USD'),
  lang: text('lang').notNull().default('en'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
