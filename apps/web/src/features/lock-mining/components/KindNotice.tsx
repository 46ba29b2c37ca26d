/**
 * The home screen's "DeFi mining" and "cloud mining" shortcuts open this page (?kind=defi|cloud).
 * Bourse runs no DeFi pools and rents no mining hardware: both are the same lock-up staking
 * products at a fixed daily rate, and the page says so before anything else.
 */
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';

export function KindNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = params.get('kind');
  if (kind !== 'defi' && kind !== 'cloud') return null;
  return (
    <section className="card lock-kind-notice" role="note" data-testid="lock-kind-notice">
      <h2>{t(`lockMining.kind.${kind}.title`)}</h2>
      <p>{t(`lockMining.kind.${kind}.body`)}</p>
    </section>
  );
}
