/** The open form's available margin in the lever book, with the way to move more into it. */
import { useTranslation } from '../../../app/i18n';
import type { LeverTerms } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { useLeverFormat } from '../format';

export function AvailableMargin({ terms }: { terms: LeverTerms }) {
  const { t } = useTranslation();
  const f = useLeverFormat();
  const quote = terms.margin_currency;
  return (
    <div className="lever-available" data-testid="lever-available">
      <span className="muted">{t('lever.form.available')}</span>
      <strong>
        {f.money(terms.available)} {quote}
      </strong>
      <button
        type="button"
        className="lever-link"
        onClick={() => go(`/pages/fund/fundTransfer?currency=${quote}&from=2`)}
        data-testid="lever-transfer"
      >
        {t('lever.form.transfer')}
      </button>
    </div>
  );
}
