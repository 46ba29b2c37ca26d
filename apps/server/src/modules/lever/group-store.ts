/**
 * The group commit's statements (group.ts), each one statement for the whole batch: lock the
 * positions its closes name and find the positions already stored under its request keys; insert
 * every new row; write every close. Integers that may exceed a JS number go out as text.
 */
import type { Executor } from '@bourse/db';
import type { CloseAt, OpenRequest } from './positions';
import type { PositionRow } from './store';

/** A row the batch inserts: a market position (with its two holds) or a delegated order (with its one). */
export interface NewRow {
  userId: number;
  requestKey: string;
  kind: 'market' | 'limit';
  side: OpenRequest['side'];
  lots: number;
  qty: bigint;
  leverage: number;
  limit: bigint | null;
  entry: bigint | null;
  entryTickId: number | null;
  margin: bigint;
  fee: bigint;
  tp: bigint | null;
  sl: bigint | null;
  liquidationPpm: number;
  liquidation: bigint | null;
  cap: bigint | null;
  holdId: number;
  houseHoldId: number | null;
  /** The house's reserve (market positions). */
  notional: bigint;
}

/** A close the batch writes (the row's new fields). */
export interface ClosedRow {
  id: number;
  price: bigint;
  tickId: number;
  mark: CloseAt['mark'];
  reason: string;
  pnl: bigint;
  insurancePaid: bigint;
}

const text = (v: bigint | null) => (v === null ? null : v.toString());

/**
 * Lock the positions to close (by id, the order every writer locks them in) and read the
 * positions already opened under these request keys, in one statement.
 */
export async function lockForBatch(
  ex: Executor,
  positionIds: readonly number[],
  keys: ReadonlyArray<{ userId: number; key: string }>,
): Promise<{ locked: Map<number, PositionRow>; prior: Map<string, PositionRow> }> {
  const { rows } = await ex.query<PositionRow & { why: 'lock' | 'prior'; request_key: string }>(
    `WITH locked AS (SELECT * FROM lever_positions WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE)
     SELECT 'lock' AS why, * FROM locked
     UNION ALL
     SELECT 'prior' AS why, p.* FROM lever_positions p
       JOIN unnest($2::bigint[], $3::text[]) AS k(user_id, request_key) ON p.user_id = k.user_id AND p.request_key = k.request_key
      WHERE p.user_id = ANY($2::bigint[])`,
    [positionIds, keys.map((k) => k.userId), keys.map((k) => k.key)],
  );
  const locked = new Map<number, PositionRow>();
  const prior = new Map<string, PositionRow>();
  for (const { why, ...row } of rows) {
    if (why === 'lock') locked.set(row.id, row);
    else prior.set(`${row.user_id}:${row.request_key}`, row);
  }
  return { locked, prior };
}

/** Every new position and delegated order in one INSERT, holds named; rows by `user:requestKey`. */
export async function insertBatchRows(
  ex: Executor,
  marketId: number,
  rows: readonly NewRow[],
  at: { spread: bigint; now: Date },
): Promise<Map<string, PositionRow>> {
  if (rows.length === 0) return new Map();
  const col = <T>(f: (r: NewRow) => T) => rows.map(f);
  const { rows: inserted } = await ex.query<PositionRow & { request_key: string }>(
    `INSERT INTO lever_positions (user_id, market_id, side, kind, status, lots, qty, leverage, limit_price, spread, entry_price, entry_tick_id,
                                  margin, open_margin, fee, tp_price, sl_price, liq_price, cap_price, request_key, created_at, opened_at,
                                  liquidation_ppm, hold_id, house_hold_id)
     SELECT u.user_id, $1, u.side, u.kind, CASE WHEN u.kind = 'market' THEN 'open' ELSE 'doing' END, u.lots, u.qty, u.leverage, u.limit_price,
            $2, u.entry, u.entry_tick_id, u.margin, u.margin, u.fee, u.tp, u.sl, u.liq, u.cap, u.request_key, $3,
            CASE WHEN u.kind = 'market' THEN $3::timestamptz END, u.liquidation_ppm, u.hold_id, u.house_hold_id
       FROM unnest($4::bigint[], $5::text[], $6::text[], $7::int[], $8::bigint[], $9::int[], $10::bigint[], $11::bigint[], $12::bigint[],
                   $13::numeric[], $14::numeric[], $15::bigint[], $16::bigint[], $17::bigint[], $18::bigint[], $19::text[], $20::int[],
                   $21::bigint[], $22::bigint[])
            AS u(user_id, side, kind, lots, qty, leverage, limit_price, entry, entry_tick_id, margin, fee, tp, sl, liq, cap, request_key,
                 liquidation_ppm, hold_id, house_hold_id)
     RETURNING *`,
    [
      marketId,
      text(at.spread),
      at.now,
      col((r) => r.userId),
      col((r) => r.side),
      col((r) => r.kind),
      col((r) => r.lots),
      col((r) => text(r.qty)),
      col((r) => r.leverage),
      col((r) => text(r.limit)),
      col((r) => text(r.entry)),
      col((r) => r.entryTickId),
      col((r) => text(r.margin)),
      col((r) => text(r.fee)),
      col((r) => text(r.tp)),
      col((r) => text(r.sl)),
      col((r) => text(r.liquidation)),
      col((r) => text(r.cap)),
      col((r) => r.requestKey),
      col((r) => r.liquidationPpm),
      col((r) => r.holdId),
      col((r) => r.houseHoldId),
    ],
  );
  if (inserted.length !== rows.length) throw new Error(`lever batch: inserted ${inserted.length} of ${rows.length} rows`);
  return new Map(inserted.map((r) => [`${r.user_id}:${r.request_key}`, r]));
}

/** Every close of the batch in one UPDATE (`markClosed` for each); the rows as they are now. */
export async function writeCloses(ex: Executor, closes: readonly ClosedRow[], now: Date): Promise<Map<number, PositionRow>> {
  if (closes.length === 0) return new Map();
  const col = <T>(f: (c: ClosedRow) => T) => closes.map(f);
  const { rows } = await ex.query<PositionRow>(
    `UPDATE lever_positions p
        SET status = 'closed', close_price = u.price, close_tick_id = u.tick_id, close_reason = u.reason, pnl = u.pnl,
            insurance_paid = u.insurance, closed_at = $1, close_mark = u.mark
       FROM unnest($2::bigint[], $3::bigint[], $4::bigint[], $5::text[], $6::numeric[], $7::numeric[], $8::jsonb[])
            AS u(id, price, tick_id, reason, pnl, insurance, mark)
      WHERE p.id = u.id AND p.id = ANY($2::bigint[]) AND p.status = 'open'
     RETURNING p.*`,
    [
      now,
      col((c) => c.id),
      col((c) => text(c.price)),
      col((c) => c.tickId),
      col((c) => c.reason),
      col((c) => text(c.pnl)),
      col((c) => text(c.insurancePaid)),
      col((c) => (c.mark === null ? null : JSON.stringify(c.mark))),
    ],
  );
  if (rows.length !== closes.length) throw new Error(`lever batch: closed ${rows.length} of ${closes.length} positions`);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The positions these closes name, as stored (read outside the batch, to ask the listeners about them). */
export async function positionsByIds(ex: Executor, ids: readonly number[]): Promise<PositionRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await ex.query<PositionRow>('SELECT * FROM lever_positions WHERE id = ANY($1::bigint[])', [[...new Set(ids)]]);
  return rows;
}
