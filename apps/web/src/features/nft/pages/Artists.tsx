/** The artists (components/artist): works, sold and fans, each opening the artist's homepage. */
import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { ArtistList } from '../components/Lists';
import '../nft.css';

export default function Artists() {
  const { t } = useTranslation();
  return (
    <Page title={t('nft.artists.title')} name="nft-artists">
      <ArtistList />
    </Page>
  );
}
