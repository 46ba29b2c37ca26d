/**
 * The NFT market: artists, artworks (blind boxes are artworks of a series), listings (one first
 * sale or resale each), bids, auction margins, orders, messages, collections, and blind-box
 * series with their published items and committed seed. Money in the listing's asset's minor
 * units, rates in parts per million.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const money = (name: string) => numeric(name, { precision: 39, scale: 0 });
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'number' });

/** A user an operator made an artist (Lv1 verification required). */
export const nftArtists = pgTable('nft_artists', {
  id: id(),
  userId: ref('user_id').notNull().unique(),
  name: text('name').notNull(),
  intro: text('intro').notNull().default(''),
  avatar: text('avatar'),
  createdBy: ref('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A blind-box series: the published items (nft_series_items) and the SHA-256 commitment of its seed. */
export const nftSeries = pgTable(
  'nft_series',
  {
    id: id(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    artistId: ref('artist_id').notNull(),
    cover: text('cover'),
    asset: text('asset').notNull(),
    price: money('price').notNull(),
    feePpm: integer('fee_ppm').notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    /** 64 hex: made by the server at mint, never taken from a request; served only once revealed_at is set. */
    seed: text('seed').notNull(),
    /** SHA-256(seed bytes), 64 hex, published from the start. */
    commitment: text('commitment').notNull(),
    boxCount: integer('box_count').notNull(),
    revealedAt: ts('revealed_at'),
    createdBy: ref('created_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('nft_series_reveal').on(t.revealedAt, t.endAt),
    check('nft_series_valid', sql`${t.price} > 0 AND ${t.endAt} > ${t.startAt} AND ${t.boxCount} > 0 AND ${t.feePpm} >= 0`),
  ],
);

export const nftSeriesItems = pgTable(
  'nft_series_items',
  {
    seriesId: ref('series_id').notNull(),
    idx: integer('idx').notNull(),
    name: text('name').notNull(),
    rarity: text('rarity').notNull(),
    count: integer('count').notNull(),
    type: text('type').notNull(),
    media: text('media').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.idx] }), check('nft_series_items_count', sql`${t.count} > 0`)],
);

export const nftArtworks = pgTable(
  'nft_artworks',
  {
    id: id(),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    artistId: ref('artist_id').notNull(),
    /** Null only for a box of a series not sold yet. */
    ownerUserId: ref('owner_user_id'),
    /** image | gif | audio | video */
    type: text('type').notNull(),
    /** Null for an unopened box (its item is not shown before it is opened). */
    media: text('media'),
    cover: text('cover'),
    rarity: text('rarity'),
    seriesId: ref('series_id'),
    boxNo: integer('box_no'),
    /** The drawn item of an opened box (its index in the series' list). */
    itemIdx: integer('item_idx'),
    openedAt: ts('opened_at'),
    /** The open or awaiting-payment listing, if any. */
    listingId: ref('listing_id'),
    mintedBy: ref('minted_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nft_artworks_box').on(t.seriesId, t.boxNo),
    index('nft_artworks_owner').on(t.ownerUserId, t.id),
    index('nft_artworks_artist').on(t.artistId, t.id),
    check('nft_artworks_type', sql`${t.type} IN ('image', 'gif', 'audio', 'video')`),
    check('nft_artworks_box_fields', sql`(${t.seriesId} IS NULL) = (${t.boxNo} IS NULL)`),
    check(
      'nft_artworks_opened',
      sql`(${t.openedAt} IS NULL) = (${t.itemIdx} IS NULL) AND (${t.itemIdx} IS NULL OR ${t.seriesId} IS NOT NULL)`,
    ),
  ],
);

/** One sale of one artwork: a first sale (primary, the artist is paid) or a resale (the owner is). */
export const nftListings = pgTable(
  'nft_listings',
  {
    id: id(),
    artworkId: ref('artwork_id').notNull(),
    sellerUserId: ref('seller_user_id').notNull(),
    /** fixed | auction */
    payType: text('pay_type').notNull(),
    asset: text('asset').notNull(),
    /** The fixed price, or the auction's starting price. */
    price: money('price').notNull(),
    perIncrease: money('per_increase'),
    margin: money('margin'),
    feePpm: integer('fee_ppm').notNull(),
    primary: boolean('is_primary').notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    originalEndAt: ts('original_end_at').notNull(),
    /** open | sold | awaiting_payment | unsold | expired */
    status: text('status').notNull().default('open'),
    topBid: money('top_bid'),
    topBidderId: ref('top_bidder_id'),
    bidCount: integer('bid_count').notNull().default(0),
    closedAt: ts('closed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nft_listings_live')
      .on(t.artworkId)
      .where(sql`${t.status} IN ('open', 'awaiting_payment')`),
    index('nft_listings_due').on(t.status, t.endAt),
    check('nft_listings_pay_type', sql`${t.payType} IN ('fixed', 'auction')`),
    check('nft_listings_status', sql`${t.status} IN ('open', 'sold', 'awaiting_payment', 'unsold', 'expired')`),
    check(
      'nft_listings_terms',
      sql`${t.price} > 0 AND ${t.endAt} > ${t.startAt} AND ${t.feePpm} >= 0 AND (${t.payType} = 'fixed' OR (${t.perIncrease} > 0 AND ${t.margin} > 0))`,
    ),
  ],
);

export const nftBids = pgTable(
  'nft_bids',
  {
    id: id(),
    listingId: ref('listing_id').notNull(),
    userId: ref('user_id').notNull(),
    price: money('price').notNull(),
    requestKey: text('request_key').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nft_bids_request').on(t.userId, t.requestKey),
    index('nft_bids_listing').on(t.listingId, t.price),
    index('nft_bids_user').on(t.userId, t.id),
  ],
);

/** The margin one bidder holds on one auction (held at their first bid). */
export const nftMargins = pgTable(
  'nft_margins',
  {
    id: id(),
    listingId: ref('listing_id').notNull(),
    userId: ref('user_id').notNull(),
    asset: text('asset').notNull(),
    amount: money('amount').notNull(),
    holdId: ref('hold_id').notNull(),
    /** held | released | applied (returned when the win was paid) | forfeited (paid to the seller) */
    status: text('status').notNull().default('held'),
  },
  (t) => [
    uniqueIndex('nft_margins_one').on(t.listingId, t.userId),
    check('nft_margins_status', sql`${t.status} IN ('held', 'released', 'applied', 'forfeited')`),
  ],
);

export const nftOrders = pgTable(
  'nft_orders',
  {
    id: id(),
    artworkId: ref('artwork_id').notNull(),
    listingId: ref('listing_id'),
    seriesId: ref('series_id'),
    buyerUserId: ref('buyer_user_id').notNull(),
    sellerUserId: ref('seller_user_id').notNull(),
    /** fixed | auction | box */
    kind: text('kind').notNull(),
    asset: text('asset').notNull(),
    price: money('price').notNull(),
    fee: money('fee').notNull(),
    feePpm: integer('fee_ppm').notNull(),
    /** paid | unpaid (an auction win) | expired (not paid in time) */
    status: text('status').notNull(),
    dueAt: ts('due_at'),
    remindedAt: ts('reminded_at'),
    paidAt: ts('paid_at'),
    requestKey: text('request_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nft_orders_request').on(t.buyerUserId, t.requestKey),
    uniqueIndex('nft_orders_listing').on(t.listingId),
    index('nft_orders_buyer').on(t.buyerUserId, t.id),
    index('nft_orders_seller').on(t.sellerUserId, t.id),
    index('nft_orders_due').on(t.status, t.dueAt),
    check('nft_orders_kind', sql`${t.kind} IN ('fixed', 'auction', 'box')`),
    check('nft_orders_status', sql`${t.status} IN ('paid', 'unpaid', 'expired')`),
    check('nft_orders_amounts', sql`${t.price} > 0 AND ${t.fee} >= 0 AND ${t.fee} <= ${t.price}`),
    check('nft_orders_due_set', sql`${t.status} = 'paid' OR ${t.dueAt} IS NOT NULL`),
  ],
);

export const nftMessages = pgTable(
  'nft_messages',
  {
    id: id(),
    userId: ref('user_id').notNull(),
    kind: text('kind').notNull(),
    artworkId: ref('artwork_id').notNull(),
    orderId: ref('order_id'),
    asset: text('asset'),
    amount: money('amount'),
    /** What made it, so a retried transition writes it once. */
    dedupe: text('dedupe').notNull(),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('nft_messages_dedupe').on(t.userId, t.dedupe), index('nft_messages_user').on(t.userId, t.id)],
);

export const nftCollections = pgTable(
  'nft_collections',
  {
    userId: ref('user_id').notNull(),
    artworkId: ref('artwork_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.artworkId] }), index('nft_collections_artwork').on(t.artworkId)],
);
