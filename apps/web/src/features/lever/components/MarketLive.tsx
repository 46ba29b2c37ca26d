/**
 * Beside the open form (issue 13): the market's live candles with the entry and liquidation price
 * of each of the user's open positions in it drawn as lines, and those positions, live, with a
 * link to every order. A visitor sees the chart alone.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { LeverPosition, MarketQuote } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { useToken } from '../../../app/session';
import { TradeChart, type PriceMark } from '../../../app/trade-chart';
import { EmptyState } from '../../../components/states';
import { useSummary } from '../api';
import { useLeverFormat } from '../format';
import { ORDERS_PATH } from './OpenForm';
import { PositionCard } from './PositionCard';

/** The signed-in user's open positions in one market (none for a visitor). */
function useMarketPositions(currencyId: number): { positions: LeverPosition[]; loaded: boolean } {
  const signedIn = Boolean(useToken());
  const summary = useSummary(signedIn);
  const positions = useMemo(
    () => (summary.data?.positions ?? []).filter((p) => p.currency_id === currencyId && p.status === 'open'),
    [summary.data, currencyId],
  );
  return { positions, loaded: signedIn && summary.data !== undefined };
}

export function LeverChart({ market }: { market: MarketQuote }) {
  const { t } = useTranslation();
  const f = useLeverFormat();
  const { positions } = useMarketPositions(market.currency_id);
  const marks = useMemo(
    () =>
      positions.flatMap((p): PriceMark[] => {
        const side = t(`lever.side.${p.side}`);
        const entry: PriceMark[] = p.entry_price
          ? [
              {
                id: `entry-${p.id}`,
                price: p.entry_price,
                label: t('lever.chart.entry', { side }),
                text: f.price(p.entry_price),
                tone: 'entry',
              },
            ]
          : [];
        const liquidation: PriceMark[] = p.liquidation_price
          ? [
              {
                id: `liquidation-${p.id}`,
                price: p.liquidation_price,
                label: t('lever.chart.liquidation', { side }),
                text: f.price(p.liquidation_price),
                tone: 'liquidation',
              },
            ]
          : [];
        return [...entry, ...liquidation];
      }),
    [positions, t, f],
  );
  return <TradeChart symbol={market.symbol} priceScale={market.price_scale} mode="candles" marks={marks} kind={market.kind} />;
}

export function MarketPositions({ market }: { market: MarketQuote }) {
  const { t } = useTranslation();
  const { positions, loaded } = useMarketPositions(market.currency_id);
  if (!loaded) return null;
  return (
    <section className="lever-card lever-market-positions" data-testid="market-positions">
      <header className="lever-market-positions-head">
        <h2 className="lever-card-title">{t('lever.openPositions', { symbol: market.symbol })}</h2>
        <button type="button" className="lever-link" onClick={() => go(ORDERS_PATH)} data-testid="market-positions-all">
          {t('lever.allOrders')}
        </button>
      </header>
      {positions.length === 0 ? (
        <EmptyState title={t('lever.empty.positions')} />
      ) : (
        <div className="lever-list">
          {positions.map((p) => (
            <PositionCard key={p.id} position={p} />
          ))}
        </div>
      )}
    </section>
  );
}
