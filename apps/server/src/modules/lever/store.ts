/**
 * The lever module's queries: market terms, positions (opening, triggering, closing, stops), the
 * overnight fee's days and the leverage confirmation; what the watcher looks for on each tick is
 * in tick-store.ts. Every function takes the executor it runs on (the pool or a transaction).
 * Integers that may exceed a JS number (prices, amounts) go out as text: exact on both database
 * drivers.
 */
import type { Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { paginate } from '../../platform/paging';
import type { LeverTermsRow } from './market';
import type { Side } from '@bourse/maths/lever';

export interface PositionRow {
  id: number;
  user_id: number;
  market_id: number;
  side: Side;
  kind: 'market' | 'limit';
  status: 'doing' | 'open' | 'closed' | 'cancelled';
  lots: number;
  qty: number;
  leverage: number;
  limit_price: number | null;
  spread: number;
  entry_price: number | null;
  entry_tick_id: number | null;
  margin: string;
  open_margin: string;
  fee: string;
  overnight_total: string;
  tp_price: number | null;
  sl_price: number | null;
  /** The liquidation threshold this position was taken under (ppm of risk rate). */
  liquidation_ppm: number;
  liq_price: number | null;
  cap_price: number | null;
  hold_id: number | null;
  house_hold_id: number | null;
  close_price: number | null;
  close_tick_id: number | null;
  /** For a close at the mark price (a liquidation): its window and the ticks it was the median of. */
  close_mark: CloseMark | null;
  close_reason: string | null;
  pnl: string | null;
  insurance_paid: string;
  created_at: Date;
  opened_at: Date | null;
  closed_at: Date | null;
  coupon_id: number | null;
  coupon_kind: string | null;
  coupon_value: string | null;
}

/** A close at the mark price: the window (ms) and the ids of the ticks in it. */
export interface CloseMark {
  windowMs: number;
  ticks: number[];
}

const text = (v: bigint | null) => (v === null ? null : v.toString());

// ---- market terms

/** A market's default terms, unless it has some already. */
export async function insertDefaultTerms(ex: Executor, marketId: number, contractSize: bigint): Promise<void> {
  await ex.query(
    `INSERT INTO lever_markets (market_id, contract_size, multiples, fee_ppm, overnight_ppm, overnight_minute, liquidation_ppm, min_lots, max_lots, spread)
     VALUES ($1, $2, '5,10,20,50,100', 500, 200, 0, 100000, 1, 10000, 0)
     ON CONFLICT (market_id) DO NOTHING`,
    [marketId, contractSize.toString()],
  );
}

/** Every configured market's terms, by market id. */
export async function loadTerms(ex: Executor): Promise<Map<number, LeverTermsRow>> {
  const { rows } = await ex.query<Record<string, unknown>>('SELECT * FROM lever_markets');
  return new Map(
    rows.map((r) => [
      r.market_id as number,
      {
        enabled: r.enabled as boolean,
        contractSize: BigInt(r.contract_size as number),
        multiples: String(r.multiples)
          .split(',')
          .map(Number)
          .sort((a, b) => a - b),
        feePpm: r.fee_ppm as number,
        overnightPpm: r.overnight_ppm as number,
        overnightMinute: r.overnight_minute as number,
        liquidationPpm: r.liquidation_ppm as number,
        minLots: r.min_lots as number,
        maxLots: r.max_lots as number,
        spread: BigInt(r.spread as number),
      } satisfies LeverTermsRow,
    ]),
  );
}

// ---- reading positions

export async function findPosition(ex: Executor, id: number): Promise<PositionRow | undefined> {
  const { rows } = await ex.query<PositionRow>('SELECT * FROM lever_positions WHERE id = $1', [id]);
  return rows[0];
}

export async function findOwnPosition(ex: Executor, userId: number, id: number): Promise<PositionRow | undefined> {
  const { rows } = await ex.query<PositionRow>('SELECT * FROM lever_positions WHERE id = $1 AND user_id = $2', [id, userId]);
  return rows[0];
}

/** The position an opening with this Idempotency-Key made, if any. */
export async function findByRequestKey(ex: Executor, userId: number, key: string): Promise<PositionRow | undefined> {
  const { rows } = await ex.query<PositionRow>('SELECT * FROM lever_positions WHERE user_id = $1 AND request_key = $2', [userId, key]);
  return rows[0];
}

/** The row, locked until the transaction ends. */
export async function lockPosition(ex: Executor, id: number): Promise<PositionRow | undefined> {
  const { rows } = await ex.query<PositionRow>('SELECT * FROM lever_positions WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

/** A user's open positions, optionally only one side and one market, oldest first. */
export async function listOpenOf(ex: Executor, userId: number, side: 'all' | Side, marketId: number | null): Promise<PositionRow[]> {
  const { rows } = await ex.query<PositionRow>(
    `SELECT * FROM lever_positions WHERE user_id = $1 AND status = 'open' AND ($2::text = 'all' OR side = $2) AND ($3::int IS NULL OR market_id = $3) ORDER BY id`,
    [userId, side, marketId],
  );
  return rows;
}

/** A user's open positions and delegated orders, newest first. */
export async function listActiveOf(ex: Executor, userId: number): Promise<PositionRow[]> {
  const { rows } = await ex.query<PositionRow>(
    `SELECT * FROM lever_positions WHERE user_id = $1 AND status IN ('open', 'doing') ORDER BY id DESC`,
    [userId],
  );
  return rows;
}

/** A page of a user's positions in these statuses, optionally of one market, newest first. */
export function pagePositions<T>(
  ex: Executor,
  q: { userId: number; statuses: string[]; marketId: number | null; page: number; limit: number },
  map: (r: PositionRow) => T,
): Promise<Page<T>> {
  return paginate(
    ex,
    {
      select: 'SELECT * FROM lever_positions WHERE user_id = $1 AND status = ANY($2::text[]) AND ($3::int IS NULL OR market_id = $3)',
      params: [q.userId, q.statuses, q.marketId],
      order: 'id DESC',
      page: q.page,
      limit: q.limit,
    },
    (r) => map(r as unknown as PositionRow),
  );
}

// ---- writing positions

/** A market position, opened at once; its holds are set after (setHolds). Returns its id. */
export async function insertMarketPosition(
  ex: Executor,
  p: {
    userId: number;
    marketId: number;
    side: Side;
    lots: number;
    qty: bigint;
    leverage: number;
    spread: bigint;
    entry: bigint;
    entryTickId: number;
    margin: bigint;
    fee: bigint;
    tp: bigint | null;
    sl: bigint | null;
    liquidationPpm: number;
    liquidation: bigint;
    cap: bigint | null;
    requestKey: string;
    now: Date;
  },
): Promise<number> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO lever_positions (user_id, market_id, side, kind, status, lots, qty, leverage, spread, entry_price, entry_tick_id,
                                  margin, open_margin, fee, tp_price, sl_price, liq_price, cap_price, request_key, created_at, opened_at,
                                  liquidation_ppm)
     VALUES ($1, $2, $3, 'market', 'open', $4, $5, $6, $7, $8, $9, $10, $10, $11, $12, $13, $14, $15, $16, $17, $17, $18) RETURNING id`,
    [
      p.userId,
      p.marketId,
      p.side,
      p.lots,
      text(p.qty),
      p.leverage,
      text(p.spread),
      text(p.entry),
      p.entryTickId,
      text(p.margin),
      text(p.fee),
      text(p.tp),
      text(p.sl),
      text(p.liquidation),
      text(p.cap),
      p.requestKey,
      p.now,
      p.liquidationPpm,
    ],
  );
  return rows[0]!.id;
}

/** A delegated (limit) order, waiting; its hold is set after (setOrderHold). Returns its id. */
export async function insertDelegated(
  ex: Executor,
  p: {
    userId: number;
    marketId: number;
    side: Side;
    lots: number;
    qty: bigint;
    leverage: number;
    limit: bigint;
    spread: bigint;
    margin: bigint;
    fee: bigint;
    tp: bigint | null;
    sl: bigint | null;
    liquidationPpm: number;
    requestKey: string;
    now: Date;
  },
): Promise<number> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO lever_positions (user_id, market_id, side, kind, status, lots, qty, leverage, limit_price, spread, margin, open_margin, fee,
                                  tp_price, sl_price, request_key, created_at, liquidation_ppm)
     VALUES ($1, $2, $3, 'limit', 'doing', $4, $5, $6, $7, $8, $9, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [
      p.userId,
      p.marketId,
      p.side,
      p.lots,
      text(p.qty),
      p.leverage,
      text(p.limit),
      text(p.spread),
      text(p.margin),
      text(p.fee),
      text(p.tp),
      text(p.sl),
      p.requestKey,
      p.now,
      p.liquidationPpm,
    ],
  );
  return rows[0]!.id;
}

export async function setHolds(ex: Executor, id: number, holdId: number, houseHoldId: number): Promise<void> {
  await ex.query('UPDATE lever_positions SET hold_id = $2, house_hold_id = $3 WHERE id = $1', [id, holdId, houseHoldId]);
}

export async function setOrderHold(ex: Executor, id: number, holdId: number): Promise<void> {
  await ex.query('UPDATE lever_positions SET hold_id = $2 WHERE id = $1', [id, holdId]);
}

/** A delegated order opened at a tick: its entry, margin, fee, prices and holds. */
export async function markOpened(
  ex: Executor,
  p: {
    id: number;
    spread: bigint;
    entry: bigint;
    entryTickId: number;
    margin: bigint;
    fee: bigint;
    liquidation: bigint;
    cap: bigint | null;
    holdId: number;
    houseHoldId: number;
    now: Date;
  },
): Promise<void> {
  await ex.query(
    `UPDATE lever_positions SET status = 'open', spread = $2, entry_price = $3, entry_tick_id = $4, margin = $5, open_margin = $5, fee = $6,
            liq_price = $7, cap_price = $8, hold_id = $9, house_hold_id = $10, opened_at = $11 WHERE id = $1`,
    [
      p.id,
      text(p.spread),
      text(p.entry),
      p.entryTickId,
      text(p.margin),
      text(p.fee),
      text(p.liquidation),
      text(p.cap),
      p.holdId,
      p.houseHoldId,
      p.now,
    ],
  );
}

export async function markCancelled(ex: Executor, id: number, reason: string, now: Date): Promise<void> {
  await ex.query(`UPDATE lever_positions SET status = 'cancelled', close_reason = $2, closed_at = $3 WHERE id = $1`, [id, reason, now]);
}

export async function markClosed(
  ex: Executor,
  p: {
    id: number;
    price: bigint;
    tickId: number;
    mark: CloseMark | null;
    reason: string;
    pnl: bigint;
    insurancePaid: bigint;
    now: Date;
  },
): Promise<void> {
  await ex.query(
    `UPDATE lever_positions SET status = 'closed', close_price = $2, close_tick_id = $3, close_reason = $4, pnl = $5, insurance_paid = $6,
            closed_at = $7, close_mark = $8::jsonb WHERE id = $1`,
    [p.id, text(p.price), p.tickId, p.reason, text(p.pnl), text(p.insurancePaid), p.now, p.mark === null ? null : JSON.stringify(p.mark)],
  );
}

/** Take-profit and stop-loss (null clears). */
export async function setStops(ex: Executor, id: number, tp: bigint | null, sl: bigint | null): Promise<void> {
  await ex.query('UPDATE lever_positions SET tp_price = $2, sl_price = $3 WHERE id = $1', [id, text(tp), text(sl)]);
}

// ---- the overnight fee

/**
 * Every (open position, UTC day) whose charge time has passed since the position opened, up to
 * `now`, and that is not charged yet.
 */
export async function findOvernightDue(ex: Executor, now: Date): Promise<Array<{ id: number; day: string }>> {
  const { rows } = await ex.query<{ id: number; day: string }>(
    `SELECT p.id, to_char(d.day, 'YYYY-MM-DD') AS day
       FROM lever_positions p
       JOIN lever_markets lm ON lm.market_id = p.market_id
       CROSS JOIN LATERAL generate_series(date_trunc('day', p.opened_at AT TIME ZONE 'UTC'),
                                          date_trunc('day', $1::timestamptz AT TIME ZONE 'UTC'), interval '1 day') AS d(day)
      WHERE p.status = 'open' AND lm.overnight_ppm > 0
        AND (d.day + lm.overnight_minute * interval '1 minute') AT TIME ZONE 'UTC' > p.opened_at
        AND (d.day + lm.overnight_minute * interval '1 minute') AT TIME ZONE 'UTC' <= $1::timestamptz
        AND NOT EXISTS (SELECT 1 FROM lever_overnight o WHERE o.position_id = p.id AND o.day = d.day::date)
      ORDER BY p.id, d.day`,
    [now],
  );
  return rows;
}

/** Record one day's charge; false when that day was charged already. */
export async function insertOvernight(ex: Executor, positionId: number, day: string, amount: bigint, now: Date): Promise<boolean> {
  const { rows } = await ex.query(
    'INSERT INTO lever_overnight (position_id, day, amount, charged_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING position_id',
    [positionId, day, amount.toString(), now],
  );
  return rows.length > 0;
}

/** What an overnight charge did to a position: its margin, the running total and the new liquidation price. */
export async function applyOvernight(ex: Executor, id: number, margin: bigint, charged: bigint, liquidation: bigint): Promise<void> {
  await ex.query('UPDATE lever_positions SET margin = $2, overnight_total = overnight_total + $3, liq_price = $4 WHERE id = $1', [
    id,
    text(margin),
    text(charged),
    text(liquidation),
  ]);
}

// ---- the leverage confirmation

/** When the user confirmed they understand leverage above the cap, if they have. */
export async function riskConfirmedAt(ex: Executor, userId: number): Promise<Date | undefined> {
  const { rows } = await ex.query<{ confirmed_at: Date }>('SELECT confirmed_at FROM lever_risk_confirmations WHERE user_id = $1', [userId]);
  return rows[0]?.confirmed_at;
}

/** Record the confirmation once; a second one keeps the first time. Returns the time on record. */
export async function confirmRisk(ex: Executor, userId: number, now: Date): Promise<Date> {
  await ex.query('INSERT INTO lever_risk_confirmations (user_id, confirmed_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [
    userId,
    now,
  ]);
  return (await riskConfirmedAt(ex, userId))!;
}
