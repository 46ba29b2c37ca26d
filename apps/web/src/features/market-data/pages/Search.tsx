/**
 * Search (pages/market/search): results as you type (after 500 ms without typing), hot searches
 * (the pairs opened most), and this device's recent searches, clearable. A result opens its chart.
 */
import '../market.css';
import { type ReactNode, useState } from 'react';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useTranslation } from '../../../app/i18n';
import type { MarketQuote } from '@bourse/contract';
import { go, goBack } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { DelayedLoading, EmptyState, ErrorState } from '../../../components/states';
import { SimulatedMarketBadge } from '../../../components/SimulatedMarketBadge';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useHot, useSearch } from '../api';
import { QuoteLine } from '../components/QuoteLine';
import { chartPath } from '../format';
import { recentSearches, useList } from '../prefs';

export default function Search() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim());
  const typing = query.trim() !== settled;
  const results = useSearch(settled);
  const hot = useHot();
  const recent = useList(recentSearches.store);

  const open = (quote: MarketQuote, term = settled) => {
    if (term) recentSearches.push(term);
    go(chartPath(quote.symbol));
  };

  let body;
  if (query.trim()) {
    if (typing || results.isPending) body = <DelayedLoading delayMs={200} />;
    else if (results.isError) body = <ErrorState onRetry={() => void results.refetch()} />;
    else if (results.data.length === 0)
      body = <EmptyState title={t('market.search.noResults', { q: settled })} description={t('market.search.noResultsHint')} />;
    else
      body = (
        <ul className="qlist card" data-testid="search-results" aria-label={t('market.search.results')}>
          {results.data.map((q) => (
            <QuoteLine key={q.id} quote={q} onOpen={open} testId="search-result" />
          ))}
        </ul>
      );
  } else {
    body = (
      <>
        {recent.length > 0 ? (
          <section className="recent" aria-labelledby="recent-search-title" data-testid="recent-searches">
            <div className="recent-head">
              <h2 className="recent-title" id="recent-search-title">
                {t('market.search.recent')}
              </h2>
              <button
                type="button"
                className="link-button recent-clear"
                onClick={() => recentSearches.clear()}
                data-testid="recent-searches-clear"
              >
                {t('market.search.clear')}
              </button>
            </div>
            <div className="chips">
              {recent.map((term) => (
                <button key={term} type="button" className="chip" onClick={() => setQuery(term)}>
                  {term}
                </button>
              ))}
            </div>
          </section>
        ) : null}
        <section aria-labelledby="hot-title" className="hot">
          <h2 className="recent-title" id="hot-title">
            {t('market.search.hot')}
          </h2>
          {hot.isPending ? (
            <DelayedLoading delayMs={200} />
          ) : hot.isError ? (
            <ErrorState onRetry={() => void hot.refetch()} />
          ) : hot.data.length === 0 ? (
            <EmptyState />
          ) : (
            <ol className="qlist card" data-testid="hot-list">
              {hot.data.map((q, i) => (
                <QuoteLine
                  key={q.id}
                  quote={q}
                  onOpen={(quote) => open(quote, '')}
                  testId="hot-item"
                  lead={<span className={`rank${i < 3 ? ' rank--top' : ''}`}>{i + 1}</span>}
                />
              ))}
            </ol>
          )}
        </section>
      </>
    );
  }

  return (
    <Page title={t('market.search.title')} name="market-search">
      <div className="search-bar">
        <SearchBar
          value={query}
          onChange={setQuery}
          onSearch={(value) => {
            const first = results.data?.[0];
            if (value.trim() && first && !typing) open(first, value.trim());
          }}
          placeholder={t('market.search.placeholder')}
          cancelText={t('app.actions.cancel')}
          showCancelButton={() => true}
          onCancel={goBack}
          aria-label={t('market.search.placeholder')}
          data-testid="market-search-input"
        />
      </div>
      <SearchBody quotes={[...(hot.data ?? []), ...(results.data ?? [])]}>{body}</SearchBody>
    </Page>
  );
}

/** The results or the hot list, with the "simulated market" badge when their prices are simulated. */
function SearchBody({ quotes, children }: { quotes: readonly MarketQuote[]; children: ReactNode }) {
  return (
    <div className="search-body">
      <SimulatedMarketBadge simulated={quotes.some((q) => q.simulated)} />
      {children}
    </div>
  );
}
