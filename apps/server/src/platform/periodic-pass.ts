/**
 * A restart-safe periodic pass: run once at start (work that fell due while the server was down),
 * then on the clock's timer and whenever nudged (a tick batch, say), never two at once, and stop
 * after the pass in progress. The pass itself must be idempotent (each module's pass locks its rows
 * and keys its entries), so running it again is always safe. Every module scheduler (lock-mining,
 * ieo, dual-invest, loans, microtrade, nft, otc) is one of these.
 */
import type { AppContext } from '../app/context';
import type { Timer } from './clock';

export interface PeriodicPassOptions<T> {
  /** Names the pass in the log when it fails. */
  name: string;
  intervalMs: number;
  pass: () => Promise<T>;
  /** Runs only where this holds (the price feed's node, for passes that settle from its ticks); always when omitted. */
  leads?: () => boolean;
}

export class PeriodicPass<T = number> {
  private timer: Timer | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private busy = false;
  private halted = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly o: PeriodicPassOptions<T>,
  ) {}

  /** Stop was asked: a pass that works in batches ends after the batch in progress. */
  get stopped(): boolean {
    return this.halted;
  }

  async start(): Promise<void> {
    this.halted = false;
    this.timer = this.ctx.clock.setInterval(() => this.nudge(), this.o.intervalMs);
    if (this.leads()) await this.run();
  }

  async stop(): Promise<void> {
    this.halted = true;
    this.timer?.cancel();
    this.timer = undefined;
    await this.chain;
  }

  /** Start a pass unless one is running or the pass is stopped; a failure is logged, not thrown. */
  nudge(): void {
    if (this.halted || this.busy || !this.leads()) return;
    this.busy = true;
    void this.run()
      .catch((err: unknown) => this.ctx.log.error({ err }, `${this.o.name} failed`))
      .finally(() => {
        this.busy = false;
      });
  }

  /** A full pass after any pass in progress (tests call it); resolves with what the pass counted. */
  run(): Promise<T> {
    const run = this.chain.then(() => this.o.pass());
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Resolves when no pass is running or queued. */
  async idle(): Promise<void> {
    await this.chain;
  }

  private leads(): boolean {
    return this.o.leads?.() ?? true;
  }
}
