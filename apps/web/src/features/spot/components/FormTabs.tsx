/** The order form's tabs: buy or sell, then limit or market. */
import { useTranslation } from '../../../app/i18n';
import type { OrderKind, Side } from '../order-math';

interface FormTabsProps {
  side: Side;
  onSide(side: Side): void;
  kind: OrderKind;
  onKind(kind: OrderKind): void;
}

export function FormTabs({ side, onSide, kind, onKind }: FormTabsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="side-tabs" role="tablist">
        {(['buy', 'sell'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={side === s}
            className={`side-tab side-tab--${s}${side === s ? ' side-tab--on' : ''}`}
            onClick={() => onSide(s)}
            data-testid={`side-${s}`}
          >
            {s === 'buy' ? t('spot.form.buy') : t('spot.form.sell')}
          </button>
        ))}
      </div>

      <div className="kind-tabs" role="tablist">
        {(['limit', 'market'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={kind === k}
            className={`kind-tab${kind === k ? ' kind-tab--on' : ''}`}
            onClick={() => onKind(k)}
            data-testid={`kind-${k}`}
          >
            {k === 'limit' ? t('spot.form.limit') : t('spot.form.market')}
          </button>
        ))}
      </div>
    </>
  );
}
