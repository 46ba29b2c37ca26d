/**
 * The money of a position, each step inside the caller's transaction and each a ledger entry with
 * a key derived from the position, so a retried step is applied once:
 *
 *   open      user lever --hold margin-->  frozen;  user lever --fee--> sys:fees;
 *             sys:house --hold notional--> frozen (the most a long can win: its profit cap)
 *   delegate  user lever --hold margin + fee at the limit price--> frozen (until triggered or cancelled)
 *   close     profit: margin back + profit out of the house's hold;  loss: out of the margin to
 *             sys:house, and beyond the margin from sys:insurance to sys:house (never the user)
 *   overnight notional x rate to sys:fees, from available lever funds first, then from the margin
 *
 * Positions are against the platform; nothing here decides a price: every price is a recorded tick,
 * or for a liquidation the mark price, the median of recorded ticks that the position keeps the ids of.
 */
import type { Executor } from '@bourse/db';
import { createHold, getBalance, releaseHold, settleHold, settleHolds, systemAccount, transfer, userAccount } from '@bourse/ledger';
import { AppError } from '../../platform/errors';
import type { LeverMarket } from './market';
import { cappedPnl, capPrice, liquidationPrice, marginFor, notional, pnl, rateOf, type Side } from '@bourse/maths/lever';
import {
  applyOvernight,
  insertDelegated,
  insertMarketPosition,
  insertOvernight,
  markCancelled,
  markClosed,
  markOpened,
  type CloseMark,
  type PositionRow,
  setHolds,
  setOrderHold,
} from './store';

export { lockPosition, type PositionRow } from './store';

/** A recorded tick: every price a position uses is one, so its proof can cite it. */
export interface PriceTick {
  id: number;
  ts: number;
  price: bigint;
  source: string;
}

export interface OpenRequest {
  side: Side;
  lots: number;
  leverage: number;
  tp: bigint | null;
  sl: bigint | null;
  /** The market's liquidation threshold when the order was accepted: the position keeps it. */
  liquidationPpm: number;
  /** Runs once a market order's row exists and before its margin and fee are taken (a coupon's credit, issue 18). */
  beforeFund?: ((id: number, size: { margin: bigint; fee: bigint }) => Promise<void>) | undefined;
}

/** `copy`: a copy trading copy, closed because the trader's position closed (copy-trading). */
export type CloseReason = 'user' | 'tp' | 'sl' | 'liquidation' | 'cap' | 'copy';

/**
 * What a position closes at: a recorded tick's price, or (a liquidation) the mark price as of that
 * tick with its window and the ids of the ticks it is the median of.
 */
export interface CloseAt {
  tickId: number;
  price: bigint;
  mark: CloseMark | null;
  reason: CloseReason;
}

const lever = (m: LeverMarket, userId: number) => userAccount(userId, m.shape.quote, 'lever');

/** The entry price a tick gives: the spread, if configured, is paid on opening. */
export function entryFrom(m: LeverMarket, side: Side, tickPrice: bigint): bigint {
  return side === 'long' ? tickPrice + m.terms.spread : tickPrice - m.terms.spread;
}

export function sizing(m: LeverMarket, entry: bigint, lots: number, leverage: number) {
  const qty = m.qtyOf(lots);
  const value = notional(m.scales, entry, qty);
  return { qty, notional: value, margin: marginFor(value, leverage), fee: rateOf(value, m.terms.feePpm) };
}

async function reserveHouse(ex: Executor, m: LeverMarket, positionId: number, amount: bigint): Promise<number> {
  const house = systemAccount('house', m.shape.quote);
  if ((await getBalance(ex, house)).available < amount) throw new AppError('HOUSE_CAPACITY');
  const hold = await createHold(ex, {
    key: `lever:reserve:${positionId}`,
    kind: 'lever.reserve',
    account: house,
    amount,
    meta: { positionId },
  });
  return hold.id;
}

/** Margin held, fee paid, the house's reserve held, and the row filled in. */
async function fund(
  ex: Executor,
  m: LeverMarket,
  row: { id: number; userId: number },
  size: ReturnType<typeof sizing>,
): Promise<{ holdId: number; houseHoldId: number }> {
  const available = (await getBalance(ex, lever(m, row.userId))).available;
  if (available < size.margin + size.fee) throw new AppError('INSUFFICIENT_BALANCE');
  const houseHoldId = await reserveHouse(ex, m, row.id, size.notional);
  const hold = await createHold(ex, {
    key: `lever:margin:${row.id}`,
    kind: 'lever.margin',
    account: lever(m, row.userId),
    amount: size.margin,
    meta: { positionId: row.id },
  });
  if (size.fee > 0n) {
    await transfer(ex, {
      key: `lever:fee:${row.id}`,
      kind: 'lever.fee',
      from: lever(m, row.userId),
      to: systemAccount('fees', m.shape.quote),
      amount: size.fee,
      meta: { positionId: row.id },
    });
  }
  return { holdId: hold.id, houseHoldId };
}

/** A market order: opened now at the tick's price (plus the spread). */
export async function openAtMarket(
  ex: Executor,
  m: LeverMarket,
  userId: number,
  req: OpenRequest,
  tick: PriceTick,
  now: Date,
  requestKey: string,
): Promise<number> {
  const entry = entryFrom(m, req.side, tick.price);
  if (entry <= 0n) throw new AppError('PRICE_UNAVAILABLE');
  const size = sizing(m, entry, req.lots, req.leverage);
  const id = await insertMarketPosition(ex, {
    userId,
    marketId: m.shape.id,
    side: req.side,
    lots: req.lots,
    qty: size.qty,
    leverage: req.leverage,
    spread: m.terms.spread,
    entry,
    entryTickId: tick.id,
    margin: size.margin,
    fee: size.fee,
    tp: req.tp,
    sl: req.sl,
    liquidationPpm: req.liquidationPpm,
    liquidation: liquidationPrice(m.scales, req.side, entry, size.qty, size.margin, req.liquidationPpm),
    cap: capPrice(req.side, entry),
    requestKey,
    now,
  });
  await req.beforeFund?.(id, size);
  const held = await fund(ex, m, { id, userId }, size);
  await setHolds(ex, id, held.holdId, held.houseHoldId);
  return id;
}

/** A limit order: waits (status doing) with margin and fee at its price held until the feed gets there. */
export async function placeDelegated(
  ex: Executor,
  m: LeverMarket,
  userId: number,
  req: OpenRequest & { limit: bigint },
  now: Date,
  requestKey: string,
): Promise<number> {
  const size = sizing(m, req.limit, req.lots, req.leverage);
  const id = await insertDelegated(ex, {
    userId,
    marketId: m.shape.id,
    side: req.side,
    lots: req.lots,
    qty: size.qty,
    leverage: req.leverage,
    limit: req.limit,
    spread: m.terms.spread,
    margin: size.margin,
    fee: size.fee,
    tp: req.tp,
    sl: req.sl,
    liquidationPpm: req.liquidationPpm,
    requestKey,
    now,
  });
  const available = (await getBalance(ex, lever(m, userId))).available;
  if (available < size.margin + size.fee) throw new AppError('INSUFFICIENT_BALANCE');
  const hold = await createHold(ex, {
    key: `lever:order:${id}`,
    kind: 'lever.order',
    account: lever(m, userId),
    amount: size.margin + size.fee,
    meta: { positionId: id },
  });
  await setOrderHold(ex, id, hold.id);
  return id;
}

/** A delegated order that will not open: what it held goes back. */
export async function cancelDelegated(
  ex: Executor,
  p: PositionRow,
  reason: 'cancelled' | 'capacity' | 'insufficient',
  now: Date,
): Promise<void> {
  if (p.hold_id)
    await releaseHold(ex, {
      key: `lever:order-release:${p.id}`,
      holdId: p.hold_id,
      kind: 'lever.cancel',
      meta: { positionId: p.id, reason },
    });
  await markCancelled(ex, p.id, reason, now);
}

/**
 * The feed reached a delegated order's price: it opens at this tick's price (plus the spread),
 * which is at or better than its limit. Margin and fee are recomputed at that entry; if the house
 * cannot reserve the profit cap or the user cannot cover a larger margin, the order is cancelled.
 */
export async function triggerDelegated(
  ex: Executor,
  m: LeverMarket,
  p: PositionRow,
  tick: PriceTick,
  now: Date,
): Promise<'opened' | 'cancelled'> {
  const entry = entryFrom(m, p.side, tick.price);
  const size = sizing(m, entry, p.lots, p.leverage);
  const account = lever(m, p.user_id);
  const held = BigInt(p.margin) + BigInt(p.fee);
  if ((await getBalance(ex, account)).available + held < size.margin + size.fee) {
    await cancelDelegated(ex, p, 'insufficient', now);
    return 'cancelled';
  }
  if ((await getBalance(ex, systemAccount('house', m.shape.quote))).available < size.notional) {
    await cancelDelegated(ex, p, 'capacity', now);
    return 'cancelled';
  }
  await releaseHold(ex, {
    key: `lever:order-release:${p.id}`,
    holdId: p.hold_id!,
    kind: 'lever.trigger',
    meta: { positionId: p.id, tickId: tick.id },
  });
  const funded = await fund(ex, m, { id: p.id, userId: p.user_id }, size);
  await markOpened(ex, {
    id: p.id,
    spread: m.terms.spread,
    entry,
    entryTickId: tick.id,
    margin: size.margin,
    fee: size.fee,
    liquidation: liquidationPrice(m.scales, p.side, entry, size.qty, size.margin, p.liquidation_ppm),
    cap: capPrice(p.side, entry),
    holdId: funded.holdId,
    houseHoldId: funded.houseHoldId,
    now,
  });
  return 'opened';
}

export interface Closed {
  raw: bigint;
  settled: bigint;
  insurancePaid: bigint;
}

/** Close an open position at a recorded tick's price or the mark price. The user never loses more than the margin. */
export async function closePosition(ex: Executor, m: LeverMarket, p: PositionRow, at: CloseAt, now: Date): Promise<Closed> {
  const entry = BigInt(p.entry_price!);
  const qty = BigInt(p.qty);
  const margin = BigInt(p.margin);
  const raw = pnl(m.scales, p.side, entry, at.price, qty);
  const account = lever(m, p.user_id);
  const house = systemAccount('house', m.shape.quote);
  const meta = { positionId: p.id, tickId: at.tickId, price: m.price(at.price), priceKind: at.mark ? 'mark' : 'last', reason: at.reason };
  let settled: bigint;
  let insurancePaid = 0n;
  if (raw >= 0n) {
    settled = cappedPnl(raw, notional(m.scales, entry, qty));
    const parts = [
      ...(margin > 0n ? [{ holdId: p.hold_id!, amount: margin }] : []),
      ...(settled > 0n ? [{ holdId: p.house_hold_id!, amount: settled }] : []),
    ];
    if (parts.length > 0)
      await settleHolds(ex, {
        key: `lever:close:${p.id}`,
        kind: 'lever.close',
        meta,
        parts,
        lines: [{ account, amount: margin + settled }],
      });
  } else {
    const fromMargin = -raw < margin ? -raw : margin;
    const gap = -raw - fromMargin;
    if (fromMargin > 0n) {
      await settleHold(ex, {
        key: `lever:close:${p.id}`,
        holdId: p.hold_id!,
        amount: fromMargin,
        to: [{ account: house, amount: fromMargin }],
        kind: 'lever.close',
        meta,
      });
    }
    if (margin > fromMargin) await releaseHold(ex, { key: `lever:margin-release:${p.id}`, holdId: p.hold_id!, kind: 'lever.close', meta });
    if (gap > 0n) {
      // A price that jumped past the liquidation price: the insurance fund makes the house whole.
      const fund = (await getBalance(ex, systemAccount('insurance', m.shape.quote))).available;
      insurancePaid = gap < fund ? gap : fund;
      if (insurancePaid > 0n) {
        await transfer(ex, {
          key: `lever:insurance:${p.id}`,
          kind: 'lever.insurance',
          from: systemAccount('insurance', m.shape.quote),
          to: house,
          amount: insurancePaid,
          meta: { ...meta, gap: gap.toString() },
        });
      }
    }
    settled = -fromMargin;
  }
  await releaseHold(ex, { key: `lever:reserve-release:${p.id}`, holdId: p.house_hold_id!, kind: 'lever.reserve', meta });
  await markClosed(ex, {
    id: p.id,
    price: at.price,
    tickId: at.tickId,
    mark: at.mark,
    reason: at.reason,
    pnl: settled,
    insurancePaid,
    now,
  });
  return { raw, settled, insurancePaid };
}

/**
 * The overnight fee for one UTC day, once: from available lever funds first, the rest from the
 * margin (which moves the liquidation price; the new one is stored). Returns what was charged, or
 * undefined when that day was already charged.
 */
export async function chargeOvernight(ex: Executor, m: LeverMarket, p: PositionRow, day: string, now: Date): Promise<bigint | undefined> {
  const entry = BigInt(p.entry_price!);
  const qty = BigInt(p.qty);
  const due = rateOf(notional(m.scales, entry, qty), m.terms.overnightPpm);
  const account = lever(m, p.user_id);
  const margin = BigInt(p.margin);
  const available = (await getBalance(ex, account)).available;
  const fromAvailable = due < available ? due : available;
  const rest = due - fromAvailable;
  const fromMargin = rest < margin ? rest : margin;
  const charged = fromAvailable + fromMargin;
  if (!(await insertOvernight(ex, p.id, day, charged, now))) return undefined;
  const meta = { positionId: p.id, day };
  const fees = systemAccount('fees', m.shape.quote);
  if (fromAvailable > 0n)
    await transfer(ex, {
      key: `lever:overnight:${p.id}:${day}`,
      kind: 'lever.overnight',
      from: account,
      to: fees,
      amount: fromAvailable,
      meta,
    });
  if (fromMargin > 0n) {
    await settleHold(ex, {
      key: `lever:overnight-margin:${p.id}:${day}`,
      holdId: p.hold_id!,
      amount: fromMargin,
      to: [{ account: fees, amount: fromMargin }],
      kind: 'lever.overnight',
      meta,
    });
  }
  const newMargin = margin - fromMargin;
  await applyOvernight(
    ex,
    p.id,
    newMargin,
    charged,
    // With no margin left, any price that is not a profit liquidates it at the next tick.
    newMargin > 0n ? liquidationPrice(m.scales, p.side, entry, qty, newMargin, p.liquidation_ppm) : p.side === 'long' ? entry * 2n : 0n,
  );
  return charged;
}
