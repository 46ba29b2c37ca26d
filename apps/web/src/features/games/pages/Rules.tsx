/**
 * The mini game's rules: what is predicted, when, how a round is settled and proven, points, the
 * weekly prizes, and first of all that nothing is staked.
 */
import '../games.css';
import { useTranslation } from '../../../app/i18n';
import { GAME_POINTS_RIGHT, GAME_PRIZE_PLACES } from '@bourse/contract';
import { Page } from '../../../components/Page';

const SECTIONS = ['what', 'when', 'settle', 'points', 'prizes'] as const;

export default function Rules() {
  const { t } = useTranslation();
  return (
    <Page title={t('games.rules.title')} name="game-rules">
      <div className="game-layout">
        <section className="card game-card game-nostake-card" data-testid="rules-nostake">
          <h2>{t('games.rules.noStakeTitle')}</h2>
          <p>{t('games.rules.noStake')}</p>
        </section>
        {SECTIONS.map((k) => (
          <section key={k} className="card game-card">
            <h2>{t(`games.rules.${k}Title`)}</h2>
            <p>{t(`games.rules.${k}`, { points: GAME_POINTS_RIGHT, places: GAME_PRIZE_PLACES })}</p>
          </section>
        ))}
      </div>
    </Page>
  );
}
