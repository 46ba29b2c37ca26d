/** A compact line for a pair (search results, hot searches, home movers): icon, names, price, change. */
import type { ReactNode } from 'react';
import type { MarketQuote } from '@bourse/contract';
import { CoinIcon } from '../../../components/CoinIcon';
import { useLocale } from '../../../lib/use-locale';
import { formatPrice } from '../format';
import { useTicker, withTicker } from '../tickers';
import { ChangeBadge } from './ChangeBadge';

interface QuoteLineProps {
  quote: MarketQuote;
  onOpen(quote: MarketQuote): void;
  /** Something before the icon (a rank). */
  lead?: ReactNode;
  /** Follow the pair's ticker room. */
  live?: boolean;
  testId?: string;
}

export function QuoteLine({ quote, onOpen, lead, live = false, testId = 'quote-line' }: QuoteLineProps) {
  const { locale } = useLocale();
  const q = withTicker(quote, useTicker(quote.symbol, live));
  return (
    <li className="qline" data-symbol={q.symbol}>
      <button type="button" className={`qline-main${lead ? ' qline-main--ranked' : ''}`} onClick={() => onOpen(quote)} data-testid={testId}>
        {lead}
        <CoinIcon code={q.base} size={28} />
        <span className="qline-names">
          <span className="qline-symbol">
            <b>{q.base}</b>
            <span className="mrow-quote">/{q.quote}</span>
          </span>
          <span className="qline-name">{q.name}</span>
        </span>
        <b className="qline-last" data-testid="last">
          {formatPrice(q.last, q.price_scale, locale)}
        </b>
        <ChangeBadge change={q.change} />
      </button>
    </li>
  );
}
