/**
 * The options screen (index2, ?match_id=1): the market and its price now, its live chart second by
 * second (with the opening price of the user's open orders in it), the form, the market's open
 * orders, and after an order the sheet with its countdown and then its result with both prices and
 * the payout.
 */
import '../microtrade.css';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { MicroCurrency } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { useToken } from '../../../app/session';
import { Page } from '../../../components/Page';
import { TradeKinds } from '../../../components/TradeKinds';
import { EmptyState, ErrorState, Loading, QueryView } from '../../../components/states';
import { SimulatedMarketBadge } from '../../../components/SimulatedMarketBadge';
import { refreshUsableCoupons, useUsableCoupons } from '../../../components/coupon/CouponPicker';
import { toast } from '../../../lib/toast';
import { refreshOrders, submitOrder, useCoinScale, useDurations, useMarketQuote, usePayable, type SubmitInput } from '../api';
import { MarketOrders, OptionsChart } from '../components/MarketLive';
import { OptionsForm } from '../components/OptionsForm';
import { OrderSheet } from '../components/OrderSheet';
import { useMicroFormat } from '../format';
import { useMicroLive } from '../live';
import { useRequestKey } from '../../../lib/request-key';

export const MARKETS_PATH = '/pages/transaction/microList';
export const ORDERS_PATH = '/pages/transaction/seconds_order';

export default function Options() {
  const { t } = useTranslation();
  const payable = usePayable();
  useMicroLive();
  return (
    <Page
      title={t('microtrade.title')}
      name="micro-options"
      right={
        <button type="button" className="micro-nav-link" onClick={() => go(ORDERS_PATH)} data-testid="orders-link">
          {t('microtrade.orders')}
        </button>
      }
    >
      <TradeKinds current="options" />
      <QueryView query={payable} empty={<EmptyState title={t('microtrade.unavailable')} />}>
        {(currencies) => <Trade currency={currencies[0]!} />}
      </QueryView>
    </Page>
  );
}

function Trade({ currency }: { currency: MicroCurrency }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const signedIn = Boolean(useToken());
  const requestKey = useRequestKey();
  const [activeId, setActiveId] = useState<number | undefined>();
  const market = currency.markets.find((m) => m.match_id === Number(params.get('match_id'))) ?? currency.markets[0];
  const durations = useDurations(currency.currency_id);
  const scale = useCoinScale(currency.currency);
  const coupons = useUsableCoupons('microtrade', signedIn);

  if (!market) return <EmptyState title={t('microtrade.unavailable')} />;
  if (durations.isPending || scale.isPending) return <Loading />;
  if (durations.isError || scale.isError || scale.data === undefined) {
    return (
      <ErrorState
        onRetry={() => {
          void durations.refetch();
          void scale.refetch();
        }}
      />
    );
  }
  if (durations.data.length === 0) return <EmptyState title={t('microtrade.unavailable')} />;

  const submit = async (input: SubmitInput) => {
    const order = await submitOrder(input, requestKey.keyFor(JSON.stringify(input)));
    requestKey.done();
    toast(t('microtrade.placed'), 'success');
    setActiveId(order.id);
    await refreshOrders(client);
    if (input.coupon_id !== undefined) await refreshUsableCoupons(client);
  };

  // A phone shows the header, the chart, the form and the market's open orders one under the
  // other; a wide screen the chart large with the orders under it and the form beside them.
  return (
    <div className="micro-layout micro-trade">
      <div className="micro-trade-head">
        <MarketHeader symbol={market.symbol} />
      </div>
      <div className="micro-trade-chart">
        <OptionsChart symbol={market.symbol} />
      </div>
      <section className="card micro-card micro-trade-form">
        {/* A new market starts the form afresh. */}
        <OptionsForm
          key={market.match_id}
          market={market}
          currency={currency}
          durations={durations.data}
          scale={scale.data}
          signedIn={signedIn}
          onSubmit={submit}
          coupons={coupons.data}
        />
      </section>
      <div className="micro-trade-orders">
        <MarketOrders symbol={market.symbol} />
      </div>
      <OrderSheet id={activeId} onClose={() => setActiveId(undefined)} />
    </div>
  );
}

function MarketHeader({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const f = useMicroFormat();
  const quote = useMarketQuote(symbol);
  const change = quote.data?.change;
  return (
    <section className="card micro-market">
      <button
        type="button"
        className="micro-market-pick"
        onClick={() => go(MARKETS_PATH)}
        data-testid="market-pick"
        aria-label={t('microtrade.markets.choose')}
      >
        <strong data-testid="market-symbol">{symbol}</strong>
        <span aria-hidden="true">▾</span>
      </button>
      <div className="micro-market-price">
        <strong data-testid="market-price">{quote.data?.last ? f.price(quote.data.last) : '--'}</strong>
        {change ? (
          <span className={change.startsWith('-') ? 'down' : 'up'} data-testid="market-change">
            {f.change(change)}
          </span>
        ) : null}
      </div>
      <div className="micro-market-meta">
        <SimulatedMarketBadge simulated={quote.data?.simulated} />
        <span className="muted">{t('microtrade.markets.priceNote')}</span>
      </div>
    </section>
  );
}
