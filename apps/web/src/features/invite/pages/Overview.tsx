import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { EmptyState, QueryView } from '../../../components/states';
import { useInviteOverview } from '../api';

export default function Overview() {
  const { t } = useTranslation();
  const overview = useInviteOverview();
  return (
    <Page title={t('invite.title')} name="invite">
      <QueryView query={overview} isEmpty={(o) => o.items.length === 0} empty={<EmptyState title={t('invite.empty')} />}>
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
