/** Dual investment's queries: products (listed, sold, paused, cancelled, settled) and orders. */
import type { DualListStatus, DualProductStatus, Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import type { DualBranch, DualComparison, DualType } from '@bourse/maths/dual';
import { paginate } from '../../platform/paging';

// ---- products ------------------------------------------------------------------------------------

export interface ProductRow {
  id: number;
  asset: string;
  quote: string;
  market_id: number;
  type: DualType;
  apr_ppm: number;
  linked_price: string;
  price_scale: number;
  unit_price: string;
  start_at: Date;
  settle_at: Date;
  days: number;
  total_shares: number;
  sold_shares: number;
  user_limit: number;
  status: 'open' | 'paused' | 'cancelled' | 'settled';
  created_by: number;
  created_at: Date;
}

export type NewProduct = Omit<ProductRow, 'id' | 'sold_shares' | 'status'>;

export async function insertProduct(ex: Executor, p: NewProduct): Promise<ProductRow> {
  const { rows } = await ex.query<ProductRow>(
    `INSERT INTO dual_products (asset, quote, market_id, type, apr_ppm, linked_price, price_scale, unit_price, start_at, settle_at, days,
                                total_shares, user_limit, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING *`,
    [
      p.asset,
      p.quote,
      p.market_id,
      p.type,
      p.apr_ppm,
      p.linked_price,
      p.price_scale,
      p.unit_price,
      p.start_at,
      p.settle_at,
      p.days,
      p.total_shares,
      p.user_limit,
      p.created_by,
      p.created_at,
    ],
  );
  return rows[0]!;
}

export async function productById(ex: Executor, id: number, lock = false): Promise<ProductRow | undefined> {
  const { rows } = await ex.query<ProductRow>(`SELECT * FROM dual_products WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

/** Products taking subscriptions or paused before their start, for a coin and type, soonest settlement first. */
export async function offeredProducts(ex: Executor, asset: string, type: DualType, now: Date): Promise<ProductRow[]> {
  const { rows } = await ex.query<ProductRow>(
    `SELECT * FROM dual_products WHERE asset = $1 AND type = $2 AND status IN ('open', 'paused') AND start_at > $3
      ORDER BY settle_at, id LIMIT 100`,
    [asset, type, now],
  );
  return rows;
}

/** The coins with a product before its start. */
export async function offeredAssets(ex: Executor, now: Date): Promise<string[]> {
  const { rows } = await ex.query<{ asset: string }>(
    `SELECT DISTINCT asset FROM dual_products WHERE status IN ('open', 'paused') AND start_at > $1 ORDER BY asset`,
    [now],
  );
  return rows.map((r) => r.asset);
}

/** The console's list; `running` is an open or paused product past its start, not yet settled. */
export function pageOfProducts<T>(
  ex: Executor,
  q: { status?: DualProductStatus | undefined; now: Date; page: number; limit: number },
  map: (row: ProductRow) => T,
): Promise<Page<T>> {
  const params: unknown[] = [];
  let where = 'true';
  if (q.status === 'running') where = `status IN ('open', 'paused') AND start_at <= $${params.push(q.now)}`;
  else if (q.status === 'open' || q.status === 'paused') where = `status = '${q.status}' AND start_at > $${params.push(q.now)}`;
  else if (q.status) where = `status = '${q.status}'`;
  return paginate(
    ex,
    { select: `SELECT * FROM dual_products WHERE ${where}`, params, order: 'id DESC', page: q.page, limit: q.limit },
    (r) => map(r as unknown as ProductRow),
  );
}

/** Move a product from one of `from` to `to`; undefined when it is in none of them. */
export async function setProductStatus(
  ex: Executor,
  id: number,
  change: { from: ProductRow['status'][]; to: ProductRow['status']; startAfter?: Date },
): Promise<ProductRow | undefined> {
  const params: unknown[] = [id, change.to, change.from];
  const before = change.startAfter ? ` AND start_at > $${params.push(change.startAfter)}` : '';
  const { rows } = await ex.query<ProductRow>(
    `UPDATE dual_products SET status = $2 WHERE id = $1 AND status = ANY($3::text[])${before} RETURNING *`,
    params,
  );
  return rows[0];
}

export async function addSoldShares(ex: Executor, id: number, num: number): Promise<void> {
  await ex.query('UPDATE dual_products SET sold_shares = sold_shares + $2 WHERE id = $1', [id, num]);
}

/** Products whose settlement time has come and that have not been settled. */
export async function dueProducts(ex: Executor, now: Date): Promise<ProductRow[]> {
  const { rows } = await ex.query<ProductRow>(
    `SELECT * FROM dual_products WHERE status IN ('open', 'paused') AND settle_at <= $1 ORDER BY settle_at, id LIMIT 100`,
    [now],
  );
  return rows;
}

/** Cancelled products that still have orders to refund. */
export async function cancelledWithOrders(ex: Executor): Promise<number[]> {
  const { rows } = await ex.query<{ id: number }>(
    `SELECT DISTINCT o.product_id AS id FROM dual_orders o JOIN dual_products p ON p.id = o.product_id
      WHERE o.status = 'purchased' AND p.status = 'cancelled' LIMIT 100`,
  );
  return rows.map((r) => Number(r.id));
}

/** Mark a due product settled once none of its orders is still purchased. */
export async function markProductSettled(ex: Executor, id: number): Promise<void> {
  await ex.query(
    `UPDATE dual_products SET status = 'settled'
      WHERE id = $1 AND status IN ('open', 'paused') AND NOT EXISTS (SELECT 1 FROM dual_orders WHERE product_id = $1 AND status = 'purchased')`,
    [id],
  );
}

// ---- orders --------------------------------------------------------------------------------------

/** An order with its product's terms (the join every view needs). */
export interface OrderRow {
  id: number;
  user_id: number;
  product_id: number;
  num: number;
  amount: string;
  pay_asset: string;
  coin_payout: string;
  usdt_payout: string;
  hold_id: number | null;
  coin_hold_id: number | null;
  usdt_hold_id: number | null;
  status: 'purchased' | 'success' | 'fail';
  fail_reason: 'product_cancelled' | null;
  tick_id: number | null;
  tick_ts: Date | null;
  tick_price: string | null;
  tick_scale: number | null;
  tick_source: string | null;
  comparison: DualComparison | null;
  branch: DualBranch | null;
  payout: string | null;
  payout_asset: string | null;
  request_key: string;
  created_at: Date;
  settled_at: Date | null;
  asset: string;
  quote: string;
  type: DualType;
  apr_ppm: number;
  linked_price: string;
  price_scale: number;
  unit_price: string;
  start_at: Date;
  settle_at: Date;
  days: number;
}

const ORDER_SELECT = `SELECT o.*, p.asset, p.quote, p.type, p.apr_ppm, p.linked_price, p.price_scale, p.unit_price, p.start_at, p.settle_at, p.days
  FROM dual_orders o JOIN dual_products p ON p.id = o.product_id`;

export interface NewOrder {
  userId: number;
  productId: number;
  num: number;
  amount: bigint;
  payAsset: string;
  coinPayout: bigint;
  usdtPayout: bigint;
  requestKey: string;
  createdAt: Date;
}

/** Insert an order; undefined when this user's request key has one already. */
export async function insertOrder(ex: Executor, o: NewOrder): Promise<number | undefined> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO dual_orders (user_id, product_id, num, amount, pay_asset, coin_payout, usdt_payout, request_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (user_id, request_key) DO NOTHING RETURNING id`,
    [
      o.userId,
      o.productId,
      o.num,
      o.amount.toString(),
      o.payAsset,
      o.coinPayout.toString(),
      o.usdtPayout.toString(),
      o.requestKey,
      o.createdAt,
    ],
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

export async function setOrderHolds(
  ex: Executor,
  id: number,
  holds: { user: number; coin: number | null; usdt: number | null },
): Promise<void> {
  await ex.query('UPDATE dual_orders SET hold_id = $2, coin_hold_id = $3, usdt_hold_id = $4 WHERE id = $1', [
    id,
    holds.user,
    holds.coin,
    holds.usdt,
  ]);
}

export async function orderById(ex: Executor, id: number): Promise<OrderRow | undefined> {
  const { rows } = await ex.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1`, [id]);
  return rows[0];
}

export async function orderByRequestKey(ex: Executor, userId: number, requestKey: string): Promise<OrderRow | undefined> {
  const { rows } = await ex.query<OrderRow>(`${ORDER_SELECT} WHERE o.user_id = $1 AND o.request_key = $2`, [userId, requestKey]);
  return rows[0];
}

/** Lock an order still purchased; undefined when it is not, or another node holds it. */
export async function lockPurchasedOrder(ex: Executor, id: number): Promise<OrderRow | undefined> {
  const { rows } = await ex.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1 AND o.status = 'purchased' FOR UPDATE OF o SKIP LOCKED`, [id]);
  return rows[0];
}

/** A product's orders still purchased, in id order after `afterId`. */
export async function purchasedOrderIds(ex: Executor, productId: number, afterId: number, batch: number): Promise<number[]> {
  const { rows } = await ex.query<{ id: number }>(
    `SELECT id FROM dual_orders WHERE product_id = $1 AND status = 'purchased' AND id > $2 ORDER BY id LIMIT ${batch}`,
    [productId, afterId],
  );
  return rows.map((r) => Number(r.id));
}

/** The user's shares per product (failed orders do not count). */
export async function userShares(ex: Executor, userId: number, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await ex.query<{ product_id: number; n: string }>(
    `SELECT product_id, sum(num)::text AS n FROM dual_orders WHERE user_id = $1 AND product_id = ANY($2::bigint[]) AND status <> 'fail'
      GROUP BY product_id`,
    [userId, productIds],
  );
  return new Map(rows.map((r) => [Number(r.product_id), Number(r.n)]));
}

/** A user's orders, newest first; settling is a purchased order whose settlement time has passed. */
export function pageOfOrders<T>(
  ex: Executor,
  q: { userId: number; status?: DualListStatus | undefined; now: Date; page: number; limit: number },
  map: (row: OrderRow) => T,
): Promise<Page<T>> {
  const params: unknown[] = [q.userId];
  const where = ['o.user_id = $1'];
  const s = q.status ?? 'all';
  if (s === 'current') where.push(`o.status = 'purchased'`);
  if (s === 'history') where.push(`o.status <> 'purchased'`);
  if (s === 'success' || s === 'fail') where.push(`o.status = '${s}'`);
  if (s === 'purchased') where.push(`o.status = 'purchased' AND p.settle_at > $${params.push(q.now)}`);
  if (s === 'settling') where.push(`o.status = 'purchased' AND p.settle_at <= $${params.push(q.now)}`);
  return paginate(
    ex,
    { select: `${ORDER_SELECT} WHERE ${where.join(' AND ')}`, params, order: 'o.id DESC', page: q.page, limit: q.limit },
    (r) => map(r as unknown as OrderRow),
  );
}

/** How an order ended: settled from a recorded tick, or failed and refunded. */
export interface Ending {
  status: 'success' | 'fail';
  failReason: 'product_cancelled' | null;
  tick: { id: number; ts: Date; price: bigint; scale: number; source: string } | null;
  comparison: DualComparison | null;
  branch: DualBranch | null;
  payout: bigint;
  payoutAsset: string;
  settledAt: Date;
}

export async function markEnded(ex: Executor, id: number, e: Ending): Promise<void> {
  await ex.query(
    `UPDATE dual_orders SET status = $2, fail_reason = $3, tick_id = $4, tick_ts = $5, tick_price = $6, tick_scale = $7, tick_source = $8,
            comparison = $9, branch = $10, payout = $11, payout_asset = $12, settled_at = $13
      WHERE id = $1 AND status = 'purchased'`,
    [
      id,
      e.status,
      e.failReason,
      e.tick?.id ?? null,
      e.tick?.ts ?? null,
      e.tick?.price.toString() ?? null,
      e.tick?.scale ?? null,
      e.tick?.source ?? null,
      e.comparison,
      e.branch,
      e.payout.toString(),
      e.payoutAsset,
      e.settledAt,
    ],
  );
}

/** What open orders could still be owed from the treasury, per asset (the worst case of each order, as held). */
export async function owedByAsset(ex: Executor): Promise<Map<string, bigint>> {
  const { rows } = await ex.query<{ asset: string; owed: string }>(
    `SELECT asset, sum(owed)::text AS owed FROM (
       SELECT p.asset AS asset, CASE WHEN p.type = 'call' THEN o.coin_payout - o.amount ELSE o.coin_payout END AS owed
         FROM dual_orders o JOIN dual_products p ON p.id = o.product_id WHERE o.status = 'purchased'
       UNION ALL
       SELECT p.quote, CASE WHEN p.type = 'put' THEN o.usdt_payout - o.amount ELSE o.usdt_payout END
         FROM dual_orders o JOIN dual_products p ON p.id = o.product_id WHERE o.status = 'purchased'
     ) owed GROUP BY asset`,
  );
  return new Map(rows.map((r) => [r.asset, BigInt(r.owed)]));
}
