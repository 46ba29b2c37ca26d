/**
 * A liquidation's side of the proof page: why it was liquidated, in numbers (the mark price it was
 * settled at, the risk rate there and the threshold the position was opened with), and the mark
 * price's own proof: every tick it is the median of, with that median taken again here by the
 * server's rule.
 */
import { useTranslation } from '../../../app/i18n';
import { MARK_PRICE_MIN_TICKS, type LeverPosition, type LeverProof, type ProofTick } from '@bourse/contract';
import { lever } from '@bourse/maths';
import { formatUnits, parseUnits } from '@bourse/money';
import { go } from '../../../app/navigation';
import { useLeverFormat } from '../format';
import { RULES_PATH } from '../paths';
import { Facts } from './Facts';

const decimalsOf = (text: string) => (text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);

/** The median of the listed ticks, by the rule the server used (@bourse/maths `markPrice`), as a price string. */
export function recomputeMark(ticks: readonly ProofTick[]): string | null {
  if (ticks.length === 0) return null;
  const scale = Math.max(...ticks.map((x) => decimalsOf(x.price)));
  const median = lever.markPrice(ticks.map((x) => ({ price: parseUnits(x.price, scale), source: x.source })));
  return median === undefined ? null : formatUnits(median, scale, { fixed: scale });
}

/** The mark price a liquidation settled at, and the ticks it is the median of. */
export function MarkCard({ mark }: { mark: NonNullable<LeverProof['mark']> }) {
  const { t } = useTranslation();
  const f = useLeverFormat();
  return (
    <section className="lever-card" data-testid="proof-mark">
      <h2 className="lever-card-title">{t('lever.proof.markTitle')}</h2>
      <p className="lever-hint">
        {t('lever.proof.markText', { count: mark.ticks.length, seconds: mark.window_ms / 1000, min: MARK_PRICE_MIN_TICKS })}
      </p>
      <Facts
        facts={[
          { id: 'mark-price', label: t('lever.markPrice'), value: f.price(mark.price), strong: true },
          { id: 'mark-recomputed', label: t('lever.proof.markRecomputed'), value: f.price(recomputeMark(mark.ticks)) },
        ]}
      />
      <table className="lever-mark-ticks" data-testid="mark-ticks">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('lever.proof.time')}</th>
            <th scope="col">{t('lever.proof.price')}</th>
            <th scope="col">{t('lever.proof.source')}</th>
          </tr>
        </thead>
        <tbody>
          {mark.ticks.map((x) => (
            <tr key={x.id}>
              <td>{x.id}</td>
              <td>{f.time(x.time, true)}</td>
              <td>{f.price(x.price)}</td>
              <td>{x.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface LiquidationWhyProps {
  position: LeverPosition;
  maths: LeverProof['maths'];
  /** The price it was liquidated (and settled) at: the mark price. */
  closePrice: string;
}

export function LiquidationWhy({ position, maths, closePrice }: LiquidationWhyProps) {
  const { t } = useTranslation();
  const f = useLeverFormat();
  return (
    <section className="lever-card lever-why" data-testid="proof-why">
      <h2 className="lever-card-title">{t('lever.proof.why')}</h2>
      <p>
        {t('lever.proof.whyText', {
          price: f.price(closePrice),
          risk: maths.risk_rate_at_close ?? '0',
          threshold: maths.liquidation_risk_percent,
        })}
      </p>
      <button
        type="button"
        className="lever-link"
        onClick={() => go(`${RULES_PATH}?currency_id=${position.currency_id}`)}
        data-testid="proof-rules"
      >
        {t('lever.rulesLink')}
      </button>
    </section>
  );
}
