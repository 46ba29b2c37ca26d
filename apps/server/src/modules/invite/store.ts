/** Invite's SQL, and only here: the invite links and the rebates paid. */
import type { Executor } from '@bourse/db';
import { paginate } from '../../platform/paging';

export interface LinkRow {
  invitee_id: number;
  inviter_id: number;
  joined_at: Date;
  rebate_until: Date;
}

export interface NewLink {
  inviteeId: number;
  inviterId: number;
  joinedAt: Date;
  rebateUntil: Date;
}

export async function insertLink(ex: Executor, link: NewLink): Promise<void> {
  await ex.query(
    `INSERT INTO invite_links (invitee_id, inviter_id, joined_at, rebate_until) VALUES ($1, $2, $3, $4)
     ON CONFLICT (invitee_id) DO NOTHING`,
    [link.inviteeId, link.inviterId, link.joinedAt, link.rebateUntil],
  );
}

/** The links of these users (those who signed up with a code). */
export async function linksOf(ex: Executor, inviteeIds: number[]): Promise<LinkRow[]> {
  const { rows } = await ex.query<LinkRow>(
    'SELECT invitee_id, inviter_id, joined_at, rebate_until FROM invite_links WHERE invitee_id = ANY($1::bigint[])',
    [inviteeIds],
  );
  return rows;
}

export interface NewRebate {
  inviterId: number;
  inviteeId: number;
  product: string;
  orderId: number;
  feeRef: string;
  asset: string;
  fee: bigint;
  ratePpm: number;
  amount: bigint;
  entryId: number;
  createdAt: Date;
}

export async function insertRebate(ex: Executor, r: NewRebate): Promise<void> {
  await ex.query(
    `INSERT INTO invite_rebates (inviter_id, invitee_id, product, order_id, fee_ref, asset, fee, rate_ppm, amount, entry_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (fee_ref) DO NOTHING`,
    [
      ...[r.inviterId, r.inviteeId, r.product, r.orderId, r.feeRef, r.asset],
      ...[r.fee.toString(), r.ratePpm, r.amount.toString(), r.entryId, r.createdAt],
    ],
  );
}

export async function countInvitees(ex: Executor, inviterId: number): Promise<number> {
  const { rows } = await ex.query<{ n: number }>('SELECT count(*)::int AS n FROM invite_links WHERE inviter_id = $1', [inviterId]);
  return rows[0]?.n ?? 0;
}

export async function rebateTotals(ex: Executor, inviterId: number): Promise<Array<{ asset: string; amount: string }>> {
  const { rows } = await ex.query<{ asset: string; amount: string }>(
    'SELECT asset, sum(amount)::text AS amount FROM invite_rebates WHERE inviter_id = $1 GROUP BY asset ORDER BY asset',
    [inviterId],
  );
  return rows;
}

export function pageInvitees(ex: Executor, inviterId: number, page: number, limit: number) {
  return paginate<LinkRow>(ex, {
    select: 'SELECT invitee_id, inviter_id, joined_at, rebate_until FROM invite_links WHERE inviter_id = $1',
    params: [inviterId],
    order: 'joined_at DESC, invitee_id DESC',
    page,
    limit,
  });
}

export interface RebateRow {
  id: number;
  entry_id: number;
  invitee_id: number;
  product: string;
  order_id: number;
  asset: string;
  fee: string;
  rate_ppm: number;
  amount: string;
  created_at: Date;
}

export function pageRebates(ex: Executor, inviterId: number, page: number, limit: number) {
  return paginate<RebateRow>(ex, {
    select: `SELECT id, entry_id, invitee_id, product, order_id, asset, fee, rate_ppm, amount, created_at
               FROM invite_rebates WHERE inviter_id = $1`,
    params: [inviterId],
    order: 'id DESC',
    page,
    limit,
  });
}
