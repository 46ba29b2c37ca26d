/** The chart's interval row (time-share and 1m to 1M) and its indicator toggles. */
import { useTranslation } from '../../../app/i18n';
import { INTERVALS, OVERLAYS, PANES, type Interval, type Overlay, type PaneKind } from '../prefs';

/** Indicator names are the same in every language (as ticker codes are); their titles are translated. */
const CODES: Record<Overlay | PaneKind, string> = {
  ma: 'MA',
  ema: 'EMA',
  boll: 'BOLL',
  vol: 'VOL',
  macd: 'MACD',
  rsi: 'RSI',
  kdj: 'KDJ',
};

export function IntervalBar({ value, onChange }: { value: Interval; onChange(next: Interval): void }) {
  const { t } = useTranslation();
  return (
    <div className="interval-bar" role="tablist" aria-label={t('market.chart.intervals')} data-testid="interval-bar">
      {INTERVALS.map((interval) => (
        <button
          key={interval}
          type="button"
          role="tab"
          aria-selected={value === interval}
          className={`interval${value === interval ? ' interval--active' : ''}`}
          onClick={() => onChange(interval)}
          data-testid={`interval-${interval}`}
        >
          {t(`market.chart.interval.${interval}`)}
        </button>
      ))}
    </div>
  );
}

interface IndicatorBarProps {
  overlays: readonly Overlay[];
  panes: readonly PaneKind[];
  onOverlays(next: Overlay[]): void;
  onPanes(next: PaneKind[]): void;
}

const toggle = <T,>(list: readonly T[], item: T, all: readonly T[]): T[] =>
  list.includes(item) ? list.filter((x) => x !== item) : all.filter((x) => x === item || list.includes(x));

export function IndicatorBar({ overlays, panes, onOverlays, onPanes }: IndicatorBarProps) {
  const { t } = useTranslation();
  const chip = <T extends Overlay | PaneKind>(item: T, on: boolean, flip: () => void) => (
    <button
      key={item}
      type="button"
      className={`ind-chip${on ? ' ind-chip--on' : ''}`}
      aria-pressed={on}
      title={t(`market.chart.indicator.${item}`)}
      aria-label={t(`market.chart.indicator.${item}`)}
      onClick={flip}
      data-testid={`indicator-${item}`}
    >
      {CODES[item]}
    </button>
  );
  return (
    <div className="ind-bar" data-testid="indicator-bar">
      <div className="ind-group" role="group" aria-label={t('market.chart.overlays')}>
        {OVERLAYS.map((o) => chip(o, overlays.includes(o), () => onOverlays(toggle(overlays, o, OVERLAYS))))}
      </div>
      <span className="ind-sep" aria-hidden="true" />
      <div className="ind-group" role="group" aria-label={t('market.chart.panes')}>
        {PANES.map((p) => chip(p, panes.includes(p), () => onPanes(toggle(panes, p, PANES))))}
      </div>
    </div>
  );
}
