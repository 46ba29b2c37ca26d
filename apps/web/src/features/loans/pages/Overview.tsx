import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { EmptyState, QueryView } from '../../../components/states';
import { useLoansOverview } from '../api';

export default function Overview() {
  const { t } = useTranslation();
  const overview = useLoansOverview();
  return (
    <Page title={t('loans.title')} name="loans">
      <QueryView query={overview} isEmpty={(o) => o.items.length === 0} empty={<EmptyState title={t('loans.empty')} />}>
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
