/**
 * Which futures openings and closes copy trading acts on, asked by futures' group commit before it
 * batches them (lever/hooks.ts): those go through futures' single path, where mirror.ts runs in
 * their transaction as before. One statement each, whatever the number asked about.
 *
 * - An opening: its user is an approved trader with an active follow (mirror.ts `traderOpened`).
 * - A close: the position is an open copy (its receipt settles, with the profit share), or a
 *   trader's position with open copies that close with it (`positionClosed`).
 *
 * Being a copy, or a trader's position with copies, is fixed when the position opens, so the
 * answer for a close cannot go stale; for an opening it is read as the single path reads it, a
 * moment before its transaction.
 */
import type { Executor } from '@bourse/db';
import type { LeverRow } from './ports';

/** Of these users, the approved traders with at least one active follow. */
export async function followedTraders(ex: Executor, userIds: readonly number[]): Promise<Set<number>> {
  const { rows } = await ex.query<{ user_id: number }>(
    `SELECT t.user_id FROM copy_traders t
      WHERE t.user_id = ANY($1::bigint[]) AND t.status = 'approved'
        AND EXISTS (SELECT 1 FROM copy_follows f WHERE f.trader_id = t.user_id AND f.status = 'active')`,
    [[...new Set(userIds)]],
  );
  return new Set(rows.map((r) => Number(r.user_id)));
}

/** Of these positions, the open copies and the traders' positions with open copies to close. */
export async function positionsWithCopies(ex: Executor, positions: readonly LeverRow[]): Promise<Set<number>> {
  const ids = positions.map((p) => p.id);
  const { rows } = await ex.query<{ id: number }>(
    `SELECT position_id AS id FROM copy_orders WHERE position_id = ANY($1::bigint[]) AND status = 'open'
     UNION
     SELECT trader_position_id FROM copy_orders WHERE trader_position_id = ANY($1::bigint[]) AND status = 'open' AND NOT self_held`,
    [ids],
  );
  return new Set(rows.map((r) => Number(r.id)));
}
