import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { EmptyState, QueryView } from '../../../components/states';
import { useSupportOverview } from '../api';

export default function Overview() {
  const { t } = useTranslation();
  const overview = useSupportOverview();
  return (
    <Page title={t('support.title')} name="support">
      <QueryView query={overview} isEmpty={(o) => o.items.length === 0} empty={<EmptyState title={t('support.empty')} />}>
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
