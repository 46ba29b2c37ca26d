/**
 * The market strip of the open form: every futures market as a chip, and the chosen one's last
 * price (what opens a position) and mark price (what liquidation looks at).
 */
import { useTranslation } from '../../../app/i18n';
import type { LeverTerms, MarketQuote } from '@bourse/contract';
import { SimulatedMarketBadge } from '../../../components/SimulatedMarketBadge';
import { useLeverFormat } from '../format';

interface MarketHeaderProps {
  markets: readonly MarketQuote[];
  current: MarketQuote;
  terms: LeverTerms | undefined;
  onPick(currencyId: number): void;
}

export function MarketHeader({ markets, current, terms, onPick }: MarketHeaderProps) {
  const { t } = useTranslation();
  const f = useLeverFormat();
  const price = terms?.price ?? current.last;
  return (
    <div className="lever-market">
      <div className="lever-market-chips" role="radiogroup" aria-label={t('lever.chooseMarket')}>
        {markets.map((m) => (
          <button
            key={m.currency_id}
            type="button"
            role="radio"
            aria-checked={m.currency_id === current.currency_id}
            className={`lever-chip${m.currency_id === current.currency_id ? ' lever-chip--active' : ''}`}
            onClick={() => onPick(m.currency_id)}
            data-testid={`market-${m.base}`}
          >
            {m.symbol}
          </button>
        ))}
      </div>
      <div className="lever-price">
        <span className="lever-price-symbol">{current.symbol}</span>
        <span className="muted">{t('lever.lastPrice')}</span>
        <strong className="lever-price-value" data-testid="lever-price">
          {price ? f.price(price) : t('lever.noPrice')}
        </strong>
        <span className="muted">{t('lever.markPrice')}</span>
        <strong className="lever-price-mark" data-testid="lever-mark">
          {terms?.mark_price ? f.price(terms.mark_price) : '--'}
        </strong>
        <SimulatedMarketBadge simulated={current.simulated} />
      </div>
    </div>
  );
}
