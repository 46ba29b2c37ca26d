/** The chart page's header: last price (live), fiat equivalent, change, 24-hour figures, trading state. */
import { useTranslation } from '../../../app/i18n';
import type { MarketQuote } from '@bourse/contract';
import { FiatValue } from '../../../components/FiatValue';
import { SimulatedMarketBadge } from '../../../components/SimulatedMarketBadge';
import { useLocale } from '../../../lib/use-locale';
import { direction, formatOpenTime, formatPrice, formatVolume } from '../format';
import { ChangeBadge } from './ChangeBadge';

export function ChartHeader({ quote: q }: { quote: MarketQuote }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const stats: Array<[string, string, string]> = [
    ['high', t('market.chart.high'), formatPrice(q.high_24h, q.price_scale, locale)],
    ['low', t('market.chart.low'), formatPrice(q.low_24h, q.price_scale, locale)],
    ['volume', t('market.chart.volume', { asset: q.base }), formatVolume(q.volume_24h, locale)],
    ['turnover', t('market.chart.turnover', { asset: q.quote }), formatVolume(q.turnover_24h, locale)],
  ];
  return (
    <section className="chart-head" aria-label={t('market.chart.summary')}>
      <div className="chart-head-main">
        <p className="chart-name">{q.name}</p>
        <p className={`chart-last chg-text--${direction(q.change)}`} data-testid="chart-last">
          {formatPrice(q.last, q.price_scale, locale)}
        </p>
        <p className="chart-sub">
          {q.last ? <FiatValue usd={q.last} /> : null}
          <ChangeBadge change={q.change} solid={false} />
        </p>
        <p className="chart-state" data-testid="chart-trading" data-trading={q.trading}>
          <span className={`dot${q.trading ? ' dot--on' : ''}`} aria-hidden="true" />
          {q.trading ? t('market.chart.trading') : t('market.chart.closed', { time: formatOpenTime(q.next_open, locale) })}
          <SimulatedMarketBadge simulated={q.simulated} />
        </p>
      </div>
      <dl className="chart-stats">
        {stats.map(([key, label, value]) => (
          <div key={key} className="chart-stat" data-testid={`stat-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
