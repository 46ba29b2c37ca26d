/**
 * Releases the house's side of quotes whose firm time ended, on the clock's timer and once at
 * start (quotes that ended while the server was down). Each quote ends in its own transaction under
 * its row lock, so a quote is expired once whatever runs it, and an accept racing it sees the row
 * after it.
 */
import { OTC_SWEEP_INTERVAL_MS } from '@bourse/contract';
import type { AppContext } from '../../app/context';
import type { Timer } from '../../platform/clock';
import type { OtcService } from './service';

export class OtcSweeper {
  private timer: Timer | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private busy = false;
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly otc: OtcService,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    this.timer = this.ctx.clock.setInterval(() => this.nudge(), OTC_SWEEP_INTERVAL_MS);
    await this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.timer?.cancel();
    this.timer = undefined;
    await this.chain;
  }

  nudge(): void {
    if (this.stopped || this.busy) return;
    this.busy = true;
    void this.run()
      .catch((err: unknown) => this.ctx.log.error({ err }, 'otc sweep failed'))
      .finally(() => {
        this.busy = false;
      });
  }

  /** A full pass after any pass in progress; resolves with how many quotes it expired. */
  run(): Promise<number> {
    const run = this.chain.then(() => this.otc.expireDue());
    this.chain = run.catch(() => undefined);
    return run;
  }
}
