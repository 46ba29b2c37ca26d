/**
 * The options group commit's statements (group.ts), each one statement for the whole batch: the
 * orders already stored under its request keys, and one INSERT of every new order with its holds
 * named. Amounts go out as text: exact on both database drivers.
 */
import type { Executor } from '@bourse/db';
import type { NewOrder, OrderRow } from './store';

/** A new order of a batch, with the ids of the holds the batch creates for it. */
export type BatchOrder = NewOrder & { holdId: number; houseHoldId: number | null; symbol: string };

/** The orders already stored under these (user, request key) pairs, by `user:key`. */
export async function ordersByRequestKeys(
  ex: Executor,
  keys: ReadonlyArray<{ userId: number; key: string }>,
): Promise<Map<string, OrderRow>> {
  if (keys.length === 0) return new Map();
  const { rows } = await ex.query<OrderRow>(
    `SELECT o.* FROM micro_orders o
       JOIN unnest($1::bigint[], $2::text[]) AS k(user_id, request_key) ON o.user_id = k.user_id AND o.request_key = k.request_key
      WHERE o.user_id = ANY($1::bigint[])`,
    [keys.map((k) => k.userId), keys.map((k) => k.key)],
  );
  return new Map(rows.map((r) => [`${r.user_id}:${r.request_key}`, r]));
}

/** Every order of the batch in one INSERT (`insertOrder` and `setOrderHolds` for each); rows by `user:key`. */
export async function insertOrders(ex: Executor, orders: readonly BatchOrder[]): Promise<Map<string, OrderRow>> {
  if (orders.length === 0) return new Map();
  const col = <T>(f: (o: BatchOrder) => T) => orders.map(f);
  const { rows } = await ex.query<OrderRow>(
    `INSERT INTO micro_orders (user_id, market_id, asset, side, seconds, stake, fee, fee_ppm, payout_ppm, win_profit, open_at, settle_at,
                               price_scale, open_tick_id, open_tick_ts, open_price, open_source, request_key, hold_id, house_hold_id)
     SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::int[], $6::numeric[], $7::numeric[], $8::int[], $9::int[],
                          $10::numeric[], $11::timestamptz[], $12::timestamptz[], $13::int[], $14::bigint[], $15::timestamptz[],
                          $16::bigint[], $17::text[], $18::text[], $19::bigint[], $20::bigint[])
     RETURNING *`,
    [
      col((o) => o.userId),
      col((o) => o.marketId),
      col((o) => o.asset),
      col((o) => o.side),
      col((o) => o.seconds),
      col((o) => o.stake.toString()),
      col((o) => o.fee.toString()),
      col((o) => o.feePpm),
      col((o) => o.payoutPpm),
      col((o) => o.winProfit.toString()),
      col((o) => o.openAt.toISOString()),
      col((o) => o.settleAt.toISOString()),
      col((o) => o.priceScale),
      col((o) => o.openTickId),
      col((o) => o.openTickTs.toISOString()),
      col((o) => o.openPrice.toString()),
      col((o) => o.openSource),
      col((o) => o.requestKey),
      col((o) => o.holdId),
      col((o) => o.houseHoldId),
    ],
  );
  // A key another node stored meanwhile fails the statement (the unique index): the batch is retried alone.
  if (rows.length !== orders.length) throw new Error(`micro batch: inserted ${rows.length} of ${orders.length} orders`);
  return new Map(rows.map((r) => [`${r.user_id}:${r.request_key}`, r]));
}
