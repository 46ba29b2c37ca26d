/**
 * The trading fee port (issue 18): spot, futures and seconds options each keep one `FeeHooks` and
 * call `paid` inside the transaction that moved a user's trading fee into `sys:fees`, once per
 * (product, order) fee. Listeners (the invite module's rebates) run in that same transaction, so
 * what they pay out of the fee is all or nothing with the fee itself. The trading modules never
 * know who listens: app/modules.ts subscribes the listener through each module's `fees` port.
 * Only trading fees pass here: a stake, a loss, an overnight financing charge or a withdrawal fee
 * never does.
 */
import type { Executor } from '@bourse/db';

export type FeeProduct = 'spot' | 'futures' | 'options';

export interface FeePaid {
  userId: number;
  product: FeeProduct;
  /** The order (spot, options) or position (futures) the fee was paid on. */
  orderId: number;
  /** Names this one fee among the order's fees (a spot order pays one per fill): part of the listener's idempotency key. */
  feeRef: string;
  asset: string;
  /** Minor units, > 0. */
  amount: bigint;
  /** The user book the fee came from (`exchange`, `stock`, `lever`, `micro`). */
  book: string;
}

export interface FeeListener {
  /**
   * Whether any of these fees concerns the listener, asked before a writer opens a transaction for
   * them (spot's batches stay one statement when none does). Outside any transaction: it may read
   * and cache. It must not answer false for a fee `paid` would act on.
   */
  wants(fees: FeePaid[]): Promise<boolean>;
  /** Inside the fee's transaction. */
  paid(ex: Executor, fees: FeePaid[]): Promise<void>;
}

export interface FeesPort {
  onPaid(listener: FeeListener): void;
}

export class FeeHooks implements FeesPort {
  private readonly listeners: FeeListener[] = [];

  onPaid(listener: FeeListener): void {
    this.listeners.push(listener);
  }

  /** Whether anyone listens: a writer with no listener need not gather its fees. */
  get listening(): boolean {
    return this.listeners.length > 0;
  }

  /** Whether any listener acts on these fees (FeeListener.wants). */
  async wanted(fees: FeePaid[]): Promise<boolean> {
    const due = fees.filter((f) => f.amount > 0n);
    if (due.length === 0) return false;
    for (const l of this.listeners) if (await l.wants(due)) return true;
    return false;
  }

  /** Call inside the fee's transaction; a listener's failure rolls the fee back with it. */
  async paid(ex: Executor, fees: FeePaid[]): Promise<void> {
    const due = fees.filter((f) => f.amount > 0n);
    if (due.length === 0) return;
    for (const l of this.listeners) await l.paid(ex, due);
  }
}
