/** An order in a list: market, direction, duration, stake, both prices, and its countdown, result, or why it is void. */
import { useTranslation } from '../../../app/i18n';
import type { MicroOrder } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { OrderCoupon } from '../../../components/coupon/CouponPicker';
import { useMicroFormat } from '../format';
import { Countdown, useNow } from './Countdown';
import { proofPath } from './OrderOutcome';
import { SideTag, StatusTag } from './Tags';

export function OrderRow({ order, receivedAtMs }: { order: MicroOrder; receivedAtMs: number }) {
  const { t } = useTranslation();
  const f = useMicroFormat();
  // Settled or void: its time has run and its money is back where the outcome put it.
  const settled = order.status !== 'open';
  const deadline = receivedAtMs + order.remain_milli_seconds;
  const now = useNow(1000, !settled);
  return (
    <button type="button" className="micro-row" onClick={() => go(proofPath(order.id))} data-testid="order-row" data-id={order.id}>
      <div className="micro-row-line">
        <strong>{order.symbol}</strong>
        <SideTag side={order.side} />
        <span className="muted">{t('microtrade.seconds', { count: order.seconds })}</span>
        <span className="micro-row-end">
          <StatusTag order={order} settling={!settled && deadline <= now} />
        </span>
      </div>
      <div className="micro-row-grid">
        <span>
          <small>{t('microtrade.form.stake')}</small>
          {f.money(order.number)} {order.currency}
        </span>
        <span>
          <small>{t('microtrade.order.entryPrice')}</small>
          {f.price(order.open_price)}
        </span>
        <span>
          <small>{t('microtrade.order.closePrice')}</small>
          {order.close_price ? f.price(order.close_price) : '--'}
        </span>
        <span className="micro-row-outcome">
          <small>{settled ? t('microtrade.order.profit') : t('microtrade.countdown.timeLeft')}</small>
          {settled ? (
            <b className={order.profit?.startsWith('-') ? 'down' : order.result === 'win' ? 'up' : undefined} data-testid="row-profit">
              {order.profit === null ? '--' : f.signed(order.profit)}
            </b>
          ) : (
            <Countdown compact deadlineMs={deadline} totalSeconds={order.seconds} />
          )}
        </span>
      </div>
      {order.void_reason ? (
        <div className="micro-row-void" data-testid="row-void-reason">
          {t(`microtrade.void.reason.${order.void_reason}`)} {t('microtrade.void.returned')}
        </div>
      ) : null}
      <OrderCoupon coupon={order.coupon} currency={order.currency} />
      <div className="micro-row-time muted">{f.time(order.open_time)}</div>
    </button>
  );
}
