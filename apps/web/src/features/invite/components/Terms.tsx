/** The rebate terms as stated by the site's settings: each product's share, the period, one level, paid from fees only. */
import { useTranslation } from '../../../app/i18n';
import type { InviteInfo } from '@bourse/contract';
import { useNumberFormat } from '../../../lib/number-display';

/** The terms as lines of text (the page and the poster say the same). */
export function useTermLines(info: InviteInfo): string[] {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const rates = info.rates.map((r) =>
    t('invite.terms.rate', { product: t(`invite.products.${r.product}`), percent: n.percentValue(r.percent) }),
  );
  return [rates.join(' · '), t('invite.terms.period', { count: info.period_days })];
}

export function Terms({ info }: { info: InviteInfo }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  return (
    <section className="card invite-terms" data-testid="invite-terms">
      <h2>{t('invite.terms.title')}</h2>
      <p className="hint">{t('invite.lead')}</p>
      <ul className="invite-rates">
        {info.rates.map((r) => (
          <li key={r.product} data-testid={`rate-${r.product}`}>
            <span>{t(`invite.products.${r.product}`)}</span>
            <strong>{n.percent(r.percent)}</strong>
          </li>
        ))}
      </ul>
      <p>{t('invite.terms.period', { count: info.period_days })}</p>
      <p className="muted">{t('invite.terms.rules')}</p>
    </section>
  );
}
