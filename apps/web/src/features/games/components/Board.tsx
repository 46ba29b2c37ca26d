/** This week's leaderboard: rank, masked name, points and right calls; the prizes once the week is decided. */
import { useTranslation } from '../../../app/i18n';
import { EmptyState, QueryView } from '../../../components/states';
import { formatDate } from '../../../lib/time-ago';
import { useGameBoard } from '../api';

export function Board() {
  const { t } = useTranslation();
  const board = useGameBoard();
  return (
    <section className="card game-card" data-testid="game-board">
      <QueryView query={board}>
        {(b) => (
          <>
            <h2>{t('games.board.title', { from: formatDate(b.starts_at), to: formatDate(b.ends_at - 1) })}</h2>
            {b.rows.length === 0 ? (
              <EmptyState title={t('games.board.empty')} />
            ) : (
              <ol className="game-board">
                {b.rows.map((r) => (
                  <li key={r.rank} className={r.me ? 'game-board-me' : undefined} data-testid={r.me ? 'game-board-me' : undefined}>
                    <span className="game-rank">{r.rank}</span>
                    <span className="game-name">{r.me ? t('games.board.you') : r.name}</span>
                    <span>{t('games.points', { count: r.points })}</span>
                    {r.prize ? <span className="muted">{t(`games.board.prize.${r.prize}`)}</span> : null}
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
