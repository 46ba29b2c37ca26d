/** A paged list of the user's orders (ten a page, SPEC section 9) with load more, and each order's detail. */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import { DelayedLoading, EmptyState, ErrorState } from '../../../components/states';
import { useOrders, type OrderStatusFilter } from '../api';
import { OrderDetailSheet } from './OrderDetailSheet';
import { OrderItem } from './OrderItem';

interface OrderListProps {
  status: OrderStatusFilter;
  currencyId?: number;
  emptyTitle: string;
}

export function OrderList({ status, currencyId, emptyTitle }: OrderListProps) {
  const { t } = useTranslation();
  const query = useOrders(status, currencyId);
  const [openId, setOpenId] = useState<number | undefined>();
  if (query.isPending) return <DelayedLoading delayMs={200} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const orders = query.data.pages.flatMap((p) => p.data);
  return (
    <>
      {orders.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <ul className="order-list" data-testid={`orders-${status}`}>
          {orders.map((o) => (
            <OrderItem key={o.id} order={o} onOpen={setOpenId} />
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button block fill="none" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} data-testid="orders-more">
          {t('spot.orders.more')}
        </Button>
      ) : null}
      <OrderDetailSheet id={openId} onClose={() => setOpenId(undefined)} />
    </>
  );
}
