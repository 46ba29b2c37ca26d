/**
 * Beside the options form (issue 13): the market's price second by second, so a 30-second bet is
 * not placed blind, with the opening price of each of the user's open orders in it drawn as a
 * line, and those orders with their countdowns. A visitor sees the chart alone.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { MicroOrder } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { useToken } from '../../../app/session';
import { TradeChart, type PriceMark } from '../../../app/trade-chart';
import { useMarketQuote, useOrders } from '../api';
import { useMicroFormat } from '../format';
import { OrderRow } from './OrderRow';

const ORDERS_PATH = '/pages/transaction/seconds_order';

/** The signed-in user's open orders in one market (none for a visitor). */
function useMarketOrders(symbol: string): { orders: MicroOrder[]; receivedAtMs: number; loaded: boolean } {
  const signedIn = Boolean(useToken());
  const query = useOrders('open', signedIn);
  const orders = useMemo(
    () => (query.data?.pages ?? []).flatMap((p) => p.data).filter((o) => o.symbol === symbol && o.status === 'open'),
    [query.data, symbol],
  );
  return { orders, receivedAtMs: query.dataUpdatedAt, loaded: signedIn && query.data !== undefined };
}

export function OptionsChart({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const f = useMicroFormat();
  const quote = useMarketQuote(symbol);
  const { orders } = useMarketOrders(symbol);
  const marks = useMemo(
    () =>
      orders.map((o): PriceMark => ({
        id: `entry-${o.id}`,
        price: o.open_price,
        label: t('microtrade.chart.entry', {
          side: t(`microtrade.side.${o.side}`),
          duration: t('microtrade.seconds', { count: o.seconds }),
        }),
        text: f.price(o.open_price),
        tone: o.side === 'rise' ? 'up' : 'down',
      })),
    [orders, t, f],
  );
  // The market's decimals come with its quote; until then, those of the first price seen.
  const priceScale = quote.data?.price_scale ?? 2;
  return <TradeChart symbol={symbol} priceScale={priceScale} mode="line" marks={marks} kind={quote.data?.kind ?? 'crypto'} />;
}

export function MarketOrders({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const { orders, receivedAtMs, loaded } = useMarketOrders(symbol);
  if (!loaded || orders.length === 0) return null;
  return (
    <section className="card micro-card micro-market-orders" data-testid="market-orders">
      <header className="micro-market-orders-head">
        <h2 className="micro-market-orders-title">{t('microtrade.openOrders')}</h2>
        <button type="button" className="micro-nav-link" onClick={() => go(ORDERS_PATH)} data-testid="market-orders-all">
          {t('microtrade.allOrders')}
        </button>
      </header>
      <div className="micro-list">
        {orders.map((o) => (
          <OrderRow key={o.id} order={o} receivedAtMs={receivedAtMs} />
        ))}
      </div>
    </section>
  );
}
