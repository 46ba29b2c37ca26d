/** One order in a list: pair and side, status, price, amount, filled, and cancel while it is open. */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import type { SpotOrder } from '@bourse/contract';
import { toast } from '../../../lib/toast';
import { cancelOrder, useRefreshPrivate } from '../api';
import { splitSymbol, useSpotFormat } from '../format';
import { OrderStatusTag } from './OrderStatusTag';

export function OrderItem({ order, onOpen }: { order: SpotOrder; onOpen(id: number): void }) {
  const { t } = useTranslation();
  const f = useSpotFormat();
  const refresh = useRefreshPrivate();
  const [busy, setBusy] = useState(false);
  const { base, quote } = splitSymbol(order.symbol);
  const open = order.status === 'new' || order.status === 'partial';

  const cancel = async () => {
    setBusy(true);
    try {
      await cancelOrder(order.id);
      toast(t('spot.orders.cancelled'), 'success');
      await refresh();
    } catch {
      // The wrapper showed the server's message (e.g. the order has just filled).
      void refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="order-item card" data-testid="order-item" data-order-id={order.id}>
      <button type="button" className="order-item-main" onClick={() => onOpen(order.id)}>
        <div className="order-item-head">
          <span className={`order-side order-side--${order.side}`}>{order.side === 'buy' ? t('spot.form.buy') : t('spot.form.sell')}</span>
          <strong>{order.symbol}</strong>
          <span className="muted">{order.kind === 'limit' ? t('spot.form.limit') : t('spot.form.market')}</span>
          <OrderStatusTag order={order} />
        </div>
        <dl className="order-item-grid">
          <dt>{t('spot.form.price')}</dt>
          <dd data-testid="order-price">{order.price ? `${f.price(order.price)} ${quote}` : t('spot.form.market')}</dd>
          <dt>{order.quote_amount ? t('spot.form.spend') : t('spot.form.quantity')}</dt>
          <dd data-testid="order-amount">
            {order.quote_amount ? `${f.amount(order.quote_amount, 8)} ${quote}` : `${f.amount(order.amount, 8, 0)} ${base}`}
          </dd>
          <dt>{t('spot.orders.filled')}</dt>
          <dd data-testid="order-filled">{`${f.amount(order.filled, 8, 0)} ${base}`}</dd>
          <dt>{t('spot.orders.time')}</dt>
          <dd>{f.dateTime(order.created_at)}</dd>
        </dl>
      </button>
      {open ? (
        <Button
          size="small"
          fill="outline"
          loading={busy}
          onClick={() => void cancel()}
          data-testid="order-cancel"
          className="order-cancel"
        >
          {t('spot.orders.cancel')}
        </Button>
      ) : null}
    </li>
  );
}
