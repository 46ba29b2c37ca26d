/** Rows to the wire (nft-wire.ts in the contract): amounts as decimal strings in the listing's asset. */
import {
  NFT_MEDIA_CODES,
  type NftArtist,
  type NftArtwork,
  type NftBid,
  type NftListing,
  type NftOrder,
  type NftSaleStatus,
  type NftSeries,
} from '@bourse/contract';
import { blindbox } from '@bourse/maths';
import { formatUnits } from '@bourse/money';
import type { AssetRegistry } from '../../platform/assets';
import type { ArtistRow, ArtworkRow } from './store';
import type { SeriesItemRow, SeriesRow } from './series-store';
import type { BidRow, OrderRow } from './trade-store';

export const percentOf = (ppm: number) => formatUnits(BigInt(ppm), 4);

/** Another user, as the market shows them: never an email or a phone. */
export function maskUser(userId: number): string {
  const digits = String(userId).padStart(4, '0');
  return `U***${digits.slice(-3)}`;
}

export function saleStatus(startAt: Date, endAt: Date, nowMs: number): NftSaleStatus {
  if (nowMs < startAt.getTime()) return 'not_started';
  return nowMs < endAt.getTime() ? 'started' : 'ended';
}

export class Views {
  constructor(private readonly assets: AssetRegistry) {}

  money(asset: string, v: bigint | string): string {
    return formatUnits(BigInt(v), this.assets.find(asset)?.scale ?? 0);
  }

  private listing(r: ArtworkRow, viewer: number | undefined, nowMs: number): NftListing | null {
    if (r.listing_id === null || r.l_pay_type === null || r.l_asset === null) return null;
    const m = (v: string | null) => (v === null ? null : this.money(r.l_asset!, v));
    const auction = r.l_pay_type === 'auction';
    const top = r.l_top_bid === null ? null : BigInt(r.l_top_bid);
    const minBid = !auction ? null : top === null ? BigInt(r.l_price!) : top + BigInt(r.l_per_increase!);
    return {
      id: r.listing_id,
      pay_type: r.l_pay_type,
      pay_type_code: auction ? 2 : 1,
      currency_id: this.assets.find(r.l_asset)?.id ?? 0,
      currency: r.l_asset,
      price: m(r.l_price)!,
      current_bid: m(r.l_top_bid),
      per_increase: m(r.l_per_increase),
      min_bid: minBid === null ? null : this.money(r.l_asset, minBid),
      margin: m(r.l_margin),
      bid_count: r.l_bid_count ?? 0,
      fee_percent: percentOf(r.l_fee_ppm ?? 0),
      primary: r.l_primary ?? false,
      start_time: r.l_start_at!.getTime(),
      end_time: r.l_end_at!.getTime(),
      original_end_time: r.l_original_end_at!.getTime(),
      status: r.l_status!,
      sale_status: r.l_status === 'open' ? saleStatus(r.l_start_at!, r.l_end_at!, nowMs) : 'ended',
      mine_leading: viewer !== undefined && r.l_top_bidder_id !== null && Number(r.l_top_bidder_id) === viewer,
    };
  }

  artwork(r: ArtworkRow, viewer: number | undefined, collected: boolean, nowMs: number): NftArtwork {
    const isBox = r.series_id !== null;
    const opened = r.opened_at !== null;
    return {
      id: r.id,
      code: r.code,
      title: r.title,
      description: r.description,
      type: r.type,
      type_code: NFT_MEDIA_CODES[r.type],
      media: r.media,
      cover: r.cover,
      creator: { id: r.artist_id, name: r.artist_name, avatar: r.artist_avatar },
      owner: r.owner_user_id === null ? null : maskUser(Number(r.owner_user_id)),
      mine: viewer !== undefined && r.owner_user_id !== null && Number(r.owner_user_id) === viewer,
      rarity: r.rarity,
      series_id: r.series_id,
      series_code: r.series_code,
      box_no: r.box_no,
      is_box: isBox,
      opened,
      listing: this.listing(r, viewer, nowMs),
      collected,
      collect_count: r.collect_count,
      created_at: r.created_at.getTime(),
    };
  }

  artist(r: ArtistRow): NftArtist {
    return {
      id: r.id,
      name: r.name,
      intro: r.intro,
      avatar: r.avatar,
      works: r.works,
      sold: r.sold,
      fans: r.fans,
      created_at: r.created_at.getTime(),
    };
  }

  bid(r: BidRow, viewer: number | undefined): NftBid {
    return {
      id: r.id,
      listing_id: r.listing_id,
      code: r.code,
      title: r.title,
      bidder: maskUser(Number(r.user_id)),
      mine: viewer !== undefined && Number(r.user_id) === viewer,
      price: this.money(r.asset, r.price),
      currency: r.asset,
      leading: r.top_bid !== null && BigInt(r.top_bid) === BigInt(r.price) && Number(r.top_bidder_id) === Number(r.user_id),
      created_at: r.created_at.getTime(),
    };
  }

  order(r: OrderRow, viewer: number): NftOrder {
    return {
      id: r.id,
      code: r.code,
      title: r.title,
      kind: r.kind,
      currency: r.asset,
      price: this.money(r.asset, r.price),
      fee: this.money(r.asset, r.fee),
      status: r.status,
      margin: r.margin === null ? null : this.money(r.asset, r.margin),
      due_time: r.due_at?.getTime() ?? null,
      paid_time: r.paid_at?.getTime() ?? null,
      mine_as: Number(r.buyer_user_id) === viewer ? 'buyer' : 'seller',
      created_at: r.created_at.getTime(),
    };
  }

  series(r: SeriesRow, items: SeriesItemRow[], nowMs: number): NftSeries {
    return {
      id: r.id,
      code: r.code,
      name: r.name,
      cover: r.cover,
      creator: { id: r.artist_id, name: r.artist_name, avatar: r.artist_avatar },
      currency_id: this.assets.find(r.asset)?.id ?? 0,
      currency: r.asset,
      price: this.money(r.asset, r.price),
      fee_percent: percentOf(r.fee_ppm),
      start_time: r.start_at.getTime(),
      end_time: r.end_at.getTime(),
      sale_status: saleStatus(r.start_at, r.end_at, nowMs),
      box_count: r.box_count,
      sold_count: r.sold_count,
      items: items.map((i) => ({ index: i.idx, name: i.name, rarity: i.rarity, count: i.count, type: i.type, media: i.media })),
      commitment: r.commitment,
      // The seed stays secret until the series has ended and the scheduler revealed it.
      seed: r.revealed_at === null ? null : r.seed,
      revealed_at: r.revealed_at?.getTime() ?? null,
      rule: blindbox.DRAW_RULE,
    };
  }
}
