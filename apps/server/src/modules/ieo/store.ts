/** The IEO's SQL, and only here: projects, subscriptions, allocations and releases. */
import type { Executor } from '@bourse/db';
import type { IeoPhase } from '@bourse/contract';

export interface ProjectRow {
  id: number;
  name: string;
  token_asset: string;
  pay_asset: string;
  price_minor: string;
  total_issuance: string;
  min_amount: string;
  max_per_user: string | null;
  start_at: Date;
  end_at: Date;
  listing_at: Date;
  white_paper: string | null;
  website: string | null;
  description: string | null;
  status: 'draft' | 'open';
  paused: boolean;
  allocation: 'pending' | 'allocating' | 'allocated';
  subscribed: string;
  applications: number;
  issuance_hold_id: number | null;
  passes: number | null;
  allocated_total: string | null;
  returned_total: string | null;
  participants: number;
}

export interface OrderRow {
  id: number;
  project_id: number;
  user_id: number;
  amount: string;
  payment: string;
  pay_hold_id: number | null;
  status: 'subscribed' | 'allocating' | 'allocated' | 'released' | 'refunded';
  pro_rata: string | null;
  remainder: string | null;
  cost: string | null;
  refund: string | null;
  lock_hold_id: number | null;
  created_at: Date;
  allocated_at: Date | null;
  released_at: Date | null;
}

/** A subscription with what its view needs of its project. */
export type OrderView = OrderRow &
  Pick<ProjectRow, 'name' | 'token_asset' | 'pay_asset' | 'price_minor' | 'total_issuance' | 'subscribed' | 'listing_at'>;

const PROJECT = `p.*, (SELECT count(DISTINCT o.user_id)::int FROM ieo_orders o WHERE o.project_id = p.id) AS participants`;

export interface NewProject {
  name: string;
  tokenAsset: string;
  payAsset: string;
  priceMinor: bigint;
  totalIssuance: bigint;
  minAmount: bigint;
  maxPerUser: bigint | null;
  startAt: Date;
  endAt: Date;
  listingAt: Date;
  whitePaper: string | null;
  website: string | null;
  description: string | null;
  createdBy: number;
}

export async function insertProject(ex: Executor, p: NewProject): Promise<number> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO ieo_projects (name, token_asset, pay_asset, price_minor, total_issuance, min_amount, max_per_user,
                               start_at, end_at, listing_at, white_paper, website, description, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      p.name,
      p.tokenAsset,
      p.payAsset,
      p.priceMinor.toString(),
      p.totalIssuance.toString(),
      p.minAmount.toString(),
      p.maxPerUser?.toString() ?? null,
      p.startAt,
      p.endAt,
      p.listingAt,
      p.whitePaper,
      p.website,
      p.description,
      p.createdBy,
    ],
  );
  return rows[0]!.id;
}

/** A new asset id above every seeded one (seeds use ids below 1000). */
export async function insertTokenAsset(ex: Executor, a: { code: string; name: string; scale: number }): Promise<void> {
  await ex.query(
    `INSERT INTO assets (id, code, name, scale, kind, networks, color, sort)
     SELECT greatest(1000, coalesce(max(id), 0)) + 1, $1, $2, $3, 'crypto', '[]'::jsonb, '#5B6CFF', 1000 FROM assets`,
    [a.code, a.name, a.scale],
  );
}

export async function assetCodeTaken(ex: Executor, code: string): Promise<boolean> {
  const { rows } = await ex.query('SELECT 1 FROM assets WHERE code = $1', [code]);
  return rows.length > 0;
}

export async function projectById(ex: Executor, id: number, lock = false): Promise<ProjectRow | undefined> {
  const { rows } = await ex.query<ProjectRow>(
    lock
      ? `SELECT p.*, 0 AS participants FROM ieo_projects p WHERE p.id = $1 FOR UPDATE`
      : `SELECT ${PROJECT} FROM ieo_projects p WHERE p.id = $1`,
    [id],
  );
  return rows[0];
}

const PHASE_SQL: Record<IeoPhase, string> = {
  warmup: 'p.start_at > $1',
  progress: 'p.start_at <= $1 AND p.end_at > $1',
  finished: 'p.end_at <= $1',
};

/** Public projects (open ones; drafts are not shown), newest start first. */
export async function pageOfProjects(
  ex: Executor,
  q: { now: Date; phase: IeoPhase | undefined; offset: number; limit: number },
): Promise<{ rows: ProjectRow[]; total: number }> {
  const where = `p.status = 'open'${q.phase ? ` AND ${PHASE_SQL[q.phase]}` : ''}`;
  const params = q.phase ? [q.now] : [];
  const total = await ex.query<{ n: number }>(`SELECT count(*)::int AS n FROM ieo_projects p WHERE ${where}`, params);
  const n = params.length;
  const { rows } = await ex.query<ProjectRow>(
    `SELECT ${PROJECT} FROM ieo_projects p WHERE ${where} ORDER BY p.start_at DESC, p.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, q.limit, q.offset],
  );
  return { rows, total: total.rows[0]!.n };
}

export async function allProjects(ex: Executor): Promise<ProjectRow[]> {
  const { rows } = await ex.query<ProjectRow>(`SELECT ${PROJECT} FROM ieo_projects p ORDER BY p.id DESC`);
  return rows;
}

export async function openProject(ex: Executor, id: number, holdId: number, now: Date): Promise<void> {
  await ex.query(`UPDATE ieo_projects SET status = 'open', issuance_hold_id = $2, opened_at = $3 WHERE id = $1 AND status = 'draft'`, [
    id,
    holdId,
    now,
  ]);
}

export async function setPaused(ex: Executor, id: number, paused: boolean): Promise<void> {
  await ex.query('UPDATE ieo_projects SET paused = $2 WHERE id = $1', [id, paused]);
}

/** What one user has asked for in a project so far. */
export async function userAsk(ex: Executor, projectId: number, userId: number): Promise<{ amount: bigint; orders: number }> {
  const { rows } = await ex.query<{ amount: string; orders: number }>(
    `SELECT coalesce(sum(amount), 0)::text AS amount, count(*)::int AS orders FROM ieo_orders WHERE project_id = $1 AND user_id = $2`,
    [projectId, userId],
  );
  return { amount: BigInt(rows[0]!.amount), orders: rows[0]!.orders };
}

export async function insertOrder(
  ex: Executor,
  o: { projectId: number; userId: number; amount: bigint; payment: bigint; requestKey: string; now: Date },
): Promise<number> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO ieo_orders (project_id, user_id, amount, payment, request_key, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [o.projectId, o.userId, o.amount.toString(), o.payment.toString(), o.requestKey, o.now],
  );
  await ex.query('UPDATE ieo_projects SET subscribed = subscribed + $2, applications = applications + 1 WHERE id = $1', [
    o.projectId,
    o.amount.toString(),
  ]);
  return rows[0]!.id;
}

export async function setPayHold(ex: Executor, id: number, holdId: number): Promise<void> {
  await ex.query('UPDATE ieo_orders SET pay_hold_id = $2 WHERE id = $1', [id, holdId]);
}

const VIEW = `SELECT o.*, p.name, p.token_asset, p.pay_asset, p.price_minor, p.total_issuance, p.subscribed, p.listing_at
                FROM ieo_orders o JOIN ieo_projects p ON p.id = o.project_id`;

export async function orderView(ex: Executor, id: number): Promise<OrderView | undefined> {
  const { rows } = await ex.query<OrderView>(`${VIEW} WHERE o.id = $1`, [id]);
  return rows[0];
}

export async function orderByRequestKey(ex: Executor, userId: number, key: string): Promise<OrderView | undefined> {
  const { rows } = await ex.query<OrderView>(`${VIEW} WHERE o.user_id = $1 AND o.request_key = $2`, [userId, key]);
  return rows[0];
}

export async function pageOfOrders(
  ex: Executor,
  q: { userId: number; projectId: number | undefined; offset: number; limit: number },
): Promise<{ rows: OrderView[]; total: number }> {
  const filter = q.projectId === undefined ? '' : ' AND o.project_id = $2';
  const params: unknown[] = q.projectId === undefined ? [q.userId] : [q.userId, q.projectId];
  const total = await ex.query<{ n: number }>(`SELECT count(*)::int AS n FROM ieo_orders o WHERE o.user_id = $1${filter}`, params);
  const n = params.length;
  const { rows } = await ex.query<OrderView>(`${VIEW} WHERE o.user_id = $1${filter} ORDER BY o.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`, [
    ...params,
    q.limit,
    q.offset,
  ]);
  return { rows, total: total.rows[0]!.n };
}

// ---- allocation ----------------------------------------------------------------------------------

/** Open projects whose cycle has ended and whose allocation is not finished. */
export async function dueProjects(ex: Executor, now: Date): Promise<number[]> {
  const { rows } = await ex.query<{ id: number }>(
    `SELECT id FROM ieo_projects WHERE status = 'open' AND allocation <> 'allocated' AND end_at <= $1 ORDER BY end_at, id`,
    [now],
  );
  return rows.map((r) => r.id);
}

export async function asksOf(ex: Executor, projectId: number): Promise<Array<{ id: number; amount: string; payment: string }>> {
  const { rows } = await ex.query<{ id: number; amount: string; payment: string }>(
    `SELECT id, amount, payment FROM ieo_orders WHERE project_id = $1 ORDER BY id`,
    [projectId],
  );
  return rows;
}

export interface ShareRow {
  id: number;
  proRata: bigint;
  remainder: bigint;
  cost: bigint;
  refund: bigint;
}

/** Write every order's computed share at once and mark the project allocating. */
export async function writeShares(ex: Executor, projectId: number, shares: ShareRow[]): Promise<void> {
  if (shares.length > 0) {
    const col = (f: (s: ShareRow) => bigint | number) => shares.map((s) => String(f(s)));
    await ex.query(
      `UPDATE ieo_orders o SET status = 'allocating', pro_rata = s.pro_rata, remainder = s.remainder, cost = s.cost, refund = s.refund
         FROM unnest($2::bigint[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[]) AS s(id, pro_rata, remainder, cost, refund)
        WHERE o.id = s.id AND o.project_id = $1 AND o.status = 'subscribed'`,
      [projectId, col((s) => s.id), col((s) => s.proRata), col((s) => s.remainder), col((s) => s.cost), col((s) => s.refund)],
    );
  }
  await ex.query(`UPDATE ieo_projects SET allocation = 'allocating' WHERE id = $1`, [projectId]);
}

export async function allocatingIds(ex: Executor, projectId: number, afterId: number, limit: number): Promise<number[]> {
  const { rows } = await ex.query<{ id: number }>(
    `SELECT id FROM ieo_orders WHERE project_id = $1 AND status = 'allocating' AND id > $2 ORDER BY id LIMIT $3`,
    [projectId, afterId, limit],
  );
  return rows.map((r) => r.id);
}

/** The order's row, locked while it is in `status` (skipped when another node holds it). */
export async function lockOrder(ex: Executor, id: number, status: OrderRow['status']): Promise<OrderRow | undefined> {
  const { rows } = await ex.query<OrderRow>(`SELECT * FROM ieo_orders WHERE id = $1 AND status = $2 FOR UPDATE SKIP LOCKED`, [id, status]);
  return rows[0];
}

export async function markSettled(
  ex: Executor,
  id: number,
  s: { status: 'allocated' | 'refunded'; lockHoldId: number | null; now: Date },
): Promise<void> {
  await ex.query(`UPDATE ieo_orders SET status = $2, lock_hold_id = $3, allocated_at = $4 WHERE id = $1`, [
    id,
    s.status,
    s.lockHoldId,
    s.now,
  ]);
}

export async function countAllocating(ex: Executor, projectId: number): Promise<number> {
  const { rows } = await ex.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ieo_orders WHERE project_id = $1 AND status IN ('subscribed', 'allocating')`,
    [projectId],
  );
  return rows[0]!.n;
}

export async function finishAllocation(ex: Executor, id: number, f: { allocated: bigint; returned: bigint; now: Date }): Promise<void> {
  await ex.query(
    `UPDATE ieo_projects SET allocation = 'allocated', allocated_total = $2, returned_total = $3, allocated_at = $4,
            passes = (SELECT count(*)::int FROM ieo_orders WHERE project_id = $1 AND pro_rata + remainder > 0)
      WHERE id = $1`,
    [id, f.allocated.toString(), f.returned.toString(), f.now],
  );
}

/** Allocated orders whose project's time to market has come. */
export async function dueReleases(ex: Executor, now: Date, limit: number): Promise<number[]> {
  const { rows } = await ex.query<{ id: number }>(
    `SELECT o.id FROM ieo_orders o JOIN ieo_projects p ON p.id = o.project_id
      WHERE o.status = 'allocated' AND p.listing_at <= $1 ORDER BY o.id LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => r.id);
}

export async function markReleased(ex: Executor, id: number, now: Date): Promise<void> {
  await ex.query(`UPDATE ieo_orders SET status = 'released', released_at = $2 WHERE id = $1`, [id, now]);
}

/** Operator figures of one project: proceeds paid, tokens allocated, payments still held. */
export async function projectFigures(ex: Executor, projectId: number): Promise<{ proceeds: bigint; allocated: bigint; held: bigint }> {
  const { rows } = await ex.query<{ proceeds: string; allocated: string; held: string }>(
    `SELECT coalesce(sum(cost) FILTER (WHERE status IN ('allocated', 'released', 'refunded')), 0)::text AS proceeds,
            coalesce(sum(pro_rata + remainder) FILTER (WHERE status IN ('allocated', 'released')), 0)::text AS allocated,
            coalesce(sum(payment) FILTER (WHERE status IN ('subscribed', 'allocating')), 0)::text AS held
       FROM ieo_orders WHERE project_id = $1`,
    [projectId],
  );
  const r = rows[0]!;
  return { proceeds: BigInt(r.proceeds), allocated: BigInt(r.allocated), held: BigInt(r.held) };
}
