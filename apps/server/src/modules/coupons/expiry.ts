/**
 * Expiry on the app's clock: every minute, and once at start (so coupons that expired while the
 * server was down are released at once), held coupons past their expiry release their treasury
 * hold and become expired, in batches, each one transaction. Rows another node is expiring are
 * skipped; the release's key makes each happen once whatever runs it.
 */
import type { AppContext } from '../../app/context';
import type { Timer } from '../../platform/clock';
import { releaseAll } from './ledger';
import { lockExpired, markExpired, moveCampaign } from './store';

export const COUPON_EXPIRY_INTERVAL_MS = 60_000;
const BATCH = 200;

export class CouponExpiry {
  private timer: Timer | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private busy = false;

  constructor(private readonly ctx: AppContext) {}

  async start(): Promise<void> {
    this.timer = this.ctx.clock.setInterval(() => this.nudge(), COUPON_EXPIRY_INTERVAL_MS);
    await this.expireDue();
  }

  async stop(): Promise<void> {
    this.timer?.cancel();
    this.timer = undefined;
    await this.chain;
  }

  private nudge(): void {
    if (this.busy) return;
    this.busy = true;
    void this.expireDue()
      .catch((err: unknown) => this.ctx.log.error({ err }, 'coupon expiry pass failed'))
      .finally(() => {
        this.busy = false;
      });
  }

  /** A full pass after any in progress; resolves with how many coupons it expired. */
  expireDue(): Promise<number> {
    const run = this.chain.then(() => this.pass());
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async pass(): Promise<number> {
    const now = this.ctx.clock.now();
    let done = 0;
    for (;;) {
      const n = await this.ctx.db.tx(async (ex) => {
        const rows = await lockExpired(ex, now, BATCH);
        for (const c of rows) {
          await releaseAll(ex, c);
          await moveCampaign(ex, c.campaign_id, { held: -BigInt(c.value) });
          await markExpired(ex, c.id, now);
        }
        return rows.length;
      });
      done += n;
      if (n < BATCH) return done;
    }
  }
}
