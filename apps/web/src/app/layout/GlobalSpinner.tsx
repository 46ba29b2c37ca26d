/** The spinner of slow requests (shown by the request wrapper after 800 ms), below the toast layer. */
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/states';
import { useSpinnerVisible } from '../spinner';

export function GlobalSpinner() {
  const visible = useSpinnerVisible();
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div className="global-spinner" role="status" aria-label={t('app.states.loading')} data-testid="global-spinner">
      <Spinner size={32} light />
    </div>
  );
}
