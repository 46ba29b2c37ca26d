/** Transfers between a user's own books (wallet/change). Each row has its ledger entry. */
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const bookTransfers = pgTable(
  'book_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    assetId: integer('asset_id').notNull(),
    fromBook: text('from_book').notNull(),
    toBook: text('to_book').notNull(),
    amount: numeric('amount', { precision: 39, scale: 0 }).notNull(),
    entryKey: text('entry_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('book_transfers_user').on(t.userId, t.id)],
);

const ts = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => numeric(name, { precision: 39, scale: 0 });

/** Per coin and network: whether deposits and withdrawals are open, and the withdrawal fee and minimum. */
export const assetNetworks = pgTable(
  'asset_networks',
  {
    assetId: integer('asset_id').notNull(),
    network: text('network').notNull(),
    depositEnabled: boolean('deposit_enabled').notNull().default(true),
    withdrawEnabled: boolean('withdraw_enabled').notNull().default(true),
    /** Fee in the asset's minor units, from server configuration (the client never sends one). */
    withdrawFee: minor('withdraw_fee').notNull(),
    withdrawMin: minor('withdraw_min').notNull(),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.network] })],
);

/** Where a network's deposit addresses come from: an extended public key, or a loaded pool. */
export const depositSources = pgTable('deposit_sources', {
  network: text('network').primaryKey(),
  /** xpub | pool */
  method: text('method').notNull(),
  xpub: text('xpub'),
  nextIndex: integer('next_index').notNull().default(0),
});

export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    derivationIndex: integer('derivation_index'),
    assignedAt: ts('assigned_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deposit_addresses_address').on(t.network, t.address), uniqueIndex('deposit_addresses_user').on(t.userId, t.network)],
);

export const depositClaims = pgTable(
  'deposit_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    assetId: integer('asset_id').notNull(),
    network: text('network').notNull(),
    amount: minor('amount').notNull(),
    voucher: text('voucher').notNull(),
    txHash: text('tx_hash'),
    /** pending | approved | rejected | cancelled */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('deposit_claims_user').on(t.userId, t.id), index('deposit_claims_status').on(t.status, t.id)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    assetId: integer('asset_id').notNull(),
    network: text('network').notNull(),
    /** address | bank | bank_international */
    destinationType: text('destination_type').notNull(),
    destination: text('destination').notNull(),
    amount: minor('amount').notNull(),
    fee: minor('fee').notNull(),
    /** The amount in BTC minor units at request time, for the rolling 24-hour limit. */
    btcEquivalent: minor('btc_equivalent').notNull(),
    remark: text('remark').notNull().default(''),
    /** pending | approved | rejected | cancelled */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    txHash: text('tx_hash'),
    holdId: bigint('hold_id', { mode: 'number' }).notNull(),
    requestKey: text('request_key').notNull().unique(),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('withdrawals_user').on(t.userId, t.id), index('withdrawals_status').on(t.status, t.id)],
);

export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    assetId: integer('asset_id').notNull(),
    network: text('network').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    qrcode: text('qrcode').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('saved_addresses_user').on(t.userId, t.id)],
);

/** The spec's bank card, with its field names (SPEC section 3); one domestic and one international per user. */
export const bankCards = pgTable(
  'bank_cards',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** domestic | international */
    kind: text('kind').notNull(),
    fields: jsonb('fields').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const exchangeQuotes = pgTable('exchange_quotes', {
  id: text('id').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  fromAssetId: integer('from_asset_id').notNull(),
  toAssetId: integer('to_asset_id').notNull(),
  /** Units of `to` per unit of `from`, as a decimal string with 18 places. */
  rate: text('rate').notNull(),
  feePpm: bigint('fee_ppm', { mode: 'number' }).notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const exchanges = pgTable(
  'exchanges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    fromAssetId: integer('from_asset_id').notNull(),
    toAssetId: integer('to_asset_id').notNull(),
    fromAmount: minor('from_amount').notNull(),
    fee: minor('fee').notNull(),
    toAmount: minor('to_amount').notNull(),
    rate: text('rate').notNull(),
    quoteId: text('quote_id'),
    entryKey: text('entry_key').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('exchanges_user').on(t.userId, t.id)],
);

/** A correction: a typed, reasoned ledger entry that a second operator must approve. */
export const ledgerAdjustments = pgTable('ledger_adjustments', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  assetId: integer('asset_id').notNull(),
  book: text('book').notNull(),
  /** Signed minor units: positive credits the user. */
  amount: minor('amount').notNull(),
  reason: text('reason').notNull(),
  requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
  decidedBy: bigint('decided_by', { mode: 'number' }),
  /** pending | approved | rejected */
  status: text('status').notNull().default('pending'),
  createdAt: ts('created_at').notNull().defaultNow(),
  decidedAt: ts('decided_at'),
});

/**
 * Approved fee and spread changes (a two-person action each), in effect from `effective_at`: the
 * approval time plus the notice period users are shown (fees.ts). A fee in effect is the newest
 * change whose time has come, else the configured value. Append-only (migration trigger): a
 * published change cannot be rewritten.
 */
export const feeChanges = pgTable(
  'fee_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actionId: bigint('action_id', { mode: 'number' }).notNull().unique(),
    /** exchange (spread and fee, ppm) | network (a withdrawal fee in minor units) */
    kind: text('kind').notNull(),
    assetId: integer('asset_id'),
    network: text('network'),
    spreadPpm: integer('spread_ppm'),
    feePpm: integer('fee_ppm'),
    withdrawFee: minor('withdraw_fee'),
    /** The values this replaces, for the public notice. */
    previous: jsonb('previous').notNull(),
    announcedAt: ts('announced_at').notNull(),
    effectiveAt: ts('effective_at').notNull(),
  },
  (t) => [index('fee_changes_effective').on(t.kind, t.assetId, t.network, t.effectiveAt)],
);

/**
 * On-chain deposits and withdrawals (chain/): per network, the last block the watcher processed, the
 * hashes of the recent blocks it saw (to find a re-org: a stored hash the node no longer has), every
 * transfer to a user's address it saw (one row per transaction id and output index, so a deposit is
 * credited once), and each approved withdrawal's signed transaction as it is broadcast and confirmed.
 */
export const chainCursors = pgTable('chain_cursors', {
  network: text('network').primaryKey(),
  lastBlock: bigint('last_block', { mode: 'number' }).notNull(),
  lastHash: text('last_hash').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const chainBlocks = pgTable(
  'chain_blocks',
  {
    network: text('network').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.network, t.number] })],
);

export const chainDeposits = pgTable(
  'chain_deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    network: text('network').notNull(),
    txId: text('tx_id').notNull(),
    /** 0 for a native transfer, the log index for a token transfer, the output number on BTC. */
    outputIndex: integer('output_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    address: text('address').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    assetId: integer('asset_id').notNull(),
    amount: minor('amount').notNull(),
    /** seen | credited | below_min | dropped | reversed | reversal_blocked */
    status: text('status').notNull(),
    creditedAt: ts('credited_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chain_deposits_output').on(t.network, t.txId, t.outputIndex),
    index('chain_deposits_user').on(t.userId, t.id),
    index('chain_deposits_status').on(t.network, t.status),
  ],
);

export const chainWithdrawals = pgTable(
  'chain_withdrawals',
  {
    withdrawalId: bigint('withdrawal_id', { mode: 'number' }).primaryKey(),
    network: text('network').notNull(),
    /** queued | broadcast | confirmed | failed */
    state: text('state').notNull(),
    txId: text('tx_id'),
    /** The signed transaction (public once broadcast), kept so a restart sends the same one again. */
    rawTx: text('raw_tx'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    reason: text('reason'),
    /** The hold on the platform's fee account (`sys:fees`, the network's coin) for the most the transaction may burn. */
    gasHoldId: bigint('gas_hold_id', { mode: 'number' }),
    /** What the mined transaction burnt, paid from that hold to world (minor units of the network's coin). */
    networkFee: minor('network_fee'),
    /** When the current transaction was last sent: a stuck EVM one is replaced at a higher fee after a stated time. */
    sentAt: ts('sent_at'),
    /** Earlier transactions of this payout (same nonce, lower fee) replaced by `tx_id`: any one of them may be the one mined. */
    replacedTxIds: text('replaced_tx_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('chain_withdrawals_state').on(t.network, t.state)],
);

/** Sweeps of deposit addresses to the hot wallet, each approved by two operators (`chain.sweep`). */
export const chainSweeps = pgTable('chain_sweeps', {
  actionId: bigint('action_id', { mode: 'number' }).primaryKey(),
  network: text('network').notNull(),
  /** queued (approved) | running (planned into chain_sweep_items) | done */
  state: text('state').notNull(),
  /** Per address swept: the transaction id and the amount, or why not. */
  result: jsonb('result'),
  createdAt: ts('created_at').notNull().defaultNow(),
  doneAt: ts('done_at'),
});

/**
 * One address and coin of a sweep, step by step, so a sweep half done resumes where it stopped:
 * each signed transaction is stored before it is sent (the gas the hot wallet sends to a token
 * address, then the address's own transfer to the hot wallet). Amounts in chain units (wei, token
 * units); `hold_id` is the ledger hold on the platform's fee account that pays the gas.
 */
export const chainSweepItems = pgTable(
  'chain_sweep_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actionId: bigint('action_id', { mode: 'number' }).notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    asset: text('asset').notNull(),
    /** planned | gas_signed | gas_sent | signed | sent | done | failed | skipped */
    state: text('state').notNull(),
    amount: minor('amount'),
    gasPrice: minor('gas_price'),
    gasLimit: minor('gas_limit'),
    gasValue: minor('gas_value'),
    gasTxId: text('gas_tx_id'),
    gasRawTx: text('gas_raw_tx'),
    gasFee: minor('gas_fee'),
    txId: text('tx_id'),
    rawTx: text('raw_tx'),
    txFee: minor('tx_fee'),
    holdId: bigint('hold_id', { mode: 'number' }),
    reason: text('reason'),
    /** When the transaction in flight (the gas, then the transfer) was sent: an EVM one not mined some time after is replaced. */
    sentAt: ts('sent_at'),
    /** Earlier transactions of the gas and of the transfer, each replaced at the same nonce by a higher fee (EVM). */
    replacedGasTxIds: text('replaced_gas_tx_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    replacedTxIds: text('replaced_tx_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chain_sweep_items_one').on(t.actionId, t.address, t.asset), index('chain_sweep_items_state').on(t.network, t.state)],
);
