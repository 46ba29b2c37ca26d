/** One of the user's coupons: what it is, where it applies, its state and expiry, and once used what it gave and where. */
import { useTranslation } from '../../../app/i18n';
import type { Coupon } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { useCouponLabel } from '../../../components/coupon/CouponPicker';
import { useNumberFormat } from '../../../lib/number-display';
import { formatDateTime } from '../../../lib/time-ago';

/** Where each product's order form is. */
const FORM = { microtrade: '/pages/transaction/index2', lever: '/pages/transaction/contract', spot: '/pages/transaction/index' } as const;

export function CouponCard({ coupon: c }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const label = useCouponLabel();
  const n = useNumberFormat();
  const money = (v: string) => `${n.amount(v)} ${c.currency}`;
  return (
    <article className={`card coupon-card coupon-card--${c.status}`} data-testid={`coupon-card-${c.id}`} data-status={c.status}>
      <div className="coupon-card-main">
        <strong className="coupon-card-title">{label(c)}</strong>
        <span className="coupon-tag">{t(`coupons.product.${c.product}`)}</span>
        {c.source === 'game' ? <span className="coupon-tag coupon-tag--game">{t('coupons.fromGame')}</span> : null}
        <span className="muted">
          {c.status === 'held' ? t('coupons.expires', { when: formatDateTime(c.expires_at) }) : t(`coupons.status.${c.status}`)}
        </span>
        {c.used_value !== null ? (
          <span className="muted" data-testid="coupon-used">
            {t(`coupons.gave.${c.kind}`, { amount: money(c.used_value), when: formatDateTime(c.used_at) })}
          </span>
        ) : null}
        {c.returned_value !== null && c.kind !== 'fee_discount' ? (
          <span className="muted">{t('coupons.returned', { amount: money(c.returned_value) })}</span>
        ) : null}
        {c.order_ref ? <span className="muted">{t('coupons.orderRef', { ref: c.order_ref })}</span> : null}
      </div>
      {c.status === 'held' ? (
        <button type="button" className="link-button" onClick={() => go(FORM[c.product])} data-testid={`use-${c.id}`}>
          {t('coupons.use')}
        </button>
      ) : null}
    </article>
  );
}
