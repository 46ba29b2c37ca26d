/** The user's predictions, newest first, each with its result and the two recorded ticks that settled its round. */
import { useTranslation } from '../../../app/i18n';
import type { GamePrediction } from '@bourse/contract';
import { EmptyState, QueryView } from '../../../components/states';
import { useNumberFormat } from '../../../lib/number-display';
import { formatDateTime } from '../../../lib/time-ago';
import { useGameHistory } from '../api';

export function History() {
  const { t } = useTranslation();
  const history = useGameHistory();
  return (
    <section className="card game-card" data-testid="game-history">
      <h2>{t('games.history.title')}</h2>
      <QueryView query={history} isEmpty={(h) => h.length === 0} empty={<EmptyState title={t('games.history.empty')} />}>
        {(h) => (
          <ul className="game-history">
            {h.map((p) => (
              <Row key={p.id} p={p} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function Row({ p }: { p: GamePrediction }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const tick = (x: GamePrediction['round']['open_tick']) =>
    x
      ? t('games.history.tick', { price: n.price(x.price), when: formatDateTime(x.time, true), source: x.source, id: x.id })
      : t('games.history.noTick');
  return (
    <li className={`game-history-row game-history-row--${p.status}`} data-testid={`game-prediction-${p.day}`}>
      <div className="game-history-head">
        <strong>{p.day}</strong>
        <span>{t(`games.direction.${p.direction}`)}</span>
        <span className="game-status" data-testid="game-prediction-status">
          {t(`games.status.${p.status}`)}
          {p.points > 0 ? ` +${t('games.points', { count: p.points })}` : ''}
        </span>
      </div>
      {p.round.result ? (
        <dl className="game-proof">
          <dt>{t('games.history.open')}</dt>
          <dd>{tick(p.round.open_tick)}</dd>
          <dt>{t('games.history.close')}</dt>
          <dd>{tick(p.round.close_tick)}</dd>
          <dt>{t('games.history.result')}</dt>
          <dd>{t(`games.result.${p.round.result}`)}</dd>
        </dl>
      ) : null}
    </li>
  );
}
