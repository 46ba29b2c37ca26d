/**
 * Fixed-price sale (buyNFT) of an artwork or of a series' next blind box, resale (resellNFT) and
 * opening a box (openBlindBox). A sale moves the artwork and the money in one transaction: the
 * listing is claimed by a guarded update, so exactly one buyer gets it whatever the concurrency,
 * and a buyer who cannot pay rolls everything back.
 */
import type { NftArtwork, NftOrder } from '@bourse/contract';
import { blindbox } from '@bourse/maths';
import { AppError } from '../../platform/errors';
import type { NftDeps } from './deps';
import type { NftMarket } from './market';
import { type Outbox, writeMessage } from './messages';
import { feeOf, postSale } from './money';
import { itemsOf, markOpened, seriesByCode, seriesById, takeNextBox } from './series-store';
import { artworkByCode } from './store';
import { claimFixed, insertListing, insertOrder, orderByRequestKey, orderById, settleArtwork } from './trade-store';

export interface ResellInput {
  code: string;
  pay_type: 'fixed' | 'auction';
  price: string;
  per_increase?: string | undefined;
  start_time: number;
  end_time: number;
}

export class NftTrade {
  constructor(
    private readonly d: NftDeps,
    private readonly market: NftMarket,
  ) {}

  private async orderView(id: number, userId: number): Promise<NftOrder> {
    return this.d.views.order((await orderById(this.d.ctx.db, id))!, userId);
  }

  /** POST bind_box/buyNFT: an artwork's code buys it; a series' code buys its next box. */
  async buy(userId: number, code: string, requestKey: string): Promise<NftOrder> {
    const replay = await orderByRequestKey(this.d.ctx.db, userId, requestKey);
    if (replay) return this.d.views.order(replay, userId);
    const outbox: Outbox = [];
    const { orderId, sellerId } =
      code.startsWith('S') && !code.includes('-')
        ? await this.buyBox(userId, code, requestKey)
        : await this.buyFixed(userId, code, requestKey, outbox);
    this.d.flush(outbox, [userId, sellerId]);
    return this.orderView(orderId, userId);
  }

  private async buyFixed(userId: number, code: string, requestKey: string, outbox: Outbox) {
    return this.d.ctx.db.tx(async (ex) => {
      const now = this.d.now();
      const art = await artworkByCode(ex, code);
      if (!art || art.owner_user_id === null) throw new AppError('NFT_NOT_FOUND');
      if (art.listing_id === null || art.l_status !== 'open')
        throw new AppError(art.l_status === 'awaiting_payment' ? 'NFT_SOLD_OUT' : 'NFT_NOT_ON_SALE');
      if (art.l_pay_type !== 'fixed') throw new AppError('NFT_PAY_TYPE_MISMATCH');
      if (Number(art.owner_user_id) === userId) throw new AppError('NFT_OWN_ITEM');
      const listing = await claimFixed(ex, art.listing_id, now);
      if (!listing) {
        const inWindow = art.l_start_at!.getTime() <= now.getTime() && now.getTime() < art.l_end_at!.getTime();
        throw new AppError(inWindow ? 'NFT_SOLD_OUT' : 'NFT_NOT_ON_SALE');
      }
      const price = BigInt(listing.price);
      const fee = feeOf(price, listing.fee_ppm);
      const sellerId = Number(listing.seller_user_id);
      const orderId = await insertOrder(ex, {
        artworkId: art.id,
        listingId: listing.id,
        seriesId: null,
        buyerId: userId,
        sellerId,
        kind: 'fixed',
        asset: listing.asset,
        price,
        fee,
        feePpm: listing.fee_ppm,
        status: 'paid',
        dueAt: null,
        paidAt: now,
        requestKey,
      });
      await postSale(ex, { orderId, buyerId: userId, sellerId, asset: listing.asset, price, fee });
      await settleArtwork(ex, art.id, userId);
      await writeMessage(
        ex,
        {
          userId: sellerId,
          kind: 'sold',
          artworkId: art.id,
          orderId,
          asset: listing.asset,
          amount: price - fee,
          dedupe: `sold:${orderId}`,
        },
        outbox,
      );
      return { orderId, sellerId };
    });
  }

  /** The next box of a series (lowest number), inside the series' window; the artist is paid. */
  private async buyBox(userId: number, code: string, requestKey: string) {
    return this.d.ctx.db.tx(async (ex) => {
      const now = this.d.now();
      const series = await seriesByCode(ex, code);
      if (!series) throw new AppError('NFT_NOT_FOUND');
      if (now < series.start_at || now >= series.end_at) throw new AppError('NFT_NOT_ON_SALE');
      const sellerId = Number(series.artist_user_id);
      if (sellerId === userId) throw new AppError('NFT_OWN_ITEM');
      const box = await takeNextBox(ex, series.id, userId);
      if (!box) throw new AppError('NFT_SOLD_OUT');
      const price = BigInt(series.price);
      const fee = feeOf(price, series.fee_ppm);
      const orderId = await insertOrder(ex, {
        artworkId: box.id,
        listingId: null,
        seriesId: series.id,
        buyerId: userId,
        sellerId,
        kind: 'box',
        asset: series.asset,
        price,
        fee,
        feePpm: series.fee_ppm,
        status: 'paid',
        dueAt: null,
        paidAt: now,
        requestKey,
      });
      await postSale(ex, { orderId, buyerId: userId, sellerId, asset: series.asset, price, fee });
      return { orderId, sellerId };
    });
  }

  /** POST bind_box/resellNFT: list an owned artwork; irrevocable once listed. */
  async resell(userId: number, input: ResellInput): Promise<NftArtwork> {
    const asset = this.d.currency();
    const price = this.d.price(input.price, asset);
    let perIncrease: bigint | null = null;
    let margin: bigint | null = null;
    if (input.pay_type === 'auction') {
      if (input.per_increase === undefined) throw new AppError('NFT_PRICE_INVALID');
      perIncrease = this.d.price(input.per_increase, asset);
      margin = feeOf(price, this.d.settings.marginPpm) || 1n;
    }
    // A start already past means "from now"; the check that matters is that the end is after it.
    const { startAt, endAt } = this.d.window(input.start_time, input.end_time);
    await this.d.ctx.db.tx(async (ex) => {
      const art = await artworkByCode(ex, input.code);
      if (!art || art.owner_user_id === null || Number(art.owner_user_id) !== userId) throw new AppError('NFT_NOT_FOUND');
      if (art.listing_id !== null) throw new AppError('NFT_ALREADY_LISTED');
      const id = await insertListing(ex, {
        artworkId: art.id,
        sellerId: userId,
        payType: input.pay_type,
        asset: asset.code,
        price,
        perIncrease,
        margin,
        feePpm: this.d.settings.feeResalePpm,
        primary: false,
        startAt,
        endAt,
      });
      if (id === undefined) throw new AppError('NFT_ALREADY_LISTED');
    });
    return this.market.one(input.code, userId);
  }

  /** POST bind_box/openBlindBox: the box's item, fixed by the committed seed (drawn in box order). */
  async open(userId: number, code: string) {
    const art = await artworkByCode(this.d.ctx.db, code);
    if (!art || art.owner_user_id === null || Number(art.owner_user_id) !== userId) throw new AppError('NFT_NOT_FOUND');
    if (art.series_id === null || art.box_no === null) throw new AppError('NFT_NOT_A_BOX');
    if (art.opened_at !== null) throw new AppError('NFT_BOX_OPENED');
    const series = (await seriesById(this.d.ctx.db, art.series_id))!;
    const items = (await itemsOf(this.d.ctx.db, [series.id])).get(series.id) ?? [];
    const draws = await blindbox.drawSeries(
      series.seed,
      series.code,
      items.map((i) => i.count),
      art.box_no,
    );
    const itemIdx = draws[art.box_no - 1]!;
    const item = items[itemIdx]!;
    const opened = await this.d.ctx.db.tx((ex) => markOpened(ex, { artworkId: art.id, ownerId: userId, itemIdx, item, at: this.d.now() }));
    if (!opened) throw new AppError('NFT_BOX_OPENED');
    return {
      artwork: await this.market.one(code, userId),
      item: { index: item.idx, name: item.name, rarity: item.rarity, count: item.count, type: item.type, media: item.media },
      series_id: series.id,
      series_code: series.code,
      box_no: art.box_no,
      commitment: series.commitment,
    };
  }
}
