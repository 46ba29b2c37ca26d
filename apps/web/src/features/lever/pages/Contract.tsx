/**
 * transaction/contract (?currency_id=1): choose a market, watch its live chart (with the entry and
 * liquidation lines of the user's positions in it), then open a long or a short with the form's
 * terms from lever/deal. Figures shown before opening are estimates; the server decides.
 */
import '../lever.css';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { MarketQuote } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { TradeKinds } from '../../../components/TradeKinds';
import { DelayedLoading, ErrorState, QueryView } from '../../../components/states';
import { useLeverLive, useLeverMarkets, useTerms } from '../api';
import { LeverChart, MarketPositions } from '../components/MarketLive';
import { MarketHeader } from '../components/MarketHeader';
import { OpenForm, ORDERS_PATH } from '../components/OpenForm';
import { RULES_PATH } from '../paths';

export default function Contract() {
  const { t } = useTranslation();
  const markets = useLeverMarkets();
  const [params] = useSearchParams();
  const market = params.get('currency_id');
  useLeverLive();
  return (
    <Page
      title={t('lever.title')}
      name="lever-contract"
      right={
        <>
          <button
            type="button"
            className="lever-link"
            onClick={() => go(market ? `${RULES_PATH}?currency_id=${encodeURIComponent(market)}` : RULES_PATH)}
            data-testid="lever-rules-link"
          >
            {t('lever.rulesLink')}
          </button>{' '}
          <button type="button" className="lever-link" onClick={() => go(ORDERS_PATH)} data-testid="lever-orders-link">
            {t('lever.myOrders')}
          </button>
        </>
      }
    >
      <TradeKinds current="futures" />
      <QueryView query={markets}>{(list) => <Trade markets={list} />}</QueryView>
    </Page>
  );
}

function Trade({ markets }: { markets: MarketQuote[] }) {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('currency_id'));
  const market = markets.find((m) => m.currency_id === wanted) ?? markets[0]!;
  const terms = useTerms(market.currency_id);
  const pick = (id: number) => setParams({ currency_id: String(id) }, { replace: true });

  // A phone shows the header, the chart, the form and the market's positions one under the other;
  // a wide screen the chart large with the positions under it, and the form beside them (lever.css).
  return (
    <div className="lever-layout lever-trade">
      <div className="lever-trade-head">
        <MarketHeader markets={markets} current={market} terms={terms.data} onPick={pick} />
      </div>
      <div className="lever-trade-chart">
        <LeverChart market={market} />
      </div>
      <div className="lever-card lever-trade-form">
        {terms.isPending ? (
          <DelayedLoading delayMs={200} />
        ) : terms.isError ? (
          <ErrorState onRetry={() => void terms.refetch()} />
        ) : (
          <OpenForm key={market.currency_id} terms={terms.data} quoteScale={terms.data.margin_scale} />
        )}
      </div>
      <div className="lever-trade-positions">
        <MarketPositions market={market} />
      </div>
    </div>
  );
}
