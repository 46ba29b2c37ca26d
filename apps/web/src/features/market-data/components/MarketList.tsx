/** The market list: sortable column heads over rows of pairs. */
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { MarketQuote } from '@bourse/contract';
import { nextSort, sortQuotes, type SortKey, type SortState } from '../sort';
import { tickerBoard } from '../tickers';
import { MarketRow } from './MarketRow';

interface MarketListProps {
  quotes: readonly MarketQuote[];
  starred: ReadonlySet<number>;
  isBusy(marketId: number): boolean;
  onStar(quote: MarketQuote): void;
}

export function MarketList({ quotes, starred, isBusy, onStar }: MarketListProps) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<SortState | null>(null);
  // Sorted by the values on screen at the moment of the tap (or of the list's refresh), so rows
  // do not jump about with every price message.
  const rows = useMemo(() => sortQuotes(quotes, sort, (s) => tickerBoard.get(s)), [quotes, sort]);
  const head = (key: SortKey, label: string, className: string) => {
    const active = sort?.key === key ? sort.dir : undefined;
    return (
      <button
        type="button"
        className={`mhead-col ${className}${active ? ' mhead-col--active' : ''}`}
        onClick={() => setSort((s) => nextSort(s, key))}
        data-testid={`sort-${key}`}
        data-sort={active ?? 'none'}
        aria-label={t('market.sort.by', {
          column: label,
          order: active ? t(active === 'asc' ? 'market.sort.asc' : 'market.sort.desc') : t('market.sort.none'),
        })}
      >
        <span>{label}</span>
        <svg className="mhead-arrows" width="8" height="12" viewBox="0 0 8 12" aria-hidden="true">
          <path d="M4 0l4 5H0z" className={active === 'asc' ? 'on' : undefined} />
          <path d="M4 12L0 7h8z" className={active === 'desc' ? 'on' : undefined} />
        </svg>
      </button>
    );
  };
  return (
    <div className="mlist">
      <div className="mhead">
        <span aria-hidden="true" />
        <div className="mhead-main">
          {head('volume', t('market.columns.pairVolume'), 'mhead-pair')}
          {head('price', t('market.columns.last'), 'mhead-price')}
          {head('change', t('market.columns.change'), 'mhead-change')}
          <span className="mhead-col mhead-wide">{t('market.columns.high')}</span>
          <span className="mhead-col mhead-wide">{t('market.columns.low')}</span>
        </div>
      </div>
      <ul className="mrows" data-testid="market-rows">
        {rows.map((q) => (
          <MarketRow key={q.id} quote={q} starred={starred.has(q.id)} busy={isBusy(q.id)} onStar={onStar} />
        ))}
      </ul>
    </div>
  );
}
