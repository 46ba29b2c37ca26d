/**
 * Settling rounds and deciding weekly prizes, from the database and the recorded ticks only, so a
 * restart (or another node) picks up exactly where the last pass stopped: on a timer of the app's
 * clock and once at start, every day that has ended with predictions still pending is settled, and
 * every week that has ended with all its predictions settled has its prizes decided.
 *
 * A round of day D: its open is the last recorded BTC/USDT tick at or before D 00:00 UTC, its close
 * the last one at or before D+1 00:00 UTC. It settles once a tick after the day's end is stored
 * (ticks are stored in time order, so the close can no longer change) or `GAME_SETTLE_WAIT_MS`
 * after the end at most. A tick more than `GAME_TICK_MAX_AGE_MS` older than the instant it stands
 * for says nothing about that instant (the feed stalled): the round is void, no points. The round's
 * row (primary key: the day) is written once; predictions are scored only while pending.
 */
import { GAME_POINTS_RIGHT, GAME_PRIZE_PLACES } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import type { AppContext } from '../../app/context';
import type { Timer } from '../../platform/clock';
import { DAY_MS, dayOf, startOf, WEEK_MS, weekOf } from './days';
import type { GamesPorts, GameTickView } from './ports';
import {
  insertAward,
  pendingDays,
  recordRound,
  type RoundRow,
  scoreDay,
  setAwardCoupon,
  standings,
  weekPending,
  weeksSince,
} from './store';

export const GAME_SETTLE_INTERVAL_MS = 30_000;
export const GAME_SETTLE_WAIT_MS = 60_000;
export const GAME_TICK_MAX_AGE_MS = 300_000;
/** Weeks ended this long ago are not looked at again (their prizes were decided, or nobody scored). */
const AWARD_LOOKBACK_MS = 3 * WEEK_MS;
export const GAME_SYMBOL = 'BTC/USDT';

export function resultOf(open: GameTickView | undefined, close: GameTickView | undefined): RoundRow['result'] {
  if (!open || !close) return 'void';
  return close.price > open.price ? 'up' : close.price < open.price ? 'down' : 'flat';
}

export class GameSettler {
  private timer: Timer | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private busy = false;
  private stopped = false;
  private again = false;
  /** Ticks need not wake the settler before this instant: the last pass left nothing due before it. */
  private quietUntilMs = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly ports: GamesPorts,
  ) {}

  market() {
    return this.ports.prices.markets().find((m) => m.symbol === GAME_SYMBOL);
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.timer = this.ctx.clock.setInterval(() => this.nudge(), GAME_SETTLE_INTERVAL_MS);
    await this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.timer?.cancel();
    this.timer = undefined;
    await this.chain;
  }

  /** A tick batch: the first ones after a day's end settle its round at once, instead of at the next timer. */
  onTicks(): void {
    if (this.ctx.clock.now().getTime() >= this.quietUntilMs) this.nudge();
  }

  private nudge(): void {
    if (this.stopped) return;
    // A tick that arrives during a pass may be the one a round waits for: run once more after it.
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    void this.run()
      .catch((err: unknown) => this.ctx.log.error({ err }, 'mini game pass failed'))
      .finally(() => {
        this.busy = false;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** A full pass (rounds, then prizes) after any in progress; resolves with the rounds settled. */
  run(): Promise<number> {
    const next = this.chain.then(async () => {
      const settled = await this.settleRounds();
      await this.decideWeeks();
      return settled;
    });
    this.chain = next.catch(() => undefined);
    return next;
  }

  private async settleRounds(): Promise<number> {
    const m = this.market();
    if (!m) return 0;
    const nowMs = this.ctx.clock.now().getTime();
    let settled = 0;
    let waiting = false;
    for (const day of await pendingDays(this.ctx.db)) {
      const endMs = startOf(day) + DAY_MS;
      if (endMs > nowMs) break;
      try {
        if (await this.ctx.db.tx((ex) => this.settleDay(ex, { day, marketId: m.id, priceScale: m.priceScale }, nowMs))) settled++;
        else waiting = true;
      } catch (err) {
        waiting = true;
        this.ctx.log.error({ err, day }, 'mini game round settlement failed');
      }
    }
    // Nothing left waiting for a tick: the next round to settle ends at the next UTC midnight.
    this.quietUntilMs = waiting ? 0 : startOf(dayOf(nowMs)) + DAY_MS;
    return settled;
  }

  /** One day in one transaction; false while it waits for a tick after its end. */
  private async settleDay(ex: Executor, r: { day: string; marketId: number; priceScale: number }, nowMs: number): Promise<boolean> {
    const startMs = startOf(r.day);
    const endMs = startMs + DAY_MS;
    const latest = await this.ports.prices.tickAtOrBefore(ex, r.marketId, nowMs);
    if (!(latest && latest.ts > endMs) && nowMs < endMs + GAME_SETTLE_WAIT_MS) return false;
    const fresh = (t: GameTickView | undefined, atMs: number) => (t && atMs - t.ts <= GAME_TICK_MAX_AGE_MS ? t : undefined);
    const open = fresh(await this.ports.prices.tickAtOrBefore(ex, r.marketId, startMs), startMs);
    const close = fresh(await this.ports.prices.tickAtOrBefore(ex, r.marketId, endMs), endMs);
    const now = this.ctx.clock.now();
    const round = await recordRound(ex, { ...r, open, close, result: resultOf(open, close), now });
    await scoreDay(ex, round, GAME_POINTS_RIGHT, now);
    return true;
  }

  /** Every ended week of the last few with all its rounds settled: its top places get their prizes, once. */
  private async decideWeeks(): Promise<void> {
    const nowMs = this.ctx.clock.now().getTime();
    const weeks = new Set((await weeksSince(this.ctx.db, dayOf(nowMs - AWARD_LOOKBACK_MS))).map(weekOf));
    for (const week of [...weeks].sort()) {
      const endMs = startOf(week) + WEEK_MS;
      if (endMs > nowMs) continue;
      try {
        await this.ctx.db.tx((ex) => this.decideWeek(ex, week, dayOf(endMs)));
      } catch (err) {
        this.ctx.log.error({ err, week }, 'mini game prizes failed');
      }
    }
  }

  private async decideWeek(ex: Executor, week: string, endDay: string): Promise<void> {
    if (await weekPending(ex, week, endDay)) return;
    const top = (await standings(ex, week, endDay, GAME_PRIZE_PLACES)).filter((r) => r.points > 0);
    const now = this.ctx.clock.now();
    for (const [i, row] of top.entries()) {
      const rank = i + 1;
      if (!(await insertAward(ex, { week, rank, userId: row.user_id, points: row.points, now }))) continue;
      const couponId = await this.ports.prizes.award(ex, { userId: row.user_id, key: `game:${week}:${rank}` });
      if (couponId !== null) await setAwardCoupon(ex, week, rank, couponId);
    }
  }
}
