/**
 * The seconds orders (seconds_order): open and settled, 5 a page, each opening its proof
 * (?id=12: the order with its countdown or result, the two recorded ticks and the payout maths).
 */
import '../microtrade.css';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { useResult, type OrderTab } from '../api';
import { OrderList } from '../components/OrderList';
import { OrderOutcome } from '../components/OrderOutcome';
import { Proof } from '../components/Proof';
import { useMicroLive } from '../live';

const TABS: OrderTab[] = ['open', 'settled'];

export default function Orders() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  useMicroLive();
  if (Number.isInteger(id) && id > 0) {
    return (
      <Page title={t('microtrade.proof.pageTitle')} name="micro-order">
        <OrderDetail id={id} />
      </Page>
    );
  }
  return (
    <Page title={t('microtrade.orders')} name="micro-orders">
      <OrderTabs />
    </Page>
  );
}

function OrderTabs() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<OrderTab>('open');
  return (
    <div className="micro-layout">
      <div className="micro-tabs" role="tablist">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={`micro-tab${tab === k ? ' micro-tab--active' : ''}`}
            onClick={() => setTab(k)}
            data-testid={`tab-${k}`}
          >
            {t(`microtrade.list.tabs.${k}`)}
          </button>
        ))}
      </div>
      <OrderList tab={tab} />
    </div>
  );
}

function OrderDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const result = useResult(id);
  if (result.isPending) return <Loading />;
  if (result.isError) {
    // An id that is not the user's (or does not exist) will not appear by retrying.
    const code = (result.error as { code?: string }).code;
    if (code === 'ORDER_NOT_FOUND') return <EmptyState title={t('errors.ORDER_NOT_FOUND')} />;
    return <ErrorState onRetry={() => void result.refetch()} />;
  }
  return (
    <div className="micro-layout micro-detail">
      <section className="card micro-card">
        <OrderOutcome order={result.data.order} receivedAtMs={result.dataUpdatedAt} withProofLink={false} />
      </section>
      <Proof result={result.data} />
    </div>
  );
}
