/** The market's latest trades: time, price coloured by the taker's side, quantity. */
import { useTranslation } from 'react-i18next';
import type { SpotMarketInfo, SpotTrade } from '@bourse/contract';
import { EmptyState, ErrorState, Spinner } from '../../../components/states';
import { splitSymbol, useSpotFormat } from '../format';

interface RecentTradesProps {
  market: SpotMarketInfo;
  trades: SpotTrade[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  rows: number;
}

export function RecentTrades({ market, trades, loading, failed, onRetry, rows }: RecentTradesProps) {
  const { t } = useTranslation();
  const f = useSpotFormat();
  const { base, quote } = splitSymbol(market.symbol);
  if (failed && !trades) return <ErrorState onRetry={onRetry} />;
  if (loading && !trades)
    return (
      <div className="book-loading">
        <Spinner size={20} />
      </div>
    );
  if (!trades?.length) return <EmptyState title={t('spot.trades.empty')} />;
  return (
    <section className="recent-trades" aria-label={t('spot.trades.title')} data-testid="recent-trades">
      <div className="trades-head">
        <span>{t('spot.trades.time')}</span>
        <span>{t('spot.book.price', { coin: quote })}</span>
        <span>{t('spot.book.qty', { coin: base })}</span>
      </div>
      <ul>
        {trades.slice(0, rows).map((tr) => (
          <li key={tr.id} className="trade-row" data-testid="trade-row">
            <span className="muted">{f.time(tr.time)}</span>
            <span className={tr.side === 'buy' ? 'up' : 'down'}>{f.num(tr.price, market.price_scale)}</span>
            <span>{f.amount(tr.qty, market.qty_scale, 0)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
