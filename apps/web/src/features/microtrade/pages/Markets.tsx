/** The markets seconds options are offered on (microList), with their price now; one opens the form. */
import '../microtrade.css';
import { useTranslation } from '../../../app/i18n';
import type { MarketQuote, MicroMarket } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { EmptyState, QueryView } from '../../../components/states';
import { SimulatedMarketBadge } from '../../../components/SimulatedMarketBadge';
import { usePayable, useQuotations } from '../api';
import { useMicroFormat } from '../format';

export default function Markets() {
  const { t } = useTranslation();
  const payable = usePayable();
  return (
    <Page title={t('microtrade.markets.title')} name="micro-markets">
      <QueryView
        query={payable}
        isEmpty={(list) => list.every((c) => c.markets.length === 0)}
        empty={<EmptyState title={t('microtrade.unavailable')} />}
      >
        {(currencies) => <MarketList markets={currencies[0]!.markets} durations={currencies[0]!.seconds} />}
      </QueryView>
    </Page>
  );
}

function MarketList({ markets, durations }: { markets: MicroMarket[]; durations: number[] }) {
  const { t } = useTranslation();
  const f = useMicroFormat();
  const quotes = useQuotations();
  const bySymbol = new Map<string, MarketQuote>((quotes.data ?? []).map((q) => [q.symbol, q]));
  const shortest = Math.min(...durations);
  return (
    <div className="micro-layout">
      <p className="hint">{t('microtrade.markets.intro', { seconds: Number.isFinite(shortest) ? shortest : '--' })}</p>
      <SimulatedMarketBadge simulated={(quotes.data ?? []).some((q) => q.simulated)} />
      <div className="card micro-market-list" data-testid="micro-markets">
        {markets.map((m) => {
          const q = bySymbol.get(m.symbol);
          return (
            <button
              key={m.match_id}
              type="button"
              className="micro-market-row"
              onClick={() => go(`/pages/transaction/index2?match_id=${m.match_id}`)}
              data-testid={`micro-market-${m.match_id}`}
            >
              <strong>{m.symbol}</strong>
              <span className="micro-market-row-price">{q?.last ? f.price(q.last) : '--'}</span>
              <span className={`micro-market-row-change${q?.change ? (q.change.startsWith('-') ? ' down' : ' up') : ''}`}>
                {q?.change ? f.change(q.change) : '--'}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
