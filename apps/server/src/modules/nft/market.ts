/** The catalogue: artworks, artists, collections, currencies and blind-box series (reads, and collect). */
import type { NftArtist, NftArtistDetail, NftArtwork, NftSeries, NftSeriesDetail, Page } from '@bourse/contract';
import { getBalance, userAccount } from '@bourse/ledger';
import { formatUnits } from '@bourse/money';
import { AppError } from '../../platform/errors';
import { NFT_CURRENCIES, type NftDeps } from './deps';
import { NFT_BOOK } from './money';
import { allSeries, boxesOf, itemsOf, seriesById, type SeriesRow } from './series-store';
import {
  artistById,
  artworkByCode,
  type ArtworkRow,
  artworksOfArtist,
  collectedAmong,
  pageOfArtists,
  pageOfArtworks,
  pageOfCollection,
  pageOfOwned,
  toggleCollect,
} from './store';

export interface Paging {
  page: number;
  limit?: number | undefined;
}
const PAGE = 10;
const paging = (p: Paging) => ({ page: p.page, limit: p.limit ?? PAGE });

export interface ListInput extends Paging {
  pay_type?: 'all' | 'fixed' | 'auction' | 'box' | '1' | '2' | '3' | undefined;
  status?: 'on_sale' | 'all' | undefined;
  keyword?: string | undefined;
  artist_id?: number | undefined;
}

const PAY_TYPES = { '1': 'fixed', '2': 'auction', '3': 'box' } as const;

export class NftMarket {
  constructor(private readonly d: NftDeps) {}

  /** Rows to artworks, with the viewer's collected flags. */
  async artworks(rows: ArtworkRow[], viewer: number | undefined): Promise<NftArtwork[]> {
    const collected =
      viewer === undefined
        ? new Set<number>()
        : await collectedAmong(
            this.d.ctx.db,
            viewer,
            rows.map((r) => r.id),
          );
    const nowMs = this.d.now().getTime();
    return rows.map((r) => this.d.views.artwork(r, viewer, collected.has(r.id), nowMs));
  }

  private async page(p: Promise<Page<ArtworkRow>>, viewer: number | undefined): Promise<Page<NftArtwork>> {
    const page = await p;
    return { ...page, data: await this.artworks(page.data, viewer) };
  }

  async one(code: string, viewer: number | undefined): Promise<NftArtwork> {
    const row = await artworkByCode(this.d.ctx.db, code);
    // An unsold box is not an artwork anyone holds yet: the series page shows it.
    if (!row || row.owner_user_id === null) throw new AppError('NFT_NOT_FOUND');
    return (await this.artworks([row], viewer))[0]!;
  }

  list(input: ListInput, viewer: number | undefined): Promise<Page<NftArtwork>> {
    const raw = input.pay_type ?? 'all';
    const payType = raw in PAY_TYPES ? PAY_TYPES[raw as keyof typeof PAY_TYPES] : (raw as 'all' | 'fixed' | 'auction' | 'box');
    const filter = {
      payType,
      onSale: (input.status ?? 'on_sale') === 'on_sale',
      keyword: input.keyword || undefined,
      artistId: input.artist_id,
      now: this.d.now(),
    };
    return this.page(
      pageOfArtworks(this.d.ctx.db, filter, paging(input), (r) => r),
      viewer,
    );
  }

  mine(userId: number, p: Paging): Promise<Page<NftArtwork>> {
    return this.page(
      pageOfOwned(this.d.ctx.db, userId, paging(p), (r) => r),
      userId,
    );
  }

  collection(userId: number, p: Paging): Promise<Page<NftArtwork>> {
    return this.page(
      pageOfCollection(this.d.ctx.db, userId, paging(p), (r) => r),
      userId,
    );
  }

  async collect(userId: number, code: string): Promise<{ collected: boolean }> {
    return this.d.ctx.db.tx(async (ex) => {
      const row = await artworkByCode(ex, code);
      if (!row || row.owner_user_id === null) throw new AppError('NFT_NOT_FOUND');
      return { collected: await toggleCollect(ex, userId, row.id) };
    });
  }

  artists(keyword: string | undefined, p: Paging): Promise<Page<NftArtist>> {
    return pageOfArtists(this.d.ctx.db, keyword || undefined, paging(p), (r) => this.d.views.artist(r));
  }

  async artist(id: number, viewer: number | undefined): Promise<NftArtistDetail> {
    const row = await artistById(this.d.ctx.db, id);
    if (!row) throw new AppError('NFT_ARTIST_NOT_FOUND');
    const works = await artworksOfArtist(this.d.ctx.db, id, 50);
    return { artist: this.d.views.artist(row), works: await this.artworks(works, viewer) };
  }

  async currencies(userId: number | undefined) {
    const out = [];
    for (const code of NFT_CURRENCIES) {
      const asset = this.d.ctx.assets.find(code);
      if (!asset?.enabled) continue;
      const available = userId === undefined ? null : (await getBalance(this.d.ctx.db, userAccount(userId, code, NFT_BOOK))).available;
      out.push({
        currency_id: asset.id,
        currency: code,
        scale: asset.scale,
        available: available === null ? null : formatUnits(available, asset.scale),
      });
    }
    return out;
  }

  private async seriesViews(rows: SeriesRow[]): Promise<NftSeries[]> {
    const items = await itemsOf(
      this.d.ctx.db,
      rows.map((r) => r.id),
    );
    const nowMs = this.d.now().getTime();
    return rows.map((r) => this.d.views.series(r, items.get(r.id) ?? [], nowMs));
  }

  async seriesList(): Promise<NftSeries[]> {
    return this.seriesViews(await allSeries(this.d.ctx.db));
  }

  async series(id: number): Promise<NftSeriesDetail> {
    const row = await seriesById(this.d.ctx.db, id);
    if (!row) throw new AppError('NFT_SERIES_NOT_FOUND');
    const [view] = await this.seriesViews([row]);
    const boxes = await boxesOf(this.d.ctx.db, id);
    return {
      ...view!,
      boxes: boxes.map((b) => ({
        box_no: b.box_no,
        code: b.code,
        sold: b.owner_user_id !== null,
        opened: b.item_idx !== null,
        item_index: b.item_idx,
      })),
    };
  }
}
