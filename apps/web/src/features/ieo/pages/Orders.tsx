/** The user's subscriptions (pages/ieo/order; ?id=12 marks one, as a bill links to it), newest first, 10 a page. */
import '../ieo.css';
import Button from 'antd-mobile/es/components/button';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { useMyOrders } from '../api';
import { OrderCard } from '../components/OrderCard';
import { useIeoLive } from '../live';

export default function Orders() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const focus = Number(params.get('id'));
  const q = useMyOrders();
  useIeoLive();
  let body: React.ReactNode;
  if (q.isPending) body = <Loading />;
  else if (q.isError) body = <ErrorState onRetry={() => void q.refetch()} />;
  else {
    const orders = q.data.pages.flatMap((p) => p.data);
    body =
      orders.length === 0 ? (
        <EmptyState title={t('ieo.order.empty')} />
      ) : (
        <div className="ieo-list" data-testid="ieo-orders">
          {orders.map((o) => (
            <OrderCard key={o.id} order={o} highlight={o.id === focus} />
          ))}
          {q.hasNextPage ? (
            <Button fill="none" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
              {t('app.states.loadMore')}
            </Button>
          ) : null}
        </div>
      );
  }
  return (
    <Page title={t('ieo.orders')} name="ieo-orders">
      <div className="ieo-layout">{body}</div>
    </Page>
  );
}
