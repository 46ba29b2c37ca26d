/** Every artwork on the platform (components/artwork), newest first, listed or not. */
import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { ArtworkList } from '../components/Lists';
import '../nft.css';

export default function Artworks() {
  const { t } = useTranslation();
  return (
    <Page title={t('nft.artworks.title')} name="nft-artworks">
      <ArtworkList input={{ status: 'all' }} />
    </Page>
  );
}
