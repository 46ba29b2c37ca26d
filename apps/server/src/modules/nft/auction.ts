/**
 * Auctions: a bid (auctionNFT) must reach the current bid plus the per-increase (the starting price
 * for the first); a bidder's margin is held at their first bid on the auction; a bid in the last
 * five minutes moves the end on by five. The winner pays (payNFTOrder) within a day of the end:
 * the margin is released, the price paid, the seller paid minus the fee, the artwork moves, all in
 * one transaction. Closing and expiry are the scheduler's (schedule.ts).
 */
import type { NftBid, NftOrder, Page } from '@bourse/contract';
import { AppError } from '../../platform/errors';
import { EXTEND_BY_MS, EXTEND_WINDOW_MS, type NftDeps, PAY_WINDOW_MS } from './deps';
import type { Paging } from './market';
import { type Outbox, writeMessage } from './messages';
import { holdMargin, postSale, releaseMargin } from './money';
import { artworkByCode } from './store';
import {
  bidById,
  bidByRequestKey,
  insertMargin,
  lockListing,
  markOrder,
  marginOf,
  orderById,
  pageOfBids,
  pageOfOrders,
  recordBid,
  setListingStatus,
  setMarginStatus,
  settleArtwork,
} from './trade-store';

const paging = (p: Paging) => ({ page: p.page, limit: p.limit ?? 10 });

export class NftAuction {
  constructor(private readonly d: NftDeps) {}

  /** POST bind_box/auctionNFT {code, price}: `price` is the whole bid. */
  async bid(userId: number, input: { code: string; price: string }, requestKey: string): Promise<NftBid> {
    const replay = await bidByRequestKey(this.d.ctx.db, userId, requestKey);
    if (replay) return this.d.views.bid(replay, userId);
    const outbox: Outbox = [];
    const bidId = await this.d.ctx.db.tx(async (ex) => {
      const now = this.d.now();
      const art = await artworkByCode(ex, input.code);
      if (!art || art.owner_user_id === null) throw new AppError('NFT_NOT_FOUND');
      if (art.listing_id === null) throw new AppError('NFT_NOT_ON_SALE');
      // The listing row is locked: bids on one auction take turns, so the minimum is always the latest.
      const l = (await lockListing(ex, art.listing_id))!;
      if (l.pay_type !== 'auction') throw new AppError('NFT_PAY_TYPE_MISMATCH');
      if (l.status !== 'open' || now < l.start_at || now >= l.end_at) throw new AppError('NFT_NOT_ON_SALE');
      if (Number(l.seller_user_id) === userId) throw new AppError('NFT_OWN_ITEM');
      if (l.top_bidder_id !== null && Number(l.top_bidder_id) === userId) throw new AppError('NFT_ALREADY_LEADING');
      const asset = this.d.ctx.assets.byCodeOrFail(l.asset);
      const price = this.d.price(input.price, asset);
      const min = l.top_bid === null ? BigInt(l.price) : BigInt(l.top_bid) + BigInt(l.per_increase!);
      if (price < min) throw new AppError('NFT_BID_TOO_LOW', { min: `${this.d.views.money(l.asset, min)} ${l.asset}` });
      if (!(await marginOf(ex, l.id, userId))) {
        const amount = BigInt(l.margin!);
        const holdId = await holdMargin(ex, { listingId: l.id, userId, asset: l.asset, amount });
        await insertMargin(ex, { listingId: l.id, userId, asset: l.asset, amount, holdId });
      }
      // Anti-sniping: a bid within the last five minutes moves the end on by five.
      const endAt = l.end_at.getTime() - now.getTime() <= EXTEND_WINDOW_MS ? new Date(l.end_at.getTime() + EXTEND_BY_MS) : l.end_at;
      const id = await recordBid(ex, { listingId: l.id, userId, price, endAt, requestKey });
      if (l.top_bidder_id !== null) {
        await writeMessage(
          ex,
          { userId: Number(l.top_bidder_id), kind: 'outbid', artworkId: art.id, asset: l.asset, amount: price, dedupe: `outbid:${id}` },
          outbox,
        );
      }
      return id;
    });
    this.d.flush(outbox, [userId]);
    return this.d.views.bid((await bidById(this.d.ctx.db, bidId))!, userId);
  }

  /** GET bind_box/marginNFT: the auction's margin, the caller's own, and the rules stated before bidding. */
  async margin(code: string, viewer: number | undefined) {
    const art = await artworkByCode(this.d.ctx.db, code);
    if (!art || art.owner_user_id === null) throw new AppError('NFT_NOT_FOUND');
    if (art.listing_id === null || art.l_pay_type !== 'auction') throw new AppError('NFT_PAY_TYPE_MISMATCH');
    const mine = viewer === undefined ? undefined : await marginOf(this.d.ctx.db, art.listing_id, viewer);
    return {
      code: art.code,
      currency: art.l_asset!,
      margin: this.d.views.money(art.l_asset!, art.l_margin!),
      mine: mine?.status ?? null,
      pay_window_ms: PAY_WINDOW_MS,
      extend_window_ms: EXTEND_WINDOW_MS,
      extend_by_ms: EXTEND_BY_MS,
    };
  }

  /** GET bind_box/getBindBoxQuotationLog: the bids of the artwork's live auction, highest first. */
  async bidsOf(code: string, viewer: number | undefined, p: Paging): Promise<Page<NftBid>> {
    const art = await artworkByCode(this.d.ctx.db, code);
    if (!art || art.owner_user_id === null) throw new AppError('NFT_NOT_FOUND');
    if (art.listing_id === null) return { data: [], page: p.page, pages: 1, total: 0, limit: paging(p).limit };
    return pageOfBids(this.d.ctx.db, { listingId: art.listing_id }, paging(p), (r) => this.d.views.bid(r, viewer));
  }

  myBids(userId: number, p: Paging): Promise<Page<NftBid>> {
    return pageOfBids(this.d.ctx.db, { userId }, paging(p), (r) => this.d.views.bid(r, userId));
  }

  orders(userId: number, input: Paging & { status?: 'unpaid' | 'all' | undefined }): Promise<Page<NftOrder>> {
    return pageOfOrders(this.d.ctx.db, { userId, unpaidOnly: (input.status ?? 'unpaid') === 'unpaid' }, paging(input), (r) =>
      this.d.views.order(r, userId),
    );
  }

  /** POST bind_box/payNFTOrder: pay an auction win before its due time. */
  async pay(userId: number, id: number): Promise<NftOrder> {
    const outbox: Outbox = [];
    let sellerId = 0;
    await this.d.ctx.db.tx(async (ex) => {
      const now = this.d.now();
      const o = await orderById(ex, id, true);
      if (!o || Number(o.buyer_user_id) !== userId) throw new AppError('ORDER_NOT_FOUND');
      if (o.status === 'paid') return; // a retry after the first payment: the same answer
      if (o.status === 'expired' || now >= o.due_at!) throw new AppError('NFT_ORDER_EXPIRED');
      sellerId = Number(o.seller_user_id);
      const margin = await marginOf(ex, o.listing_id!, userId);
      // The margin is released first, so it counts toward the price.
      if (margin?.status === 'held') {
        await releaseMargin(ex, { listingId: o.listing_id!, userId, holdId: margin.hold_id, orderId: o.id });
        await setMarginStatus(ex, margin.id, 'applied');
      }
      await postSale(ex, { orderId: o.id, buyerId: userId, sellerId, asset: o.asset, price: BigInt(o.price), fee: BigInt(o.fee) });
      await markOrder(ex, o.id, 'paid', now);
      await setListingStatus(ex, o.listing_id!, 'sold', now);
      await settleArtwork(ex, o.artwork_id, userId);
      const net = BigInt(o.price) - BigInt(o.fee);
      await writeMessage(
        ex,
        { userId: sellerId, kind: 'sold', artworkId: o.artwork_id, orderId: o.id, asset: o.asset, amount: net, dedupe: `sold:${o.id}` },
        outbox,
      );
    });
    this.d.flush(
      outbox,
      [userId, sellerId].filter((u) => u > 0),
    );
    return this.d.views.order((await orderById(this.d.ctx.db, id))!, userId);
  }
}
