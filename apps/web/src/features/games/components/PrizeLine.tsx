/** The user's points this week and what the week's top places win (or that no funded prize runs now). */
import { useTranslation } from '../../../app/i18n';
import type { GameState } from '@bourse/contract';
import { useNumberFormat } from '../../../lib/number-display';

export function PrizeLine({ state: s }: { state: GameState }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const p = s.prize;
  const prize = p
    ? p.kind === 'fee_discount'
      ? t('coupons.label.fee_discount', { percent: p.percent, cap: `${n.amount(p.value)} ${p.currency}` })
      : t(`coupons.label.${p.kind}`, { amount: `${n.amount(p.value)} ${p.currency}` })
    : undefined;
  return (
    <section className="card game-card game-points" data-testid="game-points">
      {s.my_week_points !== null ? (
        <p>
          <strong data-testid="game-week-points">{t('games.points', { count: s.my_week_points })}</strong> {t('games.thisWeek')}
        </p>
      ) : null}
      <p className="muted">{t('games.pointsRule', { points: s.points_right })}</p>
      <p data-testid="game-prize">{prize ? t('games.prize', { count: s.prize_places, prize }) : t('games.noPrize')}</p>
    </section>
  );
}
