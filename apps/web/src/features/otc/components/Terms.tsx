/** The desk's stated terms: the minimum per coin, the spread by size and how long a quote is firm. */
import { useTranslation } from '../../../app/i18n';
import type { OtcMarket } from '@bourse/contract';
import { useNumberFormat } from '../../../lib/number-display';

export function Terms({ market }: { market: OtcMarket }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  return (
    <section className="card otc-card" data-testid="otc-terms">
      <strong>{t('otc.terms.title')}</strong>
      <table className="otc-tiers">
        <thead>
          <tr>
            <th>{t('otc.terms.size')}</th>
            <th>{t('otc.spread')}</th>
          </tr>
        </thead>
        <tbody>
          {market.tiers.map((tier, i) => {
            const from = i === 0 ? '0' : market.tiers[i - 1]!.up_to_usdt!;
            const fromText = from === '0' ? '0' : n.compact(from);
            return (
              <tr key={from}>
                <td>
                  {tier.up_to_usdt
                    ? t('otc.terms.range', { from: fromText, to: n.compact(tier.up_to_usdt), currency: market.quote_currency })
                    : t('otc.terms.above', { from: fromText, currency: market.quote_currency })}
                </td>
                <td>{n.percent(tier.spread_percent)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul className="otc-note">
        <li>{t('otc.terms.firm', { seconds: market.ttl_ms / 1000 })}</li>
        <li>{t('otc.terms.mark')}</li>
        <li>{t('otc.terms.cover')}</li>
        <li>{t('otc.terms.settle')}</li>
      </ul>
    </section>
  );
}
