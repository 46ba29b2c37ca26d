/**
 * The SQL of a batch (batch.ts), set-based whatever its size, riding along in the ledger's batch
 * statements (one round trip for both):
 * - with the ledger's `beginBatch` (balances, hold ids, accounts made sure of): the market's
 *   `seq`, the stored request keys and the order ids (`startRide`);
 * - with the ledger's writes: the new orders as the batch left them (with the coupon each holds and
 *   what it paid so far), the older orders it changed and the trades (`flush`).
 * Two ways to run a batch (trading.ts): at once, two statements outside a transaction, the write
 * bumping `seq` only if nobody wrote since the read (optimistic); or in a transaction that bumps
 * `seq` first (its row lock makes writers take turns) and locks the balances it reads. Each
 * statement checks in SQL that it wrote everything, so it applies in full or not at all; each join
 * to a table also filters it by `= ANY(array)` on an index (a generic plan would scan it). Nothing
 * is read back after commit.
 */
import type { Executor } from '@bourse/db';
import { type BatchNeeds, type BatchStart, postBatch, postBatchInOne, type RideAlong } from '@bourse/ledger';
import type { TradeRecord } from './items';
import type { OrderState } from './market';
import type { Writes } from './settle';

/**
 * A batch's start: the market's `seq` (bumped, holding the row lock until commit, in a
 * transaction; read otherwise), the callers' orders already stored under the batch's request
 * keys, and `n` fresh order ids, ascending (ids keep time order within the market). An order
 * committed under the same key after this snapshot is not seen: the unique index on (user,
 * request key) then fails the batch, whose items run again alone and find it.
 */
const startCtes = (bump: boolean) => `
spot_seq AS (
  ${bump ? 'UPDATE spot_markets SET seq = seq + 1 WHERE market_id = $4::int RETURNING seq' : 'SELECT seq FROM spot_markets WHERE market_id = $4::int'}
), stored AS (
  SELECT o.id, o.user_id, o.request_key FROM spot_orders o
    JOIN unnest($1::bigint[], $2::text[]) AS k(user_id, request_key) ON o.user_id = k.user_id AND o.request_key = k.request_key
   WHERE o.user_id = ANY($1::bigint[]) AND o.request_key = ANY($2::text[])
), order_ids AS (
  SELECT nextval('spot_orders_id_seq') AS id FROM generate_series(1, $3::int)
)`;
const START_CTES = { bump: startCtes(true), read: startCtes(false) };
const START_SELECT = `
       (SELECT seq FROM spot_seq) AS seq,
       (SELECT coalesce(json_agg(json_build_array(id, user_id, request_key)), '[]'::json) FROM stored) AS stored,
       (SELECT coalesce(json_agg(id ORDER BY id), '[]'::json) FROM order_ids) AS order_ids`;

export function startRide(marketId: number, keys: Array<{ userId: number; key: string }>, n: number, bump: boolean): RideAlong {
  return {
    ctes: bump ? START_CTES.bump : START_CTES.read,
    params: [keys.map((k) => k.userId), keys.map((k) => k.key), n, marketId],
    select: START_SELECT,
  };
}

export interface Start {
  seq: number;
  stored: Map<string, number>;
  orderIds: number[];
}

export function readStart(row: Record<string, unknown>, prefix = '', seq = Number(row.seq)): Start {
  const stored = row[`${prefix}stored`] as Array<[number, number, string]>;
  return {
    seq,
    stored: new Map(stored.map(([id, userId, key]) => [`${userId}:${key}`, Number(id)])),
    orderIds: (row[`${prefix}order_ids`] as number[]).map(Number),
  };
}

/**
 * The batch's spot rows: the new orders as the batch left them, the older open orders it changed
 * (only rows still open may change), its trades (ids back in trade order), and, when the batch
 * runs outside a transaction ($36 not null), the bump of `seq` from the value it read. Fails
 * unless all of it happened: a row not open, or another writer since the read, means this book
 * was not in step, and the batch is undone. Then the next batch's start, when one is waiting:
 * the stored request keys of its orders and their ids.
 */
const ROWS_CTES = `
spot_new_orders AS (
  INSERT INTO spot_orders (id, market_id, user_id, side, kind, tif, post_only, price, qty, quote_budget, filled_qty, filled_quote, fee,
                           status, cancel_reason, hold_id, request_key, created_at, updated_at, coupon_id, coupon_discount)
  OVERRIDING SYSTEM VALUE
  SELECT o.id, $1::int, o.user_id, o.side, o.kind, o.tif, o.post_only, o.price, o.qty, o.quote_budget, o.filled_qty, o.filled_quote,
         o.fee, o.status, o.cancel_reason, o.hold_id, o.request_key, o.created_at, o.updated_at, o.coupon_id, o.coupon_discount
    FROM unnest($2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::bool[], $8::bigint[], $9::bigint[], $10::numeric[],
                $11::bigint[], $12::numeric[], $13::numeric[], $14::text[], $15::text[], $16::bigint[], $17::text[], $18::timestamptz[],
                $19::timestamptz[], $43::bigint[], $44::numeric[])
         AS o(id, user_id, side, kind, tif, post_only, price, qty, quote_budget, filled_qty, filled_quote, fee, status, cancel_reason,
              hold_id, request_key, created_at, updated_at, coupon_id, coupon_discount)
  RETURNING 1
), spot_changed AS (
  UPDATE spot_orders o
     SET filled_qty = c.filled_qty, filled_quote = c.filled_quote, fee = c.fee, status = c.status,
         cancel_reason = c.cancel_reason, updated_at = c.updated_at, coupon_discount = c.coupon_discount
    FROM unnest($20::bigint[], $21::bigint[], $22::numeric[], $23::numeric[], $24::text[], $25::text[], $26::timestamptz[], $45::numeric[])
         AS c(id, filled_qty, filled_quote, fee, status, cancel_reason, updated_at, coupon_discount)
   WHERE o.id = ANY($20::bigint[]) AND o.id = c.id AND o.market_id = $1::int AND o.status IN ('new', 'partial')
  RETURNING 1
), spot_new_trades AS (
  INSERT INTO spot_trades (market_id, taker_order_id, maker_order_id, taker_side, price, qty, quote, taker_fee, maker_fee, created_at)
  SELECT $1::int, t.taker_order_id, t.maker_order_id, t.taker_side, t.price, t.qty, t.quote, t.taker_fee, t.maker_fee, t.created_at
    FROM unnest($27::bigint[], $28::bigint[], $29::text[], $30::bigint[], $31::bigint[], $32::numeric[], $33::numeric[],
                $34::numeric[], $35::timestamptz[])
         WITH ORDINALITY AS t(taker_order_id, maker_order_id, taker_side, price, qty, quote, taker_fee, maker_fee, created_at, n)
   ORDER BY t.n
  RETURNING id, taker_order_id, maker_order_id
), spot_bump AS (
  UPDATE spot_markets SET seq = seq + 1 WHERE market_id = $1::int AND $36::bigint IS NOT NULL AND seq = $36::bigint RETURNING seq
), next_stored AS (
  SELECT o.id, o.user_id, o.request_key FROM spot_orders o
    JOIN unnest($40::bigint[], $41::text[]) AS k(user_id, request_key) ON o.user_id = k.user_id AND o.request_key = k.request_key
   WHERE o.user_id = ANY($40::bigint[]) AND o.request_key = ANY($41::text[])
), next_order_ids AS (
  SELECT nextval('spot_orders_id_seq') AS id FROM generate_series(1, $42::int)
)`;
const ROWS_DONE = `(SELECT count(*) FROM spot_new_orders) = $37 AND (SELECT count(*) FROM spot_changed) = $38
       AND (SELECT count(*) FROM spot_new_trades) = $39 AND (SELECT count(*) FROM spot_bump) = (CASE WHEN $36::bigint IS NULL THEN 0 ELSE 1 END)`;
const ROWS_SELECT = `
       (SELECT coalesce(json_agg(json_build_array(id, taker_order_id, maker_order_id)), '[]'::json) FROM spot_new_trades) AS trades,
       CASE WHEN ${ROWS_DONE} THEN 1 ELSE ('spot batch out of step with the database: ' || (${ROWS_DONE})::text)::int END AS spot_ok,
       (SELECT coalesce(json_agg(json_build_array(id, user_id, request_key)), '[]'::json) FROM next_stored) AS next_stored,
       (SELECT coalesce(json_agg(id ORDER BY id), '[]'::json) FROM next_order_ids) AS next_order_ids`;

function orderColumns(orders: OrderState[]): unknown[] {
  const col = <T>(f: (o: OrderState) => T) => orders.map(f);
  return [
    col((o) => o.id),
    col((o) => o.userId),
    col((o) => o.side),
    col((o) => o.kind),
    col((o) => o.tif),
    col((o) => o.postOnly),
    col((o) => o.price),
    col((o) => o.qty),
    col((o) => o.quoteBudget?.toString() ?? null),
    col((o) => o.filledQty),
    col((o) => o.filledQuote.toString()),
    col((o) => o.fee.toString()),
    col((o) => o.status),
    col((o) => o.cancelReason),
    col((o) => o.holdId),
    col((o) => o.requestKey),
    col((o) => o.createdAt.toISOString()),
    col((o) => o.updatedAt.toISOString()),
  ];
}

function changeColumns(orders: OrderState[]): unknown[] {
  return [
    orders.map((o) => o.id),
    orders.map((o) => o.filledQty),
    orders.map((o) => o.filledQuote.toString()),
    orders.map((o) => o.fee.toString()),
    orders.map((o) => o.status),
    orders.map((o) => o.cancelReason),
    orders.map((o) => o.updatedAt.toISOString()),
  ];
}

function tradeColumns(trades: TradeRecord[]): unknown[] {
  return [
    trades.map((t) => t.takerOrderId),
    trades.map((t) => t.makerOrderId),
    trades.map((t) => t.takerSide),
    trades.map((t) => t.price),
    trades.map((t) => t.qty),
    trades.map((t) => t.quote.toString()),
    trades.map((t) => t.takerFee.toString()),
    trades.map((t) => t.makerFee.toString()),
    trades.map((t) => t.at.toISOString()),
  ];
}

/** The next batch, read ahead by this one's write: its needs, request keys and order count. */
export interface Ahead {
  needs: BatchNeeds;
  keys: Array<{ userId: number; key: string }>;
}

/**
 * Write everything the batch did: its spot rows with the ledger's writes. In the caller's
 * transaction (`expectSeq` undefined: the ledger's two statements), or as ONE statement on its
 * own that also bumps `seq` from `expectSeq` and, with `next`, reads the next batch's start (its
 * balances as this batch leaves them). Each trade gets its id back (a taker meets a maker once,
 * so the pair names the trade whatever order the rows come back in).
 */
export async function flush(
  ex: Executor,
  w: Writes,
  opts: { marketId: number; expectSeq?: number; next?: Ahead },
): Promise<(Start & BatchStart) | undefined> {
  const fresh = [...w.newOrders.values()];
  const changed = [...w.changedOrders.values()];
  const { next } = opts;
  const ride: RideAlong = {
    ctes: ROWS_CTES,
    params: [
      opts.marketId,
      ...orderColumns(fresh),
      ...changeColumns(changed),
      ...tradeColumns(w.trades),
      opts.expectSeq ?? null,
      fresh.length,
      changed.length,
      w.trades.length,
      (next?.keys ?? []).map((k) => k.userId),
      (next?.keys ?? []).map((k) => k.key),
      next?.needs.holds ?? 0,
      // A fee-discount coupon's id and what it paid so far (null for an order without one).
      fresh.map((o) => o.coupon?.couponId ?? null),
      fresh.map((o) => o.coupon?.given.toString() ?? null),
      changed.map((o) => o.coupon?.given.toString() ?? null),
    ],
    select: ROWS_SELECT,
  };
  const batch = { entries: w.entries, newHolds: [...w.newHolds.values()], holdChanges: [...w.holdChanges.values()] };
  let ahead: BatchStart | undefined;
  let row: Record<string, unknown>;
  if (opts.expectSeq === undefined) row = (await postBatch(ex, batch, ride)).row;
  else ({ row, next: ahead } = await postBatchInOne(ex, batch, ride, next?.needs));
  const ids = new Map((row.trades as Array<[number, number, number]>).map(([id, taker, maker]) => [`${taker}:${maker}`, Number(id)]));
  if (ids.size !== w.trades.length) throw new Error(`spot: ${w.trades.length} trades came back as ${ids.size}`);
  for (const t of w.trades) t.id = ids.get(`${t.takerOrderId}:${t.makerOrderId}`)!;
  if (!ahead || opts.expectSeq === undefined) return undefined;
  return { ...ahead, ...readStart(row, 'next_', opts.expectSeq + 1) };
}
