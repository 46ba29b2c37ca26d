/** The NFT market's catalogue queries: artists, artworks with their listing, series, collections. */
import type { Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { paginate } from '../../platform/paging';

export interface ArtistRow {
  id: number;
  user_id: number;
  name: string;
  intro: string;
  avatar: string | null;
  created_at: Date;
  works: number;
  sold: number;
  fans: number;
}

/** An artwork joined with its artist, series code and live listing (l_* columns, null when none). */
export interface ArtworkRow {
  id: number;
  code: string;
  title: string;
  description: string;
  artist_id: number;
  owner_user_id: number | null;
  type: 'image' | 'gif' | 'audio' | 'video';
  media: string | null;
  cover: string | null;
  rarity: string | null;
  series_id: number | null;
  box_no: number | null;
  item_idx: number | null;
  opened_at: Date | null;
  listing_id: number | null;
  created_at: Date;
  artist_name: string;
  artist_avatar: string | null;
  series_code: string | null;
  collect_count: number;
  l_pay_type: 'fixed' | 'auction' | null;
  l_asset: string | null;
  l_price: string | null;
  l_per_increase: string | null;
  l_margin: string | null;
  l_fee_ppm: number | null;
  l_primary: boolean | null;
  l_start_at: Date | null;
  l_end_at: Date | null;
  l_original_end_at: Date | null;
  l_status: 'open' | 'sold' | 'awaiting_payment' | 'unsold' | 'expired' | null;
  l_top_bid: string | null;
  l_top_bidder_id: number | null;
  l_bid_count: number | null;
}

const ARTIST_SELECT = `
  SELECT ar.*,
    (SELECT count(*)::int FROM nft_artworks w WHERE w.artist_id = ar.id AND w.series_id IS NULL)
      + (SELECT count(*)::int FROM nft_series s WHERE s.artist_id = ar.id) AS works,
    (SELECT count(*)::int FROM nft_orders o JOIN nft_artworks w ON w.id = o.artwork_id
      WHERE w.artist_id = ar.id AND o.seller_user_id = ar.user_id AND o.status = 'paid') AS sold,
    (SELECT count(DISTINCT c.user_id)::int FROM nft_collections c JOIN nft_artworks w ON w.id = c.artwork_id
      WHERE w.artist_id = ar.id) AS fans
  FROM nft_artists ar`;

export const ARTWORK_SELECT = `
  SELECT a.*, ar.name AS artist_name, ar.avatar AS artist_avatar, s.code AS series_code,
    (SELECT count(*)::int FROM nft_collections c WHERE c.artwork_id = a.id) AS collect_count,
    l.pay_type AS l_pay_type, l.asset AS l_asset, l.price AS l_price, l.per_increase AS l_per_increase,
    l.margin AS l_margin, l.fee_ppm AS l_fee_ppm, l.is_primary AS l_primary, l.start_at AS l_start_at,
    l.end_at AS l_end_at, l.original_end_at AS l_original_end_at, l.status AS l_status, l.top_bid AS l_top_bid,
    l.top_bidder_id AS l_top_bidder_id, l.bid_count AS l_bid_count
  FROM nft_artworks a
  JOIN nft_artists ar ON ar.id = a.artist_id
  LEFT JOIN nft_series s ON s.id = a.series_id
  LEFT JOIN nft_listings l ON l.id = a.listing_id`;

// ---- artists -------------------------------------------------------------------------------------

export async function insertArtist(
  ex: Executor,
  a: { userId: number; name: string; intro: string; avatar: string | null; operatorId: number },
): Promise<number | undefined> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO nft_artists (user_id, name, intro, avatar, created_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO NOTHING RETURNING id`,
    [a.userId, a.name, a.intro, a.avatar, a.operatorId],
  );
  return rows[0]?.id;
}

export async function artistById(ex: Executor, id: number): Promise<ArtistRow | undefined> {
  const { rows } = await ex.query<ArtistRow>(`${ARTIST_SELECT} WHERE ar.id = $1`, [id]);
  return rows[0];
}

export function pageOfArtists<T>(
  ex: Executor,
  keyword: string | undefined,
  p: { page: number; limit: number },
  map: (r: ArtistRow) => T,
): Promise<Page<T>> {
  const params: unknown[] = [];
  let where = '';
  if (keyword) {
    params.push(`%${escapeLike(keyword)}%`);
    where = ` WHERE ar.name ILIKE $1`;
  }
  return paginate(ex, { select: `${ARTIST_SELECT}${where}`, params, order: 'ar.id DESC', page: p.page, limit: p.limit }, (r) =>
    map(r as unknown as ArtistRow),
  );
}

// ---- artworks ------------------------------------------------------------------------------------

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function artworkByCode(ex: Executor, code: string): Promise<ArtworkRow | undefined> {
  const { rows } = await ex.query<ArtworkRow>(`${ARTWORK_SELECT} WHERE a.code = $1`, [code]);
  return rows[0];
}

export async function artworkById(ex: Executor, id: number): Promise<ArtworkRow | undefined> {
  const { rows } = await ex.query<ArtworkRow>(`${ARTWORK_SELECT} WHERE a.id = $1`, [id]);
  return rows[0];
}

export async function artworksOfArtist(ex: Executor, artistId: number, limit: number): Promise<ArtworkRow[]> {
  const { rows } = await ex.query<ArtworkRow>(
    `${ARTWORK_SELECT} WHERE a.artist_id = $1 AND a.owner_user_id IS NOT NULL ORDER BY a.id DESC LIMIT $2`,
    [artistId, limit],
  );
  return rows;
}

export interface ArtworkFilter {
  payType: 'all' | 'fixed' | 'auction' | 'box';
  onSale: boolean;
  keyword: string | undefined;
  artistId: number | undefined;
  now: Date;
}

/** Artworks on the market (or all that have an owner), newest first. */
export function pageOfArtworks<T>(
  ex: Executor,
  f: ArtworkFilter,
  p: { page: number; limit: number },
  map: (r: ArtworkRow) => T,
): Promise<Page<T>> {
  const params: unknown[] = [];
  const where = ['a.owner_user_id IS NOT NULL'];
  if (f.onSale) {
    params.push(f.now);
    where.push(`l.status = 'open' AND l.end_at > $${params.length}`);
  }
  if (f.payType === 'fixed' || f.payType === 'auction') {
    params.push(f.payType);
    where.push(`l.pay_type = $${params.length}`);
  }
  if (f.payType === 'box') where.push('a.series_id IS NOT NULL AND a.opened_at IS NULL');
  if (f.keyword) {
    params.push(`%${escapeLike(f.keyword)}%`, f.keyword.toUpperCase());
    where.push(`(a.title ILIKE $${params.length - 1} OR ar.name ILIKE $${params.length - 1} OR a.code = $${params.length})`);
  }
  if (f.artistId !== undefined) {
    params.push(f.artistId);
    where.push(`a.artist_id = $${params.length}`);
  }
  const select = `${ARTWORK_SELECT} WHERE ${where.join(' AND ')}`;
  return paginate(ex, { select, params, order: f.onSale ? 'l.id DESC' : 'a.id DESC', page: p.page, limit: p.limit }, (r) =>
    map(r as unknown as ArtworkRow),
  );
}

export function pageOfOwned<T>(
  ex: Executor,
  userId: number,
  p: { page: number; limit: number },
  map: (r: ArtworkRow) => T,
): Promise<Page<T>> {
  return paginate(
    ex,
    { select: `${ARTWORK_SELECT} WHERE a.owner_user_id = $1`, params: [userId], order: 'a.id DESC', page: p.page, limit: p.limit },
    (r) => map(r as unknown as ArtworkRow),
  );
}

export function pageOfCollection<T>(
  ex: Executor,
  userId: number,
  p: { page: number; limit: number },
  map: (r: ArtworkRow) => T,
): Promise<Page<T>> {
  const select = `${ARTWORK_SELECT} JOIN nft_collections mine ON mine.artwork_id = a.id AND mine.user_id = $1`;
  return paginate(ex, { select, params: [userId], order: 'mine.created_at DESC, a.id DESC', page: p.page, limit: p.limit }, (r) =>
    map(r as unknown as ArtworkRow),
  );
}

/** Which of these artworks the user collects. */
export async function collectedAmong(ex: Executor, userId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows } = await ex.query<{ artwork_id: number }>(
    'SELECT artwork_id FROM nft_collections WHERE user_id = $1 AND artwork_id = ANY($2::bigint[])',
    [userId, ids],
  );
  return new Set(rows.map((r) => Number(r.artwork_id)));
}

/** Toggle: true when the artwork is now collected. */
export async function toggleCollect(ex: Executor, userId: number, artworkId: number): Promise<boolean> {
  const removed = await ex.query('DELETE FROM nft_collections WHERE user_id = $1 AND artwork_id = $2 RETURNING artwork_id', [
    userId,
    artworkId,
  ]);
  if (removed.rows.length > 0) return false;
  await ex.query('INSERT INTO nft_collections (user_id, artwork_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, artworkId]);
  return true;
}

export interface NewArtwork {
  code: string;
  title: string;
  description: string;
  artistId: number;
  ownerUserId: number | null;
  type: string;
  media: string | null;
  cover: string | null;
  rarity: string | null;
  seriesId: number | null;
  boxNo: number | null;
  mintedBy: number;
}

export async function insertArtwork(ex: Executor, a: NewArtwork): Promise<number> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO nft_artworks (code, title, description, artist_id, owner_user_id, type, media, cover, rarity, series_id, box_no, minted_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [a.code, a.title, a.description, a.artistId, a.ownerUserId, a.type, a.media, a.cover, a.rarity, a.seriesId, a.boxNo, a.mintedBy],
  );
  return rows[0]!.id;
}

/** A code from a sequence: A (artworks), S (series), B (boxes), zero-padded. */
export async function nextCode(ex: Executor, prefix: 'A' | 'S' | 'B'): Promise<string> {
  const table = prefix === 'S' ? 'nft_series' : 'nft_artworks';
  const { rows } = await ex.query<{ n: number }>(`SELECT count(*)::int + 1 AS n FROM ${table} WHERE code LIKE $1`, [`${prefix}%`]);
  return `${prefix}${String(rows[0]!.n).padStart(6, '0')}`;
}

/** The upload a path names, when it is a public NFT file: its media kind. */
export async function nftUploadKind(ex: Executor, path: string): Promise<'image' | 'gif' | 'audio' | 'video' | undefined> {
  const name = /^\/uploads\/([a-f0-9]{32}\.[a-z0-9]{2,4})$/.exec(path)?.[1];
  if (!name) return undefined;
  const { rows } = await ex.query<{ mime: string }>("SELECT mime FROM uploads WHERE name = $1 AND purpose = 'nft'", [name]);
  const mime = rows[0]?.mime;
  if (!mime) return undefined;
  if (mime === 'image/gif') return 'gif';
  return mime.startsWith('image/') ? 'image' : mime.startsWith('audio/') ? 'audio' : mime.startsWith('video/') ? 'video' : undefined;
}
