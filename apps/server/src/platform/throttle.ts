/**
 * At most one message per room per interval, and never a lost last word: a message offered
 * during the quiet interval is sent when it ends (the newest one wins).
 */
export class RoomThrottle {
  private readonly lastSent = new Map<string, number>();
  private readonly pending = new Map<string, () => void>();
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly intervalMs: number) {}

  offer(room: string, send: () => void): void {
    const now = Date.now();
    const last = this.lastSent.get(room) ?? 0;
    if (now - last >= this.intervalMs && !this.timers.has(room)) {
      this.lastSent.set(room, now);
      send();
      return;
    }
    this.pending.set(room, send);
    if (this.timers.has(room)) return;
    const timer = setTimeout(() => {
      this.timers.delete(room);
      const next = this.pending.get(room);
      this.pending.delete(room);
      if (next) {
        this.lastSent.set(room, Date.now());
        next();
      }
    }, Math.max(0, this.intervalMs - (now - last)));
    timer.unref();
    this.timers.set(room, timer);
  }

  stop(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.pending.clear();
  }
}
