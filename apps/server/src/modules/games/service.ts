/**
 * The mini game's calls: the state (the round taking predictions, the one in progress, the caller's
 * predictions and points), predicting (points only: nothing is staked, no ledger entry exists in
 * this module), the caller's history with each round's proof, and a week's leaderboard.
 */
import {
  GAME_POINTS_RIGHT,
  GAME_PRIZE_PLACES,
  type GameBoard,
  type GamePrediction,
  type GameRound,
  type GameState,
} from '@bourse/contract';
import { formatUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { DAY_MS, dayOf, isDay, nextDay, startOf, WEEK_MS, weekOf } from './days';
import type { GamesPorts } from './ports';
import { GAME_SYMBOL, type GameSettler } from './settle';
import {
  awardsOf,
  insertPrediction,
  predictionOf,
  type PredictionRow,
  roundsOf,
  type RoundRow,
  standings,
  userPredictions,
  weekPoints,
} from './store';

const BOARD_SIZE = 50;

/** Another player as the board shows them: never an email or a phone. */
export function maskPlayer(userId: number): string {
  return `U***${String(userId).padStart(4, '0').slice(-3)}`;
}

export class GamesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly ports: GamesPorts,
    private readonly settler: GameSettler,
  ) {}

  private nowMs(): number {
    return this.ctx.clock.now().getTime();
  }

  private price(v: number | bigint, scale: number): string {
    return formatUnits(BigInt(v), scale, { fixed: scale });
  }

  /** A round as shown: settled from its row, or still to come / in progress (its open tick once the day began). */
  private roundView(day: string, row: RoundRow | undefined, openTick?: GameRound['open_tick']): GameRound {
    const opensAt = startOf(day);
    const tick = (side: 'open' | 'close') => {
      if (!row || row[`${side}_tick_id`] === null) return null;
      const [id, ts, price, source] = [row[`${side}_tick_id`], row[`${side}_tick_ts`], row[`${side}_price`], row[`${side}_source`]];
      return { id: Number(id), time: ts!.getTime(), price: this.price(price!, row.price_scale), source: source! };
    };
    return {
      day,
      symbol: GAME_SYMBOL,
      opens_at: opensAt,
      closes_at: opensAt + DAY_MS,
      open_tick: row ? tick('open') : (openTick ?? null),
      close_tick: tick('close'),
      result: row?.result ?? null,
      settled_at: row?.settled_at.getTime() ?? null,
    };
  }

  private predictionView(p: PredictionRow, round: GameRound): GamePrediction {
    return {
      id: Number(p.id),
      day: p.day,
      direction: p.direction,
      status: p.status,
      points: p.points,
      created_at: p.created_at.getTime(),
      round,
    };
  }

  /** GET game/state. */
  async state(userId: number | undefined): Promise<GameState> {
    const now = this.nowMs();
    const today = dayOf(now);
    const tomorrow = nextDay(today);
    const m = this.settler.market();
    const rounds = await roundsOf(this.ctx.db, [today, tomorrow]);
    let openTick: GameRound['open_tick'] = null;
    let last: string | null = null;
    if (m) {
      const open = await this.ports.prices.tickAtOrBefore(this.ctx.db, m.id, startOf(today));
      if (open) openTick = { id: open.id, time: open.ts, price: this.price(open.price, open.priceScale), source: open.source };
      const latest = await this.ports.prices.tickAtOrBefore(this.ctx.db, m.id, now);
      if (latest) last = this.price(latest.price, latest.priceScale);
    }
    const current = this.roundView(today, rounds.get(today), openTick);
    const next = this.roundView(tomorrow, rounds.get(tomorrow));
    const mine = async (day: string, round: GameRound) => {
      if (userId === undefined) return null;
      const p = await predictionOf(this.ctx.db, userId, day);
      return p ? this.predictionView(p, round) : null;
    };
    const week = weekOf(today);
    return {
      next,
      current,
      my_next: await mine(tomorrow, next),
      my_current: await mine(today, current),
      last_price: last,
      points_right: GAME_POINTS_RIGHT,
      prize_places: GAME_PRIZE_PLACES,
      prize: await this.ports.prizes.offer(),
      my_week_points: userId === undefined ? null : await weekPoints(this.ctx.db, userId, week, dayOf(startOf(week) + WEEK_MS)),
    };
  }

  /** POST game/predict: for tomorrow (UTC), once. */
  async predict(userId: number, direction: 'up' | 'down'): Promise<GamePrediction> {
    const now = this.ctx.clock.now();
    const day = nextDay(dayOf(now.getTime()));
    const row = await insertPrediction(this.ctx.db, { userId, day, direction, now });
    if (!row) throw new AppError('GAME_ALREADY_PREDICTED');
    return this.predictionView(row, this.roundView(day, undefined));
  }

  /** GET game/history. */
  async history(userId: number): Promise<GamePrediction[]> {
    const rows = await userPredictions(this.ctx.db, userId);
    const rounds = await roundsOf(
      this.ctx.db,
      rows.map((r) => r.day),
    );
    return rows.map((p) => this.predictionView(p, this.roundView(p.day, rounds.get(p.day))));
  }

  /** GET game/leaderboard. */
  async board(userId: number | undefined, weekDay?: string): Promise<GameBoard> {
    if (weekDay !== undefined && !isDay(weekDay)) throw new AppError('GAME_DAY_INVALID');
    const week = weekOf(weekDay ?? dayOf(this.nowMs()));
    const startsAt = startOf(week);
    const endDay = dayOf(startsAt + WEEK_MS);
    const rows = await standings(this.ctx.db, week, endDay, BOARD_SIZE);
    const awards = await awardsOf(this.ctx.db, week);
    const final = awards.length > 0 || (startsAt + WEEK_MS <= this.nowMs() && rows.every((r) => r.points === 0));
    return {
      week,
      starts_at: startsAt,
      ends_at: startsAt + WEEK_MS,
      final,
      rows: rows.map((r, i) => {
        const award = awards.find((a) => a.user_id === r.user_id);
        return {
          rank: i + 1,
          name: maskPlayer(r.user_id),
          points: r.points,
          right: r.right,
          me: r.user_id === userId,
          prize: award ? (award.coupon_id === null ? 'unfunded' : 'granted') : null,
        };
      }),
    };
  }
}
