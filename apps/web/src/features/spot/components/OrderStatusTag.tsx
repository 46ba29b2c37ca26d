import { useTranslation } from '../../../app/i18n';
import type { SpotOrder } from '@bourse/contract';

/** New, partly filled, filled or cancelled, coloured by how it ended. */
export function OrderStatusTag({ order }: { order: Pick<SpotOrder, 'status'> }) {
  const { t } = useTranslation();
  return (
    <span className={`spot-status spot-status--${order.status}`} data-testid="order-status">
      {t(`spot.status.${order.status}`)}
    </span>
  );
}
