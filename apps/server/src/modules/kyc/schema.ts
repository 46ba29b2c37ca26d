/** Identity verification applications: Lv1 (basic) and Lv2 (advanced), each reviewed by an operator. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const kycApplications = pgTable(
  'kyc_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** 1 basic, 2 advanced */
    level: integer('level').notNull(),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    /** Lv1: 0 id card, 1 passport, 2 driver licence */
    idType: integer('id_type'),
    name: text('name'),
    cardId: text('card_id'),
    /** Lv2: private uploads */
    frontPic: text('front_pic'),
    reversePic: text('reverse_pic'),
    reason: text('reason'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kyc_applications_user').on(t.userId, t.id),
    index('kyc_applications_status').on(t.status, t.id),
    // A document number belongs to one account: the per-user lock in the service cannot stop two
    // accounts submitting the same number at once, this index can (a rejected one frees it).
    uniqueIndex('kyc_applications_card_id_active')
      .on(t.cardId)
      .where(sql`${t.status} IN ('pending', 'approved')`),
  ],
);
