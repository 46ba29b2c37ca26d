/** The seconds options module's queries: the terms on offer and the orders, taken and settled. */
import type { MicroVoidReason, Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { paginate } from '../../platform/paging';
import type { Side } from '@bourse/maths/seconds';

// ---- terms ---------------------------------------------------------------------------------------

export interface TermsRow {
  asset: string;
  seconds: number;
  payout_ppm: number;
  min_stake: string;
  max_stake: string;
  fee_ppm: number;
}

/** The enabled terms, by asset then duration. */
export async function enabledTerms(ex: Executor): Promise<TermsRow[]> {
  const { rows } = await ex.query<TermsRow>('SELECT * FROM micro_terms WHERE enabled ORDER BY asset, seconds');
  return rows;
}

/** Insert one duration's terms unless that asset and duration has terms already (an operator's change is kept). */
export async function insertTermsIfMissing(
  ex: Executor,
  t: { asset: string; seconds: number; payoutPpm: number; minStake: bigint; maxStake: bigint; feePpm: number },
): Promise<void> {
  await ex.query(
    `INSERT INTO micro_terms (asset, seconds, payout_ppm, min_stake, max_stake, fee_ppm)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (asset, seconds) DO NOTHING`,
    [t.asset, t.seconds, t.payoutPpm, t.minStake.toString(), t.maxStake.toString(), t.feePpm],
  );
}

// ---- orders --------------------------------------------------------------------------------------

export interface OrderRow {
  id: number;
  user_id: number;
  market_id: number;
  asset: string;
  side: Side;
  seconds: number;
  stake: string;
  fee: string;
  fee_ppm: number;
  payout_ppm: number;
  win_profit: string;
  status: 'open' | 'settled' | 'void';
  result: 'win' | 'tie' | 'loss' | null;
  void_reason: MicroVoidReason | null;
  open_at: Date;
  settle_at: Date;
  price_scale: number;
  open_tick_id: number;
  open_tick_ts: Date;
  open_price: number;
  open_source: string;
  close_tick_id: number | null;
  close_tick_ts: Date | null;
  close_price: number | null;
  close_source: string | null;
  close_max_age_ms: number | null;
  payout: string | null;
  hold_id: number | null;
  house_hold_id: number | null;
  request_key: string;
  settled_at: Date | null;
  coupon_id: number | null;
  coupon_kind: string | null;
  coupon_value: string | null;
}

export interface NewOrder {
  userId: number;
  marketId: number;
  asset: string;
  side: Side;
  seconds: number;
  stake: bigint;
  fee: bigint;
  feePpm: number;
  payoutPpm: number;
  winProfit: bigint;
  openAt: Date;
  settleAt: Date;
  priceScale: number;
  openTickId: number;
  openTickTs: Date;
  openPrice: bigint;
  openSource: string;
  requestKey: string;
}

/** Insert an order; undefined when this user's request key has one already. */
export async function insertOrder(ex: Executor, o: NewOrder): Promise<OrderRow | undefined> {
  const { rows } = await ex.query<OrderRow>(
    `INSERT INTO micro_orders (user_id, market_id, asset, side, seconds, stake, fee, fee_ppm, payout_ppm, win_profit, open_at, settle_at,
                               price_scale, open_tick_id, open_tick_ts, open_price, open_source, request_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     ON CONFLICT (user_id, request_key) DO NOTHING RETURNING *`,
    [
      o.userId,
      o.marketId,
      o.asset,
      o.side,
      o.seconds,
      o.stake.toString(),
      o.fee.toString(),
      o.feePpm,
      o.payoutPpm,
      o.winProfit.toString(),
      o.openAt,
      o.settleAt,
      o.priceScale,
      o.openTickId,
      o.openTickTs,
      o.openPrice.toString(),
      o.openSource,
      o.requestKey,
    ],
  );
  return rows[0];
}

/** Name the coupon used on the order (issue 18). */
export async function setOrderCoupon(ex: Executor, id: number, c: { couponId: number; kind: string; valueMinor: bigint }): Promise<void> {
  await ex.query('UPDATE micro_orders SET coupon_id = $2, coupon_kind = $3, coupon_value = $4 WHERE id = $1', [
    id,
    c.couponId,
    c.kind,
    c.valueMinor.toString(),
  ]);
}

/** Record the order's stake hold and the house's hold on its possible profit. */
export async function setOrderHolds(ex: Executor, id: number, holdId: number, houseHoldId: number | null): Promise<OrderRow> {
  const { rows } = await ex.query<OrderRow>('UPDATE micro_orders SET hold_id = $2, house_hold_id = $3 WHERE id = $1 RETURNING *', [
    id,
    holdId,
    houseHoldId,
  ]);
  return rows[0]!;
}

export async function orderByRequestKey(ex: Executor, userId: number, requestKey: string): Promise<OrderRow | undefined> {
  const { rows } = await ex.query<OrderRow>('SELECT * FROM micro_orders WHERE user_id = $1 AND request_key = $2', [userId, requestKey]);
  return rows[0];
}

export async function orderById(ex: Executor, id: number): Promise<OrderRow | undefined> {
  const { rows } = await ex.query<OrderRow>('SELECT * FROM micro_orders WHERE id = $1', [id]);
  return rows[0];
}

export interface OrderFilter {
  match_id?: number | undefined;
  status?: 'open' | 'settling' | 'settled' | 'void' | 'history' | 'all' | undefined;
}

/** A user's orders, newest first; `settling` is an open order whose settle_at is at or before `now`, `history` one that is not open. */
export function pageOfOrders<T>(
  ex: Executor,
  userId: number,
  filter: OrderFilter,
  now: Date,
  page: number,
  limit: number,
  map: (row: OrderRow) => T,
): Promise<Page<T>> {
  const params: unknown[] = [userId];
  const where = ['user_id = $1'];
  if (filter.match_id !== undefined) where.push(`market_id = $${params.push(filter.match_id)}`);
  if (filter.status === 'open') where.push(`status = 'open'`);
  if (filter.status === 'settled') where.push(`status = 'settled'`);
  if (filter.status === 'void') where.push(`status = 'void'`);
  if (filter.status === 'history') where.push(`status <> 'open'`);
  if (filter.status === 'settling') where.push(`status = 'open' AND settle_at <= $${params.push(now)}`);
  return paginate(ex, { select: `SELECT * FROM micro_orders WHERE ${where.join(' AND ')}`, params, order: 'id DESC', page, limit }, (r) =>
    map(r as unknown as OrderRow),
  );
}

// ---- settlement ----------------------------------------------------------------------------------

export interface DueOrder {
  id: number;
  market_id: number;
  settle_at: Date;
}

/** Open orders whose settle_at is at or before `now`, after `afterId`, in id order (some may still wait for a later tick). */
export async function dueOrders(ex: Executor, now: Date, afterId: number, batch: number): Promise<DueOrder[]> {
  const { rows } = await ex.query<DueOrder>(
    `SELECT id, market_id, settle_at FROM micro_orders WHERE status = 'open' AND settle_at <= $1 AND id > $2 ORDER BY id LIMIT ${batch}`,
    [now, afterId],
  );
  return rows;
}

/** Lock an order that is still open and due; undefined when it is not, or another node holds it. */
export async function lockDueOrder(ex: Executor, id: number, now: Date): Promise<OrderRow | undefined> {
  const { rows } = await ex.query<OrderRow>(
    `SELECT * FROM micro_orders WHERE id = $1 AND status = 'open' AND settle_at <= $2 FOR UPDATE SKIP LOCKED`,
    [id, now],
  );
  return rows[0];
}

/** How an order ends: decided by the rule (`result`), or void (`voidReason`) with stake and fee paid back. */
export interface Settlement {
  outcome: { status: 'settled'; result: 'win' | 'tie' | 'loss' } | { status: 'void'; voidReason: MicroVoidReason };
  closeTickId: number;
  closeTickTs: Date;
  closePrice: bigint;
  closeSource: string;
  closeMaxAgeMs: number;
  payout: bigint;
  settledAt: Date;
}

export async function markSettled(ex: Executor, id: number, s: Settlement): Promise<OrderRow> {
  const o = s.outcome;
  const { rows } = await ex.query<OrderRow>(
    `UPDATE micro_orders SET status = $2, result = $3, void_reason = $4, close_tick_id = $5, close_tick_ts = $6, close_price = $7,
            close_source = $8, close_max_age_ms = $9, payout = $10, settled_at = $11
      WHERE id = $1 RETURNING *`,
    [
      id,
      o.status,
      o.status === 'settled' ? o.result : null,
      o.status === 'void' ? o.voidReason : null,
      s.closeTickId,
      s.closeTickTs,
      s.closePrice.toString(),
      s.closeSource,
      s.closeMaxAgeMs,
      s.payout.toString(),
      s.settledAt,
    ],
  );
  return rows[0]!;
}

/**
 * The ticks a seconds order's proof names, kept past market data's raw-tick retention: the whole
 * path from its open tick to its close tick (or its settle time), and 30 s on each side. `$1`..`$2`
 * is the stretch being cleaned.
 */
export const MICRO_KEPT_TICKS = {
  name: 'micro_orders.open_tick_id micro_orders.close_tick_id',
  sql: `SELECT market_id, open_tick_ts - interval '30 seconds', coalesce(close_tick_ts, settle_at) + interval '30 seconds'
          FROM micro_orders
         WHERE open_tick_ts < $2::timestamptz + interval '30 seconds' AND coalesce(close_tick_ts, settle_at) >= $1::timestamptz - interval '30 seconds'`,
};
