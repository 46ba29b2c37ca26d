/** Copy trading's SQL, and only here. Money goes out as text (exact on both database drivers). */
import type { Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { paginate } from '../../platform/paging';
import type { TraderStats } from './rules';

export interface TraderRow {
  user_id: number;
  name: string;
  status: 'pending' | 'approved' | 'rejected';
  share_ppm: number;
  reject_reason: string | null;
  applied_at: Date;
  reviewed_at: Date | null;
}

export interface FollowRow {
  id: number;
  follower_id: number;
  trader_id: number;
  mode: 'multiple' | 'lots';
  number_cents: number;
  amount: string;
  slippage_ppm: number;
  share_ppm: number;
  status: 'active' | 'cancelled';
  created_at: Date;
  updated_at: Date;
}

export interface CopyRow {
  id: number;
  follow_id: number;
  follower_id: number;
  trader_id: number;
  trader_position_id: number;
  market_id: number;
  side: 'long' | 'short';
  status: 'open' | 'closed' | 'skipped';
  self_held: boolean;
  skip_reason: string | null;
  mode: 'multiple' | 'lots';
  number_cents: number;
  trader_lots: number;
  trader_price: number;
  trader_tick_id: number;
  trader_tick_ms: number;
  lots_cents: number;
  leverage: number;
  position_id: number | null;
  follower_price: number | null;
  follower_tick_id: number | null;
  follower_tick_ms: number | null;
  slippage_ppm: number | null;
  slippage_cap_ppm: number;
  share_ppm: number;
  margin: string | null;
  fee: string | null;
  close_price: number | null;
  close_tick_id: number | null;
  pnl: string | null;
  profit_share: string | null;
  created_at: Date;
  closed_at: Date | null;
}

export interface StatsRow {
  user_id: number;
  total_pnl: string;
  roi_ppm: number;
  win_rate_ppm: number;
  drawdown_ppm: number;
  long_wins: number;
  short_wins: number;
  closed_trades: number;
  curve: Array<[number, string]>;
  computed_at: Date;
}

// ---- traders

export async function findTrader(ex: Executor, userId: number, lock = false): Promise<TraderRow | undefined> {
  const { rows } = await ex.query<TraderRow>(`SELECT * FROM copy_traders WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`, [userId]);
  return rows[0];
}

export async function upsertApplication(ex: Executor, a: { userId: number; name: string; sharePpm: number; now: Date }): Promise<void> {
  await ex.query(
    `INSERT INTO copy_traders (user_id, name, status, share_ppm, applied_at) VALUES ($1, $2, 'pending', $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET name = $2, status = 'pending', share_ppm = $3, applied_at = $4,
       reject_reason = NULL, reviewed_at = NULL, reviewed_by = NULL`,
    [a.userId, a.name, a.sharePpm, a.now],
  );
}

export async function decideApplication(
  ex: Executor,
  d: { userId: number; status: 'approved' | 'rejected'; reason: string | null; operatorId: number; now: Date },
): Promise<void> {
  await ex.query('UPDATE copy_traders SET status = $2, reject_reason = $3, reviewed_by = $4, reviewed_at = $5 WHERE user_id = $1', [
    d.userId,
    d.status,
    d.reason,
    d.operatorId,
    d.now,
  ]);
}

export async function setShare(ex: Executor, userId: number, sharePpm: number): Promise<void> {
  await ex.query('UPDATE copy_traders SET share_ppm = $2 WHERE user_id = $1', [userId, sharePpm]);
}

export function pageApplications(ex: Executor, status: string, pageNo: number, limit: number): Promise<Page<TraderRow>> {
  return paginate(
    ex,
    { select: 'SELECT * FROM copy_traders WHERE status = $1', params: [status], order: 'applied_at, user_id', page: pageNo, limit },
    (r) => r as unknown as TraderRow,
  );
}

export async function approvedTraderIds(ex: Executor): Promise<number[]> {
  const { rows } = await ex.query<{ user_id: number }>(`SELECT user_id FROM copy_traders WHERE status = 'approved' ORDER BY user_id`);
  return rows.map((r) => r.user_id);
}

const SORTS: Record<string, string> = {
  pnl: 's.total_pnl DESC NULLS LAST',
  roi: 's.roi_ppm DESC NULLS LAST',
  win_rate: 's.win_rate_ppm DESC NULLS LAST',
  drawdown: 's.drawdown_ppm ASC NULLS LAST',
  followers: 'followers DESC',
};

export type BoardRow = TraderRow & Partial<StatsRow> & { followers: number };

/** Approved traders with their statistics and live follower count, in the chosen order. */
export function pageBoard(ex: Executor, sort: string, pageNo: number): Promise<Page<BoardRow>> {
  return paginate(
    ex,
    {
      select: `SELECT t.*, s.total_pnl, s.roi_ppm, s.win_rate_ppm, s.drawdown_ppm, s.long_wins, s.short_wins, s.closed_trades, s.computed_at,
                      (SELECT count(*)::int FROM copy_follows f WHERE f.trader_id = t.user_id AND f.status = 'active') AS followers
                 FROM copy_traders t LEFT JOIN copy_trader_stats s ON s.user_id = t.user_id WHERE t.status = 'approved'`,
      params: [],
      order: `${SORTS[sort] ?? SORTS.pnl!}, user_id`,
      page: pageNo,
      limit: 20,
    },
    (r) => r as unknown as BoardRow,
  );
}

export async function findStats(ex: Executor, userId: number): Promise<StatsRow | undefined> {
  const { rows } = await ex.query<StatsRow>('SELECT * FROM copy_trader_stats WHERE user_id = $1', [userId]);
  return rows[0];
}

export async function saveStats(ex: Executor, userId: number, s: TraderStats, now: Date): Promise<void> {
  await ex.query(
    `INSERT INTO copy_trader_stats (user_id, total_pnl, total_margin, roi_ppm, win_rate_ppm, drawdown_ppm, long_wins, short_wins, closed_trades, curve, computed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11)
     ON CONFLICT (user_id) DO UPDATE SET total_pnl = $2, total_margin = $3, roi_ppm = $4, win_rate_ppm = $5, drawdown_ppm = $6,
       long_wins = $7, short_wins = $8, closed_trades = $9, curve = $10::jsonb, computed_at = $11`,
    [
      userId,
      s.totalPnl.toString(),
      s.totalMargin.toString(),
      s.roiPpm.toString(),
      s.winRatePpm,
      s.drawdownPpm,
      s.longWins,
      s.shortWins,
      s.closedTrades,
      JSON.stringify(s.curve),
      now,
    ],
  );
}

export async function countFollowers(ex: Executor, traderId: number): Promise<number> {
  const { rows } = await ex.query<{ n: number }>(`SELECT count(*)::int AS n FROM copy_follows WHERE trader_id = $1 AND status = 'active'`, [
    traderId,
  ]);
  return rows[0]?.n ?? 0;
}

// ---- follows

export async function activeFollowsOf(ex: Executor, followerId: number, lock = false): Promise<FollowRow[]> {
  const { rows } = await ex.query<FollowRow>(
    `SELECT * FROM copy_follows WHERE follower_id = $1 AND status = 'active' ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [followerId],
  );
  return rows;
}

export async function findActiveFollow(ex: Executor, followerId: number, traderId: number, lock = false): Promise<FollowRow | undefined> {
  const { rows } = await ex.query<FollowRow>(
    `SELECT * FROM copy_follows WHERE follower_id = $1 AND trader_id = $2 AND status = 'active'${lock ? ' FOR UPDATE' : ''}`,
    [followerId, traderId],
  );
  return rows[0];
}

export async function followsOfTrader(ex: Executor, traderId: number): Promise<FollowRow[]> {
  const { rows } = await ex.query<FollowRow>(`SELECT * FROM copy_follows WHERE trader_id = $1 AND status = 'active' ORDER BY id`, [
    traderId,
  ]);
  return rows;
}

export async function insertFollow(
  ex: Executor,
  f: {
    followerId: number;
    traderId: number;
    mode: string;
    numberCents: number;
    amount: bigint;
    slippagePpm: number;
    sharePpm: number;
    now: Date;
  },
): Promise<FollowRow> {
  const { rows } = await ex.query<FollowRow>(
    `INSERT INTO copy_follows (follower_id, trader_id, mode, number_cents, amount, slippage_ppm, share_ppm, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'active', $8, $8) RETURNING *`,
    [f.followerId, f.traderId, f.mode, f.numberCents, f.amount.toString(), f.slippagePpm, f.sharePpm, f.now],
  );
  return rows[0]!;
}

export async function updateFollow(
  ex: Executor,
  f: { id: number; mode: string; numberCents: number; amount: bigint; slippagePpm: number; now: Date },
): Promise<FollowRow> {
  const { rows } = await ex.query<FollowRow>(
    `UPDATE copy_follows SET mode = $2, number_cents = $3, amount = $4, slippage_ppm = $5, updated_at = $6 WHERE id = $1 RETURNING *`,
    [f.id, f.mode, f.numberCents, f.amount.toString(), f.slippagePpm, f.now],
  );
  return rows[0]!;
}

export async function cancelFollow(ex: Executor, id: number, now: Date): Promise<FollowRow> {
  const { rows } = await ex.query<FollowRow>(
    `UPDATE copy_follows SET status = 'cancelled', cancelled_at = $2, updated_at = $2 WHERE id = $1 RETURNING *`,
    [id, now],
  );
  return rows[0]!;
}

/** Margin the follow's open (not self-held) copies use, and its closed copies' earnings after the share. */
/** The margin each follow's open copies hold (copy-held, not self-held), by follow id; one statement. */
export async function followMargins(ex: Executor, followIds: readonly number[]): Promise<Map<number, bigint>> {
  const { rows } = await ex.query<{ follow_id: number; margin: string }>(
    `SELECT follow_id, sum(margin)::text AS margin FROM copy_orders
      WHERE follow_id = ANY($1::bigint[]) AND status = 'open' AND NOT self_held GROUP BY follow_id`,
    [followIds],
  );
  return new Map(rows.map((r) => [Number(r.follow_id), BigInt(r.margin)]));
}

export async function followFigures(ex: Executor, followId: number): Promise<{ margin: bigint; earnings: bigint; open: number }> {
  const { rows } = await ex.query<{ margin: string; earnings: string; open: number }>(
    `SELECT coalesce(sum(margin) FILTER (WHERE status = 'open' AND NOT self_held), 0)::text AS margin,
            coalesce(sum(pnl - coalesce(profit_share, 0)) FILTER (WHERE status = 'closed'), 0)::text AS earnings,
            (count(*) FILTER (WHERE status = 'open'))::int AS open
       FROM copy_orders WHERE follow_id = $1`,
    [followId],
  );
  const r = rows[0]!;
  return { margin: BigInt(r.margin), earnings: BigInt(r.earnings), open: r.open };
}

// ---- copies

/** A receipt before it is written. */
export type NewCopy = Omit<CopyRow, 'id' | 'closed_at' | 'close_price' | 'close_tick_id' | 'pnl' | 'profit_share' | 'self_held'>;

const COPY_COLUMNS = [
  'follow_id',
  'follower_id',
  'trader_id',
  'trader_position_id',
  'market_id',
  'side',
  'status',
  'skip_reason',
  'mode',
  'number_cents',
  'trader_lots',
  'trader_price',
  'trader_tick_id',
  'trader_tick_ms',
  'lots_cents',
  'leverage',
  'position_id',
  'follower_price',
  'follower_tick_id',
  'follower_tick_ms',
  'slippage_ppm',
  'slippage_cap_ppm',
  'share_ppm',
  'margin',
  'fee',
  'created_at',
] as const satisfies ReadonlyArray<keyof NewCopy>;

/**
 * Every receipt of a trader position in one statement (the rows travel as one JSON array, each
 * value cast to its column's type); a receipt already written for (trader position, follow) stays.
 */
export async function insertCopies(ex: Executor, copies: readonly NewCopy[]): Promise<CopyRow[]> {
  if (copies.length === 0) return [];
  const cols = COPY_COLUMNS.join(', ');
  const { rows } = await ex.query<CopyRow>(
    `INSERT INTO copy_orders (${cols})
     SELECT ${cols} FROM jsonb_populate_recordset(NULL::copy_orders, $1::jsonb)
     ON CONFLICT (trader_position_id, follow_id) DO NOTHING RETURNING *`,
    [JSON.stringify(copies.map((c) => Object.fromEntries(COPY_COLUMNS.map((k) => [k, c[k]]))))],
  );
  return rows;
}

export async function findCopyByPosition(ex: Executor, positionId: number, lock = false): Promise<CopyRow | undefined> {
  const { rows } = await ex.query<CopyRow>(`SELECT * FROM copy_orders WHERE position_id = $1${lock ? ' FOR UPDATE' : ''}`, [positionId]);
  return rows[0];
}

export async function findOwnCopy(ex: Executor, followerId: number, id: number, lock = false): Promise<CopyRow | undefined> {
  const { rows } = await ex.query<CopyRow>(`SELECT * FROM copy_orders WHERE id = $1 AND follower_id = $2${lock ? ' FOR UPDATE' : ''}`, [
    id,
    followerId,
  ]);
  return rows[0];
}

/** The open copies that close with this trader position (not the self-held ones). */
export async function copiesToClose(ex: Executor, traderPositionId: number): Promise<CopyRow[]> {
  const { rows } = await ex.query<CopyRow>(
    `SELECT * FROM copy_orders WHERE trader_position_id = $1 AND status = 'open' AND NOT self_held ORDER BY id`,
    [traderPositionId],
  );
  return rows;
}

export async function markCopyClosed(
  ex: Executor,
  c: { id: number; closePrice: number | null; closeTickId: number | null; pnl: bigint; share: bigint; now: Date },
): Promise<CopyRow> {
  const { rows } = await ex.query<CopyRow>(
    `UPDATE copy_orders SET status = 'closed', close_price = $2, close_tick_id = $3, pnl = $4, profit_share = $5, closed_at = $6
      WHERE id = $1 RETURNING *`,
    [c.id, c.closePrice, c.closeTickId, c.pnl.toString(), c.share.toString(), c.now],
  );
  return rows[0]!;
}

export async function markSelfHeld(ex: Executor, id: number): Promise<CopyRow> {
  const { rows } = await ex.query<CopyRow>('UPDATE copy_orders SET self_held = true WHERE id = $1 RETURNING *', [id]);
  return rows[0]!;
}

export function pageCopies(
  ex: Executor,
  q: { followerId: number; status: string; traderId: number | null; page: number },
): Promise<Page<CopyRow>> {
  return paginate(
    ex,
    {
      select: `SELECT * FROM copy_orders WHERE follower_id = $1 AND ($2::text = 'all' OR status = $2) AND ($3::bigint IS NULL OR trader_id = $3)`,
      params: [q.followerId, q.status, q.traderId],
      order: 'id DESC',
      page: q.page,
      limit: 20,
    },
    (r) => r as unknown as CopyRow,
  );
}
