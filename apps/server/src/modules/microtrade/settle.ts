/**
 * Settlement of seconds orders, from recorded ticks only. The feed's node looks for due orders on a
 * timer and after every tick batch; each pass settles every open order whose settle_at is at least
 * the grace period ago, so orders that came due while the server was down settle at the next start
 * from the ticks recorded before their settle_at.
 *
 * Exactly once: each order is settled in its own transaction that locks its row while it is still
 * open (a row another node is settling is skipped), posts one ledger entry under the key
 * `micro:settle:<id>` and marks the row settled. A second node, a retry or a restart finds the row
 * settled (or the key posted) and does nothing.
 */
import { settleHolds, systemAccount, userAccount, type Line } from '@bourse/ledger';
import type { AppContext } from '../../app/context';
import type { Timer } from '../../platform/clock';
import { decide, payoutOf } from '@bourse/maths/seconds';
import type { MicroPorts } from './ports';
import { type MicroSettings, microSettings } from './service';
import { dueOrderIds, lockDueOrder, markSettled, type OrderRow } from './store';

const BATCH = 200;

export class MicroSettler {
  private timer: Timer | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private busy = false;
  private stopped = false;

  private readonly settings: MicroSettings;

  constructor(
    private readonly ctx: AppContext,
    private readonly ports: MicroPorts,
    private readonly onSettled: (row: OrderRow) => void,
  ) {
    this.settings = microSettings(ctx.config);
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.timer = this.ctx.clock.setInterval(() => this.nudge(), this.settings.settleIntervalMs);
    if (this.ports.prices.leads()) await this.settleDue();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.timer?.cancel();
    this.timer = undefined;
    await this.chain;
  }

  /** The timer and tick batches: start a pass on the feed's node unless one is already running. */
  nudge(): void {
    if (this.stopped || this.busy || !this.ports.prices.leads()) return;
    this.busy = true;
    void this.settleDue()
      .catch((err: unknown) => this.ctx.log.error({ err }, 'seconds settlement pass failed'))
      .finally(() => {
        this.busy = false;
      });
  }

  /** Run a full pass after any pass in progress; resolves with how many orders it settled. */
  settleDue(): Promise<number> {
    const run = this.chain.then(() => this.pass());
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async pass(): Promise<number> {
    const cutoff = new Date(this.ctx.clock.now().getTime() - this.settings.settleGraceMs);
    let after = 0;
    let settled = 0;
    for (;;) {
      const ids = await dueOrderIds(this.ctx.db, cutoff, after, BATCH);
      for (const id of ids) {
        try {
          if (await this.settleOne(id, cutoff)) settled++;
        } catch (err) {
          // Left open: the next pass tries again. One order's fault never holds up the others.
          this.ctx.log.error({ err, orderId: id }, 'seconds order settlement failed');
        }
      }
      if (ids.length < BATCH) return settled;
      after = ids[ids.length - 1]!;
    }
  }

  /** Settle one order if it is still open and due; false when there was nothing to do. */
  private async settleOne(id: number, cutoff: Date): Promise<boolean> {
    const row = await this.ctx.db.tx(async (ex) => {
      const o = await lockDueOrder(ex, id, cutoff);
      if (!o) return undefined;
      const close = await this.ports.prices.tickAtOrBefore(ex, o.market_id, o.settle_at.getTime());
      // The open tick itself is at or before settle_at, so a close tick always exists.
      if (!close) throw new Error(`seconds order ${id}: no recorded tick at or before ${o.settle_at.toISOString()}`);
      if (close.priceScale !== o.price_scale) throw new Error(`seconds order ${id}: the market's price scale changed while it was open`);
      const result = decide(o.side, BigInt(o.open_price), close.price);
      const stake = BigInt(o.stake);
      const profit = BigInt(o.win_profit);
      const payout = payoutOf(result, stake, profit);
      const user = userAccount(o.user_id, o.asset, 'micro');
      const house = systemAccount('house', o.asset);
      // Win: both holds to the user. Tie: each hold back to its owner. Loss: both to the house.
      const toUser = payout;
      const toHouse = stake + profit - payout;
      const lines: Line[] = [
        ...(toUser > 0n ? [{ account: user, amount: toUser }] : []),
        ...(toHouse > 0n ? [{ account: house, amount: toHouse }] : []),
      ];
      await settleHolds(ex, {
        key: `micro:settle:${id}`,
        kind: `micro.${result}`,
        parts: [
          { holdId: o.hold_id!, amount: stake },
          ...(o.house_hold_id !== null && profit > 0n ? [{ holdId: o.house_hold_id, amount: profit }] : []),
        ],
        lines,
        meta: { orderId: id, result, openTickId: o.open_tick_id, closeTickId: close.id, payout: payout.toString() },
      });
      return markSettled(ex, id, {
        result,
        closeTickId: close.id,
        closeTickTs: new Date(close.ts),
        closePrice: close.price,
        closeSource: close.source,
        payout,
        settledAt: this.ctx.clock.now(),
      });
    });
    if (!row) return false;
    this.onSettled(row);
    return true;
  }
}
