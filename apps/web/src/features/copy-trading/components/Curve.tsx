/** The equity curve: cumulative net PnL after each close, drawn as a line (no chart library needed for one series). */
import { useTranslation } from '../../../app/i18n';

const W = 320;
const H = 100;

export function Curve({ points }: { points: ReadonlyArray<{ ts: number; pnl: string }> }) {
  const { t } = useTranslation();
  if (points.length === 0) return <p className="muted">{t('copyTrading.trader.noCurve')}</p>;
  // Display only: a line's shape, never a figure read back from it.
  const values = [0, ...points.map((p) => Number(p.pnl))];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = W / Math.max(1, values.length - 1);
  const xy = values.map((v, i) => `${Math.round(i * step)},${Math.round(H - ((v - min) / span) * H)}`).join(' ');
  const zero = H - ((0 - min) / span) * H;
  return (
    <svg className="ct-curve" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('copyTrading.trader.curve')} data-testid="equity-curve">
      <line x1="0" x2={W} y1={zero} y2={zero} className="ct-curve-zero" />
      <polyline points={xy} className={`ct-curve-line${values[values.length - 1]! < 0 ? ' ct-curve-line--down' : ''}`} />
    </svg>
  );
}
