/** Lists the market's screens share: artworks (paged), blind-box series and artists. */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import type { NftArtist, NftSeries } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { EmptyState, QueryView } from '../../../components/states';
import { type ListInput, useArtists, useArtworks, useSeriesList } from '../api';
import { useNftFormat } from '../format';
import { artistPath, seriesPath } from '../paths';
import { ArtworkGrid, SaleTag } from './ArtworkCard';

export function ArtworkList({ input }: { input: ListInput }) {
  const { t } = useTranslation();
  const q = useArtworks(input);
  return (
    <QueryView query={q} isEmpty={(d) => d.pages[0]!.data.length === 0} empty={<EmptyState title={t('nft.list.empty')} />}>
      {(d) => (
        <>
          <ArtworkGrid items={d.pages.flatMap((p) => p.data)} />
          {q.hasNextPage ? (
            <Button block onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
              {t('nft.list.more')}
            </Button>
          ) : null}
        </>
      )}
    </QueryView>
  );
}

export function SeriesList() {
  const { t } = useTranslation();
  const q = useSeriesList();
  return (
    <QueryView query={q} isEmpty={(d) => d.length === 0} empty={<EmptyState title={t('nft.series.empty')} />}>
      {(d) => (
        <div className="nft-grid">
          {d.map((s) => (
            <SeriesCard key={s.id} s={s} />
          ))}
        </div>
      )}
    </QueryView>
  );
}

function SeriesCard({ s }: { s: NftSeries }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  return (
    <button type="button" className="nft-card" onClick={() => go(seriesPath(s.id))} data-testid="series-card" data-code={s.code}>
      <div className="nft-media nft-media--thumb">{s.cover ? <img src={s.cover} alt={s.name} loading="lazy" /> : null}</div>
      <div className="nft-card-body">
        <strong className="nft-card-title">{s.name}</strong>
        <span className="muted nft-card-creator">{s.creator.name}</span>
        <span className="nft-card-price">
          <small>{t('nft.series.price')}</small>
          {f.money(s.price, s.currency)}
        </span>
        <span className="muted">
          {t('nft.series.leftShort', { left: f.count(s.box_count - s.sold_count), total: f.count(s.box_count) })}
        </span>
        <SaleTag status={s.sale_status} auction={false} />
      </div>
    </button>
  );
}

export function ArtistList({ keyword = '' }: { keyword?: string }) {
  const { t } = useTranslation();
  const q = useArtists(keyword);
  return (
    <QueryView query={q} isEmpty={(d) => d.data.length === 0} empty={<EmptyState title={t('nft.artists.empty')} />}>
      {(d) => (
        <ul className="nft-list">
          {d.data.map((a) => (
            <ArtistRow key={a.id} a={a} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

export function ArtistRow({ a }: { a: NftArtist }) {
  const { t } = useTranslation();
  const f = useNftFormat();
  return (
    <li>
      <button type="button" className="card nft-artist" onClick={() => go(artistPath(a.id))} data-testid="artist-row">
        <span className="nft-avatar">{a.avatar ? <img src={a.avatar} alt="" /> : a.name.slice(0, 1)}</span>
        <span className="nft-artist-main">
          <strong>{a.name}</strong>
          <span className="muted">{t('nft.artists.stats', { works: f.count(a.works), sold: f.count(a.sold), fans: f.count(a.fans) })}</span>
        </span>
      </button>
    </li>
  );
}
