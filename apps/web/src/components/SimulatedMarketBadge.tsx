/**
 * The "simulated market" badge (DESIGN.md section 6): shown wherever prices appear while the price
 * feed is the simulator. Pass `simulated` from /default/info (useSiteInfo().data.simulated_market).
 */
import { useTranslation } from '../app/i18n';

export function SimulatedMarketBadge({ simulated }: { simulated: boolean | undefined }) {
  const { t } = useTranslation();
  if (!simulated) return null;
  return (
    <span className="badge-sim" data-testid="simulated-badge" title={t('app.simulated.hint')}>
      {t('app.simulated.label')}
    </span>
  );
}
