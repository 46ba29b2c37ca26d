/**
 * Ledger tables. Balances live on accounts; every change to a balance is a posting that belongs to
 * a balanced entry. The CHECK on accounts is the last line of defence against an overdraft: even a
 * bug in a caller cannot commit a negative user balance.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 39, scale: 0 });

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    owner: text('owner').notNull(),
    asset: text('asset').notNull(),
    book: text('book').notNull(),
    allowNegative: boolean('allow_negative').notNull().default(false),
    available: money('available').notNull().default('0'),
    frozen: money('frozen').notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_ref').on(t.owner, t.asset, t.book),
    check('ledger_accounts_nonneg', sql`${t.allowNegative} OR (${t.available} >= 0 AND ${t.frozen} >= 0)`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idemKey: text('idem_key').notNull(),
    kind: text('kind').notNull(),
    fingerprint: text('fingerprint').notNull(),
    meta: jsonb('meta').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_entries_idem_key').on(t.idemKey), index('ledger_entries_kind').on(t.kind, t.id)],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign keys (decision 0007): postings are written only by this package, in statements
    // that join each one to its entry and its account, and `checkLedger` finds an orphan.
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    asset: text('asset').notNull(),
    /** 0 available, 1 frozen */
    bucket: smallint('bucket').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('ledger_postings_account').on(t.accountId, t.id),
    index('ledger_postings_entry').on(t.entryId),
    check('ledger_postings_nonzero', sql`${t.amount} <> 0`),
    check('ledger_postings_bucket', sql`${t.bucket} IN (0, 1)`),
  ],
);

export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idemKey: text('idem_key').notNull(),
    owner: text('owner').notNull(),
    asset: text('asset').notNull(),
    book: text('book').notNull(),
    amount: money('amount').notNull(),
    settled: money('settled').notNull().default('0'),
    released: money('released').notNull().default('0'),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_holds_idem_key').on(t.idemKey),
    index('ledger_holds_account').on(t.owner, t.asset, t.book, t.status),
    check(
      'ledger_holds_bounds',
      sql`${t.amount} > 0 AND ${t.settled} >= 0 AND ${t.released} >= 0 AND ${t.settled} + ${t.released} <= ${t.amount}`,
    ),
    check('ledger_holds_status', sql`${t.status} IN ('open', 'closed')`),
  ],
);
