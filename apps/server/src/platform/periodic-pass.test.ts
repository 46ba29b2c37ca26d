/** The shared periodic pass: once at start, on the timer, never two at once, nothing after stop. */
import { expect, it } from 'vitest';
import type { AppContext } from '../app/context';
import { ManualClock } from './clock';
import { PeriodicPass } from './periodic-pass';

it('runs at start and on the timer, one pass at a time, and not after stop', async () => {
  const clock = new ManualClock(new Date('2026-11-27T00:00:00Z'));
  const errors: unknown[] = [];
  const ctx = { clock, log: { error: (o: unknown) => errors.push(o) } } as unknown as AppContext;
  let runs = 0;
  let release: () => void = () => undefined;
  const pass = new PeriodicPass(ctx, {
    name: 'test pass',
    intervalMs: 1000,
    pass: async () => {
      runs++;
      if (runs === 2) await new Promise<void>((r) => (release = r));
      return runs;
    },
  });
  await pass.start();
  expect(runs).toBe(1);
  clock.advance(1000); // the timer starts pass 2, which waits
  await Promise.resolve();
  expect(runs).toBe(2);
  clock.advance(1000); // busy: no second pass on top of it
  pass.nudge();
  await Promise.resolve();
  expect(runs).toBe(2);
  release();
  await pass.run();
  expect(runs).toBe(3);
  await pass.stop();
  clock.advance(5000);
  pass.nudge();
  await Promise.resolve();
  expect(runs).toBe(3);
  expect(errors).toEqual([]);
});
