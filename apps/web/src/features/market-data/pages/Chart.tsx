/**
 * A market's chart (#/pages/market/detail?symbol=BTC/USDT; SPEC names no chart page, so this path
 * is ours): live price and 24-hour figures, candles at every interval or the time-share line, MA,
 * EMA and BOLL overlays, VOL, MACD, RSI and KDJ panes, the favourite star, and Buy and Sell into
 * trading. Opening it adds the pair to "recently viewed" (and counts towards hot searches).
 */
import '../market.css';
import { useEffect } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { RequestError } from '../../../app/api';
import { go } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { DelayedLoading, ErrorState, StateBlock } from '../../../components/states';
import { useFavoriteToggle, useMarketDetail } from '../api';
import { ChartHeader } from '../components/ChartHeader';
import { IndicatorBar, IntervalBar } from '../components/ChartControls';
import { KlineChart } from '../components/KlineChart';
import { StarButton } from '../components/StarButton';
import { pairLabel, tradePath } from '../format';
import { recentViewed, saveChartPrefs, useChartPrefs } from '../prefs';
import { useTicker, withTicker } from '../tickers';

export default function Chart() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = (params.get('symbol') ?? '').trim();
  const detail = useMarketDetail(requested);
  const quote = detail.data;
  const symbol = quote?.symbol;
  const live = withTicker(quote ?? placeholderQuote, useTicker(symbol));
  const prefs = useChartPrefs();
  const star = useFavoriteToggle();

  useEffect(() => {
    if (symbol) recentViewed.push(symbol);
  }, [symbol]);

  const unknown =
    !requested ||
    (detail.error instanceof RequestError && (detail.error.code === 'MARKET_UNKNOWN' || detail.error.code === 'INVALID_PARAMETER'));
  const title = quote ? pairLabel(quote) : requested || t('market.chart.title');

  let body;
  if (unknown) {
    body = (
      <StateBlock kind="empty" title={t('market.chart.unknown')} description={t('market.chart.unknownHint')}>
        <Button color="primary" size="small" onClick={() => go('/pages/market/market')}>
          {t('market.chart.toMarkets')}
        </Button>
      </StateBlock>
    );
  } else if (detail.isPending) body = <DelayedLoading delayMs={200} />;
  else if (!quote) body = <ErrorState onRetry={() => void detail.refetch()} />;
  else {
    body = (
      <>
        <ChartHeader quote={live} />
        <IntervalBar value={prefs.interval} onChange={(interval) => saveChartPrefs({ interval })} />
        <KlineChart
          symbol={quote.symbol}
          interval={prefs.interval}
          overlays={prefs.overlays}
          panes={prefs.panes}
          priceScale={quote.price_scale}
          kind={quote.kind}
        />
        <IndicatorBar
          overlays={prefs.overlays}
          panes={prefs.panes}
          onOverlays={(overlays) => saveChartPrefs({ overlays })}
          onPanes={(panes) => saveChartPrefs({ panes })}
        />
        <div className="trade-bar">
          <Button block color="success" onClick={() => go(tradePath(quote.symbol, 'buy'))} data-testid="chart-buy">
            {t('market.chart.buy')}
          </Button>
          <Button block color="danger" onClick={() => go(tradePath(quote.symbol, 'sell'))} data-testid="chart-sell">
            {t('market.chart.sell')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Page
      title={title}
      name="market-detail"
      bodyClassName="chart-body"
      right={
        quote ? (
          <StarButton starred={star.starred.has(quote.id)} busy={star.isPending(quote.id)} onToggle={() => star.toggle(quote)} size={22} />
        ) : null
      }
    >
      {body}
    </Page>
  );
}

/** Stands in while the market loads (nothing of it is shown). */
const placeholderQuote = {
  id: 0,
  currency_id: 0,
  legal_id: 0,
  symbol: '',
  base: '',
  quote: '',
  name: '',
  kind: 'crypto' as const,
  price_scale: 2,
  qty_scale: 0,
  last: null,
  change: null,
  open_24h: null,
  high_24h: null,
  low_24h: null,
  volume_24h: '0',
  turnover_24h: '0',
  trading: false,
  next_open: null,
  source: '',
  simulated: false,
  color: '',
  icon: null,
  updated_at: null,
};
