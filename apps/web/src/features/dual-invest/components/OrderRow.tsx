/** One order in the list: section, state, what was paid, and the result or both possible payouts. */
import { useTranslation } from '../../../app/i18n';
import type { DualOrder } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { useDualFormat } from '../format';

export function OrderStatusTag({ order }: { order: DualOrder }) {
  const { t } = useTranslation();
  return (
    <span className={`dual-tag dual-tag--${order.status}`} data-testid="order-status">
      {t(`dualInvest.orderStatus.${order.status}`)}
    </span>
  );
}

export function OrderRow({ order: o }: { order: DualOrder }) {
  const { t } = useTranslation();
  const f = useDualFormat();
  return (
    <button type="button" className="card dual-card" onClick={() => go(`/pages/invest/mine?id=${o.id}`)} data-testid={`order-${o.id}`}>
      <div className="dual-card-head">
        <span className="dual-name">{o.name}</span>
        <OrderStatusTag order={o} />
      </div>
      <dl className="dual-rows dual-rows--compact">
        <div>
          <dt>{t('dualInvest.orders.paid')}</dt>
          <dd>{f.money(o.amount, o.pay_currency)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.product.apr')}</dt>
          <dd>{f.percent(o.apr_percent)}</dd>
        </div>
        <div>
          <dt>{t('dualInvest.product.maturity')}</dt>
          <dd>{f.dateTime(o.settle_time)}</dd>
        </div>
        {o.payout !== null && o.payout_currency ? (
          <div>
            <dt>{o.status === 'fail' ? t('dualInvest.orders.refund') : t('dualInvest.orders.payout')}</dt>
            <dd className="up" data-testid="order-payout">
              {f.money(o.payout, o.payout_currency)}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('dualInvest.outcome.title')}</dt>
            <dd>
              {f.money(o.coin_payout, o.currency)} / {f.money(o.usdt_payout, o.quote)}
            </dd>
          </div>
        )}
      </dl>
    </button>
  );
}
