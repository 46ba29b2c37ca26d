import { useTranslation } from '../i18n';
import { ErrorState } from '../../components/states';

/** The router's last resort when rendering a route throws: offer a reload rather than a blank page. */
export default function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="page" data-page="route-error">
      <h1 className="visually-hidden">{t('app.page.loadFailed')}</h1>
      <ErrorState kind="page" onRetry={() => window.location.reload()} />
    </div>
  );
}
