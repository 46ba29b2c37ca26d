/**
 * At most one message per room per interval, and never a lost last word: a message offered
 * during the quiet interval is sent when it ends (the newest one wins). Time is the clock's.
 */
import type { Clock, Timer } from './clock';

export class RoomThrottle {
  private readonly lastSent = new Map<string, number>();
  private readonly pending = new Map<string, () => void>();
  private readonly timers = new Map<string, Timer>();

  constructor(
    private readonly intervalMs: number,
    private readonly clock: Clock,
  ) {}

  offer(room: string, send: () => void): void {
    const now = this.clock.now().getTime();
    const last = this.lastSent.get(room) ?? Number.NEGATIVE_INFINITY;
    if (now - last >= this.intervalMs && !this.timers.has(room)) {
      this.lastSent.set(room, now);
      send();
      return;
    }
    this.pending.set(room, send);
    if (this.timers.has(room)) return;
    const timer = this.clock.setTimeout(
      () => {
        this.timers.delete(room);
        const next = this.pending.get(room);
        this.pending.delete(room);
        if (next) {
          this.lastSent.set(room, this.clock.now().getTime());
          next();
        }
      },
      Math.max(0, this.intervalMs - (now - last)),
    );
    this.timers.set(room, timer);
  }

  stop(): void {
    for (const t of this.timers.values()) t.cancel();
    this.timers.clear();
    this.pending.clear();
  }
}
