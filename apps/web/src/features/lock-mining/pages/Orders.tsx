/** The user's lock-up orders: in progress and redeemed, each opening its detail (?id=) with every payment and early redemption. */
import '../lock-mining.css';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { LockOrder } from '@bourse/contract';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { type OrderStatus, useLockOrders } from '../api';
import { OrderDetail } from '../components/OrderDetail';
import { useLockFormat } from '../format';
import { orderPath } from '../paths';

const TABS: OrderStatus[] = ['in_progress', 'redeemed'];

export default function Orders() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (Number.isInteger(id) && id > 0) {
    return (
      <Page title={t('lockMining.order.title')} name="lock-order">
        <OrderDetail id={id} />
      </Page>
    );
  }
  return (
    <Page title={t('lockMining.orders.title')} name="lock-orders">
      <OrderTabs />
    </Page>
  );
}

function OrderTabs() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<OrderStatus>('in_progress');
  const orders = useLockOrders(tab);
  return (
    <div className="lock-layout">
      <div className="seg-tabs" role="tablist">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={`seg-tab${tab === k ? ' seg-tab--active' : ''}`}
            onClick={() => setTab(k)}
            data-testid={`lock-tab-${k}`}
          >
            {t(`lockMining.status.${k}`)}
          </button>
        ))}
      </div>
      {orders.isPending ? <Loading /> : null}
      {orders.isError ? <ErrorState onRetry={() => void orders.refetch()} /> : null}
      {orders.data?.data.length === 0 ? <EmptyState title={t('lockMining.orders.empty')} /> : null}
      <ul className="lock-order-list">
        {orders.data?.data.map((o) => (
          <OrderRow key={o.id} order={o} />
        ))}
      </ul>
    </div>
  );
}

function OrderRow({ order: o }: { order: LockOrder }) {
  const { t } = useTranslation();
  const f = useLockFormat();
  return (
    <li>
      <Link to={orderPath(o.id)} className="card lock-order-row" data-testid={`lock-order-${o.id}`}>
        <span className="lock-order-title">{t('lockMining.productName', { currency: o.currency, count: o.day })}</span>
        <span className={`lock-status lock-status--${o.status}`}>{t(`lockMining.status.${o.status}`)}</span>
        <span>{t('lockMining.order.amount')}</span>
        <strong>{f.money(o.amount, o.currency)}</strong>
        <span>{t('lockMining.order.interestPaid')}</span>
        <strong data-testid="lock-row-interest">{f.money(o.interest_paid, o.currency)}</strong>
        <span>{o.status === 'in_progress' ? t('lockMining.order.end') : t('lockMining.order.redeemedAt')}</span>
        <span>{f.when(o.status === 'in_progress' ? o.end_at : o.redeemed_at)}</span>
      </Link>
    </li>
  );
}
