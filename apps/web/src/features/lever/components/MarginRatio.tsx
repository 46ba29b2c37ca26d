/**
 * The margin ratio of a position or of the riskiest one (issue 13): the figure in its colour
 * (green below 50 %, amber from 50 %, red from 80 %) with the level in words, a bar filling
 * towards liquidation at 100 %, and, for a position, what the ratio is in one line.
 */
import { useTranslation } from '../../../app/i18n';
import { useLeverFormat } from '../format';
import { levelTone, type PositionRisk } from '../risk';

/** The value of the margin ratio fact: the figure and its level in words. */
export function RatioValue({ risk }: { risk: PositionRisk | null }) {
  const { t } = useTranslation();
  const f = useLeverFormat();
  if (!risk) return <>--</>;
  return (
    <span className="lever-ratio" data-level={risk.level}>
      <span className="lever-ratio-figure">{f.percent(risk.ratio)}</span>{' '}
      <span className="lever-ratio-level">{t(`lever.position.level.${risk.level}`)}</span>
    </span>
  );
}

/** The bar under a position's figures and the line that says what the ratio is. */
export function RatioMeter({ risk, testId }: { risk: PositionRisk; testId?: string }) {
  const { t } = useTranslation();
  const f = useLeverFormat();
  // Display only: the width of a bar, never an amount.
  const filled = Math.min(100, Math.max(0, Number(risk.ratio)));
  return (
    <div className="lever-ratio-box" data-testid={testId}>
      <div
        className={`lever-ratio-meter lever-ratio-meter--${risk.level}`}
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={filled}
        aria-valuetext={`${f.percent(risk.ratio)} ${t(`lever.position.level.${risk.level}`)}`}
        aria-label={t('lever.position.marginRatio')}
      >
        <span className={`lever-ratio-fill tone-bg-${levelTone[risk.level]}`} style={{ width: `${filled}%` }} />
      </div>
      <p className="lever-ratio-note">{t('lever.position.marginRatioNote', { threshold: f.percent(risk.threshold) })}</p>
    </div>
  );
}
