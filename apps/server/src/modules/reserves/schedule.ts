/**
 * At least one snapshot a day: every node looks each hour (on the clock, so tests move it) and
 * publishes one when the latest is a day old; the store's advisory lock makes a second node see the
 * first's. The first look comes ten minutes after start, so a fresh setup publishes soon.
 */
import type { AppContext } from '../../app/context';
import type { Timer } from '../../platform/clock';
import type { ReservesService } from './service';

const FIRST_LOOK_MS = 10 * 60_000;
const LOOK_EVERY_MS = 3_600_000;

export class SnapshotSchedule {
  private timers: Timer[] = [];
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: AppContext,
    private readonly service: ReservesService,
  ) {}

  start(): void {
    this.timers = [
      this.ctx.clock.setTimeout(() => this.look(), FIRST_LOOK_MS),
      this.ctx.clock.setInterval(() => this.look(), LOOK_EVERY_MS),
    ];
  }

  /** Stop looking, and let a snapshot being taken finish (its transaction commits or rolls back). */
  async stop(): Promise<void> {
    for (const t of this.timers) t.cancel();
    this.timers = [];
    await this.running;
  }

  /** One look at a time; a failure is logged and the next look tries again. */
  private look(): void {
    this.running = this.running.then(() =>
      this.service.take('schedule', null, true).then(
        () => undefined,
        (error: unknown) => this.ctx.log.error({ err: error }, 'reserves: the scheduled snapshot failed'),
      ),
    );
  }
}
