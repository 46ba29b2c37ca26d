/**
 * Time comes from a clock object, so tests can move it (code expiry, sessions, market hours,
 * throttles, schedulers). Every "now" and every timer in the server goes through one: tests
 * advance a ManualClock instead of sleeping.
 */
export interface Timer {
  cancel(): void;
}

export interface Clock {
  now(): Date;
  /** Run `fn` once, `ms` from now on this clock. Real timers never keep the process alive. */
  setTimeout(fn: () => void, ms: number): Timer;
  /** Run `fn` every `ms` on this clock until cancelled. */
  setInterval(fn: () => void, ms: number): Timer;
}

function realTimeout(fn: () => void, ms: number): Timer {
  const handle = setTimeout(fn, ms);
  handle.unref?.();
  return { cancel: () => clearTimeout(handle) };
}

function realInterval(fn: () => void, ms: number): Timer {
  const handle = setInterval(fn, ms);
  handle.unref?.();
  return { cancel: () => clearInterval(handle) };
}

export const systemClock: Clock = { now: () => new Date(), setTimeout: realTimeout, setInterval: realInterval };

interface Scheduled {
  id: number;
  atMs: number;
  everyMs: number | undefined;
  fn: () => void;
}

/**
 * A clock for tests: starts at the real time (or a given one) and only moves when told. Its
 * timers fire, in time order, while `advance` moves past them; `advanceAsync` also lets the
 * promises each timer starts settle before the next fires.
 */
export class ManualClock implements Clock {
  private ms: number;
  private nextId = 1;
  private readonly timers = new Map<number, Scheduled>();
  constructor(start: Date = new Date()) {
    this.ms = start.getTime();
  }
  now(): Date {
    return new Date(this.ms);
  }
  setTimeout(fn: () => void, ms: number): Timer {
    return this.schedule(fn, ms, undefined);
  }
  setInterval(fn: () => void, ms: number): Timer {
    return this.schedule(fn, ms, Math.max(1, ms));
  }
  /** How many timers are waiting (tests check that work stopped). */
  get pendingTimers(): number {
    return this.timers.size;
  }
  advance(ms: number): void {
    const target = this.ms + ms;
    for (let due = this.nextDue(target); due; due = this.nextDue(target)) this.fire(due, target);
    this.ms = target;
  }
  /** Advance, awaiting the microtasks and I/O each fired timer starts before the next one. */
  async advanceAsync(ms: number): Promise<void> {
    const target = this.ms + ms;
    for (let due = this.nextDue(target); due; due = this.nextDue(target)) {
      this.fire(due, target);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    this.ms = target;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  set(date: Date): void {
    this.ms = date.getTime();
  }

  private schedule(fn: () => void, ms: number, everyMs: number | undefined): Timer {
    const id = this.nextId++;
    this.timers.set(id, { id, atMs: this.ms + Math.max(0, ms), everyMs, fn });
    return { cancel: () => void this.timers.delete(id) };
  }
  private nextDue(targetMs: number): Scheduled | undefined {
    let best: Scheduled | undefined;
    for (const t of this.timers.values())
      if (t.atMs <= targetMs && (!best || t.atMs < best.atMs || (t.atMs === best.atMs && t.id < best.id))) best = t;
    return best;
  }
  /**
   * Fire one timer at its due time. An interval that fell several periods behind within one
   * advance fires once and resumes its period, as Node's does after a busy stretch: a test that
   * moves the clock 50 days does not replay 17 million ticks of a 250 ms poller.
   */
  private fire(t: Scheduled, targetMs: number): void {
    this.ms = Math.max(this.ms, t.atMs);
    if (t.everyMs === undefined) this.timers.delete(t.id);
    else {
      const behind = Math.floor((targetMs - t.atMs) / t.everyMs);
      t.atMs += t.everyMs * Math.max(1, behind);
    }
    t.fn();
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
  setTimeout(fn: () => void, ms: number): Timer {
    return realTimeout(fn, ms);
  }
  setInterval(fn: () => void, ms: number): Timer {
    return realInterval(fn, ms);
  }
  set(date: Date): void {
    this.offsetMs = date.getTime() - Date.now();
  }
}

/** A clock a scripted test may set. */
export function isSettable(clock: Clock): clock is Clock & { set(date: Date): void } {
  return clock instanceof OffsetClock || clock instanceof ManualClock;
}
