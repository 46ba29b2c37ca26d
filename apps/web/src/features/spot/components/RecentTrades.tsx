/**
 * The market's latest public trades, everyone's (no user is named): time, price coloured by the
 * taker's side, quantity. A trade with the platform's market maker on one side carries the book's
 * ◆ marker, explained under the list.
 */
import { useTranslation } from '../../../app/i18n';
import type { SpotMarketInfo, SpotPublicTrade } from '@bourse/contract';
import { EmptyState, ErrorState, Spinner } from '../../../components/states';
import { splitSymbol, useSpotFormat } from '../format';

interface RecentTradesProps {
  market: SpotMarketInfo;
  trades: SpotPublicTrade[] | undefined;
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
  const shown = trades.slice(0, rows);
  return (
    <section className="recent-trades" aria-label={t('spot.trades.title')} data-testid="recent-trades">
      <div className="trades-head">
        <span>{t('spot.trades.time')}</span>
        <span>{t('spot.book.price', { coin: quote })}</span>
        <span>{t('spot.book.qty', { coin: base })}</span>
      </div>
      <ul>
        {shown.map((tr) => (
          <li key={tr.id} className="trade-row" data-testid="trade-row" data-platform={tr.platform ? 'true' : undefined}>
            <span className="muted">{f.time(tr.time)}</span>
            <span className={tr.side === 'buy' ? 'up' : 'down'}>{f.num(tr.price, market.price_scale)}</span>
            <span>
              {tr.platform ? (
                <span className="book-platform" role="img" aria-label={t('spot.trades.platform')} title={t('spot.trades.platform')}>
                  ◆
                </span>
              ) : null}
              {f.amount(tr.qty, market.qty_scale, 0)}
            </span>
          </li>
        ))}
      </ul>
      <p className="book-legend muted">{t('spot.trades.public')}</p>
      {shown.some((tr) => tr.platform) ? (
        <p className="book-legend muted">
          <span className="book-platform" aria-hidden="true">
            ◆
          </span>{' '}
          {t('spot.trades.platform')}
        </p>
      ) : null}
    </section>
  );
}
