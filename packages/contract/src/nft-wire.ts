/**
 * What the NFT market answers (issue 17): artworks, artists, listings, bids, orders, messages and
 * blind-box series with their commitment. Money and prices are decimal strings in the listing's
 * currency; times are unix milliseconds.
 */
import { z } from 'zod';
import { decimalOut, epochMsOut, idOut, pageOf } from './wire';

export const NFT_MEDIA_TYPES = ['image', 'gif', 'audio', 'video'] as const;
export type NftMediaType = (typeof NFT_MEDIA_TYPES)[number];
/** The template's numbers: 1 image, 2 gif or animation, 3 audio, 4 video. */
export const NFT_MEDIA_CODES: Record<NftMediaType, number> = { image: 1, gif: 2, audio: 3, video: 4 };

/** not_started, started, ended (SPEC section 4, NFT sale); none when the artwork is not listed. */
export const nftSaleStatus = z.enum(['none', 'not_started', 'started', 'ended']);
export type NftSaleStatus = z.infer<typeof nftSaleStatus>;

/** An artwork's current listing: fixed price or auction, its window and its terms. */
export const nftListing = z.object({
  id: idOut,
  /** fixed (the template's pay type 1, "normal") or auction (2). */
  pay_type: z.enum(['fixed', 'auction']),
  pay_type_code: z.union([z.literal(1), z.literal(2)]),
  currency_id: idOut,
  currency: z.string(),
  /** The fixed price, or the auction's starting price. */
  price: decimalOut,
  /** Auctions: the highest bid so far (null before the first). */
  current_bid: decimalOut.nullable(),
  /** Auctions: a bid must be at least the current bid plus this (or the starting price when there is none). */
  per_increase: decimalOut.nullable(),
  /** Auctions: the smallest bid accepted now. */
  min_bid: decimalOut.nullable(),
  /** Auctions: held from each bidder's spot balance at their first bid. */
  margin: decimalOut.nullable(),
  bid_count: z.number().int(),
  /** The platform's fee, taken from the seller's proceeds (stated before anyone buys). */
  fee_percent: decimalOut,
  /** First sale (the artist is paid) or resale (the owner is paid). */
  primary: z.boolean(),
  start_time: epochMsOut,
  end_time: epochMsOut,
  /** Auctions: the end as first set; a bid in the last minutes moves end_time on. */
  original_end_time: epochMsOut,
  /** open, sold, awaiting_payment (the winner has until the order's due time), unsold, expired (the winner did not pay). */
  status: z.enum(['open', 'sold', 'awaiting_payment', 'unsold', 'expired']),
  sale_status: nftSaleStatus,
  /** Whether the caller leads the auction (false without a session). */
  mine_leading: z.boolean(),
});
export type NftListing = z.infer<typeof nftListing>;

export const nftArtistRef = z.object({ id: idOut, name: z.string(), avatar: z.string().nullable() });

export const nftArtwork = z.object({
  id: idOut,
  code: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(NFT_MEDIA_TYPES),
  type_code: z.number().int(),
  /** The media's path (GET /uploads/...); null for a blind box not yet opened. */
  media: z.string().nullable(),
  cover: z.string().nullable(),
  creator: nftArtistRef,
  /** The owner's masked name; null while a box is unsold. */
  owner: z.string().nullable(),
  mine: z.boolean(),
  rarity: z.string().nullable(),
  /** Blind boxes: the series and box number, and whether it has been opened. */
  series_id: idOut.nullable(),
  series_code: z.string().nullable(),
  box_no: z.number().int().nullable(),
  is_box: z.boolean(),
  opened: z.boolean(),
  listing: nftListing.nullable(),
  collected: z.boolean(),
  collect_count: z.number().int(),
  created_at: epochMsOut,
});
export type NftArtwork = z.infer<typeof nftArtwork>;
export const nftArtworkPage = pageOf(nftArtwork);

export const nftArtist = z.object({
  id: idOut,
  name: z.string(),
  intro: z.string(),
  avatar: z.string().nullable(),
  /** Artworks minted for the artist (blind boxes count once per series). */
  works: z.number().int(),
  /** First sales paid. */
  sold: z.number().int(),
  /** Users who collect at least one of the artist's works (real counts only). */
  fans: z.number().int(),
  created_at: epochMsOut,
});
export type NftArtist = z.infer<typeof nftArtist>;

export const nftArtistDetail = z.object({ artist: nftArtist, works: z.array(nftArtwork) });
export type NftArtistDetail = z.infer<typeof nftArtistDetail>;

export const nftCurrency = z.object({
  currency_id: idOut,
  currency: z.string(),
  scale: z.number().int(),
  /** The caller's spot balance, which NFTs are paid from; null without a session. */
  available: decimalOut.nullable(),
});

export const nftBid = z.object({
  id: idOut,
  listing_id: idOut,
  code: z.string(),
  title: z.string(),
  /** The bidder, masked; "you" is `mine`. */
  bidder: z.string(),
  mine: z.boolean(),
  price: decimalOut,
  currency: z.string(),
  /** The highest bid of its auction. */
  leading: z.boolean(),
  created_at: epochMsOut,
});
export type NftBid = z.infer<typeof nftBid>;

export const nftOrder = z.object({
  id: idOut,
  code: z.string(),
  title: z.string(),
  /** fixed, auction or box. */
  kind: z.enum(['fixed', 'auction', 'box']),
  currency: z.string(),
  price: decimalOut,
  /** The platform's fee out of the seller's proceeds. */
  fee: decimalOut,
  /** paid, unpaid (an auction win: pay before due_time), expired (not paid in time: the margin went to the seller). */
  status: z.enum(['paid', 'unpaid', 'expired']),
  margin: decimalOut.nullable(),
  due_time: epochMsOut.nullable(),
  paid_time: epochMsOut.nullable(),
  mine_as: z.enum(['buyer', 'seller']),
  created_at: epochMsOut,
});
export type NftOrder = z.infer<typeof nftOrder>;

export const NFT_MESSAGE_KINDS = ['outbid', 'won', 'pay_due', 'expired', 'sold', 'forfeit_received', 'unsold'] as const;
export const nftMessage = z.object({
  id: idOut,
  kind: z.enum(NFT_MESSAGE_KINDS),
  code: z.string(),
  title: z.string(),
  order_id: idOut.nullable(),
  /** The amount the message is about (the bid, the price, the margin). */
  amount: decimalOut.nullable(),
  currency: z.string().nullable(),
  read: z.boolean(),
  created_at: epochMsOut,
});
export type NftMessage = z.infer<typeof nftMessage>;

/** The margin of an auction, the caller's own, and the rules stated before bidding. */
export const nftMargin = z.object({
  code: z.string(),
  currency: z.string(),
  margin: decimalOut,
  /** held (bidding), released (returned), applied (returned when the win was paid), forfeited (paid to the seller); null if none. */
  mine: z.enum(['held', 'released', 'applied', 'forfeited']).nullable(),
  pay_window_ms: z.number().int(),
  extend_window_ms: z.number().int(),
  extend_by_ms: z.number().int(),
});

export const nftSeriesItem = z.object({
  index: z.number().int(),
  name: z.string(),
  rarity: z.string(),
  count: z.number().int(),
  type: z.enum(NFT_MEDIA_TYPES),
  media: z.string(),
});

export const nftSeries = z.object({
  id: idOut,
  code: z.string(),
  name: z.string(),
  cover: z.string().nullable(),
  creator: nftArtistRef,
  currency_id: idOut,
  currency: z.string(),
  price: decimalOut,
  fee_percent: decimalOut,
  start_time: epochMsOut,
  end_time: epochMsOut,
  sale_status: nftSaleStatus,
  box_count: z.number().int(),
  sold_count: z.number().int(),
  items: z.array(nftSeriesItem),
  /** SHA-256 of the seed, published before the sale. */
  commitment: z.string(),
  /** The seed, once the series has ended (null before). */
  seed: z.string().nullable(),
  revealed_at: epochMsOut.nullable(),
  rule: z.string(),
});
export type NftSeries = z.infer<typeof nftSeries>;

export const nftSeriesBox = z.object({
  box_no: z.number().int(),
  code: z.string(),
  sold: z.boolean(),
  opened: z.boolean(),
  /** The drawn item's index, once the box is opened. */
  item_index: z.number().int().nullable(),
});

export const nftSeriesDetail = nftSeries.extend({ boxes: z.array(nftSeriesBox) });
export type NftSeriesDetail = z.infer<typeof nftSeriesDetail>;

export const nftOpenResult = z.object({
  artwork: nftArtwork,
  item: nftSeriesItem,
  series_id: idOut,
  series_code: z.string(),
  box_no: z.number().int(),
  commitment: z.string(),
});

export const nftArtworkPageOut = nftArtworkPage;
export const nftArtistPage = pageOf(nftArtist);
export const nftBidPage = pageOf(nftBid);
export const nftOrderPage = pageOf(nftOrder);
export const nftMessagePage = pageOf(nftMessage).extend({ unread: z.number().int() });
export const nftSeriesList = z.array(nftSeries);
