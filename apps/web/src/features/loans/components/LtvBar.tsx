/** The LTV against the margin-call and liquidation lines: green, amber past the margin call, red near liquidation. */
import { useTranslation } from '../../../app/i18n';
import type { Loan } from '@bourse/contract';
import { ltvBand } from '../preview';

export function LtvBar({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const { fill, band } = ltvBand(loan.ltv_percent, loan.margin_call_ltv_percent, loan.liquidation_ltv_percent);
  return (
    <div
      className={`loan-bar${band === 'ok' ? '' : ` loan-bar--${band}`}`}
      role="meter"
      aria-label={t('loans.loan.ltv')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={fill}
    >
      <span style={{ width: `${fill}%` }} />
    </div>
  );
}
