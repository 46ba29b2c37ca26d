/** Coupons' SQL, and only here. */
import type { Executor } from '@bourse/db';
import type { SpotCouponMove } from '../../platform/spot-discounts';

export interface CampaignRow {
  id: number;
  kind: string;
  product: string;
  asset: string;
  percent: number | null;
  value: string;
  budget: string;
  held: string;
  spent: string;
  issued: number;
  valid_days: number;
  claim_until: Date;
  audience: 'public' | 'game';
  status: 'active' | 'paused';
  created_at: Date;
}

export interface CouponRow {
  id: number;
  campaign_id: number;
  user_id: number;
  kind: string;
  product: string;
  asset: string;
  percent: number | null;
  value: string;
  status: 'held' | 'in_use' | 'used' | 'expired';
  source: 'claim' | 'game';
  hold_id: number | null;
  grant_key: string;
  claimed_at: Date;
  expires_at: Date;
  used_at: Date | null;
  used_value: string | null;
  returned_value: string | null;
  order_ref: string | null;
}

export interface NewCampaign {
  kind: string;
  product: string;
  asset: string;
  percent: number | null;
  value: bigint;
  budget: bigint;
  validDays: number;
  claimUntil: Date;
  audience: 'public' | 'game';
  createdBy: number | null;
  createdAt: Date;
}

export async function insertCampaign(ex: Executor, c: NewCampaign): Promise<CampaignRow> {
  const { rows } = await ex.query<CampaignRow>(
    `INSERT INTO coupon_campaigns (kind, product, asset, percent, value, budget, valid_days, claim_until, audience, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
    [
      c.kind,
      c.product,
      c.asset,
      c.percent,
      c.value.toString(),
      c.budget.toString(),
      c.validDays,
      c.claimUntil,
      c.audience,
      c.createdBy,
      c.createdAt,
    ],
  );
  return rows[0]!;
}

export async function listCampaigns(ex: Executor, audience?: 'public' | 'game'): Promise<CampaignRow[]> {
  const { rows } = await ex.query<CampaignRow>(
    `SELECT * FROM coupon_campaigns WHERE ($1::text IS NULL OR audience = $1) ORDER BY id DESC`,
    [audience ?? null],
  );
  return rows;
}

export async function campaignById(ex: Executor, id: number, lock = false): Promise<CampaignRow | undefined> {
  const { rows } = await ex.query<CampaignRow>(`SELECT * FROM coupon_campaigns WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

/** The newest active game-prize campaign still in its window. */
export async function gameCampaign(ex: Executor, now: Date, lock = false): Promise<CampaignRow | undefined> {
  const { rows } = await ex.query<CampaignRow>(
    `SELECT * FROM coupon_campaigns WHERE audience = 'game' AND status = 'active' AND claim_until > $1
      ORDER BY id DESC LIMIT 1${lock ? ' FOR UPDATE' : ''}`,
    [now],
  );
  return rows[0];
}

export async function setCampaignStatus(ex: Executor, id: number, status: 'active' | 'paused'): Promise<CampaignRow | undefined> {
  const { rows } = await ex.query<CampaignRow>(`UPDATE coupon_campaigns SET status = $2 WHERE id = $1 RETURNING *`, [id, status]);
  return rows[0];
}

/** Move a campaign's held and spent figures (the row's CHECK refuses passing the budget). */
export async function moveCampaign(ex: Executor, id: number, deltas: { held?: bigint; spent?: bigint; issued?: number }): Promise<void> {
  await ex.query(`UPDATE coupon_campaigns SET held = held + $2, spent = spent + $3, issued = issued + $4 WHERE id = $1`, [
    id,
    (deltas.held ?? 0n).toString(),
    (deltas.spent ?? 0n).toString(),
    deltas.issued ?? 0,
  ]);
}

export interface NewCoupon {
  campaign: CampaignRow;
  userId: number;
  source: 'claim' | 'game';
  grantKey: string;
  now: Date;
}

export async function insertCoupon(ex: Executor, c: NewCoupon): Promise<CouponRow | undefined> {
  const k = c.campaign;
  const { rows } = await ex.query<CouponRow>(
    `INSERT INTO coupons (campaign_id, user_id, kind, product, asset, percent, value, source, grant_key, claimed_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (grant_key) DO NOTHING RETURNING *`,
    [
      k.id,
      c.userId,
      k.kind,
      k.product,
      k.asset,
      k.percent,
      k.value,
      c.source,
      c.grantKey,
      c.now,
      new Date(c.now.getTime() + k.valid_days * 86_400_000),
    ],
  );
  return rows[0];
}

export async function couponByKey(ex: Executor, key: string): Promise<CouponRow | undefined> {
  const { rows } = await ex.query<CouponRow>(`SELECT * FROM coupons WHERE grant_key = $1`, [key]);
  return rows[0];
}

export async function setCouponHold(ex: Executor, id: number, holdId: number): Promise<CouponRow> {
  const { rows } = await ex.query<CouponRow>(`UPDATE coupons SET hold_id = $2 WHERE id = $1 RETURNING *`, [id, holdId]);
  return rows[0]!;
}

export async function lockCoupon(ex: Executor, id: number): Promise<CouponRow | undefined> {
  const { rows } = await ex.query<CouponRow>(`SELECT * FROM coupons WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0];
}

export async function userCoupons(ex: Executor, userId: number): Promise<CouponRow[]> {
  const { rows } = await ex.query<CouponRow>(`SELECT * FROM coupons WHERE user_id = $1 ORDER BY id DESC LIMIT 200`, [userId]);
  return rows;
}

/** The campaigns the user already has a coupon from (a claim is one a user per campaign). */
export async function claimedCampaigns(ex: Executor, userId: number): Promise<Set<number>> {
  const { rows } = await ex.query<{ campaign_id: number }>(`SELECT DISTINCT campaign_id FROM coupons WHERE user_id = $1`, [userId]);
  return new Set(rows.map((r) => Number(r.campaign_id)));
}

export async function markUsed(
  ex: Executor,
  id: number,
  u: { status: 'in_use' | 'used'; usedValue: bigint; orderRef: string; now: Date },
): Promise<void> {
  await ex.query(`UPDATE coupons SET status = $2, used_value = $3, order_ref = $4, used_at = $5, ended_at = $6 WHERE id = $1`, [
    id,
    u.status,
    u.usedValue.toString(),
    u.orderRef,
    u.now,
    u.status === 'used' ? u.now : null,
  ]);
}

export async function markReturned(ex: Executor, id: number, returned: bigint, now: Date): Promise<void> {
  await ex.query(`UPDATE coupons SET status = 'used', returned_value = $2, ended_at = $3 WHERE id = $1`, [id, returned.toString(), now]);
}

/** Held coupons past their expiry, locked (rows another node is expiring are skipped). */
export async function lockExpired(ex: Executor, now: Date, limit: number): Promise<CouponRow[]> {
  const { rows } = await ex.query<CouponRow>(
    `SELECT * FROM coupons WHERE status = 'held' AND expires_at <= $1 ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [now, limit],
  );
  return rows;
}

export async function markExpired(ex: Executor, id: number, now: Date): Promise<void> {
  await ex.query(`UPDATE coupons SET status = 'expired', ended_at = $2 WHERE id = $1`, [id, now]);
}

// ---- spot fee discounts (spot's batch writer moves the money; these keep the rows in step) -------

export async function couponById(ex: Executor, id: number): Promise<CouponRow | undefined> {
  const { rows } = await ex.query<CouponRow>(`SELECT * FROM coupons WHERE id = $1`, [id]);
  return rows[0];
}

export async function couponsByIds(ex: Executor, ids: number[]): Promise<CouponRow[]> {
  const { rows } = await ex.query<CouponRow>(`SELECT * FROM coupons WHERE id = ANY($1::bigint[])`, [ids]);
  return rows;
}

/** What a spot batch did to a coupon: reserved it for an order, paid part of it, ended its use. */
/**
 * The coupons' rows as a spot batch left them, in one statement. A reservation takes only a held,
 * unexpired spot coupon of the order's owner; any other move only the coupon in use on that very
 * order. Returns the ids it changed (fewer than given: a reservation lost a race).
 */
export async function moveSpotCoupons(ex: Executor, moves: SpotCouponMove[], now: Date): Promise<Set<number>> {
  const { rows } = await ex.query<{ id: number }>(
    `UPDATE coupons c
        SET status = coalesce(u.ending, 'in_use'),
            order_ref = CASE WHEN u.ending = 'held' THEN NULL ELSE u.order_ref END,
            used_value = CASE WHEN u.ending = 'held' THEN NULL ELSE coalesce(c.used_value, 0) + u.given END,
            used_at = CASE WHEN u.ending = 'held' THEN NULL WHEN u.reserve THEN $7 ELSE c.used_at END,
            ended_at = CASE WHEN u.ending IN ('used', 'expired') THEN $7 ELSE NULL END
       FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::bool[], $5::numeric[], $6::text[])
            AS u(id, user_id, order_ref, reserve, given, ending)
      WHERE c.id = ANY($1::bigint[]) AND c.id = u.id AND c.user_id = u.user_id AND c.product = 'spot'
        AND CASE WHEN u.reserve THEN c.status = 'held' AND c.expires_at > $7 ELSE c.status = 'in_use' AND c.order_ref = u.order_ref END
      RETURNING c.id`,
    [
      moves.map((m) => m.couponId),
      moves.map((m) => m.userId),
      moves.map((m) => m.orderRef),
      moves.map((m) => m.reserve),
      moves.map((m) => m.given.toString()),
      moves.map((m) => m.ending),
      now,
    ],
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** The campaigns' figures after a spot batch: what was given moves from held to spent, what was released leaves held. */
export async function moveSpotCampaigns(ex: Executor, moves: SpotCouponMove[]): Promise<void> {
  const due = moves.filter((m) => m.given + m.released > 0n);
  if (due.length === 0) return;
  await ex.query(
    `UPDATE coupon_campaigns k SET held = k.held - d.held, spent = k.spent + d.spent
       FROM (SELECT c.campaign_id AS id, sum(u.given + u.released) AS held, sum(u.given) AS spent
               FROM unnest($1::bigint[], $2::numeric[], $3::numeric[]) AS u(id, given, released)
               JOIN coupons c ON c.id = u.id
              WHERE c.id = ANY($1::bigint[])
              GROUP BY c.campaign_id) d
      WHERE k.id = d.id`,
    [due.map((m) => m.couponId), due.map((m) => m.given.toString()), due.map((m) => m.released.toString())],
  );
}
