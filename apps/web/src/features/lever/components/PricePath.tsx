/**
 * The price path of a proof as a small SVG chart: the minute lows and highs from opening to
 * closing, with the entry, the close and the liquidation price as lines. Prices become numbers
 * only for drawing (pixel positions); every figure shown as text stays the exact decimal string.
 */
import { useTranslation } from '../../../app/i18n';
import type { LeverProof } from '@bourse/contract';

interface PricePathProps {
  path: Readonly<LeverProof['path']>;
  entry: string | null;
  close: string | null;
  liquidation: string | null;
}

const W = 320;
const H = 140;
const PAD = 8;

export function PricePath({ path, entry, close, liquidation }: PricePathProps) {
  const { t } = useTranslation();
  if (path.length === 0)
    return (
      <p className="lever-hint" data-testid="path-empty">
        {t('lever.proof.pathEmpty')}
      </p>
    );
  const prices = path.map((p) => Number(p.price));
  const marks = [entry, close, liquidation].filter((v): v is string => v !== null).map(Number);
  const lo = Math.min(...prices, ...marks);
  const hi = Math.max(...prices, ...marks);
  const span = hi - lo || Math.abs(hi) || 1;
  const t0 = path[0]!.time;
  const t1 = path.at(-1)!.time;
  const x = (time: number) => PAD + (W - 2 * PAD) * (t1 === t0 ? 0.5 : (time - t0) / (t1 - t0));
  const y = (price: number) => H - PAD - ((H - 2 * PAD) * (price - lo)) / span;
  // Screen coordinates of a drawing, not amounts: one decimal is plenty for an SVG path.
  // eslint-disable-next-line no-restricted-properties
  const line = path.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.time).toFixed(1)},${y(Number(p.price)).toFixed(1)}`).join(' ');
  const level = (value: string | null, cls: string) =>
    value === null ? null : <line className={cls} x1={PAD} x2={W - PAD} y1={y(Number(value))} y2={y(Number(value))} />;
  return (
    <figure className="lever-path" data-testid="price-path">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('lever.proof.path')} preserveAspectRatio="none">
        {level(liquidation, 'lever-path-liq')}
        {level(entry, 'lever-path-entry')}
        {level(close, 'lever-path-close')}
        <path d={line} className="lever-path-line" />
        {path.length === 1 ? <circle cx={x(t0)} cy={y(prices[0]!)} r="3" className="lever-path-dot" /> : null}
      </svg>
      <figcaption className="lever-path-legend">
        <span className="lever-key lever-key--entry">{t('lever.position.entry')}</span>
        <span className="lever-key lever-key--close">{t('lever.position.closePrice')}</span>
        {liquidation ? <span className="lever-key lever-key--liq">{t('lever.position.liquidation')}</span> : null}
      </figcaption>
    </figure>
  );
}
