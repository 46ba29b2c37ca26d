/**
 * Invite and rebate: one row per invited user, written in their registration's transaction (the
 * inviter and the rebate's end, fixed then, so a later change of the period setting never reaches
 * an existing invitee), and one row per rebate paid (the fee it came from, the rate applied, the
 * ledger entry that paid it). `fee_ref` is the fee's own name from the trading module, unique, so
 * a fee pays its rebate once. Money in the asset's minor units, rates in parts per million.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const money = (name: string) => numeric(name, { precision: 39, scale: 0 });

export const inviteLinks = pgTable(
  'invite_links',
  {
    inviteeId: bigint('invitee_id', { mode: 'number' }).primaryKey(),
    inviterId: bigint('inviter_id', { mode: 'number' }).notNull(),
    joinedAt: ts('joined_at').notNull(),
    rebateUntil: ts('rebate_until').notNull(),
  },
  (t) => [index('invite_links_inviter').on(t.inviterId, t.joinedAt), check('invite_links_not_self', sql`${t.inviterId} <> ${t.inviteeId}`)],
);

export const inviteRebates = pgTable(
  'invite_rebates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    inviterId: bigint('inviter_id', { mode: 'number' }).notNull(),
    inviteeId: bigint('invitee_id', { mode: 'number' }).notNull(),
    product: text('product').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    feeRef: text('fee_ref').notNull(),
    asset: text('asset').notNull(),
    fee: money('fee').notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    amount: money('amount').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('invite_rebates_fee').on(t.feeRef),
    index('invite_rebates_inviter').on(t.inviterId, t.id),
    check('invite_rebates_positive', sql`${t.amount} > 0 AND ${t.amount} <= ${t.fee}`),
  ],
);
