/** An artist's homepage (artistDetail): name, introduction, works, sold and fans, and their works. */
import { useTranslation } from '../../../app/i18n';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { EmptyState, QueryView } from '../../../components/states';
import { useArtist } from '../api';
import { ArtworkGrid } from '../components/ArtworkCard';
import { useNftFormat } from '../format';
import '../nft.css';

export default function ArtistDetail() {
  const { t } = useTranslation();
  const f = useNftFormat();
  const [params] = useSearchParams();
  const q = useArtist(Number(params.get('id') ?? 0));
  return (
    <Page title={t('nft.artists.home')} name="nft-artist">
      <QueryView query={q}>
        {({ artist, works }) => (
          <div className="nft-layout">
            <section className="card nft-artist-head" data-testid="artist-head">
              <span className="nft-avatar nft-avatar--big">
                {artist.avatar ? <img src={artist.avatar} alt="" /> : artist.name.slice(0, 1)}
              </span>
              <h2 className="nft-title">{artist.name}</h2>
              {artist.intro ? <p className="muted">{artist.intro}</p> : null}
              <dl className="nft-stats">
                {(['works', 'sold', 'fans'] as const).map((k) => (
                  <div key={k}>
                    <dd>{f.count(artist[k])}</dd>
                    <dt>{t(`nft.artists.${k}`)}</dt>
                  </div>
                ))}
              </dl>
            </section>
            {works.length === 0 ? <EmptyState title={t('nft.list.empty')} /> : <ArtworkGrid items={works} />}
          </div>
        )}
      </QueryView>
    </Page>
  );
}
