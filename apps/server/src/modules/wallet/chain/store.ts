/** The chain part's SQL: cursors, recent block hashes, seen deposits and on-chain withdrawals. */
import type { Executor } from '@bourse/db';
import type { BlockRef, SeenTransfer } from './adapter';

export interface DepositRow {
  id: number;
  network: string;
  tx_id: string;
  output_index: number;
  block_number: number;
  address: string;
  user_id: number;
  asset_id: number;
  amount: string;
  status: string;
  credited_at: Date | null;
  created_at: Date;
}

export interface PayoutRow {
  withdrawal_id: number;
  network: string;
  state: string;
  tx_id: string | null;
  raw_tx: string | null;
  block_number: number | null;
  reason: string | null;
  gas_hold_id: number | null;
  network_fee: string | null;
  sent_at: Date | null;
  replaced_tx_ids: string[];
}

/** Block hashes kept per network to find where a re-org forked; deeper re-orgs than this are not expected. */
export const KEPT_BLOCKS = 128;

export async function readCursor(ex: Executor, network: string): Promise<BlockRef | undefined> {
  const { rows } = await ex.query<{ last_block: number; last_hash: string }>(
    'SELECT last_block, last_hash FROM chain_cursors WHERE network = $1',
    [network],
  );
  return rows[0] ? { number: rows[0].last_block, hash: rows[0].last_hash } : undefined;
}

export async function writeCursor(ex: Executor, network: string, at: BlockRef, now: Date): Promise<void> {
  await ex.query(
    `INSERT INTO chain_cursors (network, last_block, last_hash, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (network) DO UPDATE SET last_block = $2, last_hash = $3, updated_at = $4`,
    [network, at.number, at.hash, now],
  );
}

export async function keepBlocks(ex: Executor, network: string, blocks: BlockRef[]): Promise<void> {
  if (blocks.length === 0) return;
  await ex.query(
    `INSERT INTO chain_blocks (network, number, hash)
     SELECT $1, n, h FROM unnest($2::bigint[], $3::text[]) AS b(n, h)
     ON CONFLICT (network, number) DO UPDATE SET hash = EXCLUDED.hash`,
    [network, blocks.map((b) => b.number), blocks.map((b) => b.hash)],
  );
  const top = Math.max(...blocks.map((b) => b.number));
  await ex.query('DELETE FROM chain_blocks WHERE network = $1 AND number <= $2', [network, top - KEPT_BLOCKS]);
}

/** The kept hashes from `below` downwards, newest first. */
export async function keptBlocks(ex: Executor, network: string, below: number): Promise<BlockRef[]> {
  const { rows } = await ex.query<{ number: number; hash: string }>(
    'SELECT number, hash FROM chain_blocks WHERE network = $1 AND number <= $2 ORDER BY number DESC',
    [network, below],
  );
  return rows;
}

export async function forgetBlocksAbove(ex: Executor, network: string, number: number): Promise<void> {
  await ex.query('DELETE FROM chain_blocks WHERE network = $1 AND number > $2', [network, number]);
}

/** Each user's deposit address on a network. */
export async function watchedAddresses(ex: Executor, network: string): Promise<{ address: string; user_id: number }[]> {
  const { rows } = await ex.query<{ address: string; user_id: number }>(
    'SELECT address, user_id FROM deposit_addresses WHERE network = $1 AND user_id IS NOT NULL',
    [network],
  );
  return rows;
}

export interface NewDeposit {
  transfer: SeenTransfer;
  userId: number;
  assetId: number;
  status: 'seen' | 'below_min';
}

/**
 * Record what the chain shows. The same output seen again (a restart that scans a block twice) is
 * left alone; one dropped by a re-org and mined again in another block comes back to life there.
 */
export async function recordDeposits(ex: Executor, network: string, deposits: NewDeposit[]): Promise<void> {
  if (deposits.length === 0) return;
  const col = <T>(f: (d: NewDeposit) => T) => deposits.map(f);
  await ex.query(
    `INSERT INTO chain_deposits (network, tx_id, output_index, block_number, block_hash, address, user_id, asset_id, amount, status)
     SELECT $1, * FROM unnest($2::text[], $3::int[], $4::bigint[], $5::text[], $6::text[], $7::bigint[], $8::int[], $9::numeric[], $10::text[])
     ON CONFLICT (network, tx_id, output_index) DO UPDATE
       SET block_number = EXCLUDED.block_number, block_hash = EXCLUDED.block_hash, status = EXCLUDED.status
       WHERE chain_deposits.status = 'dropped'`,
    [
      network,
      col((d) => d.transfer.txId),
      col((d) => d.transfer.outputIndex),
      col((d) => d.transfer.block.number),
      col((d) => d.transfer.block.hash),
      col((d) => d.transfer.address),
      col((d) => d.userId),
      col((d) => d.assetId),
      col((d) => d.transfer.amountMinor.toString()),
      col((d) => d.status),
    ],
  );
}

/** Deposits to credit now: seen, at `maxBlock` or below (enough confirmations), locked. */
export async function lockConfirmable(ex: Executor, network: string, maxBlock: number): Promise<DepositRow[]> {
  const { rows } = await ex.query<DepositRow>(
    `SELECT * FROM chain_deposits WHERE network = $1 AND status = 'seen' AND block_number <= $2 ORDER BY id FOR UPDATE`,
    [network, maxBlock],
  );
  return rows;
}

/** Deposits in blocks a re-org dropped (above the fork), locked. */
export async function lockAbove(ex: Executor, network: string, fork: number): Promise<DepositRow[]> {
  const { rows } = await ex.query<DepositRow>(
    `SELECT * FROM chain_deposits WHERE network = $1 AND block_number > $2 AND status IN ('seen', 'below_min', 'credited', 'reversal_blocked')
     ORDER BY id FOR UPDATE`,
    [network, fork],
  );
  return rows;
}

export async function lockBlockedReversals(ex: Executor, network: string): Promise<DepositRow[]> {
  const { rows } = await ex.query<DepositRow>(
    `SELECT * FROM chain_deposits WHERE network = $1 AND status = 'reversal_blocked' ORDER BY id FOR UPDATE`,
    [network],
  );
  return rows;
}

export async function setDepositStatus(ex: Executor, ids: number[], status: string, at?: Date): Promise<void> {
  if (ids.length === 0) return;
  await ex.query(
    `UPDATE chain_deposits SET status = $2, credited_at = CASE WHEN $2 = 'credited' THEN $3::timestamptz ELSE credited_at END
     WHERE id = ANY($1::bigint[])`,
    [ids, status, at ?? null],
  );
}

export async function pageUserDeposits(ex: Executor, userId: number, limit: number): Promise<DepositRow[]> {
  const { rows } = await ex.query<DepositRow>('SELECT * FROM chain_deposits WHERE user_id = $1 ORDER BY id DESC LIMIT $2', [userId, limit]);
  return rows;
}

export async function countByStatus(ex: Executor, network: string): Promise<Record<string, number>> {
  const { rows } = await ex.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM chain_deposits WHERE network = $1 GROUP BY status',
    [network],
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

// ---- withdrawals -------------------------------------------------------------------------------

/** An approved withdrawal handed to the signer: queued for it, and `processing` for the user. */
export async function queuePayout(ex: Executor, w: { id: number; network: string; operatorId: number; at: Date }): Promise<void> {
  await ex.query(`INSERT INTO chain_withdrawals (withdrawal_id, network, state) VALUES ($1, $2, 'queued') ON CONFLICT DO NOTHING`, [
    w.id,
    w.network,
  ]);
  await ex.query(`UPDATE withdrawals SET status = 'processing', reviewed_by = $2, reviewed_at = $3 WHERE id = $1`, [
    w.id,
    w.operatorId,
    w.at,
  ]);
}

/** The network's payouts still in flight (queued, signed or broadcast), oldest first. */
export async function openPayouts(ex: Executor, network: string): Promise<PayoutRow[]> {
  const { rows } = await ex.query<PayoutRow>(
    `SELECT * FROM chain_withdrawals WHERE network = $1 AND state IN ('queued', 'signed', 'broadcast') ORDER BY withdrawal_id`,
    [network],
  );
  return rows;
}

export async function lockPayout(ex: Executor, withdrawalId: number): Promise<PayoutRow | undefined> {
  const { rows } = await ex.query<PayoutRow>('SELECT * FROM chain_withdrawals WHERE withdrawal_id = $1 FOR UPDATE', [withdrawalId]);
  return rows[0];
}

export interface PayoutChange {
  state: string;
  txId?: string;
  rawTx?: string;
  blockNumber?: number;
  reason?: string;
  gasHoldId?: number;
  networkFee?: bigint;
  sentAt?: Date;
  /** Replaces the list (a fee bump appends the transaction it replaces). */
  replacedTxIds?: string[];
  at: Date;
}

export async function updatePayout(ex: Executor, withdrawalId: number, set: PayoutChange): Promise<void> {
  await ex.query(
    `UPDATE chain_withdrawals SET state = $2, tx_id = COALESCE($3, tx_id), raw_tx = COALESCE($4, raw_tx),
       block_number = COALESCE($5, block_number), reason = COALESCE($6, reason), updated_at = $7,
       gas_hold_id = COALESCE($8, gas_hold_id), network_fee = COALESCE($9, network_fee), sent_at = COALESCE($10, sent_at),
       replaced_tx_ids = COALESCE($11::text[], replaced_tx_ids)
     WHERE withdrawal_id = $1`,
    [
      withdrawalId,
      set.state,
      set.txId ?? null,
      set.rawTx ?? null,
      set.blockNumber ?? null,
      set.reason ?? null,
      set.at,
      set.gasHoldId ?? null,
      set.networkFee?.toString() ?? null,
      set.sentAt ?? null,
      set.replacedTxIds ?? null,
    ],
  );
}

/** Sets a withdrawal's user-visible status (processing, broadcast, confirmed, failed) and its hash and reason. */
export async function setWithdrawalStatus(
  ex: Executor,
  id: number,
  set: { status: string; txHash?: string; reason?: string },
): Promise<void> {
  await ex.query('UPDATE withdrawals SET status = $2, tx_hash = COALESCE($3, tx_hash), reason = COALESCE($4, reason) WHERE id = $1', [
    id,
    set.status,
    set.txHash ?? null,
    set.reason ?? null,
  ]);
}

/** Amounts held by withdrawals not yet settled on chain, per asset id. */
export async function pendingPayoutSums(ex: Executor, network: string): Promise<Map<number, bigint>> {
  const { rows } = await ex.query<{ asset_id: number; total: string }>(
    `SELECT w.asset_id, sum(w.amount - w.fee)::text AS total FROM withdrawals w
      WHERE w.network = $1 AND w.status IN ('pending', 'processing', 'broadcast') GROUP BY w.asset_id`,
    [network],
  );
  return new Map(rows.map((r) => [r.asset_id, BigInt(r.total)]));
}

/**
 * Whether a sweep's gas transaction is signed by the hot key and not sent yet: until it is, no
 * payout is signed (both take the hot wallet's next nonce, and that one is the gas's).
 */
export async function unsentSweepGas(ex: Executor, network: string): Promise<boolean> {
  const { rows } = await ex.query(`SELECT 1 FROM chain_sweep_items WHERE network = $1 AND state = 'gas_signed' LIMIT 1`, [network]);
  return rows.length > 0;
}
