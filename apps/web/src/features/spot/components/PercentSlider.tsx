/**
 * The quantity slider: four stops at 25, 50, 75 and 100 % of what is available. Taps, not a drag,
 * so each stop is an exact share (a drag would land on 37.4 %); the bar fills up to the share the
 * current value is.
 */
import { useLocale } from '../../../lib/use-locale';
import { SLIDER_STEPS } from '../order-math';

interface PercentSliderProps {
  /** The share the current value is (0 to 100). */
  percent: number;
  onPick(percent: number): void;
  side: 'buy' | 'sell';
  disabled?: boolean;
  label: string;
}

export function PercentSlider({ percent, onPick, side, disabled, label }: PercentSliderProps) {
  const { locale } = useLocale();
  const pct = new Intl.NumberFormat(locale, { style: 'percent' });
  return (
    <div className={`pct-slider pct-slider--${side}`} role="group" aria-label={label}>
      <div className="pct-track" aria-hidden="true">
        <div className="pct-fill" style={{ width: `${Math.min(100, percent)}%` }} />
      </div>
      <div className="pct-stops">
        {SLIDER_STEPS.map((step) => (
          <button
            key={step}
            type="button"
            className={`pct-stop${percent >= step ? ' pct-stop--on' : ''}`}
            disabled={disabled}
            onClick={() => onPick(step)}
            data-testid={`pct-${step}`}
          >
            {pct.format(step / 100)}
          </button>
        ))}
      </div>
    </div>
  );
}
