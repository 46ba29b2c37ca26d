/**
 * The console's NFT powers: make a verified user an artist, mint an artwork with its first sale,
 * mint a blind-box series. Every mint is audited in its own transaction (besides the route layer's
 * audit of every operator call). Nothing here takes a seed, a box's content or an outcome: the
 * server makes each series' seed and publishes its commitment, and the draws follow from it.
 */
import { randomBytes } from 'node:crypto';
import type { NftArtist, NftArtwork, NftSeries, Page } from '@bourse/contract';
import { blindbox } from '@bourse/maths';
import type { Executor } from '@bourse/db';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { NftDeps } from './deps';
import type { NftMarket } from './market';
import { insertSeries, insertSeriesItem } from './series-store';
import { artistById, artworkById, insertArtist, insertArtwork, nextCode, nftUploadKind } from './store';
import { insertListing } from './trade-store';

type MediaType = 'image' | 'gif' | 'audio' | 'video';

export interface MintInput {
  artist_id: number;
  title: string;
  description?: string | undefined;
  type: MediaType;
  media: string;
  cover?: string | undefined;
  rarity?: string | undefined;
  pay_type: 'fixed' | 'auction';
  currency_id?: number | undefined;
  price: string;
  per_increase?: string | undefined;
  margin?: string | undefined;
  start_time: number;
  end_time: number;
}

export interface SeriesInput {
  artist_id: number;
  name: string;
  cover: string;
  currency_id?: number | undefined;
  price: string;
  start_time: number;
  end_time: number;
  items: Array<{ name: string; rarity: string; count: number; type: MediaType; media: string }>;
}

/** The most boxes one series may hold. */
const MAX_BOXES = 10_000;

export class NftConsole {
  constructor(
    private readonly d: NftDeps,
    private readonly market: NftMarket,
  ) {}

  artists(keyword: string | undefined, p: { page: number; limit?: number | undefined }): Promise<Page<NftArtist>> {
    return this.market.artists(keyword, p);
  }

  /** POST operator/nft/artists: only a user with Lv1 verification can be made an artist. */
  async addArtist(
    operatorId: number,
    input: { user_id: number; name: string; intro?: string | undefined; avatar?: string | undefined },
  ): Promise<NftArtist> {
    if ((await this.d.ports.levels.level(input.user_id)) < 1) throw new AppError('KYC_LEVEL1_REQUIRED');
    const id = await this.d.ctx.db.tx(async (ex) => {
      if (input.avatar !== undefined) await this.media(ex, input.avatar, ['image', 'gif']);
      const created = await insertArtist(ex, {
        userId: input.user_id,
        name: input.name,
        intro: input.intro ?? '',
        avatar: input.avatar ?? null,
        operatorId,
      });
      if (created === undefined) throw new AppError('NFT_ARTIST_EXISTS');
      await recordAudit(ex, {
        operatorId,
        action: 'nft.artist',
        target: `nft_artist:${created}`,
        detail: { user_id: input.user_id, name: input.name },
      });
      return created;
    });
    return this.d.views.artist((await artistById(this.d.ctx.db, id))!);
  }

  /** A path from POST /upload (purpose nft) whose content is of an accepted kind. */
  private async media(ex: Executor, path: string, kinds: MediaType[]): Promise<void> {
    const kind = await nftUploadKind(ex, path);
    if (!kind || !kinds.includes(kind)) throw new AppError('NFT_MEDIA_INVALID');
  }

  private async artist(ex: Executor, id: number) {
    const a = await artistById(ex, id);
    if (!a) throw new AppError('NFT_ARTIST_NOT_FOUND');
    return a;
  }

  /** POST operator/nft/artworks: the artist owns the new work and is paid on its first sale. */
  async mint(operatorId: number, input: MintInput): Promise<NftArtwork> {
    const asset = this.d.currency(input.currency_id);
    const price = this.d.price(input.price, asset);
    const auction = input.pay_type === 'auction';
    const perIncrease = auction ? this.d.price(input.per_increase ?? '', asset) : null;
    const margin = auction ? this.d.price(input.margin ?? '', asset) : null;
    const { startAt, endAt } = this.d.window(input.start_time, input.end_time);
    const id = await this.d.ctx.db.tx(async (ex) => {
      const artist = await this.artist(ex, input.artist_id);
      // gif is its own type in the template; audio and video play on artworkDetail_video.
      await this.media(ex, input.media, input.type === 'image' ? ['image', 'gif'] : [input.type]);
      if (input.cover !== undefined) await this.media(ex, input.cover, ['image', 'gif']);
      const code = await nextCode(ex, 'A');
      const artworkId = await insertArtwork(ex, {
        code,
        title: input.title,
        description: input.description ?? '',
        artistId: artist.id,
        ownerUserId: Number(artist.user_id),
        type: input.type,
        media: input.media,
        cover: input.cover ?? null,
        rarity: input.rarity || null,
        seriesId: null,
        boxNo: null,
        mintedBy: operatorId,
      });
      const terms = {
        payType: input.pay_type,
        asset: asset.code,
        price,
        perIncrease,
        margin,
        feePpm: this.d.settings.feePrimaryPpm,
        primary: true,
        startAt,
        endAt,
      };
      await insertListing(ex, { artworkId, sellerId: Number(artist.user_id), ...terms });
      await recordAudit(ex, {
        operatorId,
        action: 'nft.mint',
        target: `nft_artwork:${code}`,
        detail: { artist_id: artist.id, title: input.title, pay_type: input.pay_type, price: input.price },
      });
      return artworkId;
    });
    const row = (await artworkById(this.d.ctx.db, id))!;
    return (await this.market.artworks([row], undefined))[0]!;
  }

  /**
   * POST operator/nft/series: the boxes (one per item copy), the published list and the seed's
   * commitment. The seed comes from the server's secure random source, never from the request.
   */
  async mintSeries(operatorId: number, input: SeriesInput): Promise<NftSeries> {
    const asset = this.d.currency(input.currency_id);
    const price = this.d.price(input.price, asset);
    const { startAt, endAt } = this.d.window(input.start_time, input.end_time);
    const boxCount = input.items.reduce((n, i) => n + i.count, 0);
    if (boxCount > MAX_BOXES) throw new AppError('NFT_SERIES_INVALID');
    const seed = randomBytes(32).toString('hex');
    const commitment = await blindbox.commitmentOf(seed);
    const id = await this.d.ctx.db.tx(async (ex) => {
      const artist = await this.artist(ex, input.artist_id);
      await this.media(ex, input.cover, ['image', 'gif']);
      for (const item of input.items) await this.media(ex, item.media, item.type === 'image' ? ['image', 'gif'] : [item.type]);
      const code = await nextCode(ex, 'S');
      const seriesId = await insertSeries(ex, {
        code,
        name: input.name,
        artistId: artist.id,
        cover: input.cover,
        asset: asset.code,
        price,
        feePpm: this.d.settings.feePrimaryPpm,
        startAt,
        endAt,
        seed,
        commitment,
        boxCount,
        operatorId,
      });
      for (const [idx, item] of input.items.entries()) await insertSeriesItem(ex, seriesId, idx, item);
      for (let n = 1; n <= boxCount; n++) {
        await insertArtwork(ex, {
          code: `${code}-${String(n).padStart(3, '0')}`,
          title: `${input.name} #${n}`,
          description: '',
          artistId: artist.id,
          ownerUserId: null,
          type: 'image',
          media: null,
          cover: input.cover,
          rarity: null,
          seriesId,
          boxNo: n,
          mintedBy: operatorId,
        });
      }
      await recordAudit(ex, {
        operatorId,
        action: 'nft.series',
        target: `nft_series:${code}`,
        detail: { artist_id: artist.id, name: input.name, boxes: boxCount, commitment, price: input.price },
      });
      return seriesId;
    });
    const list = await this.market.seriesList();
    return list.find((s) => s.id === id)!;
  }
}
