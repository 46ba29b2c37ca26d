/**
 * Markets (tab 1, pages/market/market): favourites, crypto and stocks (?tab=favorites|crypto|stocks),
 * each a sortable list with live prices; recently viewed pairs; the way to search. Stocks say when
 * their exchange is closed and when it opens.
 */
import '../market.css';
import { useCallback } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { MarketQuote } from '@bourse/contract';
import { go, loginPathFor } from '../../../app/navigation';
import { useToken } from '../../../app/session';
import { Page } from '../../../components/Page';
import { SimulatedMarketBadge } from '../../../components/SimulatedMarketBadge';
import { DelayedLoading, EmptyState, ErrorState, StateBlock } from '../../../components/states';
import { useLocale } from '../../../lib/use-locale';
import { allMarkets, useFavoriteToggle, useQuotation } from '../api';
import { MarketList } from '../components/MarketList';
import { RecentlyViewed } from '../components/RecentlyViewed';
import { SearchEntry } from '../components/SearchEntry';
import { formatOpenTime } from '../format';

export const MARKET_TABS = ['favorites', 'crypto', 'stocks'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];

const isTab = (v: string | null): v is MarketTab => (MARKET_TABS as readonly string[]).includes(v ?? '');

/** The earliest time a closed market among these opens again. */
function nextOpen(quotes: readonly MarketQuote[]): string | undefined {
  return quotes
    .filter((q) => !q.trading && q.next_open)
    .map((q) => q.next_open!)
    .sort()[0];
}

export default function Markets() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const token = useToken();
  const [params, setParams] = useSearchParams();
  const tab: MarketTab = isTab(params.get('tab')) ? (params.get('tab') as MarketTab) : 'crypto';
  const quotation = useQuotation();
  const star = useFavoriteToggle();
  const markets = allMarkets(quotation.data);
  const simulated = markets.some((m) => m.simulated) || (star.favorites.data ?? []).some((f) => f.quote.simulated);

  const setTab = useCallback(
    (next: MarketTab) => {
      setParams(
        (p) => {
          const copy = new URLSearchParams(p);
          copy.set('tab', next);
          return copy;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  let body;
  if (tab === 'favorites') {
    const favorites = star.favorites;
    if (!token) {
      body = (
        <StateBlock kind="empty" title={t('market.favorites.signInTitle')} description={t('market.favorites.signInHint')}>
          <Button
            color="primary"
            size="small"
            onClick={() => go(loginPathFor('/pages/market/market?tab=favorites'))}
            data-testid="favorites-sign-in"
          >
            {t('market.favorites.signIn')}
          </Button>
        </StateBlock>
      );
    } else if (favorites.isPending) body = <DelayedLoading delayMs={200} />;
    else if (favorites.isError && !favorites.data) body = <ErrorState onRetry={() => void favorites.refetch()} />;
    else {
      // Live quotes of the list, in the order the user starred them.
      const byId = new Map(markets.map((m) => [m.id, m]));
      const quotes = (favorites.data ?? []).map((f) => byId.get(f.market_id) ?? f.quote);
      body =
        quotes.length === 0 ? (
          <EmptyState title={t('market.favorites.empty')} description={t('market.favorites.emptyHint')} />
        ) : (
          <MarketList quotes={quotes} starred={star.starred} isBusy={star.isPending} onStar={star.toggle} />
        );
    }
  } else if (quotation.isPending) body = <DelayedLoading delayMs={200} />;
  else if (quotation.isError && !quotation.data) body = <ErrorState onRetry={() => void quotation.refetch()} />;
  else {
    const quotes = markets.filter((m) => m.kind === (tab === 'stocks' ? 'stock' : 'crypto'));
    const opens = tab === 'stocks' ? nextOpen(quotes) : undefined;
    body = (
      <>
        {opens ? (
          <p className="market-closed" data-testid="market-closed">
            {t('market.stocks.closed', { time: formatOpenTime(opens, locale) })}
          </p>
        ) : null}
        {quotes.length === 0 ? (
          <EmptyState />
        ) : (
          <MarketList quotes={quotes} starred={star.starred} isBusy={star.isPending} onStar={star.toggle} />
        )}
      </>
    );
  }

  return (
    <Page title={t('app.tabs.market')} tab name="market" bodyClassName="market-body">
      <SearchEntry />
      <RecentlyViewed />
      <div className="market-tabs-row">
        <div className="market-tabs" role="tablist" aria-label={t('app.tabs.market')}>
          {MARKET_TABS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              className={`market-tab${tab === key ? ' market-tab--active' : ''}`}
              onClick={() => setTab(key)}
              data-testid={`market-tab-${key}`}
            >
              {t(`market.tabs.${key}`)}
            </button>
          ))}
        </div>
        <SimulatedMarketBadge simulated={simulated} />
      </div>
      <div role="tabpanel" className="market-panel" data-tab={tab}>
        {body}
      </div>
    </Page>
  );
}
