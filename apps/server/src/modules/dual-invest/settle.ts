/**
 * Settlement of dual investment orders, from recorded ticks only, and the refunds of cancelled
 * products. The feed's node looks on the clock's timer and after every tick batch. A product
 * settles once its settlement time has passed and either a tick stamped after it is stored (ticks
 * are stored in time order, so the last one at or before the settlement time can no longer change)
 * or DUAL_SETTLE_MAX_WAIT_MS has passed. Every order of the product is settled from that same tick.
 *
 * Exactly once: each order ends in its own transaction that locks its row while still purchased (a
 * row another node is settling is skipped), posts one ledger entry under `dual:settle:<id>` or
 * `dual:refund:<id>` that settles all its holds at once, and marks the row ended. A second node, a
 * retry or a restart finds the row ended (or the key posted) and changes nothing; orders that came
 * due while the server was down settle at the next start from the ticks stored before their time.
 */
import { DUAL_SETTLE_INTERVAL_MS, DUAL_SETTLE_MAX_WAIT_MS } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { settleHolds, systemAccount, userAccount, type Line } from '@bourse/ledger';
import { compareToLinked, dualBranch } from '@bourse/maths/dual';
import type { AppContext } from '../../app/context';
import type { DualPorts, DualTickView } from './ports';
import {
  cancelledWithOrders,
  dueProducts,
  lockPurchasedOrder,
  markEnded,
  markProductSettled,
  type OrderRow,
  type ProductRow,
  purchasedOrderIds,
} from './store';
import { TREASURY_BOOK } from './views';
import { PeriodicPass } from '../../platform/periodic-pass';

const BATCH = 200;

export class DualSettler {
  private readonly periodic: PeriodicPass<number>;
  constructor(
    private readonly ctx: AppContext,
    private readonly ports: DualPorts,
    private readonly onEnded: (orderId: number) => Promise<void>,
  ) {
    this.periodic = new PeriodicPass<number>(ctx, {
      name: 'dual settlement pass',
      intervalMs: DUAL_SETTLE_INTERVAL_MS,
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
    let ended = 0;
    for (const productId of await cancelledWithOrders(this.ctx.db)) {
      ended += await this.eachOrder(productId, (ex, o) => this.refund(ex, o, now));
    }
    for (const p of await dueProducts(this.ctx.db, now)) {
      try {
        const tick = await this.finalTick(p, now.getTime());
        if (!tick) continue; // wait for a later tick
        ended += await this.eachOrder(p.id, (ex, o) => this.settle(ex, o, tick, now));
        await markProductSettled(this.ctx.db, p.id);
      } catch (err) {
        // Left as it is: the next pass tries again. One product's fault never holds up the others.
        this.ctx.log.error({ err, productId: p.id }, 'dual product settlement failed');
      }
    }
    return ended;
  }

  /**
   * The last stored tick at or before the product's settlement time, once it is final: a tick after
   * the settlement time is stored, or the maximum wait has passed. Undefined while it may still change.
   */
  private async finalTick(p: ProductRow, nowMs: number): Promise<DualTickView | undefined> {
    const settleMs = p.settle_at.getTime();
    const latest = await this.ports.prices.tickAtOrBefore(this.ctx.db, p.market_id, nowMs);
    const final = latest !== undefined && latest.ts > settleMs;
    if (!final && nowMs < settleMs + DUAL_SETTLE_MAX_WAIT_MS) return undefined;
    const tick = await this.ports.prices.tickAtOrBefore(this.ctx.db, p.market_id, settleMs);
    if (!tick) throw new Error(`dual product ${p.id}: no recorded tick at or before ${p.settle_at.toISOString()}`);
    return tick;
  }

  /** End each purchased order of a product in its own transaction. */
  private async eachOrder(productId: number, end: (ex: Executor, o: OrderRow) => Promise<void>): Promise<number> {
    let after = 0;
    let ended = 0;
    for (;;) {
      const ids = await purchasedOrderIds(this.ctx.db, productId, after, BATCH);
      for (const id of ids) {
        const done = await this.ctx.db.tx(async (ex) => {
          const o = await lockPurchasedOrder(ex, id);
          if (!o) return false;
          await end(ex, o);
          return true;
        });
        if (done) {
          ended++;
          await this.onEnded(id);
        }
      }
      if (ids.length < BATCH) return ended;
      after = ids[ids.length - 1]!;
    }
  }

  /**
   * The tick decides the currency; that asset's held funds (the user's payment and the treasury's
   * cover) go to the user, the other asset's held funds go back to the treasury's book.
   */
  private async settle(ex: Executor, o: OrderRow, tick: DualTickView, now: Date): Promise<void> {
    const comparison = compareToLinked(tick.price, tick.priceScale, BigInt(o.linked_price), o.price_scale);
    const branch = dualBranch(o.type, comparison);
    const payoutAsset = branch === 'coin' ? o.asset : o.quote;
    const otherAsset = branch === 'coin' ? o.quote : o.asset;
    const payout = BigInt(branch === 'coin' ? o.coin_payout : o.usdt_payout);
    const back = BigInt(branch === 'coin' ? o.usdt_payout : o.coin_payout);
    const lines: Line[] = [
      ...(payout > 0n ? [{ account: userAccount(o.user_id, payoutAsset, 'exchange'), amount: payout }] : []),
      ...(back > 0n ? [{ account: systemAccount('treasury', otherAsset, TREASURY_BOOK), amount: back }] : []),
    ];
    await settleHolds(ex, {
      key: `dual:settle:${o.id}`,
      kind: 'dual.settle',
      parts: holdParts(o),
      lines,
      meta: { orderId: o.id, productId: o.product_id, tickId: tick.id, comparison, branch, payout: payout.toString(), payoutAsset },
    });
    await markEnded(ex, o.id, {
      status: 'success',
      failReason: null,
      tick: { id: tick.id, ts: new Date(tick.ts), price: tick.price, scale: tick.priceScale, source: tick.source },
      comparison,
      branch,
      payout,
      payoutAsset,
      settledAt: now,
    });
  }

  /** A product cancelled before its start: every hold goes back to its owner, the payment in full. */
  private async refund(ex: Executor, o: OrderRow, now: Date): Promise<void> {
    const amount = BigInt(o.amount);
    const lines: Line[] = [{ account: userAccount(o.user_id, o.pay_asset, 'exchange'), amount }];
    for (const part of treasuryParts(o)) lines.push({ account: systemAccount('treasury', part.asset, TREASURY_BOOK), amount: part.amount });
    await settleHolds(ex, {
      key: `dual:refund:${o.id}`,
      kind: 'dual.refund',
      parts: holdParts(o),
      lines,
      meta: { orderId: o.id, productId: o.product_id, reason: 'product_cancelled' },
    });
    await markEnded(ex, o.id, {
      status: 'fail',
      failReason: 'product_cancelled',
      tick: null,
      comparison: null,
      branch: null,
      payout: amount,
      payoutAsset: o.pay_asset,
      settledAt: now,
    });
  }
}

/** The treasury's holds of an order: per asset, what it covers beyond the user's own payment. */
function treasuryParts(o: OrderRow): Array<{ holdId: number; asset: string; amount: bigint }> {
  const amount = BigInt(o.amount);
  const coin = BigInt(o.coin_payout) - (o.type === 'call' ? amount : 0n);
  const usdt = BigInt(o.usdt_payout) - (o.type === 'put' ? amount : 0n);
  return [
    ...(o.coin_hold_id !== null && coin > 0n ? [{ holdId: o.coin_hold_id, asset: o.asset, amount: coin }] : []),
    ...(o.usdt_hold_id !== null && usdt > 0n ? [{ holdId: o.usdt_hold_id, asset: o.quote, amount: usdt }] : []),
  ];
}

/** Every hold of an order: the user's payment and the treasury's cover in each asset. */
function holdParts(o: OrderRow): Array<{ holdId: number; amount: bigint }> {
  return [{ holdId: o.hold_id!, amount: BigInt(o.amount) }, ...treasuryParts(o).map(({ holdId, amount }) => ({ holdId, amount }))];
}
