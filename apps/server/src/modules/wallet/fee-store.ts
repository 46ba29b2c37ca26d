/**
 * The queries of approved fee and spread changes (`fee_changes`, append-only). Kept apart from
 * store.ts, which is at its size limit. A change is in effect from its `effective_at`; the newest
 * one in effect wins, and without one the configured value applies.
 */
import type { Executor } from '@bourse/db';

export interface FeeChangeRow {
  id: number;
  action_id: number;
  kind: 'exchange' | 'network';
  asset_id: number | null;
  network: string | null;
  spread_ppm: number | null;
  fee_ppm: number | null;
  withdraw_fee: string | null;
  previous: { spread_ppm?: number; fee_ppm?: number; withdraw_fee?: string };
  announced_at: Date;
  effective_at: Date;
}

export async function insertFeeChange(
  ex: Executor,
  c: Omit<FeeChangeRow, 'id' | 'withdraw_fee'> & { withdraw_fee: bigint | null },
): Promise<void> {
  await ex.query(
    `INSERT INTO fee_changes (action_id, kind, asset_id, network, spread_ppm, fee_ppm, withdraw_fee, previous, announced_at, effective_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)`,
    [
      c.action_id,
      c.kind,
      c.asset_id,
      c.network,
      c.spread_ppm,
      c.fee_ppm,
      c.withdraw_fee?.toString() ?? null,
      JSON.stringify(c.previous),
      c.announced_at,
      c.effective_at,
    ],
  );
}

/** The exchange's newest change in effect at `at`, or (without `at`) the newest scheduled at all. */
export async function latestExchangeChange(ex: Executor, at?: Date): Promise<FeeChangeRow | undefined> {
  const { rows } = await ex.query<FeeChangeRow>(
    `SELECT * FROM fee_changes WHERE kind = 'exchange' AND ($1::timestamptz IS NULL OR effective_at <= $1)
      ORDER BY effective_at DESC, id DESC LIMIT 1`,
    [at ?? null],
  );
  return rows[0];
}

/** Per network of a coin, the withdrawal fee of its newest change in effect at `at` (or scheduled at all, without `at`). */
export async function latestWithdrawFees(ex: Executor, assetId: number, at?: Date): Promise<Map<string, bigint>> {
  const { rows } = await ex.query<{ network: string; withdraw_fee: string }>(
    `SELECT DISTINCT ON (network) network, withdraw_fee FROM fee_changes
      WHERE kind = 'network' AND asset_id = $1 AND ($2::timestamptz IS NULL OR effective_at <= $2)
      ORDER BY network, effective_at DESC, id DESC`,
    [assetId, at ?? null],
  );
  return new Map(rows.map((r) => [r.network, BigInt(r.withdraw_fee)]));
}

/** Changes announced and not yet in effect at `at`, soonest first. */
export async function upcomingFeeChanges(ex: Executor, at: Date): Promise<FeeChangeRow[]> {
  const { rows } = await ex.query<FeeChangeRow>('SELECT * FROM fee_changes WHERE effective_at > $1 ORDER BY effective_at, id', [at]);
  return rows;
}
