/** The open form's first choices: long or short, then a market or a limit order. */
import { useTranslation } from '../../../app/i18n';
import type { Kind, Side } from '../maths';
import { chipClass } from './LeverageField';

interface DirectionFieldProps {
  side: Side;
  kind: Kind;
  onSide(side: Side): void;
  onKind(kind: Kind): void;
}

export function DirectionField({ side, kind, onSide, onKind }: DirectionFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="lever-sides" role="radiogroup" aria-label={t('lever.chooseMarket')}>
        {(['long', 'short'] as Side[]).map((s) => (
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={side === s}
            className={`lever-side lever-side--${s}${side === s ? ' lever-side--active' : ''}`}
            onClick={() => onSide(s)}
            data-testid={`side-${s}`}
          >
            {t(`lever.side.${s}`)}
          </button>
        ))}
      </div>
      <div className="lever-chips" role="radiogroup">
        {(['market', 'limit'] as Kind[]).map((k) => (
          <button
            key={k}
            type="button"
            role="radio"
            aria-checked={kind === k}
            className={chipClass(kind === k)}
            onClick={() => onKind(k)}
            data-testid={`kind-${k}`}
          >
            {t(`lever.kind.${k}`)}
          </button>
        ))}
      </div>
    </>
  );
}
