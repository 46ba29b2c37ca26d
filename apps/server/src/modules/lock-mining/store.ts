/** Lock-up staking's SQL, and only here: products, orders, interest days. */
import type { Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { paginate } from '../../platform/paging';

// ---- products ------------------------------------------------------------------------------------

export interface ProductRow {
  id: number;
  asset: string;
  days: number;
  rate_ppm: number;
  penalty_ppm: number;
  min_amount: string;
  max_per_user: string | null;
  capacity: string | null;
  dividend_minute: number;
  intro: string;
  status: 'active' | 'paused';
  created_at: Date;
}

/** Every product, by asset then term (paused ones too: their orders still show them). */
export async function listProducts(ex: Executor): Promise<ProductRow[]> {
  const { rows } = await ex.query<ProductRow>('SELECT * FROM lock_products ORDER BY asset, days, id');
  return rows;
}

export async function productById(ex: Executor, id: number, forUpdate = false): Promise<ProductRow | undefined> {
  const { rows } = await ex.query<ProductRow>(`SELECT * FROM lock_products WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export interface NewProduct {
  asset: string;
  days: number;
  ratePpm: number;
  penaltyPpm: number;
  minAmount: bigint;
  maxPerUser: bigint | null;
  capacity: bigint | null;
  dividendMinute: number;
  intro: string;
  createdBy: number | null;
  createdAt: Date;
}

/** Insert a product; undefined when an active one has that asset and term already. */
export async function insertProduct(ex: Executor, p: NewProduct): Promise<ProductRow | undefined> {
  const { rows } = await ex.query<ProductRow>(
    `INSERT INTO lock_products (asset, days, rate_ppm, penalty_ppm, min_amount, max_per_user, capacity, dividend_minute, intro, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (asset, days) WHERE status = 'active' DO NOTHING RETURNING *`,
    [
      p.asset,
      p.days,
      p.ratePpm,
      p.penaltyPpm,
      p.minAmount.toString(),
      p.maxPerUser?.toString() ?? null,
      p.capacity?.toString() ?? null,
      p.dividendMinute,
      p.intro,
      p.createdBy,
      p.createdAt,
    ],
  );
  return rows[0];
}

/** Pause or resume: the only change a product ever takes. */
export async function setProductStatus(ex: Executor, id: number, status: 'active' | 'paused'): Promise<ProductRow | undefined> {
  const { rows } = await ex.query<ProductRow>('UPDATE lock_products SET status = $2 WHERE id = $1 RETURNING *', [id, status]);
  return rows[0];
}

export interface ProductLoad {
  product_id: number;
  locked: string;
  owed: string;
  orders: number;
}

/** Per product: principal locked, interest still owed and orders, of the orders in progress (of one user when given). */
export async function productLoads(ex: Executor, userId?: number): Promise<Map<number, ProductLoad>> {
  const { rows } = await ex.query<ProductLoad>(
    `SELECT product_id, sum(amount)::text AS locked, sum(total_interest - interest_paid)::text AS owed, count(*)::int AS orders
       FROM lock_orders WHERE status = 'in_progress' ${userId === undefined ? '' : 'AND user_id = $1'} GROUP BY product_id`,
    userId === undefined ? [] : [userId],
  );
  return new Map(rows.map((r) => [r.product_id, r]));
}

/** Principal in progress in one product, overall and for one user (read under the product's row lock). */
export async function lockedIn(ex: Executor, productId: number, userId: number): Promise<{ total: bigint; user: bigint }> {
  const { rows } = await ex.query<{ total: string; mine: string }>(
    `SELECT coalesce(sum(amount), 0)::text AS total, coalesce(sum(amount) FILTER (WHERE user_id = $2), 0)::text AS mine
       FROM lock_orders WHERE product_id = $1 AND status = 'in_progress'`,
    [productId, userId],
  );
  return { total: BigInt(rows[0]!.total), user: BigInt(rows[0]!.mine) };
}

// ---- orders --------------------------------------------------------------------------------------

export interface OrderRow {
  id: number;
  user_id: number;
  product_id: number;
  asset: string;
  amount: string;
  days: number;
  rate_ppm: number;
  penalty_ppm: number;
  daily_interest: string;
  total_interest: string;
  days_paid: number;
  interest_paid: string;
  status: 'in_progress' | 'redeemed';
  redeem_type: 'expiry' | 'early' | null;
  penalty: string | null;
  returned: string | null;
  interest_released: string | null;
  created_at: Date;
  start_at: Date;
  end_at: Date;
  next_due_at: Date;
  redeemed_at: Date | null;
  hold_id: number | null;
  treasury_hold_id: number | null;
  request_key: string;
}

export interface NewOrder {
  userId: number;
  productId: number;
  asset: string;
  amount: bigint;
  days: number;
  ratePpm: number;
  penaltyPpm: number;
  dailyInterest: bigint;
  createdAt: Date;
  startAt: Date;
  endAt: Date;
  requestKey: string;
}

/** Insert an order; undefined when this user's request key has one already. */
export async function insertOrder(ex: Executor, o: NewOrder): Promise<OrderRow | undefined> {
  const { rows } = await ex.query<OrderRow>(
    `INSERT INTO lock_orders (user_id, product_id, asset, amount, days, rate_ppm, penalty_ppm, daily_interest, total_interest,
                              created_at, start_at, end_at, next_due_at, request_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $13, $9, $10, $11, $10::timestamptz + interval '1 day', $12)
     ON CONFLICT (user_id, request_key) DO NOTHING RETURNING *`,
    [
      o.userId,
      o.productId,
      o.asset,
      o.amount.toString(),
      o.days,
      o.ratePpm,
      o.penaltyPpm,
      o.dailyInterest.toString(),
      o.createdAt,
      o.startAt,
      o.endAt,
      o.requestKey,
      (o.dailyInterest * BigInt(o.days)).toString(),
    ],
  );
  return rows[0];
}

export async function setOrderHolds(ex: Executor, id: number, holdId: number, treasuryHoldId: number | null): Promise<OrderRow> {
  const { rows } = await ex.query<OrderRow>('UPDATE lock_orders SET hold_id = $2, treasury_hold_id = $3 WHERE id = $1 RETURNING *', [
    id,
    holdId,
    treasuryHoldId,
  ]);
  return rows[0]!;
}

export async function orderByRequestKey(ex: Executor, userId: number, requestKey: string): Promise<OrderRow | undefined> {
  const { rows } = await ex.query<OrderRow>('SELECT * FROM lock_orders WHERE user_id = $1 AND request_key = $2', [userId, requestKey]);
  return rows[0];
}

export async function orderById(ex: Executor, id: number, forUpdate = false): Promise<OrderRow | undefined> {
  const { rows } = await ex.query<OrderRow>(`SELECT * FROM lock_orders WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export function pageOfOrders<T>(
  ex: Executor,
  q: { userId: number; status: 'in_progress' | 'redeemed' | 'all'; page: number; limit: number },
  map: (row: OrderRow) => T,
): Promise<Page<T>> {
  const { userId, status, ...paging } = q;
  const where = status === 'all' ? 'user_id = $1' : `user_id = $1 AND status = '${status === 'redeemed' ? 'redeemed' : 'in_progress'}'`;
  return paginate(ex, { select: `SELECT * FROM lock_orders WHERE ${where}`, params: [userId], order: 'id DESC', ...paging }, (r) =>
    map(r as unknown as OrderRow),
  );
}

export interface HoldingRow {
  asset: string;
  locked: string;
  interest_paid: string;
  interest_paid_all: string;
  interest_to_come: string;
  orders: number;
  next_due_at: Date | null;
}

/** The user's holdings per asset. */
export async function holdings(ex: Executor, userId: number): Promise<HoldingRow[]> {
  const live = "status = 'in_progress'";
  const { rows } = await ex.query<HoldingRow>(
    `SELECT asset,
            coalesce(sum(amount) FILTER (WHERE ${live}), 0)::text AS locked,
            coalesce(sum(interest_paid) FILTER (WHERE ${live}), 0)::text AS interest_paid,
            sum(interest_paid)::text AS interest_paid_all,
            coalesce(sum(total_interest - interest_paid) FILTER (WHERE ${live}), 0)::text AS interest_to_come,
            (count(*) FILTER (WHERE ${live}))::int AS orders,
            min(next_due_at) FILTER (WHERE ${live}) AS next_due_at
       FROM lock_orders WHERE user_id = $1 GROUP BY asset ORDER BY asset`,
    [userId],
  );
  return rows;
}

export interface PaymentRow {
  day: number;
  amount: string;
  due_at: Date;
  paid_at: Date;
}

export async function paymentsOf(ex: Executor, orderId: number): Promise<PaymentRow[]> {
  const { rows } = await ex.query<PaymentRow>('SELECT day, amount, due_at, paid_at FROM lock_interest WHERE order_id = $1 ORDER BY day', [
    orderId,
  ]);
  return rows;
}

// ---- interest and redemption ----------------------------------------------------------------------

/** Orders in progress with an interest day ended by `now`, locked (rows another node holds are skipped). */
/** Where a pass has got to in the due orders' order (next_due_at, id): the next batch starts after it. */
export interface DueCursor {
  dueAt: Date;
  id: number;
}

/**
 * Up to `limit` due orders, locked, after `after`. A pass moves each paid order's next_due_at past
 * `now`, which leaves a dead entry at the head of the due index until vacuum; starting each batch
 * after the last one's cursor keeps a pass from walking those again (bench/earn: the lookup took
 * 37 ms a batch at 100,000 orders, growing with each batch, without it).
 */
export async function lockDueOrders(ex: Executor, now: Date, limit: number, after?: DueCursor): Promise<OrderRow[]> {
  const { rows } = await ex.query<OrderRow>(
    `SELECT * FROM lock_orders WHERE status = 'in_progress' AND next_due_at <= $1
        AND ($2::timestamptz IS NULL OR (next_due_at, id) > ($2::timestamptz, $3::bigint))
      ORDER BY next_due_at, id LIMIT ${limit}
       FOR UPDATE SKIP LOCKED`,
    [now, after?.dueAt ?? null, after?.id ?? null],
  );
  return rows;
}

/** The ids of the orders with an ended day (no lock: a hint for paying them one by one). */
export async function dueOrderIds(ex: Executor, now: Date): Promise<number[]> {
  const { rows } = await ex.query<{ id: number }>(
    `SELECT id FROM lock_orders WHERE status = 'in_progress' AND next_due_at <= $1 ORDER BY next_due_at, id LIMIT 10000`,
    [now],
  );
  return rows.map((r) => r.id);
}

export async function lockDueOrder(ex: Executor, id: number, now: Date): Promise<OrderRow | undefined> {
  const { rows } = await ex.query<OrderRow>(
    `SELECT * FROM lock_orders WHERE id = $1 AND status = 'in_progress' AND next_due_at <= $2 FOR UPDATE SKIP LOCKED`,
    [id, now],
  );
  return rows[0];
}

export interface InterestDay {
  orderId: number;
  day: number;
  amount: bigint;
  dueAt: Date;
}

/** Record the days paid; the primary key refuses a day paid twice (the whole transaction rolls back). */
export async function insertInterestDays(ex: Executor, days: InterestDay[], paidAt: Date): Promise<void> {
  if (days.length === 0) return;
  await ex.query(
    `INSERT INTO lock_interest (order_id, day, amount, due_at, paid_at)
     SELECT o, d, a::numeric, due, $5 FROM unnest($1::bigint[], $2::int[], $3::text[], $4::timestamptz[]) AS t(o, d, a, due)`,
    [days.map((d) => d.orderId), days.map((d) => d.day), days.map((d) => d.amount.toString()), days.map((d) => d.dueAt), paidAt],
  );
}

export interface OrderProgress {
  id: number;
  daysPaid: number;
  /** Set when the order ends now. */
  end?: { type: 'expiry' | 'early'; penalty: bigint; released: bigint };
}

/** Move orders forward after their interest (and, when they end, their principal) is posted. */
export async function advanceOrders(ex: Executor, list: OrderProgress[], now: Date): Promise<OrderRow[]> {
  if (list.length === 0) return [];
  const { rows } = await ex.query<OrderRow>(
    `UPDATE lock_orders o
        SET days_paid = t.paid, interest_paid = o.daily_interest * t.paid,
            next_due_at = o.start_at + (t.paid + 1) * interval '1 day',
            status = CASE WHEN t.kind IS NULL THEN 'in_progress' ELSE 'redeemed' END,
            redeem_type = t.kind, penalty = t.penalty::numeric, returned = o.amount - t.penalty::numeric,
            interest_released = t.released::numeric, redeemed_at = CASE WHEN t.kind IS NULL THEN NULL ELSE $6::timestamptz END
       FROM unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::text[]) AS t(id, paid, kind, penalty, released)
      WHERE o.id = t.id AND o.status = 'in_progress'
      RETURNING o.*`,
    [
      list.map((p) => p.id),
      list.map((p) => p.daysPaid),
      list.map((p) => p.end?.type ?? null),
      list.map((p) => p.end?.penalty.toString() ?? null),
      list.map((p) => p.end?.released.toString() ?? null),
      now,
    ],
  );
  if (rows.length !== list.length) throw new Error(`lock-mining: ${list.length - rows.length} orders were not in progress`);
  return rows;
}

// ---- the treasury's cover -----------------------------------------------------------------------

export interface OwedRow {
  asset: string;
  owed: string;
  principal: string;
  orders: number;
}

export async function owedByAsset(ex: Executor): Promise<OwedRow[]> {
  const { rows } = await ex.query<OwedRow>(
    `SELECT asset, sum(total_interest - interest_paid)::text AS owed, sum(amount)::text AS principal, count(*)::int AS orders
       FROM lock_orders WHERE status = 'in_progress' GROUP BY asset`,
  );
  return rows;
}

/** Demo money issued into the book, per asset (demo and test setups only). */
export async function demoIssued(ex: Executor, book: string): Promise<Map<string, bigint>> {
  const { rows } = await ex.query<{ asset: string; amount: string }>(
    `SELECT a.asset, sum(p.amount)::text AS amount FROM ledger_postings p
       JOIN ledger_accounts a ON a.id = p.account_id JOIN ledger_entries e ON e.id = p.entry_id
      WHERE a.owner = 'sys:treasury' AND a.book = $1 AND e.kind = 'demo.issuance' GROUP BY a.asset`,
    [book],
  );
  return new Map(rows.map((r) => [r.asset, BigInt(r.amount)]));
}
