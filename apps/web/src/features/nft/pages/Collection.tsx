/** The caller's collection (components/collection): the artworks they collected, newest first. */
import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { EmptyState, QueryView } from '../../../components/states';
import { useCollection } from '../api';
import { ArtworkGrid } from '../components/ArtworkCard';
import '../nft.css';

export default function Collection() {
  const { t } = useTranslation();
  const q = useCollection();
  return (
    <Page title={t('nft.collection.title')} name="nft-collection">
      <QueryView query={q} isEmpty={(d) => d.data.length === 0} empty={<EmptyState title={t('nft.collection.empty')} />}>
        {(d) => <ArtworkGrid items={d.data} />}
      </QueryView>
    </Page>
  );
}
