/** The SQL of sweeps (chain_sweeps) and of their steps per address and coin (chain_sweep_items). */
import type { Executor } from '@bourse/db';

export interface SweepRow {
  action_id: number;
  network: string;
  state: string;
}

export interface SweepItem {
  id: number;
  action_id: number;
  network: string;
  address: string;
  derivation_index: number;
  asset: string;
  state: ItemState;
  amount: string | null;
  gas_price: string | null;
  gas_limit: string | null;
  gas_value: string | null;
  gas_tx_id: string | null;
  gas_raw_tx: string | null;
  gas_fee: string | null;
  tx_id: string | null;
  raw_tx: string | null;
  tx_fee: string | null;
  hold_id: number | null;
  reason: string | null;
  /** When the transaction in flight was sent (the gas's, then the transfer's). */
  sent_at: Date | null;
  /** Earlier gas and transfer transactions, each replaced at its nonce by a higher fee (EVM). */
  replaced_gas_tx_ids: string[];
  replaced_tx_ids: string[];
}

export type ItemState = 'planned' | 'gas_signed' | 'gas_sent' | 'signed' | 'sent' | 'done' | 'failed' | 'skipped';
export const FINAL_STATES: readonly ItemState[] = ['done', 'failed', 'skipped'];

/** Approved sweeps not finished: queued (not planned yet) or running. */
export async function openSweeps(ex: Executor, network: string): Promise<SweepRow[]> {
  const { rows } = await ex.query<SweepRow>(
    `SELECT action_id, network, state FROM chain_sweeps WHERE network = $1 AND state IN ('queued', 'running') ORDER BY action_id`,
    [network],
  );
  return rows;
}

export async function setSweepState(ex: Executor, actionId: number, set: { state: string; at: Date; result?: unknown }): Promise<void> {
  const { state, at, result } = set;
  await ex.query(
    `UPDATE chain_sweeps SET state = $2, result = COALESCE($3::jsonb, result), done_at = CASE WHEN $2 = 'done' THEN $4::timestamptz ELSE done_at END
      WHERE action_id = $1`,
    [actionId, state, result === undefined ? null : JSON.stringify(result), at],
  );
}

/** The network's deposit addresses derived from its key (pool addresses have no index: the signer holds no key for them). */
export async function derivedAddresses(ex: Executor, network: string): Promise<{ address: string; derivation_index: number }[]> {
  const { rows } = await ex.query<{ address: string; derivation_index: number }>(
    `SELECT address, derivation_index FROM deposit_addresses
      WHERE network = $1 AND user_id IS NOT NULL AND derivation_index IS NOT NULL ORDER BY id`,
    [network],
  );
  return rows;
}

export interface PlannedItem {
  address: string;
  derivationIndex: number;
  asset: string;
  state: 'planned' | 'skipped';
  reason?: string;
}

export async function insertItems(ex: Executor, actionId: number, network: string, items: PlannedItem[]): Promise<void> {
  for (const i of items) {
    await ex.query(
      `INSERT INTO chain_sweep_items (action_id, network, address, derivation_index, asset, state, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [actionId, network, i.address, i.derivationIndex, i.asset, i.state, i.reason ?? null],
    );
  }
}

export async function itemsOf(ex: Executor, actionId: number): Promise<SweepItem[]> {
  const { rows } = await ex.query<SweepItem>('SELECT * FROM chain_sweep_items WHERE action_id = $1 ORDER BY id', [actionId]);
  return rows;
}

export async function lockItem(ex: Executor, id: number): Promise<SweepItem> {
  const { rows } = await ex.query<SweepItem>('SELECT * FROM chain_sweep_items WHERE id = $1 FOR UPDATE', [id]);
  if (!rows[0]) throw new Error(`sweep item ${id} is missing`);
  return rows[0];
}

type ItemChange = Partial<Omit<SweepItem, 'id' | 'action_id' | 'network' | 'address' | 'derivation_index' | 'asset'>>;
const COLUMNS = [
  'state',
  'amount',
  'gas_price',
  'gas_limit',
  'gas_value',
  'gas_tx_id',
  'gas_raw_tx',
  'gas_fee',
  'tx_id',
  'raw_tx',
  'tx_fee',
  'hold_id',
  'reason',
  'sent_at',
  'replaced_gas_tx_ids',
  'replaced_tx_ids',
] as const;
const ARRAYS = new Set<string>(['replaced_gas_tx_ids', 'replaced_tx_ids']);

/** Set the given columns (a fixed list: no column name comes from outside). */
export async function updateItem(ex: Executor, id: number, change: ItemChange, at: Date): Promise<void> {
  const cols = COLUMNS.filter((c) => change[c] !== undefined);
  const sets = cols.map((c, i) => `${c} = $${i + 3}${ARRAYS.has(c) ? '::text[]' : ''}`);
  await ex.query(`UPDATE chain_sweep_items SET ${['updated_at = $2', ...sets].join(', ')} WHERE id = $1`, [
    id,
    at,
    ...cols.map((c) => change[c]),
  ]);
}

/** Whether a payout is signed by the hot key and not sent yet: a sweep's gas waits for it (the same next nonce). */
export async function unsentPayout(ex: Executor, network: string): Promise<boolean> {
  const { rows } = await ex.query(`SELECT 1 FROM chain_withdrawals WHERE network = $1 AND state = 'signed' LIMIT 1`, [network]);
  return rows.length > 0;
}

/** Addresses and coins an unfinished sweep item is moving. */
export async function busyItems(ex: Executor, network: string): Promise<{ address: string; asset: string }[]> {
  const { rows } = await ex.query<{ address: string; asset: string }>(
    `SELECT address, asset FROM chain_sweep_items WHERE network = $1 AND state NOT IN ('done', 'failed', 'skipped')`,
    [network],
  );
  return rows;
}
