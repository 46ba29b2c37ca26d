/**
 * One pair of the market list: icon and name, 24-hour turnover, last price with its fiat
 * equivalent, today's change, the favourite star. It reads its own live ticker while on screen,
 * so a price message re-renders this row and no other.
 */
import { memo, useRef } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { MarketQuote } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { CoinIcon } from '../../../components/CoinIcon';
import { FiatValue } from '../../../components/FiatValue';
import { useLocale } from '../../../lib/use-locale';
import { chartPath, formatPrice, formatVolume } from '../format';
import { useTicker, withTicker } from '../tickers';
import { ChangeBadge } from './ChangeBadge';
import { StarButton } from './StarButton';
import { useInView } from './use-in-view';

interface MarketRowProps {
  quote: MarketQuote;
  starred: boolean;
  busy: boolean;
  onStar(quote: MarketQuote): void;
}

export const MarketRow = memo(function MarketRow({ quote, starred, busy, onStar }: MarketRowProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const ref = useRef<HTMLLIElement>(null);
  const visible = useInView(ref);
  const q = withTicker(quote, useTicker(quote.symbol, visible));
  return (
    <li ref={ref} className="mrow" data-testid="market-row" data-symbol={q.symbol} data-trading={q.trading}>
      <StarButton starred={starred} busy={busy} onToggle={() => onStar(quote)} />
      <button type="button" className="mrow-main" onClick={() => go(chartPath(q.symbol))}>
        <span className="mrow-pair">
          <CoinIcon code={q.base} size={28} />
          <span className="mrow-names">
            <span className="mrow-symbol">
              <b>{q.base}</b>
              <span className="mrow-quote">/{q.quote}</span>
              {!q.trading ? <span className="tag-closed">{t('market.row.closed')}</span> : null}
            </span>
            <span className="mrow-sub">{t('market.row.volume', { value: formatVolume(q.turnover_24h, locale) })}</span>
          </span>
        </span>
        <span className="mrow-price">
          <b className="mrow-last" data-testid="last">
            {formatPrice(q.last, q.price_scale, locale)}
          </b>
          <span className="mrow-sub">{q.last ? <FiatValue usd={q.last} /> : null}</span>
        </span>
        <span className="mrow-change">
          <ChangeBadge change={q.change} />
        </span>
        <span className="mrow-wide">{formatPrice(q.high_24h, q.price_scale, locale)}</span>
        <span className="mrow-wide">{formatPrice(q.low_24h, q.price_scale, locale)}</span>
      </button>
    </li>
  );
});
