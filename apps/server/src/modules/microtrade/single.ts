/**
 * The single path: one seconds order in its own transaction, as orders were taken before the
 * group commit (group.ts), and still what the group commit hands an order with a coupon, or each
 * order of a batch that failed. With `MicroService.grouped` false every order takes it.
 *
 * The order row, then (the coupon's credit), the balance check, the house's hold of the possible
 * profit, the stake's hold and the fee, each a ledger entry keyed by the order.
 */
import type { Db, Executor } from '@bourse/db';
import { createHold, getBalance, LedgerError, systemAccount, transfer, userAccount } from '@bourse/ledger';
import { AppError } from '../../platform/errors';
import type { FeeHooks } from '../../platform/fee-hooks';
import type { MicroAnswer, MicroItem } from './group';
import type { MicroDiscounts, MicroTickView } from './ports';
import { insertOrder, orderByRequestKey, setOrderCoupon, setOrderHolds } from './store';

interface Deps {
  db: Db;
  discounts: MicroDiscounts;
  fees: FeeHooks;
}

/** Take one order at `nowMs` (its acceptance instant), reading its entry tick in the transaction. */
export function placeAlone(
  deps: Deps,
  item: MicroItem,
  at: { nowMs: number; entryTick(ex: Executor, marketId: number, nowMs: number): Promise<MicroTickView> },
): Promise<MicroAnswer> {
  const { userId, market, asset, terms: t, stake, feeMinor, profitMinor, requestKey, couponId } = item;
  const { nowMs } = at;
  return deps.db.tx(async (ex) => {
    const tick = await at.entryTick(ex, market.id, nowMs);
    const user = userAccount(userId, asset, 'micro');
    const inserted = await insertOrder(ex, {
      userId,
      marketId: market.id,
      asset,
      side: item.side,
      seconds: t.seconds,
      stake,
      fee: feeMinor,
      feePpm: t.fee_ppm,
      payoutPpm: t.payout_ppm,
      winProfit: profitMinor,
      openAt: new Date(nowMs),
      settleAt: new Date(nowMs + t.seconds * 1000),
      priceScale: tick.priceScale,
      openTickId: tick.id,
      openTickTs: new Date(tick.ts),
      openPrice: tick.price,
      openSource: tick.source,
      requestKey,
    });
    if (!inserted) return { row: (await orderByRequestKey(ex, userId, requestKey))!, fresh: false };
    const id = inserted.id;
    // A coupon pays into the micro book first (issue 18), so the check below counts it.
    if (couponId !== undefined) {
      const coupon = { couponId, product: 'microtrade' as const, asset, orderRef: `microtrade:${id}` };
      const applied = await deps.discounts.apply(ex, { ...coupon, userId, feeMinor, baseMinor: stake });
      await setOrderCoupon(ex, id, applied);
    }
    // Tell a user who cannot pay that, before asking whether the house can (the rollback takes the row back).
    if ((await getBalance(ex, user)).available < stake + feeMinor) throw new AppError('INSUFFICIENT_BALANCE');
    const meta = { orderId: id, market: market.symbol, side: item.side, seconds: t.seconds };
    // The house first: every settlement locks the house, then the user, so taking the same order here cannot deadlock with one.
    const houseHoldId = profitMinor > 0n ? await holdHouse(ex, { id, asset, amount: profitMinor, meta }) : null;
    const hold = await createHold(ex, { key: `micro:stake:${id}`, kind: 'micro.stake', account: user, amount: stake, meta });
    if (feeMinor > 0n) {
      await transfer(ex, {
        key: `micro:fee:${id}`,
        kind: 'micro.fee',
        from: user,
        to: systemAccount('fees', asset),
        amount: feeMinor,
        meta,
      });
      await deps.fees.paid(ex, [
        { userId, product: 'options', orderId: id, feeRef: `micro:fee:${id}`, asset, amount: feeMinor, book: 'micro' },
      ]);
    }
    return { row: await setOrderHolds(ex, id, hold.id, houseHoldId), fresh: true };
  });
}

/** The house's hold of an order's possible profit; a house that cannot cover it is HOUSE_CAPACITY. */
async function holdHouse(ex: Executor, o: { id: number; asset: string; amount: bigint; meta: Record<string, unknown> }): Promise<number> {
  try {
    const h = await createHold(ex, {
      key: `micro:house:${o.id}`,
      kind: 'micro.house_hold',
      account: systemAccount('house', o.asset),
      amount: o.amount,
      meta: o.meta,
    });
    return h.id;
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_BALANCE') throw new AppError('HOUSE_CAPACITY');
    throw error;
  }
}
