/** The caller's orders 10 at a time (SPEC section 9): loading, error with retry, empty, rows and "load more". */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import { DelayedLoading, EmptyState, ErrorState } from '../../../components/states';
import { useOrders, type OrderTab } from '../api';
import { OrderRow } from './OrderRow';

export function OrderList({ tab }: { tab: OrderTab }) {
  const { t } = useTranslation();
  const query = useOrders(tab);
  if (query.isPending) return <DelayedLoading delayMs={200} />;
  if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  const orders = query.data.pages.flatMap((p) => p.data);
  if (orders.length === 0) return <EmptyState title={t(`dualInvest.orders.empty.${tab}`)} description={t('dualInvest.orders.emptyHint')} />;
  return (
    <div className="dual-list" data-testid={`order-list-${tab}`}>
      {orders.map((o) => (
        <OrderRow key={o.id} order={o} />
      ))}
      <div className="dual-list-footer">
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
