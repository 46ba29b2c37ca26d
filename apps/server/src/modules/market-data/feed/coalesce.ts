import type { Clock, Timer } from '../../../platform/clock';
import type { Tick } from '../candles';

/**
 * Real exchanges trade many times a second; we keep one tick per market per second: the last
 * trade's price with the second's summed volume, stamped with the last trade's time.
 */
export class SecondCoalescer {
  private readonly pending = new Map<string, Tick>();
  private timer: Timer | undefined;

  constructor(
    private readonly emit: (tick: Tick) => void,
    private readonly clock: Clock,
  ) {}

  add(tick: Tick): void {
    const prior = this.pending.get(tick.symbol);
    if (prior && Math.floor(prior.ts / 1000) !== Math.floor(tick.ts / 1000)) {
      this.emit(prior);
      this.pending.delete(tick.symbol);
    }
    const current = this.pending.get(tick.symbol);
    this.pending.set(tick.symbol, current ? { ...tick, volume: current.volume + tick.volume } : tick);
  }

  start(): void {
    this.timer = this.clock.setInterval(() => this.flush(this.clock.now().getTime()), 250);
  }

  /** Emit every pending tick from a second that has ended. */
  flush(nowMs: number): void {
    for (const [symbol, tick] of this.pending) {
      if (Math.floor(tick.ts / 1000) < Math.floor(nowMs / 1000)) {
        this.emit(tick);
        this.pending.delete(symbol);
      }
    }
  }

  stop(): void {
    this.timer?.cancel();
    this.timer = undefined;
  }
}
