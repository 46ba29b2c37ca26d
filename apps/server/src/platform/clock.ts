/** Time comes from a clock object, so tests can move it (code expiry, sessions, market hours). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: starts at the real time (or a given one) and only moves when told. */
export class ManualClock implements Clock {
  private ms: number;
  constructor(start: Date = new Date()) {
    this.ms = start.getTime();
  }
  now(): Date {
    return new Date(this.ms);
  }
  advance(ms: number): void {
    this.ms += ms;
  }
  set(date: Date): void {
    this.ms = date.getTime();
  }
}

/**
 * Real time plus an offset that can be moved. The server uses it only when the price feed is
 * scripted (end-to-end tests), so a test can put the app inside or outside stock market hours
 * while sockets, timers and sessions keep running on real time.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  set(date: Date): void {
    this.offsetMs = date.getTime() - Date.now();
  }
}

/** A clock a scripted test may set. */
export function isSettable(clock: Clock): clock is Clock & { set(date: Date): void } {
  return clock instanceof OffsetClock || clock instanceof ManualClock;
}
