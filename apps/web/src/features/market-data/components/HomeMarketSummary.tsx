/**
 * Home's market summary (the content feature's slot, wired through app/market-summary.ts): a few
 * pairs with live prices, and today's top movers, gainers or losers. Everything opens its chart.
 */
import '../market.css';
import { memo, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { MarketQuote } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { CoinIcon } from '../../../components/CoinIcon';
import { ErrorState } from '../../../components/states';
import { useLocale } from '../../../lib/use-locale';
import { allMarkets, useQuotation } from '../api';
import { chartPath, direction, formatPrice } from '../format';
import { sortQuotes } from '../sort';
import { useTicker, withTicker } from '../tickers';
import { ChangeBadge } from './ChangeBadge';
import { QuoteLine } from './QuoteLine';

const FEATURED = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT'];
const MOVERS = 5;

const LiveCard = memo(function LiveCard({ quote }: { quote: MarketQuote }) {
  const { locale } = useLocale();
  const q = withTicker(quote, useTicker(quote.symbol));
  return (
    <button type="button" className="live-card" onClick={() => go(chartPath(q.symbol))} data-testid="home-live" data-symbol={q.symbol}>
      <span className="live-card-pair">
        <CoinIcon code={q.base} size={18} />
        <b>{q.base}</b>
      </span>
      <span className={`live-card-last chg-text--${direction(q.change)}`} data-testid="last">
        {formatPrice(q.last, q.price_scale, locale)}
      </span>
      <ChangeBadge change={q.change} solid={false} />
    </button>
  );
});

export default function HomeMarketSummary() {
  const { t } = useTranslation();
  const quotation = useQuotation();
  const [side, setSide] = useState<'gainers' | 'losers'>('gainers');

  if (quotation.isPending) {
    return <div className="home-markets home-markets--pending" aria-hidden="true" />;
  }
  if (quotation.isError && !quotation.data) return <ErrorState onRetry={() => void quotation.refetch()} />;

  const markets = allMarkets(quotation.data);
  const featured = FEATURED.map((s) => markets.find((m) => m.symbol === s)).filter((m): m is MarketQuote => Boolean(m));
  const shown = featured.length > 0 ? featured : markets.slice(0, 3);
  const movers = sortQuotes(
    markets.filter((m) => m.change !== null),
    { key: 'change', dir: side === 'gainers' ? 'desc' : 'asc' },
  ).slice(0, MOVERS);

  return (
    <div className="home-markets" data-testid="home-markets">
      <div className="live-cards">
        {shown.map((q) => (
          <LiveCard key={q.id} quote={q} />
        ))}
      </div>
      <div className="movers-head">
        <h3 className="movers-title">{t('market.summary.movers')}</h3>
        <div className="movers-switch" role="tablist" aria-label={t('market.summary.movers')}>
          {(['gainers', 'losers'] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={side === key}
              className={`movers-tab${side === key ? ' movers-tab--active' : ''}`}
              onClick={() => setSide(key)}
              data-testid={`movers-${key}`}
            >
              {t(`market.summary.${key}`)}
            </button>
          ))}
        </div>
      </div>
      <ul className="qlist" data-testid="home-movers">
        {movers.map((q) => (
          <QuoteLine key={q.id} quote={q} live onOpen={(m) => go(chartPath(m.symbol))} testId="home-mover" />
        ))}
      </ul>
    </div>
  );
}
