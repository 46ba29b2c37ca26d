/**
 * One subscription: what was asked for and held, then how its allocation was computed (the pro-rata
 * share, the rounding unit, the totals it came from), what it cost, what came back, and the lock.
 */
import type { IeoOrder } from '@bourse/contract';
import { useTranslation } from '../../../app/i18n';
import { Link } from 'react-router';
import { useIeoFormat } from '../format';
import { subscribePath } from '../paths';

export function OrderCard({ order: o, highlight }: { order: IeoOrder; highlight: boolean }) {
  const { t } = useTranslation();
  const f = useIeoFormat();
  // The token's decimals are those of the amounts the server wrote; 18 is the most a token may have.
  const tokens = (v: string) => `${f.amount(v, 18)} ${o.token}`;
  const pay = (v: string) => `${f.amount(v, 18)} ${o.pay_currency}`;
  const a = o.allocation;
  return (
    <article
      className={`card ieo-order${highlight ? ' ieo-order--focus' : ''}`}
      data-testid="ieo-order"
      data-id={o.id}
      data-status={o.status}
    >
      <div className="ieo-card-head">
        <span className="ieo-card-name">
          <strong>{o.token}</strong> {o.project_name}
        </span>
        <span className={`ieo-tag ieo-tag--${o.status}`} data-testid="order-status">
          {t(`ieo.order.status.${o.status}`)}
        </span>
      </div>
      <dl className="ieo-figures">
        <div>
          <dt>{t('ieo.order.asked')}</dt>
          <dd data-testid="order-amount">{tokens(o.amount)}</dd>
        </div>
        <div>
          <dt>{t('ieo.order.held')}</dt>
          <dd data-testid="order-payment">{pay(o.payment)}</dd>
        </div>
        {a ? (
          <>
            <div>
              <dt>{t('ieo.order.allocated')}</dt>
              <dd data-testid="order-allocated">{tokens(a.allocated)}</dd>
            </div>
            <div>
              <dt>{t('ieo.order.cost')}</dt>
              <dd data-testid="order-cost">{pay(a.cost)}</dd>
            </div>
            <div>
              <dt>{t('ieo.order.refund')}</dt>
              <dd data-testid="order-refund">{pay(a.refund)}</dd>
            </div>
            <div>
              <dt>{t('ieo.order.proRata')}</dt>
              <dd data-testid="order-pro-rata">
                {tokens(a.pro_rata)} + {f.amount(a.remainder, 18)}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {a ? (
        <p className="ieo-note" data-testid="order-totals">
          {t('ieo.order.totals', { subscribed: tokens(a.total_subscribed), total: tokens(a.total_issuance) })}
        </p>
      ) : null}
      {o.status === 'allocated' ? (
        <p className="ieo-note ieo-lock" data-testid="order-lock">
          {t('ieo.order.lockedUntil', { time: f.time(o.lock_until) })}
        </p>
      ) : null}
      {o.status === 'released' && o.released_at !== null ? (
        <p className="ieo-note" data-testid="order-released">
          {t('ieo.order.releasedAt', { time: f.time(o.released_at) })}
        </p>
      ) : null}
      <Link className="ieo-nav-link" to={subscribePath(o.project_id)}>
        {t('ieo.order.project')}
      </Link>
    </article>
  );
}
