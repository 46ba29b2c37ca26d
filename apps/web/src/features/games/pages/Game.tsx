/**
 * The mini game (pages/game/game): tomorrow's round to predict (up or down, points only, nothing
 * staked), today's round in progress with its opening price, the user's points this week and the
 * prize, the week's leaderboard, and the user's predictions with the two recorded ticks that
 * settled each.
 */
import '../games.css';
import { Link } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { useToken } from '../../../app/session';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/states';
import { useGameState } from '../api';
import { Board } from '../components/Board';
import { History } from '../components/History';
import { NextRound, TodayRound } from '../components/Rounds';
import { PrizeLine } from '../components/PrizeLine';

export const RULES_PATH = '/pages/game/rules';

export default function Game() {
  const { t } = useTranslation();
  const state = useGameState();
  const signedIn = Boolean(useToken());
  return (
    <Page
      title={t('games.title')}
      name="game"
      right={
        <Link to={RULES_PATH} className="game-nav-link" data-testid="game-rules-link">
          {t('games.rules.link')}
        </Link>
      }
    >
      <div className="game-layout">
        <p className="game-nostake" data-testid="game-nostake">
          {t('games.noStake')}
        </p>
        <QueryView query={state}>
          {(s) => (
            <>
              <NextRound state={s} signedIn={signedIn} />
              <TodayRound state={s} />
              <PrizeLine state={s} />
            </>
          )}
        </QueryView>
        <Board />
        {signedIn ? <History /> : null}
      </div>
    </Page>
  );
}
