/**
 * Lock-up staking for users: the products, subscribing (principal from the spot book to a hold on
 * the lock book, the order's whole interest held on the treasury's lock-mining book, in one
 * transaction), the orders with their proofs, the holdings, and early redemption. Interest days and
 * expiry are the scheduler's (payout.ts).
 */
import type { LockCancelResult, LockCurrency, LockOrder, LockOrderDetail, LockSummary, Page } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { createHold, getBalance, LedgerError, transfer } from '@bourse/ledger';
import { MoneyError, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { Realtime } from '../../app/socket';
import type { AssetInfo } from '../../platform/assets';
import { AppError } from '../../platform/errors';
import { currencies } from './catalog';
import { DAILY_INTEREST_FORMULA, dailyInterest, PENALTY_FORMULA, schedule } from './maths';
import { applyBatch, earlyQuote, emptyBatch, lockBookOf, planOrder, spotOf, treasuryOf } from './payout';
import {
  holdings,
  insertOrder,
  lockedIn,
  orderById,
  orderByRequestKey,
  type OrderRow,
  pageOfOrders,
  paymentsOf,
  productById,
  type ProductRow,
  setOrderHolds,
} from './store';
import { moneyOf, orderView } from './views';

export interface SubscribeInput {
  config_id: number;
  amount: string;
}

/** An amount typed by a user, in the asset's minor units; named errors for each way it can be wrong. */
export function parseAmount(text: string, asset: AssetInfo, tooLarge: 'LOCK_USER_LIMIT' | 'LOCK_LIMITS_INVALID'): bigint {
  try {
    return parseUnits(text, asset.scale);
  } catch (error) {
    if (error instanceof MoneyError && error.code === 'AMOUNT_TOO_LARGE') throw new AppError(tooLarge);
    if (error instanceof MoneyError && error.code === 'AMOUNT_TOO_PRECISE')
      throw new AppError('AMOUNT_TOO_PRECISE', { scale: asset.scale });
    throw new AppError('NUMBER_INVALID');
  }
}

export class LockService {
  constructor(
    private readonly ctx: AppContext,
    private readonly realtime: Realtime,
  ) {}

  private nowMs(): number {
    return this.ctx.clock.now().getTime();
  }

  config(userId: number | undefined, currencyId?: number): Promise<LockCurrency[]> {
    return currencies(this.ctx, userId, currencyId);
  }

  view(row: OrderRow): LockOrder {
    return orderView(row, this.nowMs(), this.ctx.assets);
  }

  /** The owner's private room hears of each change, with a nudge to refresh balances. */
  publish(rows: OrderRow[]): void {
    for (const row of rows) {
      this.realtime.toUser(row.user_id, 'lock_order', this.view(row));
      this.realtime.toUser(row.user_id, 'balance', { reason: 'lock' });
    }
  }

  /** The checks that need the product row locked: paused, capacity, the user's limit, the balance. */
  private async admit(ex: Executor, userId: number, p: ProductRow, amount: bigint): Promise<void> {
    if (p.status !== 'active') throw new AppError('LOCK_PRODUCT_PAUSED');
    const locked = await lockedIn(ex, p.id, userId);
    if (p.capacity !== null && locked.total + amount > BigInt(p.capacity)) throw new AppError('LOCK_SOLD_OUT');
    if (p.max_per_user !== null && locked.user + amount > BigInt(p.max_per_user)) throw new AppError('LOCK_USER_LIMIT');
    if ((await getBalance(ex, spotOf({ user_id: userId, asset: p.asset }))).available < amount) throw new AppError('INSUFFICIENT_BALANCE');
  }

  /** POST lh/deposit. */
  async subscribe(userId: number, input: SubscribeInput, requestKey: string): Promise<LockOrder> {
    const replay = await orderByRequestKey(this.ctx.db, userId, requestKey);
    if (replay) return this.view(replay);
    const product = await productById(this.ctx.db, input.config_id);
    const asset = product && this.ctx.assets.find(product.asset);
    if (!product || !asset?.enabled) throw new AppError('LOCK_PRODUCT_NOT_FOUND');
    const amount = parseAmount(input.amount, asset, 'LOCK_USER_LIMIT');
    if (amount < BigInt(product.min_amount)) throw new AppError('LOCK_MIN_AMOUNT');
    const { row, fresh } = await this.ctx.db.tx(async (ex) => {
      // The product's row lock makes subscriptions to it take turns, so capacity and limits hold under concurrency.
      const p = (await productById(ex, product.id, true))!;
      await this.admit(ex, userId, p, amount);
      const now = this.nowMs();
      const { startMs, endMs } = schedule(now, p.dividend_minute, p.days);
      const daily = dailyInterest(amount, p.rate_ppm);
      const inserted = await insertOrder(ex, {
        userId,
        productId: p.id,
        asset: p.asset,
        amount,
        days: p.days,
        ratePpm: p.rate_ppm,
        penaltyPpm: p.penalty_ppm,
        dailyInterest: daily,
        createdAt: new Date(now),
        startAt: new Date(startMs),
        endAt: new Date(endMs),
        requestKey,
      });
      if (!inserted) return { row: (await orderByRequestKey(ex, userId, requestKey))!, fresh: false };
      return { row: await this.hold(ex, inserted), fresh: true };
    });
    if (fresh) this.publish([row]);
    return this.view(row);
  }

  /**
   * The order's money: the treasury holds its whole interest (first, as the payouts lock it first),
   * then the principal moves to a hold on the lock book.
   */
  private async hold(ex: Executor, o: OrderRow): Promise<OrderRow> {
    const meta = { orderId: o.id, productId: o.product_id };
    const interest = BigInt(o.total_interest);
    let treasuryHoldId: number | null = null;
    if (interest > 0n) {
      try {
        const h = await createHold(ex, {
          key: `lock:reserve:${o.id}`,
          kind: 'lock.interest_reserve',
          account: treasuryOf(o.asset),
          amount: interest,
          meta,
        });
        treasuryHoldId = h.id;
      } catch (error) {
        if (error instanceof LedgerError && error.code === 'INSUFFICIENT_BALANCE') throw new AppError('LOCK_AWAITING_FUNDING');
        throw error;
      }
    }
    const amount = BigInt(o.amount);
    await transfer(ex, { key: `lock:subscribe:${o.id}`, kind: 'lock.subscribe', from: spotOf(o), to: lockBookOf(o), amount, meta });
    const hold = await createHold(ex, { key: `lock:principal:${o.id}`, kind: 'lock.principal_hold', account: lockBookOf(o), amount, meta });
    return setOrderHolds(ex, o.id, hold.id, treasuryHoldId);
  }

  /** GET lh/deposit/order. */
  list(userId: number, status: 'in_progress' | 'redeemed' | 'all', paging: { page: number; limit: number }): Promise<Page<LockOrder>> {
    return pageOfOrders(this.ctx.db, { userId, status, ...paging }, (r) => this.view(r));
  }

  private async own(ex: Executor, userId: number, id: number, forUpdate = false): Promise<OrderRow> {
    const row = await orderById(ex, id, forUpdate);
    if (!row || row.user_id !== userId) throw new AppError('LOCK_ORDER_NOT_FOUND');
    return row;
  }

  /** GET lh/deposit/order/detail: the order with every day paid (its ledger key) and the formulas. */
  async detail(userId: number, id: number): Promise<LockOrderDetail> {
    const row = await this.own(this.ctx.db, userId, id);
    const money = moneyOf(this.ctx.assets, row.asset);
    const payments = await paymentsOf(this.ctx.db, id);
    return {
      order: this.view(row),
      payments: payments.map((p) => ({
        day: p.day,
        amount: money(p.amount),
        due_at: p.due_at.getTime(),
        paid_at: p.paid_at.getTime(),
        entry_key: `lock:interest:${id}:${p.day}`,
      })),
      formula: { daily_interest: DAILY_INTEREST_FORMULA, penalty: PENALTY_FORMULA },
    };
  }

  /** GET lh/deposit/summary. */
  async summary(userId: number): Promise<LockSummary> {
    const rows = await holdings(this.ctx.db, userId);
    const next = rows.map((r) => r.next_due_at?.getTime()).filter((v): v is number => v !== undefined);
    return {
      holdings: rows.map((r) => {
        const money = moneyOf(this.ctx.assets, r.asset);
        return {
          currency_id: this.ctx.assets.find(r.asset)?.id ?? 0,
          currency: r.asset,
          locked: money(r.locked),
          interest_paid: money(r.interest_paid),
          interest_paid_all: money(r.interest_paid_all),
          interest_to_come: money(r.interest_to_come),
          orders_in_progress: r.orders,
        };
      }),
      next_payout_at: next.length > 0 ? Math.min(...next) : null,
    };
  }

  /** POST lh/deposit/order/cancel: the ended days are paid, then the principal less the penalty comes back. */
  async cancel(userId: number, input: { id: number; penalty?: string | undefined }): Promise<LockCancelResult> {
    const row = await this.ctx.db.tx(async (ex) => {
      const o = await this.own(ex, userId, input.id, true);
      if (o.status !== 'in_progress') throw new AppError('LOCK_ORDER_NOT_IN_PROGRESS');
      const now = this.nowMs();
      if (input.penalty !== undefined) {
        const asset = this.ctx.assets.byCodeOrFail(o.asset);
        let confirmed: bigint;
        try {
          confirmed = parseUnits(input.penalty, asset.scale);
        } catch {
          throw new AppError('INVALID_PARAMETER');
        }
        if (confirmed !== earlyQuote(o, now).penalty) throw new AppError('LOCK_PENALTY_CHANGED');
      }
      const batch = emptyBatch();
      planOrder(batch, o, now, true);
      return (await applyBatch(ex, batch, new Date(now)))[0]!;
    });
    this.publish([row]);
    const money = moneyOf(this.ctx.assets, row.asset);
    return {
      order: this.view(row),
      penalty: money(row.penalty!),
      returned: money(row.returned!),
      interest_kept: money(row.interest_paid),
      interest_released: money(row.interest_released ?? '0'),
    };
  }
}
