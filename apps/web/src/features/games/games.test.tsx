/**
 * The mini game's pages with the server faked at fetch: the no-stake statement, predicting once
 * with an Idempotency-Key, a settled prediction with both ticks, and the rules saying nothing is staked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { GameBoard, GamePrediction, GameRound, GameState } from '@bourse/contract';
import { fakeServer, show } from '../../test/fake-server';
import Game from './pages/Game';
import Rules from './pages/Rules';

const { answer, calls, sent, header } = fakeServer({ user: null });
afterEach(cleanup);

const round = (day: string, over: Partial<GameRound> = {}): GameRound => ({
  day,
  symbol: 'BTC/USDT',
  opens_at: Date.parse(`${day}T00:00:00Z`),
  closes_at: Date.parse(`${day}T00:00:00Z`) + 86_400_000,
  open_tick: null,
  close_tick: null,
  result: null,
  settled_at: null,
  ...over,
});
const state = (over: Partial<GameState> = {}): GameState => ({
  next: round('2026-11-29'),
  current: round('2026-11-28'),
  my_next: null,
  my_current: null,
  last_price: '66000.00',
  points_right: 10,
  prize_places: 3,
  prize: null,
  my_week_points: 0,
  ...over,
});
const board: GameBoard = { week: '2026-11-23', starts_at: 0, ends_at: 1, final: false, rows: [] };
const settled: GamePrediction = {
  id: 1,
  day: '2026-11-27',
  direction: 'up',
  status: 'right',
  points: 10,
  created_at: 0,
  round: round('2026-11-27', {
    open_tick: { id: 3, time: 0, price: '66000.00', source: 'scripted' },
    close_tick: { id: 4, time: 1, price: '66500.00', source: 'scripted' },
    result: 'up',
    settled_at: 2,
  }),
};

describe('the mini game', () => {
  it('says nothing is staked, predicts once with an Idempotency-Key, and shows a settled round with both ticks', async () => {
    let mine: GamePrediction | null = null;
    answer('GET /game/state', () => state({ my_next: mine }));
    answer('GET /game/leaderboard', board);
    answer('GET /game/history', [settled]);
    answer('POST /game/predict', () => {
      mine = { ...settled, id: 2, day: '2026-11-29', status: 'pending', points: 0, round: round('2026-11-29') };
      return mine;
    });
    show(Game, '/pages/game/game');
    expect((await screen.findByTestId('game-nostake')).textContent).toContain('no money is ever staked');
    const row = await screen.findByTestId('game-prediction-2026-11-27');
    expect(row.textContent).toContain('Right +10 points');
    expect(row.textContent).toContain('66,000.00');
    expect(row.textContent).toContain('66,500.00');
    expect(screen.getByTestId('game-prize').textContent).toBe('No prize is funded this week: points only.');
    fireEvent.click(await screen.findByTestId('game-up'));
    expect((await screen.findByTestId('game-my-next')).textContent).toBe('Your prediction: Above');
    expect(calls('/game/predict')).toHaveLength(1);
    expect(sent('/game/predict')).toEqual({ direction: 'up' });
    expect(header('/game/predict', 'Idempotency-Key')).toBeTruthy();
  });

  it('the rules page says first that no money is staked', async () => {
    show(Rules, '/pages/game/rules');
    expect((await screen.findByTestId('rules-nostake')).textContent).toContain('No money is staked');
  });
});
