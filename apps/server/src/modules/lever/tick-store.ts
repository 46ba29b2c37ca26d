/**
 * What a recorded tick reaches, for the watcher (watcher.ts): the open positions the mark price
 * liquidates or the last price triggers, the delegated orders due at it, and a market's open
 * positions for the live push. Prices go out as text: exact on both database drivers.
 */
import type { Executor } from '@bourse/db';
import type { PositionRow } from './store';

/**
 * Open positions of a market that the mark price liquidates, or whose stop, take-profit or cap the
 * last price reaches.
 */
export async function findTriggered(
  ex: Executor,
  marketId: number,
  prices: { last: bigint; mark: bigint },
): Promise<Array<{ id: number }>> {
  const { rows } = await ex.query<{ id: number }>(
    `SELECT id FROM lever_positions WHERE market_id = $1 AND status = 'open' AND (
       (side = 'long' AND ($3::bigint <= liq_price OR $2::bigint <= sl_price OR $2::bigint >= tp_price OR $2::bigint >= cap_price))
    OR (side = 'short' AND ($3::bigint >= liq_price OR $2::bigint >= sl_price OR $2::bigint <= tp_price)))
     ORDER BY id`,
    [marketId, prices.last.toString(), prices.mark.toString()],
  );
  return rows;
}

/** Delegated orders of a market whose limit a price (with the spread) reaches. */
export async function findDelegatedDue(ex: Executor, marketId: number, price: bigint, spread: bigint): Promise<Array<{ id: number }>> {
  const { rows } = await ex.query<{ id: number }>(
    `SELECT id FROM lever_positions WHERE market_id = $1 AND status = 'doing' AND (
       (side = 'long' AND $2::bigint + $3::bigint <= limit_price) OR (side = 'short' AND $2::bigint - $3::bigint >= limit_price))
     ORDER BY id`,
    [marketId, price.toString(), spread.toString()],
  );
  return rows;
}

export async function listOpenInMarket(ex: Executor, marketId: number): Promise<PositionRow[]> {
  const { rows } = await ex.query<PositionRow>(`SELECT * FROM lever_positions WHERE market_id = $1 AND status = 'open'`, [marketId]);
  return rows;
}
