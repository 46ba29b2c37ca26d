/**
 * A restart-safe periodic pass: run once at start (work that fell due while the server was down),
 * then on the clock's timer and whenever nudged (a tick batch, say), never two at once, and stop
 * after the pass in progress. The pass itself must be idempotent (each module's pass locks its rows
 * and keys its entries), so running it again is always safe. Schedulers written before this file
 * (ieo, lock-mining, loans, dual-invest, microtrade) repeat this shape and can move onto it.
 */
import type { AppContext } from '../app/context';
import type { Timer } from './clock';

export class PeriodicPass {
  private timer: Timer | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private busy = false;
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly o: { name: string; intervalMs: number; pass: () => Promise<number> },
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    this.timer = this.ctx.clock.setInterval(() => this.nudge(), this.o.intervalMs);
    await this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.timer?.cancel();
    this.timer = undefined;
    await this.chain;
  }

  /** Start a pass unless one is running or the pass is stopped; a failure is logged, not thrown. */
  nudge(): void {
    if (this.stopped || this.busy) return;
    this.busy = true;
    void this.run()
      .catch((err: unknown) => this.ctx.log.error({ err }, `${this.o.name} failed`))
      .finally(() => {
        this.busy = false;
      });
  }

  /** A full pass after any pass in progress (tests call it); resolves with what the pass counted. */
  run(): Promise<number> {
    const run = this.chain.then(() => this.o.pass());
    this.chain = run.catch(() => undefined);
    return run;
  }
}
