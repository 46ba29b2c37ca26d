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
 * Positions are against the platform; nothing here decides a price: every price is a recorded tick.
 */
import type { Executor } from '@bourse/db';
import { createHold, getBalance, releaseHold, settleHold, settleHolds, systemAccount, transfer, userAccount } from '@bourse/ledger';
import { AppError } from '../../platform/errors';
import type { LeverMarket } from './market';
import { cappedPnl, capPrice, liquidationPrice, marginFor, notional, pnl, rateOf, type Side } from './maths';

export interface PositionRow {
  id: number;
  user_id: number;
  market_id: number;
  side: Side;
  kind: 'market' | 'limit';
  status: 'doing' | 'open' | 'closed' | 'cancelled';
  lots: number;
  qty: number;
  leverage: number;
  limit_price: number | null;
  spread: number;
  entry_price: number | null;
  entry_tick_id: number | null;
  margin: string;
  open_margin: string;
  fee: string;
  overnight_total: string;
  tp_price: number | null;
  sl_price: number | null;
  liq_price: number | null;
  cap_price: number | null;
  hold_id: number | null;
  house_hold_id: number | null;
  close_price: number | null;
  close_tick_id: number | null;
  close_reason: string | null;
  pnl: string | null;
  insurance_paid: string;
  created_at: Date;
  opened_at: Date | null;
  closed_at: Date | null;
}

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
}

export type CloseReason = 'user' | 'tp' | 'sl' | 'liquidation' | 'cap';

const lever = (m: LeverMarket, userId: number) => userAccount(userId, m.shape.quote, 'lever');
/** Query parameters carry integers as text: exact on both database drivers. */
const text = (v: bigint | null) => (v === null ? null : v.toString());

export async function lockPosition(ex: Executor, id: number): Promise<PositionRow | undefined> {
  const { rows } = await ex.query<PositionRow>('SELECT * FROM lever_positions WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

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
  const hold = await createHold(ex, { key: `lever:reserve:${positionId}`, kind: 'lever.reserve', account: house, amount, meta: { positionId } });
  return hold.id;
}

/** Margin held, fee paid, the house's reserve held, and the row filled in. */
async function fund(ex: Executor, m: LeverMarket, row: { id: number; userId: number }, size: ReturnType<typeof sizing>): Promise<{ holdId: number; houseHoldId: number }> {
  const available = (await getBalance(ex, lever(m, row.userId))).available;
  if (available < size.margin + size.fee) throw new AppError('INSUFFICIENT_BALANCE');
  const houseHoldId = await reserveHouse(ex, m, row.id, size.notional);
  const hold = await createHold(ex, { key: `lever:margin:${row.id}`, kind: 'lever.margin', account: lever(m, row.userId), amount: size.margin, meta: { positionId: row.id } });
  if (size.fee > 0n) {
    await transfer(ex, { key: `lever:fee:${row.id}`, kind: 'lever.fee', from: lever(m, row.userId), to: systemAccount('fees', m.shape.quote), amount: size.fee, meta: { positionId: row.id } });
  }
  return { holdId: hold.id, houseHoldId };
}

/** A market order: opened now at the tick's price (plus the spread). */
export async function openAtMarket(ex: Executor, m: LeverMarket, userId: number, req: OpenRequest, tick: PriceTick, now: Date, requestKey: string): Promise<number> {
  const entry = entryFrom(m, req.side, tick.price);
  if (entry <= 0n) throw new AppError('PRICE_UNAVAILABLE');
  const size = sizing(m, entry, req.lots, req.leverage);
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO lever_positions (user_id, market_id, side, kind, status, lots, qty, leverage, spread, entry_price, entry_tick_id,
                                  margin, open_margin, fee, tp_price, sl_price, liq_price, cap_price, request_key, created_at, opened_at)
     VALUES ($1, $2, $3, 'market', 'open', $4, $5, $6, $7, $8, $9, $10, $10, $11, $12, $13, $14, $15, $16, $17, $17) RETURNING id`,
    [
      userId, m.shape.id, req.side, req.lots, text(size.qty), req.leverage, text(m.terms.spread), text(entry), tick.id,
      text(size.margin), text(size.fee), text(req.tp), text(req.sl),
      text(liquidationPrice(m.scales, req.side, entry, size.qty, size.margin, m.terms.liquidationPpm)), text(capPrice(req.side, entry)), requestKey, now,
    ],
  );
  const id = rows[0]!.id;
  const held = await fund(ex, m, { id, userId }, size);
  await ex.query('UPDATE lever_positions SET hold_id = $2, house_hold_id = $3 WHERE id = $1', [id, held.holdId, held.houseHoldId]);
  return id;
}

/** A limit order: waits (status doing) with margin and fee at its price held until the feed gets there. */
export async function placeDelegated(ex: Executor, m: LeverMarket, userId: number, req: OpenRequest & { limit: bigint }, now: Date, requestKey: string): Promise<number> {
  const size = sizing(m, req.limit, req.lots, req.leverage);
  const { rows } = await ex.query<{ id: number }>(
    `INSERT INTO lever_positions (user_id, market_id, side, kind, status, lots, qty, leverage, limit_price, spread, margin, open_margin, fee,
                                  tp_price, sl_price, request_key, created_at)
     VALUES ($1, $2, $3, 'limit', 'doing', $4, $5, $6, $7, $8, $9, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [userId, m.shape.id, req.side, req.lots, text(size.qty), req.leverage, text(req.limit), text(m.terms.spread), text(size.margin), text(size.fee), text(req.tp), text(req.sl), requestKey, now],
  );
  const id = rows[0]!.id;
  const available = (await getBalance(ex, lever(m, userId))).available;
  if (available < size.margin + size.fee) throw new AppError('INSUFFICIENT_BALANCE');
  const hold = await createHold(ex, { key: `lever:order:${id}`, kind: 'lever.order', account: lever(m, userId), amount: size.margin + size.fee, meta: { positionId: id } });
  await ex.query('UPDATE lever_positions SET hold_id = $2 WHERE id = $1', [id, hold.id]);
  return id;
}

/** A delegated order that will not open: what it held goes back. */
export async function cancelDelegated(ex: Executor, p: PositionRow, reason: 'cancelled' | 'capacity' | 'insufficient', now: Date): Promise<void> {
  if (p.hold_id) await releaseHold(ex, { key: `lever:order-release:${p.id}`, holdId: p.hold_id, kind: 'lever.cancel', meta: { positionId: p.id, reason } });
  await ex.query(`UPDATE lever_positions SET status = 'cancelled', close_reason = $2, closed_at = $3 WHERE id = $1`, [p.id, reason, now]);
}

/**
 * The feed reached a delegated order's price: it opens at this tick's price (plus the spread),
 * which is at or better than its limit. Margin and fee are recomputed at that entry; if the house
 * cannot reserve the profit cap or the user cannot cover a larger margin, the order is cancelled.
 */
export async function triggerDelegated(ex: Executor, m: LeverMarket, p: PositionRow, tick: PriceTick, now: Date): Promise<'opened' | 'cancelled'> {
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
  await releaseHold(ex, { key: `lever:order-release:${p.id}`, holdId: p.hold_id!, kind: 'lever.trigger', meta: { positionId: p.id, tickId: tick.id } });
  const funded = await fund(ex, m, { id: p.id, userId: p.user_id }, size);
  await ex.query(
    `UPDATE lever_positions SET status = 'open', spread = $2, entry_price = $3, entry_tick_id = $4, margin = $5, open_margin = $5, fee = $6,
            liq_price = $7, cap_price = $8, hold_id = $9, house_hold_id = $10, opened_at = $11 WHERE id = $1`,
    [
      p.id, text(m.terms.spread), text(entry), tick.id, text(size.margin), text(size.fee),
      text(liquidationPrice(m.scales, p.side, entry, size.qty, size.margin, m.terms.liquidationPpm)), text(capPrice(p.side, entry)),
      funded.holdId, funded.houseHoldId, now,
    ],
  );
  return 'opened';
}

export interface Closed {
  raw: bigint;
  settled: bigint;
  insurancePaid: bigint;
}

/** Close an open position at a recorded tick's price. The user never loses more than the margin. */
export async function closePosition(ex: Executor, m: LeverMarket, p: PositionRow, tick: PriceTick, reason: CloseReason, now: Date): Promise<Closed> {
  const entry = BigInt(p.entry_price!);
  const qty = BigInt(p.qty);
  const margin = BigInt(p.margin);
  const raw = pnl(m.scales, p.side, entry, tick.price, qty);
  const account = lever(m, p.user_id);
  const house = systemAccount('house', m.shape.quote);
  const meta = { positionId: p.id, tickId: tick.id, price: m.price(tick.price), reason };
  let settled: bigint;
  let insurancePaid = 0n;
  if (raw >= 0n) {
    settled = cappedPnl(raw, notional(m.scales, entry, qty));
    const parts = [
      ...(margin > 0n ? [{ holdId: p.hold_id!, amount: margin }] : []),
      ...(settled > 0n ? [{ holdId: p.house_hold_id!, amount: settled }] : []),
    ];
    if (parts.length > 0) await settleHolds(ex, { key: `lever:close:${p.id}`, kind: 'lever.close', meta, parts, lines: [{ account, amount: margin + settled }] });
  } else {
    const fromMargin = -raw < margin ? -raw : margin;
    const gap = -raw - fromMargin;
    if (fromMargin > 0n) {
      await settleHold(ex, { key: `lever:close:${p.id}`, holdId: p.hold_id!, amount: fromMargin, to: [{ account: house, amount: fromMargin }], kind: 'lever.close', meta });
    }
    if (margin > fromMargin) await releaseHold(ex, { key: `lever:margin-release:${p.id}`, holdId: p.hold_id!, kind: 'lever.close', meta });
    if (gap > 0n) {
      // A price that jumped past the liquidation price: the insurance fund makes the house whole.
      const fund = (await getBalance(ex, systemAccount('insurance', m.shape.quote))).available;
      insurancePaid = gap < fund ? gap : fund;
      if (insurancePaid > 0n) {
        await transfer(ex, { key: `lever:insurance:${p.id}`, kind: 'lever.insurance', from: systemAccount('insurance', m.shape.quote), to: house, amount: insurancePaid, meta: { ...meta, gap: gap.toString() } });
      }
    }
    settled = -fromMargin;
  }
  await releaseHold(ex, { key: `lever:reserve-release:${p.id}`, holdId: p.house_hold_id!, kind: 'lever.reserve', meta });
  await ex.query(
    `UPDATE lever_positions SET status = 'closed', close_price = $2, close_tick_id = $3, close_reason = $4, pnl = $5, insurance_paid = $6,
            closed_at = $7 WHERE id = $1`,
    [p.id, text(tick.price), tick.id, reason, text(settled), text(insurancePaid), now],
  );
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
  const { rows } = await ex.query(
    'INSERT INTO lever_overnight (position_id, day, amount, charged_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING position_id',
    [p.id, day, charged.toString(), now],
  );
  if (rows.length === 0) return undefined;
  const meta = { positionId: p.id, day };
  const fees = systemAccount('fees', m.shape.quote);
  if (fromAvailable > 0n) await transfer(ex, { key: `lever:overnight:${p.id}:${day}`, kind: 'lever.overnight', from: account, to: fees, amount: fromAvailable, meta });
  if (fromMargin > 0n) {
    await settleHold(ex, { key: `lever:overnight-margin:${p.id}:${day}`, holdId: p.hold_id!, amount: fromMargin, to: [{ account: fees, amount: fromMargin }], kind: 'lever.overnight', meta });
  }
  const newMargin = margin - fromMargin;
  await ex.query('UPDATE lever_positions SET margin = $2, overnight_total = overnight_total + $3, liq_price = $4 WHERE id = $1', [
    p.id,
    text(newMargin),
    text(charged),
    // With no margin left, any price that is not a profit liquidates it at the next tick.
    text(newMargin > 0n ? liquidationPrice(m.scales, p.side, entry, qty, newMargin, m.terms.liquidationPpm) : p.side === 'long' ? entry * 2n : 0n),
  ]);
  return charged;
}
