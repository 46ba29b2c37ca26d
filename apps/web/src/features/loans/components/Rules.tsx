/** The rules page: the stated terms per collateral and how borrowing, interest, margin calls and liquidation work. */
import { useTranslation } from '../../../app/i18n';
import { LOAN_MIN_AMOUNT } from '@bourse/contract';
import { ErrorState, Loading } from '../../../components/states';
import { useNumberFormat } from '../../../lib/number-display';
import { useLoanMarket } from '../api';

const RULES = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9'] as const;

export function Rules() {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const market = useLoanMarket();
  return (
    <section className="card loan-card" data-testid="loan-rules">
      <strong>{t('loans.rules.terms')}</strong>
      {market.isPending ? <Loading /> : null}
      {market.isError ? <ErrorState onRetry={() => void market.refetch()} /> : null}
      {market.data ? (
        <table className="loan-terms">
          <thead>
            <tr>
              <th>{t('loans.borrow.collateral')}</th>
              <th>{t('loans.borrow.apr')}</th>
              <th>{t('loans.borrow.initialLtv')}</th>
              <th>{t('loans.marginCall')}</th>
              <th>{t('loans.status.liquidated')}</th>
            </tr>
          </thead>
          <tbody>
            {market.data.collaterals.map((c) => (
              <tr key={c.collateral}>
                <td>{c.collateral}</td>
                <td>{n.percent(c.apr_percent)}</td>
                <td>{n.percent(c.initial_ltv_percent)}</td>
                <td>{n.percent(c.margin_call_ltv_percent)}</td>
                <td>{n.percent(c.liquidation_ltv_percent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <strong>{t('loans.rules.title')}</strong>
      <ol className="loan-rules">
        {RULES.map((k) => (
          <li key={k}>{t(`loans.rules.items.${k}`, { min: LOAN_MIN_AMOUNT })}</li>
        ))}
      </ol>
    </section>
  );
}
