import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { EmptyState, QueryView } from '../../../components/states';
import { useGamesOverview } from '../api';

export default function Overview() {
  const { t } = useTranslation();
  const overview = useGamesOverview();
  return (
    <Page title={t('games.title')} name="games">
      <QueryView query={overview} isEmpty={(o) => o.items.length === 0} empty={<EmptyState title={t('games.empty')} />}>
        {(o) => (
          <ul className="section">
            {o.items.map((item) => (
              <li key={item.id}>{item.label}</li>
            ))}
          </ul>
        )}
      </QueryView>
    </Page>
  );
}
