/**
 * Settlement of seconds orders, from stored ticks only. The feed's node looks for due orders on a
 * timer and after every tick batch. An order settles once its settle_at has passed and either a
 * tick stamped after settle_at is stored (ticks are stored in time order, so its close, the last
 * stored tick at or before settle_at, can no longer change) or settleMaxWaitMs has passed since
 * settle_at. A close tick older than closeMaxAgeMs at settle_at makes the order void: the stake
 * and the fee go back to the user. Orders that came due while the server was down settle at the
 * next start from the ticks stored before their settle_at.
 *
 * Exactly once: each order is settled in its own transaction that locks its row while it is still
 * open (a row another node is settling is skipped), posts its ledger entries under the keys
 * `micro:settle:<id>` (and `micro:fee_refund:<id>` when void) and marks the row settled or void.
 * A second node, a retry or a restart finds the row ended (or the keys posted) and does nothing.
 */
import { settleHolds, systemAccount, transfer, userAccount, type Line } from '@bourse/ledger';
import type { Executor } from '@bourse/db';
import type { AppContext } from '../../app/context';
import { decide, payoutOf } from '@bourse/maths/seconds';
import type { MicroPorts } from './ports';
import { type MicroSettings, microSettings } from './service';
import { type DueOrder, dueOrders, lockDueOrder, markSettled, type OrderRow, type Settlement } from './store';
import { PeriodicPass } from '../../platform/periodic-pass';

const BATCH = 200;

export class MicroSettler {
  private readonly periodic: PeriodicPass<number>;
  private readonly settings: MicroSettings;

  constructor(
    private readonly ctx: AppContext,
    private readonly ports: MicroPorts,
    private readonly onSettled: (row: OrderRow) => void,
  ) {
    this.settings = microSettings(ctx.config);
    this.periodic = new PeriodicPass<number>(ctx, {
      name: 'seconds settlement pass',
      intervalMs: this.settings.settleIntervalMs,
      pass: () => this.pass(),
      leads: () => this.ports.prices.leads(),
    });
  }

  start = (): Promise<void> => this.periodic.start();
  stop = (): Promise<void> => this.periodic.stop();
  nudge = (): void => this.periodic.nudge();
  /** A full pass after any pass in progress (tests call it). */
  settleDue = (): Promise<number> => this.periodic.run();

  private async pass(): Promise<number> {
    const now = this.ctx.clock.now();
    // Per market, the last stored tick now (one indexed read each): an order whose settle_at it is
    // past may settle. Only a hint for which to try; each order's transaction reads it again.
    const latest = new Map<number, number>();
    const ready = async (o: DueOrder): Promise<boolean> => {
      if (now.getTime() >= o.settle_at.getTime() + this.settings.settleMaxWaitMs) return true;
      if (!latest.has(o.market_id)) {
        const tick = await this.ports.prices.tickAtOrBefore(this.ctx.db, o.market_id, now.getTime());
        latest.set(o.market_id, tick?.ts ?? -Infinity);
      }
      return latest.get(o.market_id)! > o.settle_at.getTime();
    };
    let after = 0;
    let settled = 0;
    for (;;) {
      const due = await dueOrders(this.ctx.db, now, after, BATCH);
      for (const o of due) {
        try {
          if ((await ready(o)) && (await this.settleOne(o.id, now))) settled++;
        } catch (err) {
          // Left open: the next pass tries again. One order's fault never holds up the others.
          this.ctx.log.error({ err, orderId: o.id }, 'seconds order settlement failed');
        }
      }
      if (due.length < BATCH) return settled;
      after = due[due.length - 1]!.id;
    }
  }

  /** Settle one order if it is still open and ready; false when there was nothing to do. */
  private async settleOne(id: number, now: Date): Promise<boolean> {
    const row = await this.ctx.db.tx(async (ex) => {
      const o = await lockDueOrder(ex, id, now);
      if (!o) return undefined;
      const settleMs = o.settle_at.getTime();
      const latest = await this.ports.prices.tickAtOrBefore(ex, o.market_id, now.getTime());
      const final = latest !== undefined && latest.ts > settleMs;
      if (!final && now.getTime() < settleMs + this.settings.settleMaxWaitMs) return undefined; // wait for a later tick
      const close = await this.ports.prices.tickAtOrBefore(ex, o.market_id, settleMs);
      // The open tick itself is at or before settle_at, so a close tick always exists.
      if (!close) throw new Error(`seconds order ${id}: no stored tick at or before ${o.settle_at.toISOString()}`);
      if (close.priceScale !== o.price_scale) throw new Error(`seconds order ${id}: the market's price scale changed while it was open`);
      const ending: Ending = {
        closeTickId: close.id,
        closeTickTs: new Date(close.ts),
        closePrice: close.price,
        closeSource: close.source,
        closeMaxAgeMs: this.settings.closeMaxAgeMs,
        settledAt: this.ctx.clock.now(),
      };
      // A close tick this old says nothing about the price at settle_at (the feed stalled): no result.
      if (settleMs - close.ts > ending.closeMaxAgeMs) return this.voidOrder(ex, o, ending);
      return this.decideOrder(ex, o, ending);
    });
    if (!row) return false;
    this.onSettled(row);
    return true;
  }

  /** The rule decides: win (both holds to the user), tie (each hold back to its owner) or loss (both to the house). */
  private async decideOrder(ex: Executor, o: OrderRow, ending: Ending): Promise<OrderRow> {
    const result = decide(o.side, BigInt(o.open_price), ending.closePrice);
    const stake = BigInt(o.stake);
    const profit = BigInt(o.win_profit);
    const payout = payoutOf(result, stake, profit);
    const toHouse = stake + profit - payout;
    const lines: Line[] = [
      ...(payout > 0n ? [{ account: userAccount(o.user_id, o.asset, 'micro'), amount: payout }] : []),
      ...(toHouse > 0n ? [{ account: systemAccount('house', o.asset), amount: toHouse }] : []),
    ];
    await settleHolds(ex, {
      key: `micro:settle:${o.id}`,
      kind: `micro.${result}`,
      parts: holdParts(o),
      lines,
      meta: { orderId: o.id, result, openTickId: o.open_tick_id, closeTickId: ending.closeTickId, payout: payout.toString() },
    });
    await this.couponEnded(ex, o, payout, false);
    return markSettled(ex, o.id, { ...ending, outcome: { status: 'settled', result }, payout });
  }

  /**
   * No fresh price decided the order: each hold goes back to its owner (as on a tie), then the fee
   * comes back from sys:fees, in the transaction that marks the order void. The house is locked
   * first, then the user, then sys:fees: the order in which taking an order locks them, so the two
   * cannot deadlock.
   */
  private async voidOrder(ex: Executor, o: OrderRow, ending: Ending): Promise<OrderRow> {
    const stake = BigInt(o.stake);
    const profit = BigInt(o.win_profit);
    const fee = BigInt(o.fee);
    const user = userAccount(o.user_id, o.asset, 'micro');
    const voidReason = 'close_tick_stale' as const;
    const meta = {
      orderId: o.id,
      voidReason,
      openTickId: o.open_tick_id,
      closeTickId: ending.closeTickId,
      closeMaxAgeMs: ending.closeMaxAgeMs,
    };
    const house: Line[] = profit > 0n ? [{ account: systemAccount('house', o.asset), amount: profit }] : [];
    await settleHolds(ex, {
      key: `micro:settle:${o.id}`,
      kind: 'micro.void',
      parts: holdParts(o),
      lines: [{ account: user, amount: stake }, ...house],
      meta,
    });
    if (fee > 0n) {
      const fees = systemAccount('fees', o.asset);
      await transfer(ex, { key: `micro:fee_refund:${o.id}`, kind: 'micro.fee_refund', from: fees, to: user, amount: fee, meta });
    }
    await this.couponEnded(ex, o, stake + fee, true);
    return markSettled(ex, o.id, { ...ending, outcome: { status: 'void', voidReason }, payout: stake + fee });
  }

  /** A coupon's order ended (issue 18): coupons takes a voucher's credit back out of what came back. */
  private async couponEnded(ex: Executor, o: OrderRow, returnedMinor: bigint, feeRefunded: boolean): Promise<void> {
    if (o.coupon_id !== null) await this.ports.discounts.ended(ex, { couponId: Number(o.coupon_id), returnedMinor, feeRefunded });
  }
}

/** What every ending records: the close tick and the age limit it was judged by. */
type Ending = Omit<Settlement, 'outcome' | 'payout'>;

/** The order's stake hold and, when it has one, the house's hold on its possible profit. */
function holdParts(o: OrderRow): Array<{ holdId: number; amount: bigint }> {
  const profit = BigInt(o.win_profit);
  return [
    { holdId: o.hold_id!, amount: BigInt(o.stake) },
    ...(o.house_hold_id !== null && profit > 0n ? [{ holdId: o.house_hold_id, amount: profit }] : []),
  ];
}
