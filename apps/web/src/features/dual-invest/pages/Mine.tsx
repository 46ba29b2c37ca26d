/**
 * The caller's dual investment orders (mine): current and history, 10 a page, each opening its
 * detail (?id=12) with the result and the settlement proof.
 */
import '../dual.css';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import type { DualOrder } from '@bourse/contract';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { useOrder, type OrderTab } from '../api';
import { useDualFormat } from '../format';
import { useDualLive } from '../live';
import { OrderList } from '../components/OrderList';
import { OrderStatusTag } from '../components/OrderRow';
import { Proof } from '../components/Proof';
import { HelpLink } from './Purchase';

const TABS: OrderTab[] = ['current', 'history'];

export default function Mine() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  useDualLive();
  if (Number.isSafeInteger(id) && id > 0) {
    return (
      <Page title={t('dualInvest.proof.title')} name="dual-order" right={<HelpLink />}>
        <OrderDetail id={id} />
      </Page>
    );
  }
  return (
    <Page title={t('dualInvest.mine')} name="dual-mine" right={<HelpLink />}>
      <OrderTabs />
    </Page>
  );
}

function OrderTabs() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<OrderTab>('current');
  return (
    <div className="dual-layout">
      <div className="dual-tabs" role="tablist">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={`dual-tab${tab === k ? ' dual-tab--active' : ''}`}
            onClick={() => setTab(k)}
            data-testid={`tab-${k}`}
          >
            {t(`dualInvest.orders.tabs.${k}`)}
          </button>
        ))}
      </div>
      <OrderList tab={tab} />
    </div>
  );
}

function OrderDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const result = useOrder(id);
  if (result.isPending) return <Loading />;
  if (result.isError) {
    const code = (result.error as { code?: string }).code;
    if (code === 'ORDER_NOT_FOUND') return <EmptyState title={t('errors.ORDER_NOT_FOUND')} />;
    return <ErrorState onRetry={() => void result.refetch()} />;
  }
  return (
    <div className="dual-layout">
      <OrderSummary order={result.data.order} />
      <Proof result={result.data} />
    </div>
  );
}

function OrderSummary({ order: o }: { order: DualOrder }) {
  const { t } = useTranslation();
  const f = useDualFormat();
  return (
    <section className="card dual-section" data-testid="order-summary">
      <div className="dual-card-head">
        <span className="dual-name">{o.name}</span>
        <OrderStatusTag order={o} />
      </div>
      <dl className="dual-rows">
        <div>
          <dt>{t('dualInvest.purchase.shares')}</dt>
          <dd>{f.count(o.num)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.orders.paid')}</dt>
          <dd>{f.money(o.amount, o.pay_currency)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.product.apr')}</dt>
          <dd>{f.percent(o.apr_percent)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.product.linkedPrice')}</dt>
          <dd>{`${f.price(o.linked_price)} ${o.quote}`}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.product.maturity')}</dt>
          <dd>{f.dateTime(o.settle_time)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.orders.ifCoin', { coin: o.currency })}</dt>
          <dd>{f.money(o.coin_payout, o.currency)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.orders.ifUsdt')}</dt>
          <dd>{f.money(o.usdt_payout, o.quote)}</dd>
        </div>
        {o.settle_price ? (
          <div>
            <dt>{t('dualInvest.orders.settlePrice')}</dt>
            <dd data-testid="order-settle-price">{f.price(o.settle_price)}</dd>
          </div>
        ) : null}
        {o.payout !== null && o.payout_currency ? (
          <div>
            <dt>{o.status === 'fail' ? t('dualInvest.orders.refund') : t('dualInvest.orders.payout')}</dt>
            <dd className="up" data-testid="order-payout">
              {f.money(o.payout, o.payout_currency)}
            </dd>
          </div>
        ) : null}
      </dl>
      {o.fail_reason ? <p className="hint">{t(`dualInvest.orders.failReason.${o.fail_reason}`)}</p> : null}
    </section>
  );
}
