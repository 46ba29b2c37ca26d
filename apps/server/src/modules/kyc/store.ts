/** The identity verification module's queries: applications, their review, and the uploads they cite. */
import type { Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { paginate } from '../../platform/paging';

export interface ApplicationRow {
  id: number;
  user_id: number;
  level: 1 | 2;
  status: 'pending' | 'approved' | 'rejected';
  id_type: number | null;
  name: string | null;
  card_id: string | null;
  front_pic: string | null;
  reverse_pic: string | null;
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

/** The user's latest application at a level. */
export async function latestApplication(ex: Executor, userId: number, level: 1 | 2): Promise<ApplicationRow | undefined> {
  const { rows } = await ex.query<ApplicationRow>(
    'SELECT * FROM kyc_applications WHERE user_id = $1 AND level = $2 ORDER BY id DESC LIMIT 1',
    [userId, level],
  );
  return rows[0];
}

/** The highest approved level, or null when none is. */
export async function approvedLevel(ex: Executor, userId: number): Promise<number | null> {
  const { rows } = await ex.query<{ level: number | null }>(
    `SELECT max(level) AS level FROM kyc_applications WHERE user_id = $1 AND status = 'approved'`,
    [userId],
  );
  return rows[0]?.level ?? null;
}

/** How many of the user's applications a reviewer rejected (the credit score's "no failed reviews"). */
export async function rejectedCount(ex: Executor, userId: number): Promise<number> {
  const { rows } = await ex.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM kyc_applications WHERE user_id = $1 AND status = 'rejected'`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** Whether `name` is a private upload of this user. */
export async function ownsPrivateUpload(ex: Executor, userId: number, name: string): Promise<boolean> {
  const { rows } = await ex.query(`SELECT 1 FROM uploads WHERE name = $1 AND owner_user_id = $2 AND visibility = 'private'`, [
    name,
    userId,
  ]);
  return rows.length > 0;
}

/** One submission at a time per user: held until the transaction ends. */
export async function lockUserSubmissions(ex: Executor, userId: number): Promise<void> {
  await ex.query('SELECT pg_advisory_xact_lock($1, $2)', [7_231_030, userId]);
}

/** Whether another account has this document number on an application that is not rejected. */
export async function cardIdUsedByOther(ex: Executor, cardId: string, userId: number): Promise<boolean> {
  const { rows } = await ex.query(
    `SELECT 1 FROM kyc_applications WHERE level = 1 AND card_id = $1 AND user_id <> $2 AND status <> 'rejected'`,
    [cardId, userId],
  );
  return rows.length > 0;
}

export async function insertLevel1(
  ex: Executor,
  a: { userId: number; idType: number; name: string; cardId: string; createdAt: Date },
): Promise<void> {
  await ex.query(`INSERT INTO kyc_applications (user_id, level, id_type, name, card_id, created_at) VALUES ($1, 1, $2, $3, $4, $5)`, [
    a.userId,
    a.idType,
    a.name,
    a.cardId,
    a.createdAt,
  ]);
}

export async function insertLevel2(
  ex: Executor,
  a: { userId: number; frontPic: string; reversePic: string; createdAt: Date },
): Promise<void> {
  await ex.query(`INSERT INTO kyc_applications (user_id, level, front_pic, reverse_pic, created_at) VALUES ($1, 2, $2, $3, $4)`, [
    a.userId,
    a.frontPic,
    a.reversePic,
    a.createdAt,
  ]);
}

/** Applications with a status, oldest first. */
export function pageOfApplications<T>(
  ex: Executor,
  status: ApplicationRow['status'],
  page: number,
  limit: number,
  map: (row: ApplicationRow) => T,
): Promise<Page<T>> {
  return paginate(
    ex,
    {
      select: `SELECT id, user_id, level, status, id_type, name, card_id, front_pic, reverse_pic, reason, created_at, reviewed_at
                 FROM kyc_applications WHERE status = $1`,
      params: [status],
      order: 'id',
      page,
      limit,
    },
    (r) => map(r as unknown as ApplicationRow),
  );
}

/** Lock an application for a decision. */
export async function lockApplication(ex: Executor, id: number): Promise<ApplicationRow | undefined> {
  const { rows } = await ex.query<ApplicationRow>('SELECT * FROM kyc_applications WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

export async function recordDecision(
  ex: Executor,
  d: { id: number; status: 'approved' | 'rejected'; reason: string | null; operatorId: number; reviewedAt: Date },
): Promise<void> {
  await ex.query(`UPDATE kyc_applications SET status = $2, reason = $3, reviewed_by = $4, reviewed_at = $5 WHERE id = $1`, [
    d.id,
    d.status,
    d.reason,
    d.operatorId,
    d.reviewedAt,
  ]);
}
