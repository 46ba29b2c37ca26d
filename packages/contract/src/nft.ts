/**
 * The NFT market (SPEC section 7, `/bind_box/*`; issue 17): artworks and artists, fixed-price sale,
 * auctions with a margin, resale, collections, messages and provably fair blind boxes. Outputs are
 * in nft-wire.ts. Buying, bidding and paying are money routes (Idempotency-Key).
 */
import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { int, page } from './rules';
import { ownEntry } from './validators';
import { nothingOut } from './wire';
import {
  nftArtist,
  nftArtistDetail,
  nftArtwork,
  nftBid,
  nftOrder,
  nftArtistPage,
  nftArtworkPage,
  nftBidPage,
  nftCurrency,
  nftMargin,
  nftMessagePage,
  nftOpenResult,
  nftOrderPage,
  nftSeries,
  nftSeriesDetail,
  nftSeriesList,
  NFT_MEDIA_TYPES,
} from './nft-wire';

export * from './nft-wire';

/** Lists are 10 a page (SPEC section 9). */
export const NFT_PAGE_SIZE = 10;

/** An artwork's or a series' code: letters, digits and dashes. */
const code = z
  .string({ error: 'NFT_NOT_FOUND' })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,32}$/, 'NFT_NOT_FOUND')
  .transform((v) => v.toUpperCase());

/** A price as typed; its scale and sign are checked by the server for the currency ("please choose the correct price"). */
const priceText = z
  .union([z.string(), z.number()], { error: 'NFT_PRICE_INVALID' })
  .transform((v) => String(v).trim())
  .refine((v) => v.length > 0 && v.length <= 64, 'NFT_PRICE_INVALID');

/** An instant: unix milliseconds, or a date and time the JavaScript date parser reads ("2026-11-20 10:00", ISO 8601). */
export const nftTime = z.union([z.string(), z.number()], { error: 'NFT_TIME_INVALID' }).transform((v, ctx) => {
  const text = String(v).trim();
  const ms = /^\d{1,15}$/.test(text) ? Number(text) : text.length <= 40 ? Date.parse(text.replace(' ', 'T')) : NaN;
  if (!Number.isSafeInteger(ms) || ms <= 0) {
    ctx.addIssue({ code: 'custom', message: 'NFT_TIME_INVALID' });
    return z.NEVER;
  }
  return ms;
});

/** 1 or normal or fixed: a fixed price; 2 or auction. */
const payType = z
  .union([z.string(), z.number()], { error: 'NFT_PAY_TYPE_INVALID' })
  .transform(
    (v) =>
      ownEntry({ '1': 'fixed', normal: 'fixed', fixed: 'fixed', '2': 'auction', auction: 'auction' }, String(v).trim().toLowerCase()) ?? '',
  )
  .refine((v) => v !== '', 'NFT_PAY_TYPE_INVALID')
  .transform((v) => v as 'fixed' | 'auction');

const keyword = z.string().trim().max(50, 'CHARACTER_TOO_LONG').optional();
const limit = int({ min: 1, max: 50 }).optional();

export const nftListInput = z.strictObject({
  /** all, fixed (1), auction (2), box (3: unopened blind boxes on resale). */
  pay_type: z.enum(['all', 'fixed', 'auction', 'box', '1', '2', '3'], { error: 'NFT_PAY_TYPE_INVALID' }).optional(),
  /** on_sale (default: listings not ended), all. */
  status: z.enum(['on_sale', 'all'], { error: 'INVALID_PARAMETER' }).optional(),
  keyword,
  artist_id: int({ min: 1, error: 'NFT_ARTIST_NOT_FOUND' }).optional(),
  page,
  limit,
});
export const nftCodeInput = z.strictObject({ code });
export const nftPagedCodeInput = z.strictObject({ code, page, limit });
export const nftPageInput = z.strictObject({ page, limit });
export const nftArtistListInput = z.strictObject({ keyword, page, limit });
export const nftArtistInput = z.strictObject({ id: int({ min: 1, error: 'NFT_ARTIST_NOT_FOUND' }) });
export const nftBidInput = z.strictObject({ code, price: priceText });
export const nftResellInput = z.strictObject({
  code,
  pay_type: payType,
  price: priceText,
  per_increase: priceText.optional(),
  start_time: nftTime,
  end_time: nftTime,
});
export const nftOrderInput = z.strictObject({ id: int({ min: 1, error: 'ORDER_NOT_FOUND' }) });
export const nftOrdersInput = z.strictObject({
  status: z.enum(['unpaid', 'all'], { error: 'INVALID_PARAMETER' }).optional(),
  page,
  limit,
});
export const nftReadInput = z.strictObject({ id: int({ min: 1, error: 'NFT_MESSAGE_NOT_FOUND' }).optional() });
export const nftSeriesInput = z.strictObject({ id: int({ min: 1, error: 'NFT_SERIES_NOT_FOUND' }) });

// ---- the console ----------------------------------------------------------------------------------

const text = (max: number, missing: 'NFT_NAME_REQUIRED' | 'NFT_MEDIA_INVALID') =>
  z.string({ error: missing }).trim().min(1, missing).max(max, 'CHARACTER_TOO_LONG');
const media = text(200, 'NFT_MEDIA_INVALID');
const mediaType = z.enum(NFT_MEDIA_TYPES, { error: 'NFT_MEDIA_INVALID' });

export const nftNewArtistInput = z.strictObject({
  user_id: int({ min: 1, error: 'USER_NOT_FOUND' }),
  name: text(40, 'NFT_NAME_REQUIRED'),
  intro: z.string().trim().max(500, 'CHARACTER_TOO_LONG').optional(),
  avatar: media.optional(),
});

export const nftMintInput = z.strictObject({
  artist_id: int({ min: 1, error: 'NFT_ARTIST_NOT_FOUND' }),
  title: text(60, 'NFT_NAME_REQUIRED'),
  description: z.string().trim().max(1000, 'CHARACTER_TOO_LONG').optional(),
  type: mediaType,
  media,
  cover: media.optional(),
  rarity: z.string().trim().max(20, 'CHARACTER_TOO_LONG').optional(),
  pay_type: payType,
  currency_id: int({ min: 1, error: 'NFT_CURRENCY_UNSUPPORTED' }).optional(),
  price: priceText,
  per_increase: priceText.optional(),
  margin: priceText.optional(),
  start_time: nftTime,
  end_time: nftTime,
});

export const nftSeriesItemInput = z.strictObject({
  name: text(60, 'NFT_NAME_REQUIRED'),
  rarity: z.string().trim().min(1, 'NFT_SERIES_INVALID').max(20, 'CHARACTER_TOO_LONG'),
  count: int({ min: 1, max: 10_000, error: 'NFT_SERIES_INVALID' }),
  type: mediaType,
  media,
});

export const nftNewSeriesInput = z.strictObject({
  artist_id: int({ min: 1, error: 'NFT_ARTIST_NOT_FOUND' }),
  name: text(60, 'NFT_NAME_REQUIRED'),
  cover: media,
  currency_id: int({ min: 1, error: 'NFT_CURRENCY_UNSUPPORTED' }).optional(),
  price: priceText,
  start_time: nftTime,
  end_time: nftTime,
  /** The items and how many boxes hold each; published with the commitment before the sale. */
  items: z.array(nftSeriesItemInput, { error: 'NFT_SERIES_INVALID' }).min(1, 'NFT_SERIES_INVALID').max(50, 'NFT_SERIES_INVALID'),
});

/** The NFT market's endpoints (the route map, routes.ts). */
export const nftEndpoints = defineEndpoints('nft', {
  'GET /bind_box/getNftCurrency': {
    auth: 'optional',
    output: z.array(nftCurrency),
    summary: 'The currencies NFTs are priced in, and the caller’s spot balance in each',
  },
  'GET /bind_box/getBoxList': {
    auth: 'optional',
    input: nftListInput,
    output: nftArtworkPage,
    summary: 'Artworks on the market (by pay type, keyword or artist), newest first',
  },
  'GET /bind_box/getBoxDetail': { auth: 'optional', input: nftCodeInput, output: nftArtwork, summary: 'One artwork with its listing' },
  'GET /bind_box/getArtist': { auth: 'optional', input: nftArtistListInput, output: nftArtistPage, summary: 'Artists, by name' },
  'GET /bind_box/getArtistDetail': {
    auth: 'optional',
    input: nftArtistInput,
    output: nftArtistDetail,
    summary: 'An artist’s homepage: works, sold, fans',
  },
  'POST /bind_box/collect': {
    auth: 'user',
    input: nftCodeInput,
    output: z.object({ collected: z.boolean() }),
    summary: 'Add an artwork to, or remove it from, the caller’s collection',
  },
  'GET /bind_box/getCollection': { auth: 'user', input: nftPageInput, output: nftArtworkPage, summary: 'The caller’s collection' },
  'POST /bind_box/buyNFT': {
    auth: 'user',
    input: nftCodeInput,
    output: nftOrder,
    idempotent: true,
    summary:
      'Buy a fixed-price artwork inside its sale window, or the next box of a blind-box series (by the series code). Paid from spot; the seller is paid minus the stated fee in the same transaction',
  },
  'GET /bind_box/marginNFT': {
    auth: 'optional',
    input: nftCodeInput,
    output: nftMargin,
    summary: 'An auction’s margin, the caller’s own, and the payment and extension rules',
  },
  'POST /bind_box/auctionNFT': {
    auth: 'user',
    input: nftBidInput,
    output: nftBid,
    idempotent: true,
    summary:
      'Bid `price` (the whole bid): at least the current bid plus the per-increase. The margin is held at the first bid; a bid in the last five minutes extends the end by five',
  },
  'GET /bind_box/getBindBoxQuotationLog': {
    auth: 'optional',
    input: nftPagedCodeInput,
    output: nftBidPage,
    summary: 'The bids on an artwork’s current auction, highest first',
  },
  'GET /bind_box/getMyNFTs': {
    auth: 'user',
    input: nftPageInput,
    output: nftArtworkPage,
    summary: 'The artworks and boxes the caller owns',
  },
  'GET /bind_box/getMyBindBoxQuotationLog': { auth: 'user', input: nftPageInput, output: nftBidPage, summary: 'The caller’s bids' },
  'POST /bind_box/openBlindBox': {
    auth: 'user',
    input: nftCodeInput,
    output: nftOpenResult,
    summary: 'Open one of the caller’s boxes: its item was fixed by the committed seed',
  },
  'POST /bind_box/resellNFT': {
    auth: 'user',
    input: nftResellInput,
    output: nftArtwork,
    summary: 'List an owned artwork at a fixed price or by auction; irrevocable once listed',
  },
  'GET /bind_box/getNeedPayNFTOrder': {
    auth: 'user',
    input: nftOrdersInput,
    output: nftOrderPage,
    summary: 'The caller’s orders: auction wins to pay (unpaid) or all of them',
  },
  'POST /bind_box/readNFTOrderMessage': {
    auth: 'user',
    input: nftReadInput,
    output: nothingOut,
    summary: 'Mark one message read (or all, without id)',
  },
  'POST /bind_box/payNFTOrder': {
    auth: 'user',
    input: nftOrderInput,
    output: nftOrder,
    idempotent: true,
    summary:
      'Pay an auction win before its due time: the margin is released, the price paid, the seller paid minus the fee, the artwork moves',
  },
  'GET /bind_box/getNFTOrderMessage': {
    auth: 'user',
    input: nftPageInput,
    output: nftMessagePage,
    summary: 'The caller’s NFT messages with their read flag (outbid, won, pay due, expired, sold)',
  },
  'GET /bind_box/getSeriesList': {
    auth: 'optional',
    output: nftSeriesList,
    summary: 'Blind-box series with their item lists and commitments',
  },
  'GET /bind_box/getSeries': {
    auth: 'optional',
    input: nftSeriesInput,
    output: nftSeriesDetail,
    summary: 'One series: items, commitment, the seed once revealed, and every box (to verify the draws)',
  },
  'GET /operator/nft/artists': { auth: 'operator', input: nftArtistListInput, output: nftArtistPage, summary: 'Artists' },
  'POST /operator/nft/artists': {
    auth: 'operator',
    roles: [],
    input: nftNewArtistInput,
    output: nftArtist,
    summary: 'Make a user with Lv1 verification an artist',
  },
  'POST /operator/nft/artworks': {
    auth: 'operator',
    roles: [],
    input: nftMintInput,
    output: nftArtwork,
    summary: 'Mint an artwork for an artist and list its first sale (fixed or auction)',
  },
  'POST /operator/nft/series': {
    auth: 'operator',
    roles: [],
    input: nftNewSeriesInput,
    output: nftSeries,
    summary:
      'Mint a blind-box series: its items and counts; the server makes the seed and publishes its commitment (no endpoint sets a seed or a box’s content)',
  },
  'GET /operator/nft/series': { auth: 'operator', output: nftSeriesList, summary: 'Blind-box series' },
});

/** The socket events of this product: name and the schema of `data` (events.ts). */
export const nftEvents = {
  nft_message: z.object({ kind: z.string(), code: z.string() }),
} satisfies Record<string, z.ZodType>;
