/**
 * The spot module's queries: market rules and the per-market `seq` row (the cross-node writer
 * lock), orders, trades, and the order-row updates settlement makes. Each takes the executor it
 * runs on: the pool, or the transaction of the command it belongs to (the caller decides, and
 * keeps the order of statements and locks).
 */
import type { Page, SpotOrder } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { paginate } from '../../platform/paging';
import type { MarketRules } from './market';

type Side = 'buy' | 'sell';

// ---- markets -------------------------------------------------------------------------------------

/** A market's default rules, unless it has some already. Quantities in lots. */
export async function insertDefaultMarket(
  ex: Executor,
  m: { marketId: number; minQty: bigint; maxQty: bigint; mmSizeLots: bigint; mmMaxBaseLots: bigint },
): Promise<void> {
  await ex.query(
    `INSERT INTO spot_markets (market_id, min_qty, max_qty, maker_fee_ppm, taker_fee_ppm, band_ppm, mm_levels, mm_spread_ppm, mm_step_ppm,
                               mm_size_lots, mm_max_base_lots)
     VALUES ($1, $2, $3, 1000, 1000, 50000, 5, 500, 500, $4, $5)
     ON CONFLICT (market_id) DO NOTHING`,
    [m.marketId, m.minQty.toString(), m.maxQty.toString(), m.mmSizeLots.toString(), m.mmMaxBaseLots.toString()],
  );
}

/** Every configured market's rules, by market id. */
export async function loadRules(ex: Executor): Promise<Map<number, MarketRules>> {
  const { rows } = await ex.query<Record<string, unknown>>('SELECT * FROM spot_markets');
  return new Map(
    rows.map((r) => [
      r.market_id as number,
      {
        enabled: r.enabled as boolean,
        // Whole lots: int8 columns the db layer already parses as checked safe integers.
        minQty: r.min_qty as number,
        maxQty: r.max_qty as number,
        makerFeePpm: r.maker_fee_ppm as number,
        takerFeePpm: r.taker_fee_ppm as number,
        bandPpm: r.band_ppm as number,
        mmEnabled: r.mm_enabled as boolean,
        mmLevels: r.mm_levels as number,
        mmSpreadPpm: r.mm_spread_ppm as number,
        mmStepPpm: r.mm_step_ppm as number,
        mmSizeLots: Number(r.mm_size_lots),
        mmMaxBaseLots: Number(r.mm_max_base_lots),
      } satisfies MarketRules,
    ]),
  );
}

// ---- the market's seq row (writers take turns across nodes) --------------------------------------

/** The market's committed `seq`, without a lock (a cheap check before refreshing). */
export async function readSeq(ex: Executor, marketId: number): Promise<number | undefined> {
  const { rows } = await ex.query<{ seq: number }>('SELECT seq FROM spot_markets WHERE market_id = $1', [marketId]);
  return rows[0]?.seq;
}

/** The market row in share mode (waits for a writer in progress); the row, or undefined. */
export async function lockSeqShared(ex: Executor, marketId: number): Promise<{ seq: number } | undefined> {
  const { rows } = await ex.query<{ seq: number }>('SELECT seq FROM spot_markets WHERE market_id = $1 FOR SHARE', [marketId]);
  return rows[0];
}

/** Bump the market's `seq`, holding its row lock until the transaction ends; the new `seq`. */
export async function bumpSeq(ex: Executor, marketId: number): Promise<number> {
  const { rows } = await ex.query<{ seq: number }>('UPDATE spot_markets SET seq = seq + 1 WHERE market_id = $1 RETURNING seq', [marketId]);
  return rows[0]!.seq;
}

// ---- orders --------------------------------------------------------------------------------------

export interface OrderRow {
  id: number;
  market_id: number;
  user_id: number;
  side: Side;
  kind: 'limit' | 'market';
  tif: 'GTC' | 'IOC' | 'FOK';
  post_only: boolean;
  price: number | null;
  qty: number | null;
  quote_budget: string | null;
  filled_qty: number;
  filled_quote: string;
  fee: string;
  status: SpotOrder['status'];
  cancel_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface OpenOrderRow {
  id: number;
  user_id: number;
  side: Side;
  price: number;
  qty: number;
  filled_qty: number;
  hold_id: number;
}

/** The market's open orders (new, partial), in id (time) order: what the book is rebuilt from. */
export async function listOpenOrders(ex: Executor, marketId: number): Promise<OpenOrderRow[]> {
  const { rows } = await ex.query<OpenOrderRow>(
    `SELECT id, user_id, side, price, qty, filled_qty, hold_id FROM spot_orders
        WHERE market_id = $1 AND status IN ('new', 'partial') ORDER BY id`,
    [marketId],
  );
  return rows;
}

/** A new order row (status new); its id. */
export async function insertOrder(
  ex: Executor,
  o: {
    marketId: number;
    userId: number;
    side: Side;
    kind: 'limit' | 'market';
    tif: 'GTC' | 'IOC' | 'FOK';
    postOnly: boolean;
    price: number | null;
    qty: number | null;
    quoteBudget: bigint | null;
    requestKey: string | null;
    at: Date;
  },
): Promise<number> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO spot_orders (market_id, user_id, side, kind, tif, post_only, price, qty, quote_budget, status, request_key, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'new', $10, $11, $11) RETURNING id`,
    [o.marketId, o.userId, o.side, o.kind, o.tif, o.postOnly, o.price, o.qty, o.quoteBudget?.toString() ?? null, o.requestKey, o.at],
  );
  return rows[0]!.id;
}

export async function setOrderHold(ex: Executor, id: number, holdId: number): Promise<void> {
  await ex.query('UPDATE spot_orders SET hold_id = $2 WHERE id = $1', [id, holdId]);
}

/** The user's order placed with this request key, if any. */
export async function findOrderByRequestKey(ex: Executor, userId: number, requestKey: string): Promise<{ id: number } | undefined> {
  const { rows } = await ex.query<{ id: number }>('SELECT id FROM spot_orders WHERE user_id = $1 AND request_key = $2', [
    userId,
    requestKey,
  ]);
  return rows[0];
}

/** Owner and status of an order of this market (a cancel's checks). */
export async function findOrderInMarket(
  ex: Executor,
  orderId: number,
  marketId: number,
): Promise<{ user_id: number; status: string } | undefined> {
  const { rows } = await ex.query<{ user_id: number; status: string }>(
    'SELECT user_id, status FROM spot_orders WHERE id = $1 AND market_id = $2',
    [orderId, marketId],
  );
  return rows[0];
}

/** Market and owner of an order (which queue a cancel goes to). */
export async function findOrderMarket(ex: Executor, orderId: number): Promise<{ market_id: number; user_id: number } | undefined> {
  const { rows } = await ex.query<{ market_id: number; user_id: number }>('SELECT market_id, user_id FROM spot_orders WHERE id = $1', [
    orderId,
  ]);
  return rows[0];
}

export async function findOrder(ex: Executor, orderId: number): Promise<OrderRow | undefined> {
  const { rows } = await ex.query<OrderRow>('SELECT * FROM spot_orders WHERE id = $1', [orderId]);
  return rows[0];
}

export interface OrderFilter {
  status?: 'doing' | 'complete' | 'all';
  currency_id?: number;
}

/** The user's orders, newest first: doing (new, partial), complete (filled, cancelled) or all. */
export function pageOrders<T>(
  ex: Executor,
  userId: number,
  f: OrderFilter,
  page: number,
  limit: number,
  map: (r: OrderRow) => T,
): Promise<Page<T>> {
  const params: unknown[] = [userId];
  const where = ['user_id = $1'];
  if (f.status === 'doing') where.push(`status IN ('new', 'partial')`);
  if (f.status === 'complete') where.push(`status IN ('filled', 'cancelled')`);
  if (f.currency_id) where.push(`market_id = $${params.push(f.currency_id)}`);
  return paginate(ex, { select: `SELECT * FROM spot_orders WHERE ${where.join(' AND ')}`, params, order: 'id DESC', page, limit }, (r) =>
    map(r as unknown as OrderRow),
  );
}

// ---- settlement's order updates (in the command's transaction) -----------------------------------

/** A fill on one side: quantity, quote and fee added, status partial. */
export async function addOrderFill(ex: Executor, id: number, qty: number, quote: bigint, fee: bigint, at: Date): Promise<void> {
  await ex.query(
    `UPDATE spot_orders SET filled_qty = filled_qty + $2, filled_quote = filled_quote + $3, fee = fee + $4,
                status = 'partial', updated_at = $5 WHERE id = $1`,
    [id, qty, quote.toString(), fee.toString(), at],
  );
}

/** The order is done (filled) or cancelled by the book (with the reason). */
export async function finishOrder(
  ex: Executor,
  id: number,
  status: 'filled' | 'cancelled',
  reason: string | null,
  at: Date,
): Promise<void> {
  await ex.query(`UPDATE spot_orders SET status = $2, cancel_reason = $3, updated_at = $4 WHERE id = $1`, [id, status, reason, at]);
}

/** The book rejected the order: cancelled with the rejection as its reason. */
export async function cancelRejectedOrder(ex: Executor, id: number, reason: string, at: Date): Promise<void> {
  await ex.query(`UPDATE spot_orders SET status = 'cancelled', cancel_reason = $2, updated_at = $3 WHERE id = $1`, [id, reason, at]);
}

/** The order rests on the book: partial if it has filled, new otherwise. */
export async function markOrderRested(ex: Executor, id: number, at: Date): Promise<void> {
  await ex.query(`UPDATE spot_orders SET status = CASE WHEN filled_qty > 0 THEN 'partial' ELSE 'new' END, updated_at = $2 WHERE id = $1`, [
    id,
    at,
  ]);
}

// ---- trades --------------------------------------------------------------------------------------

export interface TradeRow {
  id: number;
  price: number;
  qty: number;
  taker_side: Side;
  taker_order_id: number;
  taker_fee: string;
  maker_fee: string;
  created_at: Date;
}

/** One fill's trade row; its id. */
export async function insertTrade(
  ex: Executor,
  t: {
    marketId: number;
    takerOrderId: number;
    makerOrderId: number;
    takerSide: Side;
    price: number;
    qty: number;
    quote: bigint;
    takerFee: bigint;
    makerFee: bigint;
    at: Date;
  },
): Promise<number> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO spot_trades (market_id, taker_order_id, maker_order_id, taker_side, price, qty, quote, taker_fee, maker_fee, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      t.marketId,
      t.takerOrderId,
      t.makerOrderId,
      t.takerSide,
      t.price,
      t.qty,
      t.quote.toString(),
      t.takerFee.toString(),
      t.makerFee.toString(),
      t.at,
    ],
  );
  return rows[0]!.id;
}

/** The trades an order took part in, as taker or maker, oldest first. */
export async function listOrderTrades(ex: Executor, orderId: number): Promise<TradeRow[]> {
  const { rows } = await ex.query<TradeRow>('SELECT * FROM spot_trades WHERE taker_order_id = $1 OR maker_order_id = $1 ORDER BY id', [
    orderId,
  ]);
  return rows;
}

/** The market's latest trades, newest first. */
export async function listRecentTrades(
  ex: Executor,
  marketId: number,
  limit: number,
): Promise<Array<{ id: number; price: number; qty: number; taker_side: Side; created_at: Date }>> {
  const { rows } = await ex.query<{ id: number; price: number; qty: number; taker_side: Side; created_at: Date }>(
    'SELECT id, price, qty, taker_side, created_at FROM spot_trades WHERE market_id = $1 ORDER BY id DESC LIMIT $2',
    [marketId, limit],
  );
  return rows;
}

export interface UserFillRow extends TradeRow {
  order_id: number;
  order_side: Side;
  market_id: number;
}

/** The user's fills across their orders, newest first (one row per trade and order of theirs). */
export function pageUserFills<T>(
  ex: Executor,
  userId: number,
  f: { currency_id?: number },
  page: number,
  limit: number,
  map: (r: UserFillRow) => T,
): Promise<Page<T>> {
  const params: unknown[] = [userId];
  const where = ['o.user_id = $1'];
  if (f.currency_id) where.push(`o.market_id = $${params.push(f.currency_id)}`);
  const select = `SELECT t.id, t.price, t.qty, t.taker_side, t.taker_order_id, t.taker_fee, t.maker_fee, t.created_at, o.id AS order_id, o.side AS order_side, o.market_id
      FROM spot_trades t JOIN spot_orders o ON o.id = t.taker_order_id OR o.id = t.maker_order_id
      WHERE ${where.join(' AND ')}`;
  return paginate(ex, { select, params, order: 't.id DESC', page, limit }, (raw) => map(raw as unknown as UserFillRow));
}
