/** A loan's history, newest first: borrowed, repaid (interest and principal parts), collateral added, margin calls, liquidation. */
import { useTranslation } from '../../../app/i18n';
import type { LoanEvent } from '@bourse/contract';
import { EmptyState } from '../../../components/states';
import { useNumberFormat } from '../../../lib/number-display';
import { formatDateTime } from '../../../lib/time-ago';

export function History({ events }: { events: LoanEvent[] }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  return (
    <section className="card loan-card" data-testid="loan-history">
      <strong>{t('loans.loan.history')}</strong>
      {events.length === 0 ? <EmptyState title={t('loans.loan.noHistory')} /> : null}
      <ul className="loan-events">
        {events.map((e) => (
          <li key={e.id} className="loan-event" data-testid={`loan-event-${e.kind}`}>
            <span>{t(`loans.event.${e.kind}`)}</span>
            <span>{e.amount ? `${n.amount(e.amount)} ${e.currency ?? ''}` : ''}</span>
            <small>{formatDateTime(e.at)}</small>
            <small>
              {e.interest_part !== null && e.principal_part !== null
                ? t('loans.event.split', { interest: n.amount(e.interest_part), principal: n.amount(e.principal_part) })
                : e.ltv_percent
                  ? t('loans.event.ltv', { ltv: n.percentValue(e.ltv_percent) })
                  : ''}
            </small>
          </li>
        ))}
      </ul>
    </section>
  );
}
