/** The limits at each verification level (SPEC section 6), from the server, the user's own level marked. */
import { useTranslation } from '../../../app/i18n';
import type { RealState } from '@bourse/contract';
import { formatQuantity } from '@bourse/maths';
import { useLocale } from '../../../lib/use-locale';

/** A limit as the rule states it (the shared quantity kind: exact, unpadded); text that is not a number as is. */
function formatWhole(value: string, locale: string): string {
  return /^\d+(\.\d+)?$/.test(value) ? formatQuantity(value, locale) : value;
}

export function LimitsTable({ state }: { state: RealState }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <table className="limits-table" data-testid="limits-table">
      <thead>
        <tr>
          <th scope="col">{t('kyc.limits.level')}</th>
          <th scope="col">{t('kyc.limits.withdraw')}</th>
          <th scope="col">{t('kyc.limits.fiatOrder')}</th>
        </tr>
      </thead>
      <tbody>
        {state.limits.map((l) => (
          <tr key={l.level} className={l.level === state.real_level ? 'is-current' : undefined} data-testid={`limits-level-${l.level}`}>
            <th scope="row">
              {t(`kyc.levels.${l.level}`)}
              {l.level === state.real_level ? <span className="limits-you">{t('kyc.limits.you')}</span> : null}
            </th>
            <td>
              {l.withdraw_btc_24h === '0'
                ? t('kyc.limits.none')
                : t('kyc.limits.btcPerDay', { amount: formatWhole(l.withdraw_btc_24h, locale) })}
            </td>
            <td>
              {l.fiat_order_usdt === '0'
                ? t('kyc.limits.none')
                : t('kyc.limits.usdtPerOrder', { amount: formatWhole(l.fiat_order_usdt, locale) })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
