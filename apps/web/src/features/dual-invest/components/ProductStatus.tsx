/** A product's state as a tag: open, paused, sold out, sold out awaiting funding, running, settled, cancelled. */
import { useTranslation } from '../../../app/i18n';
import type { DualProduct } from '@bourse/contract';

export function productState(p: DualProduct): string {
  if (p.status === 'open' && p.remaining_shares === 0) return 'soldOut';
  if (p.awaiting_funding) return 'awaitingFunding';
  return p.status;
}

export function ProductStatus({ product }: { product: DualProduct }) {
  const { t } = useTranslation();
  const state = productState(product);
  return (
    <span className={`dual-tag dual-tag--${state}`} data-testid="product-status">
      {t(`dualInvest.status.${state}`)}
    </span>
  );
}
