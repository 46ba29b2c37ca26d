/** The NFT market's sale queries: listings, bids, margins, orders and messages. */
import type { Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { paginate } from '../../platform/paging';

export interface ListingRow {
  id: number;
  artwork_id: number;
  seller_user_id: number;
  pay_type: 'fixed' | 'auction';
  asset: string;
  price: string;
  per_increase: string | null;
  margin: string | null;
  fee_ppm: number;
  is_primary: boolean;
  start_at: Date;
  end_at: Date;
  original_end_at: Date;
  status: 'open' | 'sold' | 'awaiting_payment' | 'unsold' | 'expired';
  top_bid: string | null;
  top_bidder_id: number | null;
  bid_count: number;
}

export interface NewListing {
  artworkId: number;
  sellerId: number;
  payType: 'fixed' | 'auction';
  asset: string;
  price: bigint;
  perIncrease: bigint | null;
  margin: bigint | null;
  feePpm: number;
  primary: boolean;
  startAt: Date;
  endAt: Date;
}

/** A new open listing, made the artwork's live one; undefined when the artwork already has one. */
export async function insertListing(ex: Executor, l: NewListing): Promise<number | undefined> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO nft_listings (artwork_id, seller_user_id, pay_type, asset, price, per_increase, margin, fee_ppm, is_primary, start_at, end_at, original_end_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
     ON CONFLICT (artwork_id) WHERE status IN ('open', 'awaiting_payment') DO NOTHING RETURNING id`,
    [
      l.artworkId,
      l.sellerId,
      l.payType,
      l.asset,
      l.price.toString(),
      l.perIncrease?.toString() ?? null,
      l.margin?.toString() ?? null,
      l.feePpm,
      l.primary,
      l.startAt,
      l.endAt,
    ],
  );
  const id = rows[0]?.id;
  if (id !== undefined) await ex.query('UPDATE nft_artworks SET listing_id = $2 WHERE id = $1', [l.artworkId, id]);
  return id;
}

export async function lockListing(ex: Executor, id: number): Promise<ListingRow | undefined> {
  const { rows } = await ex.query<ListingRow>('SELECT * FROM nft_listings WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

/**
 * Close an open fixed-price listing inside its window for one buyer: the guarded update lets
 * exactly one transaction through; the others see it sold (or out of its window) and change nothing.
 */
export async function claimFixed(ex: Executor, listingId: number, now: Date): Promise<ListingRow | undefined> {
  const { rows } = await ex.query<ListingRow>(
    `UPDATE nft_listings SET status = 'sold', closed_at = $2
     WHERE id = $1 AND status = 'open' AND pay_type = 'fixed' AND start_at <= $2 AND end_at > $2 RETURNING *`,
    [listingId, now],
  );
  return rows[0];
}

export async function setListingStatus(ex: Executor, id: number, status: ListingRow['status'], now: Date): Promise<void> {
  await ex.query('UPDATE nft_listings SET status = $2, closed_at = $3 WHERE id = $1', [id, status, now]);
}

/** The artwork changes hands (or stays) and leaves the market. */
export async function settleArtwork(ex: Executor, artworkId: number, ownerId: number): Promise<void> {
  await ex.query('UPDATE nft_artworks SET owner_user_id = $2, listing_id = NULL WHERE id = $1', [artworkId, ownerId]);
}

export async function recordBid(
  ex: Executor,
  b: { listingId: number; userId: number; price: bigint; endAt: Date; requestKey: string },
): Promise<number> {
  const { rows } = await ex.query<{ id: number }>(
    'INSERT INTO nft_bids (listing_id, user_id, price, request_key) VALUES ($1, $2, $3, $4) RETURNING id',
    [b.listingId, b.userId, b.price.toString(), b.requestKey],
  );
  await ex.query('UPDATE nft_listings SET top_bid = $2, top_bidder_id = $3, bid_count = bid_count + 1, end_at = $4 WHERE id = $1', [
    b.listingId,
    b.price.toString(),
    b.userId,
    b.endAt,
  ]);
  return rows[0]!.id;
}

export interface BidRow {
  id: number;
  listing_id: number;
  user_id: number;
  price: string;
  created_at: Date;
  code: string;
  title: string;
  asset: string;
  top_bidder_id: number | null;
  top_bid: string | null;
}

const BID_SELECT = `
  SELECT b.*, a.code, a.title, l.asset, l.top_bidder_id, l.top_bid
  FROM nft_bids b JOIN nft_listings l ON l.id = b.listing_id JOIN nft_artworks a ON a.id = l.artwork_id`;

export async function bidByRequestKey(ex: Executor, userId: number, key: string): Promise<BidRow | undefined> {
  const { rows } = await ex.query<BidRow>(`${BID_SELECT} WHERE b.user_id = $1 AND b.request_key = $2`, [userId, key]);
  return rows[0];
}

export async function bidById(ex: Executor, id: number): Promise<BidRow | undefined> {
  const { rows } = await ex.query<BidRow>(`${BID_SELECT} WHERE b.id = $1`, [id]);
  return rows[0];
}

export function pageOfBids<T>(
  ex: Executor,
  by: { listingId: number } | { userId: number },
  p: { page: number; limit: number },
  map: (r: BidRow) => T,
): Promise<Page<T>> {
  const [where, param] = 'listingId' in by ? ['b.listing_id = $1', by.listingId] : ['b.user_id = $1', by.userId];
  const order = 'listingId' in by ? 'b.price DESC, b.id DESC' : 'b.id DESC';
  return paginate(ex, { select: `${BID_SELECT} WHERE ${where}`, params: [param], order, page: p.page, limit: p.limit }, (r) =>
    map(r as unknown as BidRow),
  );
}

// ---- margins -------------------------------------------------------------------------------------

export interface MarginRow {
  id: number;
  listing_id: number;
  user_id: number;
  asset: string;
  amount: string;
  hold_id: number;
  status: 'held' | 'released' | 'applied' | 'forfeited';
}

export async function marginOf(ex: Executor, listingId: number, userId: number): Promise<MarginRow | undefined> {
  const { rows } = await ex.query<MarginRow>('SELECT * FROM nft_margins WHERE listing_id = $1 AND user_id = $2', [listingId, userId]);
  return rows[0];
}

export async function heldMargins(ex: Executor, listingId: number): Promise<MarginRow[]> {
  const { rows } = await ex.query<MarginRow>("SELECT * FROM nft_margins WHERE listing_id = $1 AND status = 'held' ORDER BY user_id", [
    listingId,
  ]);
  return rows;
}

export async function insertMargin(
  ex: Executor,
  m: { listingId: number; userId: number; asset: string; amount: bigint; holdId: number },
): Promise<void> {
  await ex.query('INSERT INTO nft_margins (listing_id, user_id, asset, amount, hold_id) VALUES ($1, $2, $3, $4, $5)', [
    m.listingId,
    m.userId,
    m.asset,
    m.amount.toString(),
    m.holdId,
  ]);
}

export async function setMarginStatus(ex: Executor, id: number, status: MarginRow['status']): Promise<void> {
  await ex.query("UPDATE nft_margins SET status = $2 WHERE id = $1 AND status = 'held'", [id, status]);
}

// ---- orders --------------------------------------------------------------------------------------

export interface OrderRow {
  id: number;
  artwork_id: number;
  listing_id: number | null;
  series_id: number | null;
  buyer_user_id: number;
  seller_user_id: number;
  kind: 'fixed' | 'auction' | 'box';
  asset: string;
  price: string;
  fee: string;
  fee_ppm: number;
  status: 'paid' | 'unpaid' | 'expired';
  due_at: Date | null;
  reminded_at: Date | null;
  paid_at: Date | null;
  request_key: string | null;
  created_at: Date;
  code: string;
  title: string;
  margin: string | null;
}

const ORDER_SELECT = `
  SELECT o.*, a.code, a.title, l.margin
  FROM nft_orders o JOIN nft_artworks a ON a.id = o.artwork_id LEFT JOIN nft_listings l ON l.id = o.listing_id`;

export interface NewOrder {
  artworkId: number;
  listingId: number | null;
  seriesId: number | null;
  buyerId: number;
  sellerId: number;
  kind: OrderRow['kind'];
  asset: string;
  price: bigint;
  fee: bigint;
  feePpm: number;
  status: 'paid' | 'unpaid';
  dueAt: Date | null;
  paidAt: Date | null;
  requestKey: string | null;
}

export async function insertOrder(ex: Executor, o: NewOrder): Promise<number> {
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO nft_orders (artwork_id, listing_id, series_id, buyer_user_id, seller_user_id, kind, asset, price, fee, fee_ppm, status, due_at, paid_at, request_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      o.artworkId,
      o.listingId,
      o.seriesId,
      o.buyerId,
      o.sellerId,
      o.kind,
      o.asset,
      o.price.toString(),
      o.fee.toString(),
      o.feePpm,
      o.status,
      o.dueAt,
      o.paidAt,
      o.requestKey,
    ],
  );
  return rows[0]!.id;
}

export async function orderById(ex: Executor, id: number, lock = false): Promise<OrderRow | undefined> {
  const { rows } = await ex.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1${lock ? ' FOR UPDATE OF o' : ''}`, [id]);
  return rows[0];
}

export async function orderByRequestKey(ex: Executor, buyerId: number, key: string): Promise<OrderRow | undefined> {
  const { rows } = await ex.query<OrderRow>(`${ORDER_SELECT} WHERE o.buyer_user_id = $1 AND o.request_key = $2`, [buyerId, key]);
  return rows[0];
}

export async function markOrder(ex: Executor, id: number, status: 'paid' | 'expired', now: Date): Promise<void> {
  await ex.query(`UPDATE nft_orders SET status = $2, paid_at = CASE WHEN $2 = 'paid' THEN $3::timestamptz ELSE NULL END WHERE id = $1`, [
    id,
    status,
    now,
  ]);
}

export async function markReminded(ex: Executor, id: number, now: Date): Promise<void> {
  await ex.query('UPDATE nft_orders SET reminded_at = $2 WHERE id = $1', [id, now]);
}

export function pageOfOrders<T>(
  ex: Executor,
  by: { userId: number; unpaidOnly: boolean },
  p: { page: number; limit: number },
  map: (r: OrderRow) => T,
): Promise<Page<T>> {
  const { userId, unpaidOnly } = by;
  const where = unpaidOnly ? "o.buyer_user_id = $1 AND o.status = 'unpaid'" : '(o.buyer_user_id = $1 OR o.seller_user_id = $1)';
  return paginate(
    ex,
    { select: `${ORDER_SELECT} WHERE ${where}`, params: [userId], order: 'o.id DESC', page: p.page, limit: p.limit },
    (r) => map(r as unknown as OrderRow),
  );
}

// ---- due work (the scheduler) ----------------------------------------------------------------------

export async function endedAuctions(ex: Executor, now: Date): Promise<number[]> {
  const { rows } = await ex.query<{ id: number }>(
    "SELECT id FROM nft_listings WHERE status = 'open' AND pay_type = 'auction' AND end_at <= $1 ORDER BY end_at, id LIMIT 200",
    [now],
  );
  return rows.map((r) => Number(r.id));
}

/** Fixed-price listings past their window: the artwork leaves the market unsold. */
export async function closeEndedFixed(ex: Executor, now: Date): Promise<Array<{ id: number; artwork_id: number }>> {
  const { rows } = await ex.query<{ id: number; artwork_id: number }>(
    `UPDATE nft_listings SET status = 'unsold', closed_at = $1 WHERE status = 'open' AND pay_type = 'fixed' AND end_at <= $1 RETURNING id, artwork_id`,
    [now],
  );
  for (const r of rows) await ex.query('UPDATE nft_artworks SET listing_id = NULL WHERE id = $1 AND listing_id = $2', [r.artwork_id, r.id]);
  return rows;
}

export async function dueOrders(ex: Executor, now: Date): Promise<number[]> {
  const { rows } = await ex.query<{ id: number }>(
    "SELECT id FROM nft_orders WHERE status = 'unpaid' AND due_at <= $1 ORDER BY due_at, id LIMIT 200",
    [now],
  );
  return rows.map((r) => Number(r.id));
}

export async function ordersToRemind(ex: Executor, now: Date, beforeMs: number): Promise<OrderRow[]> {
  const { rows } = await ex.query<OrderRow>(
    `${ORDER_SELECT} WHERE o.status = 'unpaid' AND o.reminded_at IS NULL AND o.due_at > $1 AND o.due_at <= $2 ORDER BY o.id LIMIT 200`,
    [now, new Date(now.getTime() + beforeMs)],
  );
  return rows;
}
