/** Blind-box series: the published items, the committed seed, the boxes and their draws. */
import type { Executor } from '@bourse/db';

export interface SeriesRow {
  id: number;
  code: string;
  name: string;
  artist_id: number;
  cover: string | null;
  asset: string;
  price: string;
  fee_ppm: number;
  start_at: Date;
  end_at: Date;
  seed: string;
  commitment: string;
  box_count: number;
  revealed_at: Date | null;
  created_at: Date;
  artist_name: string;
  artist_avatar: string | null;
  artist_user_id: number;
  sold_count: number;
}

export interface SeriesItemRow {
  series_id: number;
  idx: number;
  name: string;
  rarity: string;
  count: number;
  type: 'image' | 'gif' | 'audio' | 'video';
  media: string;
}

export interface BoxRow {
  id: number;
  code: string;
  box_no: number;
  owner_user_id: number | null;
  item_idx: number | null;
}

const SERIES_SELECT = `
  SELECT s.*, ar.name AS artist_name, ar.avatar AS artist_avatar, ar.user_id AS artist_user_id,
    (SELECT count(*)::int FROM nft_artworks b WHERE b.series_id = s.id AND b.owner_user_id IS NOT NULL) AS sold_count
  FROM nft_series s JOIN nft_artists ar ON ar.id = s.artist_id`;

export async function seriesById(ex: Executor, id: number): Promise<SeriesRow | undefined> {
  const { rows } = await ex.query<SeriesRow>(`${SERIES_SELECT} WHERE s.id = $1`, [id]);
  return rows[0];
}

export async function seriesByCode(ex: Executor, code: string): Promise<SeriesRow | undefined> {
  const { rows } = await ex.query<SeriesRow>(`${SERIES_SELECT} WHERE s.code = $1`, [code]);
  return rows[0];
}

export async function allSeries(ex: Executor): Promise<SeriesRow[]> {
  const { rows } = await ex.query<SeriesRow>(`${SERIES_SELECT} ORDER BY s.id DESC LIMIT 200`);
  return rows;
}

export async function itemsOf(ex: Executor, seriesIds: number[]): Promise<Map<number, SeriesItemRow[]>> {
  const out = new Map<number, SeriesItemRow[]>();
  if (seriesIds.length === 0) return out;
  const { rows } = await ex.query<SeriesItemRow>(
    'SELECT * FROM nft_series_items WHERE series_id = ANY($1::bigint[]) ORDER BY series_id, idx',
    [seriesIds],
  );
  for (const r of rows) out.set(Number(r.series_id), [...(out.get(Number(r.series_id)) ?? []), r]);
  return out;
}

export async function boxesOf(ex: Executor, seriesId: number): Promise<BoxRow[]> {
  const { rows } = await ex.query<BoxRow>(
    'SELECT id, code, box_no, owner_user_id, item_idx FROM nft_artworks WHERE series_id = $1 ORDER BY box_no',
    [seriesId],
  );
  return rows;
}

export interface NewSeries {
  code: string;
  name: string;
  artistId: number;
  cover: string;
  asset: string;
  price: bigint;
  feePpm: number;
  startAt: Date;
  endAt: Date;
  seed: string;
  commitment: string;
  boxCount: number;
  operatorId: number;
}

export async function insertSeries(ex: Executor, s: NewSeries): Promise<number> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO nft_series (code, name, artist_id, cover, asset, price, fee_ppm, start_at, end_at, seed, commitment, box_count, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      s.code,
      s.name,
      s.artistId,
      s.cover,
      s.asset,
      s.price.toString(),
      s.feePpm,
      s.startAt,
      s.endAt,
      s.seed,
      s.commitment,
      s.boxCount,
      s.operatorId,
    ],
  );
  return rows[0]!.id;
}

export async function insertSeriesItem(
  ex: Executor,
  seriesId: number,
  idx: number,
  item: Omit<SeriesItemRow, 'series_id' | 'idx'>,
): Promise<void> {
  await ex.query('INSERT INTO nft_series_items (series_id, idx, name, rarity, count, type, media) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    seriesId,
    idx,
    item.name,
    item.rarity,
    item.count,
    item.type,
    item.media,
  ]);
}

/**
 * Give the next unsold box of a series (lowest box number) to the buyer. The buyer never picks a
 * box: knowing the seed would not let anyone choose a rare one. SKIP LOCKED: concurrent buyers
 * take different boxes.
 */
export async function takeNextBox(ex: Executor, seriesId: number, buyerId: number): Promise<BoxRow | undefined> {
  const { rows } = await ex.query<BoxRow>(
    `UPDATE nft_artworks SET owner_user_id = $2
     WHERE id = (SELECT id FROM nft_artworks WHERE series_id = $1 AND owner_user_id IS NULL ORDER BY box_no LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id, code, box_no, owner_user_id, item_idx`,
    [seriesId, buyerId],
  );
  return rows[0];
}

/** Record a box's drawn item, once: false when it was already open or is not the owner's. */
export async function markOpened(
  ex: Executor,
  o: { artworkId: number; ownerId: number; itemIdx: number; item: SeriesItemRow; at: Date },
): Promise<boolean> {
  const { rows } = await ex.query(
    `UPDATE nft_artworks SET item_idx = $3, opened_at = $4, media = $5, type = $6, rarity = $7, title = title || ' · ' || $8
     WHERE id = $1 AND owner_user_id = $2 AND opened_at IS NULL RETURNING id`,
    [o.artworkId, o.ownerId, o.itemIdx, o.at, o.item.media, o.item.type, o.item.rarity, o.item.name],
  );
  return rows.length > 0;
}

/** Series whose sale has ended and whose seed is not published yet. */
export async function seriesToReveal(ex: Executor, now: Date): Promise<number[]> {
  const { rows } = await ex.query<{ id: number }>(
    'SELECT id FROM nft_series WHERE revealed_at IS NULL AND end_at <= $1 ORDER BY id LIMIT 100',
    [now],
  );
  return rows.map((r) => Number(r.id));
}

export async function markRevealed(ex: Executor, id: number, now: Date): Promise<boolean> {
  const { rows } = await ex.query(
    'UPDATE nft_series SET revealed_at = $2 WHERE id = $1 AND revealed_at IS NULL AND end_at <= $2 RETURNING id',
    [id, now],
  );
  return rows.length > 0;
}
