import { useTranslation } from '../../../app/i18n';
import { ContentPageView } from './ContentPage';

/** Operational compliance: risk disclosures, fees and how settlements are proven. */
export default function Compliance() {
  const { t } = useTranslation();
  return <ContentPageView keyword="operational_compliance" name="operational_compliance" title={t('content.compliance.title')} />;
}
