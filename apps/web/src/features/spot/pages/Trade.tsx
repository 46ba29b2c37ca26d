/**
 * The trade screen (transaction/index, the trade tab, and transaction/currency): the pair switcher,
 * the order form beside the book on a phone, and chart, book and form side by side on a desktop;
 * below them the user's open orders in this market and the market's recent trades.
 * The pair comes from the address: ?symbol=BTC/USDT (btcusdt works too) or ?currency_id=1,
 * and ?side=buy|sell picks the side.
 */
import '../spot.css';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import type { SpotMarketInfo } from '@bourse/contract';
import { getCurrentPath, go, loginPathFor } from '../../../app/navigation';
import { useToken } from '../../../app/session';
import { Page } from '../../../components/Page';
import { TradeKinds } from '../../../components/TradeKinds';
import { DelayedLoading, ErrorState, StateBlock } from '../../../components/states';
import { useDepth, useQuotes, useSpotMarkets, useTrades } from '../api';
import { tradeHref } from '../format';
import { useLiveBook, usePrivateUpdates } from '../live';
import { OrderBook } from '../components/OrderBook';
import { OrderForm } from '../components/OrderForm';
import { OrderList } from '../components/OrderList';
import { PairSwitcher } from '../components/PairSwitcher';
import { RecentTrades } from '../components/RecentTrades';
import { MiniChart } from '../components/MiniChart';
import type { Side } from '../order-math';

export const TRADE_TAB_PATH = '/pages/transaction/index';
export const ORDERS_PATH = '/pages/transaction/currency_order';
const DEFAULT_SYMBOL = 'BTC/USDT';

/** The market the address names, or BTC/USDT. */
export function pickMarket(markets: readonly SpotMarketInfo[], params: URLSearchParams): SpotMarketInfo | undefined {
  const clean = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const symbol = params.get('symbol');
  const id = Number(params.get('currency_id'));
  return (
    (symbol ? markets.find((m) => clean(m.symbol) === clean(symbol)) : undefined) ??
    (id ? markets.find((m) => m.id === id) : undefined) ??
    markets.find((m) => m.symbol === DEFAULT_SYMBOL) ??
    markets[0]
  );
}

function useWide(): boolean {
  const query = '(min-width: 1024px)';
  const [wide, setWide] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia(query);
    const on = () => setWide(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return wide;
}

export default function Trade() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const markets = useSpotMarkets();
  const isTab = pathname === TRADE_TAB_PATH;
  return (
    <Page
      title={t('spot.title')}
      tab={isTab}
      name="spot-trade"
      right={
        <button type="button" className="nav-link" onClick={() => go(ORDERS_PATH)} data-testid="orders-link">
          {t('spot.orders.title')}
        </button>
      }
    >
      <TradeKinds current="spot" />
      {markets.isPending ? (
        <DelayedLoading delayMs={200} />
      ) : markets.isError || markets.data.length === 0 ? (
        <ErrorState onRetry={() => void markets.refetch()} />
      ) : (
        <TradeScreen markets={markets.data} path={pathname} />
      )}
    </Page>
  );
}

function TradeScreen({ markets, path }: { markets: SpotMarketInfo[]; path: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const market = pickMarket(markets, params)!;
  const side: Side = params.get('side') === 'sell' ? 'sell' : 'buy';
  const token = useToken();
  const wide = useWide();
  const quotes = useQuotes();
  const depth = useDepth(market.symbol);
  const trades = useTrades(market.symbol);
  const [picked, setPicked] = useState<{ price: string; n: number } | null>(null);
  const [below, setBelow] = useState<'orders' | 'trades'>('orders');
  useLiveBook(market.symbol);
  usePrivateUpdates();

  const quote = quotes.data?.find((q) => q.symbol === market.symbol);
  const lastPrice = quote?.last ?? trades.data?.[0]?.price ?? null;
  const setSide = (s: Side) => setParams((p) => ({ ...Object.fromEntries(p), symbol: market.symbol, side: s }), { replace: true });

  const book = (
    <OrderBook
      market={market}
      depth={depth.data}
      loading={depth.isPending}
      failed={depth.isError}
      onRetry={() => void depth.refetch()}
      lastPrice={lastPrice}
      rows={wide ? 12 : 7}
      onPick={(price) => setPicked((old) => ({ price, n: (old?.n ?? 0) + 1 }))}
    />
  );
  const recent = (
    <RecentTrades
      market={market}
      trades={trades.data}
      loading={trades.isPending}
      failed={trades.isError}
      onRetry={() => void trades.refetch()}
      rows={wide ? 14 : 20}
    />
  );
  const openOrders = token ? (
    <OrderList status="doing" currencyId={market.id} emptyTitle={t('spot.orders.noOpen')} />
  ) : (
    <StateBlock kind="empty" title={t('spot.orders.signInTitle')}>
      <Button color="primary" size="small" onClick={() => go(loginPathFor(getCurrentPath()))} data-testid="orders-sign-in">
        {t('spot.form.signIn')}
      </Button>
    </StateBlock>
  );

  return (
    <div className="trade" data-symbol={market.symbol}>
      <PairSwitcher
        market={market}
        quote={quote}
        markets={markets}
        quotes={quotes.data ?? []}
        onPick={(s) => go(tradeHref(path, s, side), { replace: true })}
        extra={
          wide ? null : (
            <button
              type="button"
              className="link-button pair-chart"
              onClick={() => go(`/pages/market/detail?symbol=${encodeURIComponent(market.symbol)}`)}
              data-testid="chart-link"
            >
              {t('spot.chart.title')}
            </button>
          )
        }
      />
      <div className="trade-grid">
        {wide ? (
          <div className="trade-chart card">
            <MiniChart market={market} />
          </div>
        ) : null}
        <div className="trade-book card">
          {book}
          {wide ? (
            <>
              <h2 className="section-title trade-sub">{t('spot.trades.title')}</h2>
              {recent}
            </>
          ) : null}
        </div>
        <div className="trade-form card">
          <OrderForm market={market} lastPrice={lastPrice} depth={depth.data} side={side} onSide={setSide} picked={picked} />
        </div>
      </div>

      <section className="trade-below card">
        <div className="kind-tabs" role="tablist">
          <button
            type="button"
            role="tab"
            aria-selected={below === 'orders'}
            className={`kind-tab${below === 'orders' ? ' kind-tab--on' : ''}`}
            onClick={() => setBelow('orders')}
            data-testid="below-orders"
          >
            {t('spot.orders.open')}
          </button>
          {!wide ? (
            <button
              type="button"
              role="tab"
              aria-selected={below === 'trades'}
              className={`kind-tab${below === 'trades' ? ' kind-tab--on' : ''}`}
              onClick={() => setBelow('trades')}
              data-testid="below-trades"
            >
              {t('spot.trades.title')}
            </button>
          ) : null}
          <button type="button" className="link-button trade-all" onClick={() => go(ORDERS_PATH)}>
            {t('spot.orders.all')}
          </button>
        </div>
        {below === 'trades' && !wide ? recent : openOrders}
      </section>
    </div>
  );
}
