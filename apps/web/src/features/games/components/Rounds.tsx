/** Tomorrow's round, taking predictions, and today's round in progress with its opening tick and the last price. */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import type { GameState } from '@bourse/contract';
import { getCurrentPath, go, loginPathFor } from '../../../app/navigation';
import { useNumberFormat } from '../../../lib/number-display';
import { newRequestKey } from '../../../lib/request-key';
import { formatDateTime } from '../../../lib/time-ago';
import { toast } from '../../../lib/toast';
import { predict, refreshGame } from '../api';

export function NextRound({ state: s, signedIn }: { state: GameState; signedIn: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState<'up' | 'down' | undefined>();
  const [key] = useState(newRequestKey);
  const send = async (direction: 'up' | 'down') => {
    if (!signedIn) return go(loginPathFor(getCurrentPath()));
    setBusy(direction);
    try {
      // One prediction a day: the key is per direction, so a retry of the same choice acts once.
      await predict(direction, `${key}-${direction}`);
      toast(t('games.predicted'), 'success');
      await refreshGame(client);
    } catch {
      // The request wrapper has shown the server's reason.
    } finally {
      setBusy(undefined);
    }
  };
  const mine = s.my_next;
  return (
    <section className="card game-card" data-testid="game-next">
      <h2>{t('games.next.title', { day: s.next.day })}</h2>
      <p>{t('games.next.question', { symbol: s.next.symbol })}</p>
      <p className="muted">{t('games.next.window', { when: formatDateTime(s.next.opens_at) })}</p>
      {mine ? (
        <p className="game-mine" data-testid="game-my-next">
          {t('games.next.yours', { direction: t(`games.direction.${mine.direction}`) })}
        </p>
      ) : (
        <div className="game-choices">
          {(['up', 'down'] as const).map((d) => (
            <Button
              key={d}
              block
              size="large"
              className={`game-choice game-choice--${d}`}
              loading={busy === d}
              disabled={busy !== undefined}
              onClick={() => void send(d)}
              data-testid={`game-${d}`}
            >
              {t(`games.choice.${d}`)}
            </Button>
          ))}
        </div>
      )}
      {signedIn ? null : <p className="muted">{t('games.signIn')}</p>}
    </section>
  );
}

export function TodayRound({ state: s }: { state: GameState }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const open = s.current.open_tick;
  return (
    <section className="card game-card" data-testid="game-today">
      <h2>{t('games.today.title', { day: s.current.day })}</h2>
      <dl className="game-facts">
        <dt>{t('games.today.open')}</dt>
        <dd data-testid="game-open-price">{open ? n.price(open.price) : t('games.today.noOpen')}</dd>
        <dt>{t('games.today.last')}</dt>
        <dd data-testid="game-last-price">{s.last_price ? n.price(s.last_price) : '--'}</dd>
        <dt>{t('games.today.closes')}</dt>
        <dd>{formatDateTime(s.current.closes_at)}</dd>
        <dt>{t('games.today.yours')}</dt>
        <dd>{s.my_current ? t(`games.direction.${s.my_current.direction}`) : t('games.today.none')}</dd>
      </dl>
    </section>
  );
}
