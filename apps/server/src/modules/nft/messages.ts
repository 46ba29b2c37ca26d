/**
 * NFT messages (outbid, won, pay due, expired, sold, margin received, unsold) with a read flag.
 * Written in the transaction of the transition they report, once per transition (`dedupe`), and
 * pushed to the user's private room after it commits.
 */
import type { NFT_MESSAGE_KINDS, NftMessage, Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { paginate } from '../../platform/paging';
import { AppError } from '../../platform/errors';
import type { Views } from './views';

export type MessageKind = (typeof NFT_MESSAGE_KINDS)[number];

export interface NewMessage {
  userId: number;
  kind: MessageKind;
  artworkId: number;
  orderId?: number | null;
  asset?: string | null;
  amount?: bigint | null;
  dedupe: string;
}

interface MessageRow {
  id: number;
  user_id: number;
  kind: MessageKind;
  artwork_id: number;
  order_id: number | null;
  asset: string | null;
  amount: string | null;
  read_at: Date | null;
  created_at: Date;
  code: string;
  title: string;
}

/** Messages written in a transaction, to push once it has committed. */
export type Outbox = Array<{ userId: number; kind: MessageKind; code: string }>;

export async function writeMessage(ex: Executor, m: NewMessage, outbox: Outbox): Promise<void> {
  const { rows } = await ex.query<{ code: string }>(
    `INSERT INTO nft_messages (user_id, kind, artwork_id, order_id, asset, amount, dedupe)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id, dedupe) DO NOTHING
     RETURNING (SELECT code FROM nft_artworks WHERE id = $3) AS code`,
    [m.userId, m.kind, m.artworkId, m.orderId ?? null, m.asset ?? null, m.amount?.toString() ?? null, m.dedupe],
  );
  if (rows[0]) outbox.push({ userId: m.userId, kind: m.kind, code: rows[0].code });
}

export async function pageOfMessages(
  ex: Executor,
  userId: number,
  p: { page: number; limit: number },
  views: Views,
): Promise<Page<NftMessage> & { unread: number }> {
  const select = `SELECT m.*, a.code, a.title FROM nft_messages m JOIN nft_artworks a ON a.id = m.artwork_id WHERE m.user_id = $1`;
  const page = await paginate(ex, { select, params: [userId], order: 'm.id DESC', page: p.page, limit: p.limit }, (raw) => {
    const r = raw as unknown as MessageRow;
    return {
      id: r.id,
      kind: r.kind,
      code: r.code,
      title: r.title,
      order_id: r.order_id,
      amount: r.amount === null || r.asset === null ? null : views.money(r.asset, r.amount),
      currency: r.asset,
      read: r.read_at !== null,
      created_at: r.created_at.getTime(),
    };
  });
  const { rows } = await ex.query<{ n: number }>('SELECT count(*)::int AS n FROM nft_messages WHERE user_id = $1 AND read_at IS NULL', [
    userId,
  ]);
  return { ...page, unread: rows[0]!.n };
}

/** Mark one of the user's messages read, or all of them. Another user's id is NFT_MESSAGE_NOT_FOUND. */
export async function markRead(ex: Executor, userId: number, id: number | undefined, now: Date): Promise<null> {
  if (id === undefined) {
    await ex.query('UPDATE nft_messages SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL', [userId, now]);
    return null;
  }
  const { rows } = await ex.query('UPDATE nft_messages SET read_at = COALESCE(read_at, $3) WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
    now,
  ]);
  if (rows.length === 0) throw new AppError('NFT_MESSAGE_NOT_FOUND');
  return null;
}
