/** The direction and the outcome of an order, in words and colour. */
import { useTranslation } from '../../../app/i18n';
import type { MicroOrder } from '@bourse/contract';

export function SideTag({ side }: { side: 'rise' | 'fall' }) {
  const { t } = useTranslation();
  return (
    <span className={`micro-tag micro-tag--${side}`} data-testid="side-tag">
      {t(`microtrade.side.${side}`)}
    </span>
  );
}

/** Open, settling (time up, waiting for its settlement), the result, or void (no fresh price decided it). */
export function StatusTag({ order, settling }: { order: MicroOrder; settling: boolean }) {
  const { t } = useTranslation();
  const key = order.status === 'void' ? 'void' : (order.result ?? (settling ? 'settling' : 'open'));
  return (
    <span className={`micro-tag micro-tag--${key}`} data-testid="status-tag" data-status={key}>
      {t(`microtrade.status.${key}`)}
    </span>
  );
}
