/**
 * The wallet's queries: book transfers, bank cards, saved addresses, uploads it checks, exchange
 * quotes and exchanges, networks, deposit addresses and claims, withdrawals, the operator's network
 * and deposit-source settings, and ledger adjustments (the bills' are in bill-store.ts). Each takes
 * the executor (the pool or a transaction's) and typed parameters; the services keep the rules.
 */
import type { Adjustment, Page, Withdrawal } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { paginate } from '../../platform/paging';

type Status = 'pending' | 'approved' | 'rejected' | 'cancelled';

/** A page of rows of one table, mapped by the service's view. */
function pageOf<R, T>(
  ex: Executor,
  select: string,
  params: unknown[],
  order: string,
  page: number,
  limit: number,
  map: (row: R) => T,
): Promise<Page<T>> {
  return paginate(ex, { select, params, order, page, limit }, (r) => map(r as unknown as R));
}

// ---- book transfers ------------------------------------------------------------------------------

export interface TransferRow {
  id: number;
  asset_id: number;
  from_book: string;
  to_book: string;
  amount: string;
  created_at: Date;
}

/** The transfer's row, or the one an earlier try with the same entry key wrote. */
export async function insertBookTransfer(
  ex: Executor,
  t: { userId: number; assetId: number; fromBook: string; toBook: string; amount: bigint; entryKey: string; at: Date },
): Promise<TransferRow> {
  const { rows } = await ex.query<TransferRow>(
    `INSERT INTO book_transfers (user_id, asset_id, from_book, to_book, amount, entry_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (entry_key) DO NOTHING
     RETURNING *`,
    [t.userId, t.assetId, t.fromBook, t.toBook, t.amount.toString(), t.entryKey, t.at],
  );
  if (rows[0]) return rows[0];
  const { rows: prior } = await ex.query<TransferRow>('SELECT * FROM book_transfers WHERE entry_key = $1', [t.entryKey]);
  return prior[0]!;
}

export function pageBookTransfers<T>(
  ex: Executor,
  userId: number,
  page: number,
  limit: number,
  map: (r: TransferRow) => T,
): Promise<Page<T>> {
  return pageOf(ex, 'SELECT * FROM book_transfers WHERE user_id = $1', [userId], 'id DESC', page, limit, map);
}

// ---- bank cards ----------------------------------------------------------------------------------

export type CardKindName = 'domestic' | 'international';

export async function upsertBankCard(ex: Executor, userId: number, kind: CardKindName, fields: object, at: Date): Promise<void> {
  await ex.query(
    `INSERT INTO bank_cards (user_id, kind, fields, updated_at) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (user_id, kind) DO UPDATE SET fields = EXCLUDED.fields, updated_at = EXCLUDED.updated_at`,
    [userId, kind, JSON.stringify(fields), at],
  );
}

/** The saved card's fields (as cash_save stored them), or undefined. */
export async function findBankCard<F>(ex: Executor, userId: number, kind: CardKindName): Promise<F | undefined> {
  const { rows } = await ex.query<{ fields: F }>('SELECT fields FROM bank_cards WHERE user_id = $1 AND kind = $2', [userId, kind]);
  return rows[0]?.fields;
}

// ---- uploads -------------------------------------------------------------------------------------

/** Whether the stored upload `name` was uploaded by this user (vouchers, QR codes). */
export async function isOwnUpload(ex: Executor, name: string, userId: number): Promise<boolean> {
  const { rows } = await ex.query('SELECT 1 FROM uploads WHERE name = $1 AND owner_user_id = $2', [name, userId]);
  return rows.length > 0;
}

// ---- saved addresses -----------------------------------------------------------------------------

export interface SavedAddressRow {
  id: number;
  asset_id: number;
  network: string;
  name: string;
  address: string;
  qrcode: string;
  created_at: Date;
}

export async function insertSavedAddress(
  ex: Executor,
  a: { userId: number; assetId: number; network: string; name: string; address: string; qrcode: string; at: Date },
): Promise<SavedAddressRow> {
  const { rows } = await ex.query<SavedAddressRow>(
    `INSERT INTO saved_addresses (user_id, asset_id, network, name, address, qrcode, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [a.userId, a.assetId, a.network, a.name, a.address, a.qrcode, a.at],
  );
  return rows[0]!;
}

export function pageSavedAddresses<T>(
  ex: Executor,
  userId: number,
  page: number,
  limit: number,
  map: (r: SavedAddressRow) => T,
): Promise<Page<T>> {
  return pageOf(ex, 'SELECT * FROM saved_addresses WHERE user_id = $1', [userId], 'id DESC', page, limit, map);
}

/** Whether the user had this address (and it is now deleted). */
export async function deleteSavedAddress(ex: Executor, id: number, userId: number): Promise<boolean> {
  const { rows } = await ex.query('DELETE FROM saved_addresses WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  return rows.length > 0;
}

export async function findSavedAddress(
  ex: Executor,
  id: number,
  userId: number,
): Promise<{ asset_id: number; network: string; address: string } | undefined> {
  const { rows } = await ex.query<{ asset_id: number; network: string; address: string }>(
    'SELECT asset_id, network, address FROM saved_addresses WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return rows[0];
}

// ---- exchange ------------------------------------------------------------------------------------

export interface QuoteRow {
  id: string;
  user_id: number;
  from_asset_id: number;
  to_asset_id: number;
  rate: string;
  fee_ppm: number;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertQuote(
  ex: Executor,
  q: { id: string; userId: number; fromAssetId: number; toAssetId: number; rate: bigint; feePpm: number; expiresAt: Date; at: Date },
): Promise<void> {
  await ex.query(
    `INSERT INTO exchange_quotes (id, user_id, from_asset_id, to_asset_id, rate, fee_ppm, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [q.id, q.userId, q.fromAssetId, q.toAssetId, q.rate.toString(), q.feePpm, q.expiresAt, q.at],
  );
}

export async function lockQuote(ex: Executor, id: string): Promise<QuoteRow | undefined> {
  const { rows } = await ex.query<QuoteRow>('SELECT * FROM exchange_quotes WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

export async function markQuoteUsed(ex: Executor, id: string, at: Date): Promise<void> {
  await ex.query('UPDATE exchange_quotes SET used_at = $2 WHERE id = $1', [id, at]);
}

export interface ExchangeRow {
  id: number;
  from_asset_id: number;
  to_asset_id: number;
  from_amount: string;
  fee: string;
  to_amount: string;
  rate: string;
  created_at: Date;
}

export async function findExchangeByKey(ex: Executor, entryKey: string): Promise<ExchangeRow | undefined> {
  const { rows } = await ex.query<ExchangeRow>('SELECT * FROM exchanges WHERE entry_key = $1', [entryKey]);
  return rows[0];
}

export async function insertExchange(
  ex: Executor,
  e: {
    userId: number;
    fromAssetId: number;
    toAssetId: number;
    fromAmount: bigint;
    fee: bigint;
    toAmount: bigint;
    rate: bigint;
    quoteId: string | null;
    entryKey: string;
    at: Date;
  },
): Promise<ExchangeRow> {
  const { rows } = await ex.query<ExchangeRow>(
    `INSERT INTO exchanges (user_id, from_asset_id, to_asset_id, from_amount, fee, to_amount, rate, quote_id, entry_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [
      e.userId,
      e.fromAssetId,
      e.toAssetId,
      e.fromAmount.toString(),
      e.fee.toString(),
      e.toAmount.toString(),
      e.rate.toString(),
      e.quoteId,
      e.entryKey,
      e.at,
    ],
  );
  return rows[0]!;
}

export function pageExchanges<T>(ex: Executor, userId: number, page: number, limit: number, map: (r: ExchangeRow) => T): Promise<Page<T>> {
  return pageOf(ex, 'SELECT * FROM exchanges WHERE user_id = $1', [userId], 'id DESC', page, limit, map);
}

// ---- networks ------------------------------------------------------------------------------------

export interface NetworkRow {
  network: string;
  deposit_enabled: boolean;
  withdraw_enabled: boolean;
  withdraw_fee: string;
  withdraw_min: string;
}

/** A coin's network with its defaults, unless it is configured already. */
export async function insertNetworkIfMissing(
  ex: Executor,
  n: { assetId: number; network: string; depositEnabled: boolean; withdrawFee: bigint; withdrawMin: bigint },
): Promise<void> {
  await ex.query(
    `INSERT INTO asset_networks (asset_id, network, deposit_enabled, withdraw_fee, withdraw_min) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (asset_id, network) DO NOTHING`,
    [n.assetId, n.network, n.depositEnabled, n.withdrawFee.toString(), n.withdrawMin.toString()],
  );
}

export async function listNetworks(ex: Executor, assetId: number): Promise<NetworkRow[]> {
  const { rows } = await ex.query<NetworkRow>('SELECT * FROM asset_networks WHERE asset_id = $1', [assetId]);
  return rows;
}

// ---- deposit addresses ---------------------------------------------------------------------------

export async function findUserDepositAddress(ex: Executor, userId: number, network: string): Promise<string | undefined> {
  const { rows } = await ex.query<{ address: string }>('SELECT address FROM deposit_addresses WHERE user_id = $1 AND network = $2', [
    userId,
    network,
  ]);
  return rows[0]?.address;
}

export async function lockDepositSource(
  ex: Executor,
  network: string,
): Promise<{ method: string; xpub: string | null; next_index: number } | undefined> {
  const { rows } = await ex.query<{ method: string; xpub: string | null; next_index: number }>(
    'SELECT method, xpub, next_index FROM deposit_sources WHERE network = $1 FOR UPDATE',
    [network],
  );
  return rows[0];
}

/** Record a derived address for the user and move the source's index on. */
export async function insertDerivedAddress(
  ex: Executor,
  network: string,
  address: string,
  userId: number,
  index: number,
  at: Date,
): Promise<void> {
  await ex.query('UPDATE deposit_sources SET next_index = next_index + 1 WHERE network = $1', [network]);
  await ex.query(`INSERT INTO deposit_addresses (network, address, user_id, derivation_index, assigned_at) VALUES ($1, $2, $3, $4, $5)`, [
    network,
    address,
    userId,
    index,
    at,
  ]);
}

/** The next unassigned pool address of the network, locked (skipping those others hold). */
export async function lockFreePoolAddress(ex: Executor, network: string): Promise<{ id: number; address: string } | undefined> {
  const { rows } = await ex.query<{ id: number; address: string }>(
    `SELECT id, address FROM deposit_addresses WHERE network = $1 AND user_id IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [network],
  );
  return rows[0];
}

export async function hasAnyDepositAddress(ex: Executor, network: string): Promise<boolean> {
  const { rows } = await ex.query('SELECT 1 FROM deposit_addresses WHERE network = $1 LIMIT 1', [network]);
  return rows.length > 0;
}

export async function assignPoolAddress(ex: Executor, id: number, userId: number, at: Date): Promise<void> {
  await ex.query('UPDATE deposit_addresses SET user_id = $2, assigned_at = $3 WHERE id = $1', [id, userId, at]);
}

/** Whether the address was new to the pool. */
export async function insertPoolAddress(ex: Executor, network: string, address: string): Promise<boolean> {
  const { rows } = await ex.query('INSERT INTO deposit_addresses (network, address) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id', [
    network,
    address,
  ]);
  return rows.length > 0;
}

// ---- deposit claims ------------------------------------------------------------------------------

export interface ClaimRow {
  id: number;
  user_id: number;
  asset_id: number;
  network: string;
  amount: string;
  voucher: string;
  tx_hash: string | null;
  status: Status;
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

export async function insertClaim(
  ex: Executor,
  c: { userId: number; assetId: number; network: string; amount: bigint; voucher: string; txHash: string | null; at: Date },
): Promise<ClaimRow> {
  const { rows } = await ex.query<ClaimRow>(
    `INSERT INTO deposit_claims (user_id, asset_id, network, amount, voucher, tx_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [c.userId, c.assetId, c.network, c.amount.toString(), c.voucher, c.txHash, c.at],
  );
  return rows[0]!;
}

/** The user's claims, newest first. */
export function pageUserClaims<T>(ex: Executor, userId: number, page: number, limit: number, map: (r: ClaimRow) => T): Promise<Page<T>> {
  return pageOf(ex, 'SELECT * FROM deposit_claims WHERE user_id = $1', [userId], 'id DESC', page, limit, map);
}

/** The claims in one status, oldest first (the review queue). */
export function pageClaimQueue<T>(ex: Executor, status: string, page: number, limit: number, map: (r: ClaimRow) => T): Promise<Page<T>> {
  return pageOf(ex, 'SELECT * FROM deposit_claims WHERE status = $1', [status], 'id', page, limit, map);
}

export async function lockClaim(ex: Executor, id: number): Promise<ClaimRow | undefined> {
  const { rows } = await ex.query<ClaimRow>('SELECT * FROM deposit_claims WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

export async function approveClaimRow(ex: Executor, id: number, reason: string | null, operatorId: number, at: Date): Promise<ClaimRow> {
  const { rows } = await ex.query<ClaimRow>(
    `UPDATE deposit_claims SET status = 'approved', reason = $2, reviewed_by = $3, reviewed_at = $4 WHERE id = $1 RETURNING *`,
    [id, reason, operatorId, at],
  );
  return rows[0]!;
}

export async function rejectClaimRow(ex: Executor, id: number, reason: string, operatorId: number, at: Date): Promise<ClaimRow> {
  const { rows } = await ex.query<ClaimRow>(
    `UPDATE deposit_claims SET status = 'rejected', reason = $2, reviewed_by = $3, reviewed_at = $4 WHERE id = $1 RETURNING *`,
    [id, reason, operatorId, at],
  );
  return rows[0]!;
}

// ---- withdrawals ---------------------------------------------------------------------------------

export interface WithdrawalRow {
  id: number;
  user_id: number;
  asset_id: number;
  network: string;
  destination_type: 'address' | 'bank' | 'bank_international';
  destination: string;
  amount: string;
  fee: string;
  remark: string;
  status: Withdrawal['status'];
  reason: string | null;
  tx_hash: string | null;
  hold_id: number;
  created_at: Date;
  reviewed_at: Date | null;
}

/** The BTC equivalent (minor units) of the user's pending and approved withdrawals since `since`. */
export async function sumWithdrawnBtc(ex: Executor, userId: number, since: Date): Promise<bigint> {
  const { rows } = await ex.query<{ used: string | null }>(
    `SELECT sum(btc_equivalent)::text AS used FROM withdrawals
      WHERE user_id = $1 AND status NOT IN ('rejected', 'cancelled', 'failed') AND created_at > $2`,
    [userId, since],
  );
  return BigInt(rows[0]?.used ?? '0');
}

export async function findWithdrawalByKey(ex: Executor, requestKey: string): Promise<WithdrawalRow | undefined> {
  const { rows } = await ex.query<WithdrawalRow>('SELECT * FROM withdrawals WHERE request_key = $1', [requestKey]);
  return rows[0];
}

/** One holder of the (namespace, key) lock at a time, until the transaction ends. */
export async function advisoryXactLock(ex: Executor, namespace: number, key: number): Promise<void> {
  await ex.query('SELECT pg_advisory_xact_lock($1, $2)', [namespace, key]);
}

export async function insertWithdrawal(
  ex: Executor,
  w: {
    userId: number;
    assetId: number;
    network: string;
    destinationType: WithdrawalRow['destination_type'];
    destination: string;
    amount: bigint;
    fee: bigint;
    btcEquivalent: bigint;
    remark: string;
    holdId: number;
    requestKey: string;
    at: Date;
  },
): Promise<WithdrawalRow> {
  const { rows } = await ex.query<WithdrawalRow>(
    `INSERT INTO withdrawals (user_id, asset_id, network, destination_type, destination, amount, fee, btc_equivalent,
                              remark, hold_id, request_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
    [
      w.userId,
      w.assetId,
      w.network,
      w.destinationType,
      w.destination,
      w.amount.toString(),
      w.fee.toString(),
      w.btcEquivalent.toString(),
      w.remark,
      w.holdId,
      w.requestKey,
      w.at,
    ],
  );
  return rows[0]!;
}

/** The user's withdrawals, newest first. */
export function pageUserWithdrawals<T>(
  ex: Executor,
  userId: number,
  page: number,
  limit: number,
  map: (r: WithdrawalRow) => T,
): Promise<Page<T>> {
  return pageOf(ex, 'SELECT * FROM withdrawals WHERE user_id = $1', [userId], 'id DESC', page, limit, map);
}

/** The withdrawals in one status, oldest first (the review queue). */
export function pageWithdrawalQueue<T>(
  ex: Executor,
  status: string,
  page: number,
  limit: number,
  map: (r: WithdrawalRow) => T,
): Promise<Page<T>> {
  return pageOf(ex, 'SELECT * FROM withdrawals WHERE status = $1', [status], 'id', page, limit, map);
}

export async function lockWithdrawal(ex: Executor, id: number): Promise<WithdrawalRow | undefined> {
  const { rows } = await ex.query<WithdrawalRow>('SELECT * FROM withdrawals WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

export async function cancelWithdrawalRow(ex: Executor, id: number, at: Date): Promise<WithdrawalRow> {
  const { rows } = await ex.query<WithdrawalRow>(
    `UPDATE withdrawals SET status = 'cancelled', reviewed_at = $2 WHERE id = $1 RETURNING *`,
    [id, at],
  );
  return rows[0]!;
}

export async function approveWithdrawalRow(
  ex: Executor,
  id: number,
  txHash: string | null,
  operatorId: number,
  at: Date,
): Promise<WithdrawalRow> {
  const { rows } = await ex.query<WithdrawalRow>(
    `UPDATE withdrawals SET status = 'approved', tx_hash = $2, reviewed_by = $3, reviewed_at = $4 WHERE id = $1 RETURNING *`,
    [id, txHash, operatorId, at],
  );
  return rows[0]!;
}

export async function rejectWithdrawalRow(ex: Executor, id: number, reason: string, operatorId: number, at: Date): Promise<WithdrawalRow> {
  const { rows } = await ex.query<WithdrawalRow>(
    `UPDATE withdrawals SET status = 'rejected', reason = $2, reviewed_by = $3, reviewed_at = $4 WHERE id = $1 RETURNING *`,
    [id, reason, operatorId, at],
  );
  return rows[0]!;
}

// ---- operator configuration ----------------------------------------------------------------------

/** Set a network's fee, minimum and switches; false when the coin has no such network. */
export async function updateNetworkConfig(
  ex: Executor,
  n: { assetId: number; network: string; withdrawFee: bigint; withdrawMin: bigint; depositEnabled: boolean; withdrawEnabled: boolean },
): Promise<boolean> {
  const { rows } = await ex.query(
    `UPDATE asset_networks SET withdraw_fee = $3, withdraw_min = $4, deposit_enabled = $5, withdraw_enabled = $6
          WHERE asset_id = $1 AND network = $2 RETURNING network`,
    [n.assetId, n.network, n.withdrawFee.toString(), n.withdrawMin.toString(), n.depositEnabled, n.withdrawEnabled],
  );
  return rows.length > 0;
}

/** The network derives deposit addresses from this extended public key (replacing its source). */
export async function upsertXpubSource(ex: Executor, network: string, xpub: string): Promise<void> {
  await ex.query(
    `INSERT INTO deposit_sources (network, method, xpub) VALUES ($1, 'xpub', $2)
         ON CONFLICT (network) DO UPDATE SET method = 'xpub', xpub = EXCLUDED.xpub`,
    [network, xpub],
  );
}

// ---- adjustments ---------------------------------------------------------------------------------

export interface AdjustmentRow {
  id: number;
  user_id: number;
  asset_id: number;
  book: Adjustment['book'];
  amount: string;
  reason: string;
  requested_by: number;
  decided_by: number | null;
  status: Adjustment['status'];
  created_at: Date;
  decided_at: Date | null;
}

export async function userExists(ex: Executor, userId: number): Promise<boolean> {
  const { rows } = await ex.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  return rows.length > 0;
}

export async function insertAdjustment(
  ex: Executor,
  a: { userId: number; assetId: number; book: Adjustment['book']; amount: bigint; reason: string; requestedBy: number; at: Date },
): Promise<AdjustmentRow> {
  const { rows } = await ex.query<AdjustmentRow>(
    `INSERT INTO ledger_adjustments (user_id, asset_id, book, amount, reason, requested_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [a.userId, a.assetId, a.book, a.amount.toString(), a.reason, a.requestedBy, a.at],
  );
  return rows[0]!;
}

export async function lockAdjustment(ex: Executor, id: number): Promise<AdjustmentRow | undefined> {
  const { rows } = await ex.query<AdjustmentRow>('SELECT * FROM ledger_adjustments WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

export async function decideAdjustmentRow(
  ex: Executor,
  id: number,
  status: 'approved' | 'rejected',
  operatorId: number,
  at: Date,
): Promise<AdjustmentRow> {
  const { rows } = await ex.query<AdjustmentRow>(
    `UPDATE ledger_adjustments SET status = $2, decided_by = $3, decided_at = $4 WHERE id = $1 RETURNING *`,
    [id, status, operatorId, at],
  );
  return rows[0]!;
}

/** The latest 100 adjustments in one status, newest first. */
export async function listAdjustments(ex: Executor, status: Adjustment['status']): Promise<AdjustmentRow[]> {
  const { rows } = await ex.query<AdjustmentRow>('SELECT * FROM ledger_adjustments WHERE status = $1 ORDER BY id DESC LIMIT 100', [status]);
  return rows;
}
