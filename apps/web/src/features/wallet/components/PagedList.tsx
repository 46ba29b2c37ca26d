/** A list that loads ten at a time (SPEC section 9): loading, error with retry, empty, items and "load more". */
import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import type { Page } from '@bourse/contract';
import { DelayedLoading, EmptyState, ErrorState } from '../../../components/states';

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  empty: ReactNode;
  /** Items shown (after an optional client-side filter). */
  select?: (items: T[]) => T[];
  children: (items: T[]) => ReactNode;
  testId?: string;
}

export function PagedList<T>({ query, empty, select, children, testId }: PagedListProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <DelayedLoading delayMs={200} />;
  if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  const all = query.data.pages.flatMap((page) => page.data);
  const items = select ? select(all) : all;
  if (items.length === 0 && !query.hasNextPage) return <>{empty}</>;
  return (
    <div className="paged" data-testid={testId}>
      {children(items)}
      <div className="paged-footer">
        {query.hasNextPage ? (
          <Button
            size="small"
            fill="none"
            color="primary"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            data-testid="load-more"
          >
            {t('app.states.loadMore')}
          </Button>
        ) : (
          <span className="muted">{t('app.states.noMore')}</span>
        )}
      </div>
    </div>
  );
}

export function EmptyList({ title, description }: { title: string; description?: string }) {
  return <EmptyState title={title} description={description} />;
}
