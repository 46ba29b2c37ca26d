/**
 * The spot module's reads and market rows: market rules and the per-market `seq` row (the
 * cross-node writer lock), orders and trades. A batch's writes are in flush.ts. Each takes the executor it
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
  /** The fee-discount coupon the order holds or held, and what its fills were paid (quote minor units). */
  coupon_id: number | null;
  coupon_discount: string | null;
}

export interface OpenOrderRow extends OrderRow {
  hold_id: number;
  request_key: string | null;
}

/** The market's open orders (new, partial), in id (time) order: what the book is rebuilt from. */
export async function listOpenOrders(ex: Executor, marketId: number): Promise<OpenOrderRow[]> {
  const { rows } = await ex.query<OpenOrderRow>(
    `SELECT * FROM spot_orders WHERE market_id = $1 AND status IN ('new', 'partial') ORDER BY id`,
    [marketId],
  );
  return rows;
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

/** The trades an order took part in, as taker or maker, oldest first. */
export async function listOrderTrades(ex: Executor, orderId: number): Promise<TradeRow[]> {
  const { rows } = await ex.query<TradeRow>('SELECT * FROM spot_trades WHERE taker_order_id = $1 OR maker_order_id = $1 ORDER BY id', [
    orderId,
  ]);
  return rows;
}

/** The market's latest trades, newest first. */
export interface PublicTradeRow {
  id: number;
  price: number;
  qty: number;
  taker_side: Side;
  created_at: Date;
  /** The platform's market maker (user 0) was the maker or the taker. */
  platform: boolean;
}

/** The market's latest trades, everyone's, newest first: no user or order leaves this query. */
export async function listRecentTrades(ex: Executor, marketId: number, limit: number): Promise<PublicTradeRow[]> {
  const { rows } = await ex.query<PublicTradeRow>(
    `SELECT t.id, t.price, t.qty, t.taker_side, t.created_at,
            EXISTS (SELECT 1 FROM spot_orders o WHERE o.id IN (t.maker_order_id, t.taker_order_id) AND o.user_id = 0) AS platform
       FROM spot_trades t WHERE t.market_id = $1 ORDER BY t.id DESC LIMIT $2`,
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
