/** The mini game's SQL, and only here. */
import type { Executor } from '@bourse/db';

export interface PredictionRow {
  id: number;
  user_id: number;
  day: string;
  direction: 'up' | 'down';
  status: 'pending' | 'right' | 'wrong' | 'void';
  points: number;
  created_at: Date;
  settled_at: Date | null;
}

export interface RoundRow {
  day: string;
  market_id: number;
  price_scale: number;
  open_tick_id: number | null;
  open_tick_ts: Date | null;
  open_price: number | null;
  open_source: string | null;
  close_tick_id: number | null;
  close_tick_ts: Date | null;
  close_price: number | null;
  close_source: string | null;
  result: 'up' | 'down' | 'flat' | 'void';
  settled_at: Date;
}

/** The retention job keeps the ticks a round's proof names (market-data retention.ts). */
export const GAME_KEPT_TICKS = {
  name: 'game_rounds.open_tick_id game_rounds.close_tick_id',
  sql: `SELECT market_id, open_tick_ts - interval '30 seconds', close_tick_ts + interval '30 seconds'
          FROM game_rounds
         WHERE open_tick_ts IS NOT NULL AND close_tick_ts IS NOT NULL
           AND open_tick_ts < $2::timestamptz + interval '30 seconds' AND close_tick_ts >= $1::timestamptz - interval '30 seconds'`,
};

export async function insertPrediction(
  ex: Executor,
  p: { userId: number; day: string; direction: 'up' | 'down'; now: Date },
): Promise<PredictionRow | undefined> {
  const { rows } = await ex.query<PredictionRow>(
    `INSERT INTO game_predictions (user_id, day, direction, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, day) DO NOTHING RETURNING *`,
    [p.userId, p.day, p.direction, p.now],
  );
  return rows[0];
}

export async function predictionOf(ex: Executor, userId: number, day: string): Promise<PredictionRow | undefined> {
  const { rows } = await ex.query<PredictionRow>(`SELECT * FROM game_predictions WHERE user_id = $1 AND day = $2`, [userId, day]);
  return rows[0];
}

export async function userPredictions(ex: Executor, userId: number): Promise<PredictionRow[]> {
  const { rows } = await ex.query<PredictionRow>(`SELECT * FROM game_predictions WHERE user_id = $1 ORDER BY day DESC LIMIT 60`, [userId]);
  return rows;
}

/** Days with predictions still pending, oldest first. */
export async function pendingDays(ex: Executor): Promise<string[]> {
  const { rows } = await ex.query<{ day: string }>(`SELECT DISTINCT day FROM game_predictions WHERE status = 'pending' ORDER BY day`);
  return rows.map((r) => r.day);
}

export async function roundsOf(ex: Executor, days: string[]): Promise<Map<string, RoundRow>> {
  if (days.length === 0) return new Map();
  const { rows } = await ex.query<RoundRow>(`SELECT * FROM game_rounds WHERE day = ANY($1::text[])`, [days]);
  return new Map(rows.map((r) => [r.day, r]));
}

export interface TickRef {
  id: number;
  ts: number;
  price: bigint;
  source: string;
}

/** Record a round once (a second node's or a retry's insert changes nothing); returns the stored row. */
export async function recordRound(
  ex: Executor,
  r: { day: string; marketId: number; priceScale: number; open?: TickRef; close?: TickRef; result: RoundRow['result']; now: Date },
): Promise<RoundRow> {
  await ex.query(
    `INSERT INTO game_rounds (day, market_id, price_scale, open_tick_id, open_tick_ts, open_price, open_source,
                              close_tick_id, close_tick_ts, close_price, close_source, result, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (day) DO NOTHING`,
    [
      r.day,
      r.marketId,
      r.priceScale,
      r.open?.id ?? null,
      r.open ? new Date(r.open.ts) : null,
      r.open?.price.toString() ?? null,
      r.open?.source ?? null,
      r.close?.id ?? null,
      r.close ? new Date(r.close.ts) : null,
      r.close?.price.toString() ?? null,
      r.close?.source ?? null,
      r.result,
      r.now,
    ],
  );
  return (await roundsOf(ex, [r.day])).get(r.day)!;
}

/** Score the day's pending predictions from its round: right earns `points`, wrong none, void none. */
export async function scoreDay(ex: Executor, round: RoundRow, points: number, now: Date): Promise<number> {
  const { rows } = await ex.query<{ id: number }>(
    `UPDATE game_predictions
        SET status = CASE WHEN $2 IN ('flat', 'void') THEN 'void' WHEN direction = $2 THEN 'right' ELSE 'wrong' END,
            points = CASE WHEN direction = $2 THEN $3::int ELSE 0 END,
            settled_at = $4
      WHERE day = $1 AND status = 'pending' RETURNING id`,
    [round.day, round.result, points, now],
  );
  return rows.length;
}

export interface BoardRow {
  user_id: number;
  points: number;
  right: number;
  first_at: Date;
}

/** A week's standings: points, then the earlier first prediction of the week, then the user. */
export async function standings(ex: Executor, fromDay: string, toDay: string, limit: number): Promise<BoardRow[]> {
  const { rows } = await ex.query<BoardRow>(
    `SELECT user_id, sum(points)::int AS points, (count(*) FILTER (WHERE status = 'right'))::int AS "right", min(created_at) AS first_at
       FROM game_predictions WHERE day >= $1 AND day < $2
      GROUP BY user_id ORDER BY sum(points) DESC, min(created_at), user_id LIMIT $3`,
    [fromDay, toDay, limit],
  );
  return rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
}

export async function weekPoints(ex: Executor, userId: number, fromDay: string, toDay: string): Promise<number> {
  const { rows } = await ex.query<{ p: number | null }>(
    `SELECT sum(points)::int AS p FROM game_predictions WHERE user_id = $1 AND day >= $2 AND day < $3`,
    [userId, fromDay, toDay],
  );
  return rows[0]?.p ?? 0;
}

/** Whether any prediction of the week is still pending (its prizes wait for it). */
export async function weekPending(ex: Executor, fromDay: string, toDay: string): Promise<boolean> {
  const { rows } = await ex.query(`SELECT 1 FROM game_predictions WHERE day >= $1 AND day < $2 AND status = 'pending' LIMIT 1`, [
    fromDay,
    toDay,
  ]);
  return rows.length > 0;
}

export interface AwardRow {
  week: string;
  rank: number;
  user_id: number;
  points: number;
  coupon_id: number | null;
}

export async function awardsOf(ex: Executor, week: string): Promise<AwardRow[]> {
  const { rows } = await ex.query<AwardRow>(`SELECT * FROM game_awards WHERE week = $1 ORDER BY rank`, [week]);
  return rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
}

/** Claim a week's place once; false when it was decided already. */
export async function insertAward(
  ex: Executor,
  a: { week: string; rank: number; userId: number; points: number; now: Date },
): Promise<boolean> {
  const { rows } = await ex.query(
    `INSERT INTO game_awards (week, rank, user_id, points, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (week, rank) DO NOTHING RETURNING rank`,
    [a.week, a.rank, a.userId, a.points, a.now],
  );
  return rows.length > 0;
}

export async function setAwardCoupon(ex: Executor, week: string, rank: number, couponId: number): Promise<void> {
  await ex.query(`UPDATE game_awards SET coupon_id = $3 WHERE week = $1 AND rank = $2`, [week, rank, couponId]);
}

/** Weeks (their Mondays) with predictions since `fromDay`. */
export async function weeksSince(ex: Executor, fromDay: string): Promise<string[]> {
  const { rows } = await ex.query<{ day: string }>(`SELECT DISTINCT day FROM game_predictions WHERE day >= $1`, [fromDay]);
  return rows.map((r) => r.day);
}
