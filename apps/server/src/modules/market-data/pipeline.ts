/**
 * Ticks from the feed, in order: persisted (ticks and the candles they change, in one transaction),
 * then folded into the market state, published to the socket rooms (ticker and K-lines, at most
 * 1 Hz per room), fanned out to follower nodes, and handed to listeners (the trading products).
 * A tick any listener sees is already in the database with its id, so a proof can cite it.
 * A tick older than its market's last one is dropped: recorded ticks only move forward in time.
 */
import type { Db } from '@bourse/db';
import type { Realtime } from '../../app/socket';
import type { Clock } from '../../platform/clock';
import type { Tick } from './candles';
import type { Period } from './periods';
import { type MarketInfo, type MarketState, type RecordedTick, toBar } from './state';
import { insertTicks, upsertCandles } from './store';
import { RoomThrottle } from '../../platform/throttle';

export type TickListener = (ticks: RecordedTick[]) => Promise<void> | void;

export interface PipelineLog {
  error(obj: object, msg: string): void;
}

export class TickPipeline {
  private queue: Tick[] = [];
  private scheduled = false;
  private chain: Promise<void> = Promise.resolve();
  private readonly listeners: TickListener[] = [];
  private readonly throttle: RoomThrottle;
  /** Set on the leader: publishes processed ticks to follower nodes. */
  fanout: ((ticks: RecordedTick[]) => void) | undefined;

  constructor(
    private readonly db: Db,
    private readonly state: MarketState,
    private readonly realtime: Realtime,
    private readonly log: PipelineLog,
    private readonly clock: Clock,
  ) {
    this.throttle = new RoomThrottle(1000, clock);
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  onTicks(listener: TickListener): void {
    this.listeners.push(listener);
  }

  /** Called by the feed. Ticks emitted together are processed as one batch. */
  push(tick: Tick): void {
    this.queue.push(tick);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const batch = this.queue;
      this.queue = [];
      this.chain = this.chain.then(() => this.process(batch)).catch((err) => this.log.error({ err }, 'tick batch failed'));
    });
  }

  /** Resolves when every tick pushed so far has been processed. */
  async drain(): Promise<void> {
    while (this.scheduled || this.queue.length > 0) await new Promise((r) => setImmediate(r));
    await this.chain;
  }

  private async process(batch: Tick[]): Promise<void> {
    const known = batch
      .map((tick) => ({ tick, market: this.state.find(tick.symbol) }))
      .filter((t): t is { tick: Tick; market: MarketInfo } => t.market !== undefined);
    const fresh = this.inOrder(known);
    if (fresh.length === 0) return;
    // Memory moves only after the commit: on PostgreSQL a retried transaction runs this callback
    // again (the state would fold the same ticks twice), and a failed one must leave it as it was.
    const recorded = await this.db.tx(async (ex) => {
      const ids = await insertTicks(
        ex,
        fresh.map(({ tick, market }) => ({ ...tick, market })),
      );
      const out = fresh.map(({ tick, market }, i): RecordedTick => ({ ...tick, id: ids[i]!, marketId: market.id, symbol: market.symbol }));
      await upsertCandles(
        ex,
        this.state.candlesAfter(out).map((c) => ({ ...c, market: this.state.markets.get(c.marketId)! })),
      );
      return out;
    });
    for (const rt of recorded) this.state.apply(rt);
    this.publish(recorded);
    this.fanout?.(recorded);
    await this.notify(recorded);
  }

  /**
   * The ticks not older than their market's last recorded tick (nor than an earlier one of the
   * batch). A late tick is not stored and no listener sees it: a settlement that looked up the
   * price at an instant must find the same tick there afterwards.
   */
  private inOrder(ticks: Array<{ tick: Tick; market: MarketInfo }>): Array<{ tick: Tick; market: MarketInfo }> {
    const lastTs = new Map<number, number>();
    return ticks.filter(({ tick, market }) => {
      const prior = lastTs.get(market.id) ?? this.state.lastTick(market.id)?.ts;
      if (prior !== undefined && tick.ts < prior) return false;
      lastTs.set(market.id, tick.ts);
      return true;
    });
  }

  /** A follower applies the leader's ticks: state and listeners only (the leader persisted and published). */
  async applyRemote(ticks: RecordedTick[]): Promise<void> {
    for (const t of ticks) this.state.apply(t);
    await this.notify(ticks);
  }

  private async notify(ticks: RecordedTick[]): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(ticks);
      } catch (err) {
        this.log.error({ err }, 'tick listener failed');
      }
    }
  }

  private publish(ticks: RecordedTick[]): void {
    const touched = new Set(ticks.map((t) => t.marketId));
    for (const marketId of touched) {
      const market = this.state.markets.get(marketId)!;
      const room = `ticker:${market.symbol}`;
      this.throttle.offer(room, () => {
        const ticker = this.state.ticker(marketId, this.now());
        if (ticker) this.realtime.publish(room, 'ticker', ticker);
      });
      for (const period of ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M'] as Period[]) {
        const klineRoom = `kline:${market.symbol}:${period}`;
        this.throttle.offer(klineRoom, () => {
          const candle = this.state.openCandle(marketId, period);
          if (candle) this.realtime.publish(klineRoom, 'kline', { symbol: market.symbol, period, bar: toBar(candle, market) });
        });
      }
    }
  }

  stop(): void {
    this.throttle.stop();
  }
}
