/** The manual clock's timers: in time order, cancellable, and an interval that falls behind catches up once. */
import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock';

describe('ManualClock timers', () => {
  it('fires timeouts in time order as the clock passes them, each at its own time', () => {
    const clock = new ManualClock(new Date(0));
    const seen: Array<[string, number]> = [];
    clock.setTimeout(() => seen.push(['b', clock.now().getTime()]), 200);
    clock.setTimeout(() => seen.push(['a', clock.now().getTime()]), 100);
    const c = clock.setTimeout(() => seen.push(['c', clock.now().getTime()]), 150);
    c.cancel();
    clock.advance(99);
    expect(seen).toEqual([]);
    clock.advance(200);
    expect(seen).toEqual([
      ['a', 100],
      ['b', 200],
    ]);
    expect(clock.now().getTime()).toBe(299);
    expect(clock.pendingTimers).toBe(0);
  });

  it('repeats an interval every period, and after a long jump fires it once more rather than replaying every period', () => {
    const clock = new ManualClock(new Date(0));
    let runs = 0;
    const timer = clock.setInterval(() => runs++, 250);
    clock.advance(1000);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(4);
    runs = 0;
    clock.advance(50 * 86_400_000);
    expect(runs).toBe(2);
    timer.cancel();
    clock.advance(10_000);
    expect(runs).toBe(2);
  });

  it('lets a timer started by another timer fire within the same advance', async () => {
    const clock = new ManualClock(new Date(0));
    const seen: number[] = [];
    clock.setTimeout(() => clock.setTimeout(() => seen.push(clock.now().getTime()), 50), 50);
    await clock.advanceAsync(100);
    expect(seen).toEqual([100]);
  });
});
