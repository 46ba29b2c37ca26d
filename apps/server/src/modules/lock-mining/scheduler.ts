/**
 * The interest scheduler: on a timer of the app's clock, and once at start (so the days that ended
 * while the server was down are paid at once), it pays every order with an ended interest day, in
 * batches of orders, each batch one transaction (payout.ts). Any node may run it: rows a node is
 * paying are skipped by the others, and each day is paid once whatever runs it.
 */
import type { AppContext } from '../../app/context';
import { PeriodicPass } from '../../platform/periodic-pass';
import { payDueBatch, payOneDue } from './payout';
import { type DueCursor, dueOrderIds, type OrderRow } from './store';

/** How often a pass looks for ended days: five seconds (one indexed read when nothing is due). */
export const LOCK_PAYOUT_INTERVAL_MS = 5_000;
const BATCH = 500;

export class LockScheduler {
  private readonly periodic: PeriodicPass;

  constructor(
    private readonly ctx: AppContext,
    private readonly onPaid: (rows: OrderRow[]) => void,
  ) {
    this.periodic = new PeriodicPass(ctx, { name: 'lock-up interest pass', intervalMs: LOCK_PAYOUT_INTERVAL_MS, pass: () => this.pass() });
  }

  start = (): Promise<void> => this.periodic.start();
  stop = (): Promise<void> => this.periodic.stop();
  /** A full pass after any pass in progress; resolves with how many orders it moved. */
  payDue = (): Promise<number> => this.periodic.run();

  private async pass(): Promise<number> {
    const now = this.ctx.clock.now();
    let moved = 0;
    let cursor: DueCursor | undefined;
    for (;;) {
      let rows: OrderRow[];
      try {
        ({ paid: rows, cursor } = await this.ctx.db.tx((ex) => payDueBatch(ex, now, BATCH, cursor)));
      } catch (err) {
        // One bad order must not hold up the others: pay each alone, and leave the failing ones for the next pass.
        this.ctx.log.error({ err }, 'lock-up interest batch failed; paying its orders one by one');
        return moved + (await this.oneByOne(now));
      }
      moved += rows.length;
      if (rows.length > 0) this.onPaid(rows);
      if (rows.length < BATCH || this.periodic.stopped) return moved;
    }
  }

  private async oneByOne(now: Date): Promise<number> {
    let moved = 0;
    for (const id of await dueOrderIds(this.ctx.db, now)) {
      try {
        const rows = await this.ctx.db.tx((ex) => payOneDue(ex, id, now));
        moved += rows.length;
        if (rows.length > 0) this.onPaid(rows);
      } catch (err) {
        this.ctx.log.error({ err, orderId: id }, 'lock-up order payout failed');
      }
    }
    return moved;
  }
}
