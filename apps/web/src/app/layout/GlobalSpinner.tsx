/**
 * The indicator of slow requests (shown by the request wrapper after 800 ms): a thin bar along the
 * top edge that covers no content and takes no tap, below the toast layer.
 */
import { useTranslation } from '../i18n';
import { useSpinnerVisible } from '../spinner';

export function GlobalSpinner() {
  const visible = useSpinnerVisible();
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div className="global-spinner" role="status" aria-label={t('app.states.loading')} data-testid="global-spinner">
      <span className="global-spinner-bar" />
    </div>
  );
}
