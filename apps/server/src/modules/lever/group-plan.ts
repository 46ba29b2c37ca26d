/**
 * A futures group commit's batch, run in memory in arrival order (group.ts writes it): market
 * openings, delegated orders and user closes of one market, each checked against the balances the
 * items before it in the batch left (the accounts were locked and read once, by `beginBatch`), and
 * each with the same money steps, entry keys, kinds, lines and meta as the single path
 * (positions.ts `openAtMarket`, `placeDelegated`, `closePosition`), so the ledger cannot tell a
 * batched position from one opened alone. An item refused here (INSUFFICIENT_BALANCE,
 * HOUSE_CAPACITY, POSITION_NOT_FOUND, POSITION_NOT_OPEN, PRICE_UNAVAILABLE) takes nothing and
 * leaves the balances as they were for the items after it.
 */
import {
  type AccountRef,
  type Balance,
  batchEntry,
  type EntryInput,
  type HoldChange,
  type NewHold,
  refKey,
  systemAccount,
  userAccount,
} from '@bourse/ledger';
import { cappedPnl, capPrice, liquidationPrice, notional, pnl } from '@bourse/maths/lever';
import { AppError } from '../../platform/errors';
import type { LeverMarket } from './market';
import { type CloseAt, entryFrom, type OpenRequest, type PriceTick, sizing } from './positions';
import type { ClosedRow, NewRow } from './group-store';
import type { PositionRow } from './store';

/** What an opening or delegated order keeps from its request (a coupon's `beforeFund` never reaches a batch). */
export type OpenTerms = Omit<OpenRequest, 'beforeFund'>;

export type GroupItem =
  | { type: 'open'; userId: number; req: OpenTerms; tick: PriceTick; requestKey: string; couponId?: number | undefined }
  | { type: 'delegate'; userId: number; req: OpenTerms & { limit: bigint }; requestKey: string }
  /** `userId` undefined: a batch close of the user's own positions, where one no longer open is passed over. */
  | { type: 'close'; positionId: number; userId?: number | undefined; at: CloseAt };

export type Outcome =
  | { kind: 'new'; key: string }
  | { kind: 'prior'; row: PositionRow }
  | { kind: 'closed'; id: number }
  | { kind: 'passed' }
  | { kind: 'refused'; error: AppError };

export interface PlanStart {
  /** The locked accounts' balances (beginBatch). */
  balances: Map<string, Balance>;
  /** Reserved hold ids, enough for every item. */
  holdIds: number[];
  /** The positions the closes name, locked. */
  positions: Map<number, PositionRow>;
  /** What is left on those positions' holds, by hold id. */
  holdsLeft: Map<number, bigint>;
  /** Positions already stored under a request key, by `user:key`. */
  prior: Map<string, PositionRow>;
}

const keyOf = (userId: number, requestKey: string) => `${userId}:${requestKey}`;

/** A hold's entry: the amount from the account's available to its frozen bucket. */
const holdLines = (account: AccountRef, amount: bigint) => [
  { account, bucket: 'available' as const, amount: -amount },
  { account, bucket: 'frozen' as const, amount },
];

/** A release's entry (`releaseHold`): the amount from the frozen bucket back to available. */
const releaseLines = (account: AccountRef, amount: bigint) => [
  { account, bucket: 'frozen' as const, amount: -amount },
  { account, bucket: 'available' as const, amount },
];

export class LeverBatchPlan {
  readonly newRows: NewRow[] = [];
  readonly closes: ClosedRow[] = [];
  /** The closes' ledger entries and hold changes (the openings' come once their rows have ids: `openEntries`). */
  readonly entries: EntryInput[] = [];
  readonly holdChanges: HoldChange[] = [];
  private readonly available = new Map<string, bigint>();
  private readonly planned = new Set<string>();
  private readonly closing = new Set<number>();
  private nextHold = 0;

  constructor(
    private readonly m: LeverMarket,
    private readonly start: PlanStart,
  ) {
    for (const [k, b] of start.balances) this.available.set(k, b.available);
  }

  private get house(): AccountRef {
    return systemAccount('house', this.m.shape.quote);
  }

  private lever(userId: number): AccountRef {
    return userAccount(userId, this.m.shape.quote, 'lever');
  }

  private has(ref: AccountRef): bigint {
    return this.available.get(refKey(ref)) ?? 0n;
  }

  private move(ref: AccountRef, amount: bigint): void {
    this.available.set(refKey(ref), this.has(ref) + amount);
  }

  private hold(): number {
    const id = this.start.holdIds[this.nextHold++];
    if (id === undefined) throw new Error('lever batch: not enough hold ids reserved');
    return id;
  }

  run(item: GroupItem): Outcome {
    try {
      if (item.type === 'close') return this.close(item);
      const key = keyOf(item.userId, item.requestKey);
      // A request already stored (a retry) is answered with its position; one repeated inside the batch with the first's.
      const prior = this.start.prior.get(key);
      if (prior) return { kind: 'prior', row: prior };
      if (this.planned.has(key)) return { kind: 'new', key };
      if (item.type === 'open') this.open(item);
      else this.delegate(item);
      this.planned.add(key);
      return { kind: 'new', key };
    } catch (error) {
      if (error instanceof AppError) return { kind: 'refused', error };
      throw error;
    }
  }

  /** `openAtMarket`: margin + fee from the user (checked first), the notional reserved on the house. */
  private open(item: Extract<GroupItem, { type: 'open' }>): void {
    const { req, tick } = item;
    const m = this.m;
    const entry = entryFrom(m, req.side, tick.price);
    if (entry <= 0n) throw new AppError('PRICE_UNAVAILABLE');
    const size = sizing(m, entry, req.lots, req.leverage);
    const own = this.lever(item.userId);
    if (this.has(own) < size.margin + size.fee) throw new AppError('INSUFFICIENT_BALANCE');
    if (this.has(this.house) < size.notional) throw new AppError('HOUSE_CAPACITY');
    this.move(own, -(size.margin + size.fee));
    this.move(this.house, -size.notional);
    this.newRows.push({
      ...this.common(item),
      kind: 'market',
      limit: null,
      entry,
      entryTickId: tick.id,
      margin: size.margin,
      fee: size.fee,
      liquidation: liquidationPrice(m.scales, req.side, entry, size.qty, size.margin, req.liquidationPpm),
      cap: capPrice(req.side, entry),
      holdId: this.hold(),
      houseHoldId: this.hold(),
      qty: size.qty,
      notional: size.notional,
    });
  }

  /** `placeDelegated`: margin + fee at the limit price held until the feed reaches it. */
  private delegate(item: Extract<GroupItem, { type: 'delegate' }>): void {
    const { req } = item;
    const size = sizing(this.m, req.limit, req.lots, req.leverage);
    const own = this.lever(item.userId);
    if (this.has(own) < size.margin + size.fee) throw new AppError('INSUFFICIENT_BALANCE');
    this.move(own, -(size.margin + size.fee));
    this.newRows.push({
      ...this.common(item),
      kind: 'limit',
      limit: req.limit,
      entry: null,
      entryTickId: null,
      margin: size.margin,
      fee: size.fee,
      liquidation: null,
      cap: null,
      holdId: this.hold(),
      houseHoldId: null,
      qty: size.qty,
      notional: size.notional,
    });
  }

  private common(item: Extract<GroupItem, { type: 'open' | 'delegate' }>) {
    const { req } = item;
    return {
      userId: item.userId,
      requestKey: item.requestKey,
      side: req.side,
      lots: req.lots,
      leverage: req.leverage,
      tp: req.tp,
      sl: req.sl,
      liquidationPpm: req.liquidationPpm,
    };
  }

  /** The entries of the inserted rows (ids now known), in the single path's order: reserve, margin, fee; or the order's hold. */
  openEntries(rows: ReadonlyMap<string, PositionRow>): { entries: EntryInput[]; newHolds: NewHold[] } {
    const batch = { entries: [] as EntryInput[] };
    const newHolds: NewHold[] = [];
    const fees = systemAccount('fees', this.m.shape.quote);
    const held = (e: EntryInput, id: number, account: AccountRef, amount: bigint) =>
      newHolds.push({ id, key: e.key, account, amount, settled: 0n, released: 0n });
    for (const n of this.newRows) {
      const id = rows.get(keyOf(n.userId, n.requestKey))!.id;
      const own = this.lever(n.userId);
      const meta = { positionId: id };
      if (n.kind === 'limit') {
        const order = n.margin + n.fee;
        held(
          batchEntry(batch, { key: `lever:order:${id}`, kind: 'lever.order', meta, lines: holdLines(own, order) }),
          n.holdId,
          own,
          order,
        );
        continue;
      }
      const house = this.house;
      const reserve = batchEntry(batch, { key: `lever:reserve:${id}`, kind: 'lever.reserve', meta, lines: holdLines(house, n.notional) });
      held(reserve, n.houseHoldId!, house, n.notional);
      held(
        batchEntry(batch, { key: `lever:margin:${id}`, kind: 'lever.margin', meta, lines: holdLines(own, n.margin) }),
        n.holdId,
        own,
        n.margin,
      );
      if (n.fee > 0n) {
        const lines = [
          { account: own, amount: -n.fee },
          { account: fees, amount: n.fee },
        ];
        batchEntry(batch, { key: `lever:fee:${id}`, kind: 'lever.fee', meta, lines });
      }
    }
    return { entries: batch.entries, newHolds };
  }

  /** `closePosition` for a user's close: the entries, hold changes and balances it moves. */
  private close(item: Extract<GroupItem, { type: 'close' }>): Outcome {
    const p = this.start.positions.get(item.positionId);
    if (!p || (item.userId !== undefined && p.user_id !== item.userId)) throw new AppError('POSITION_NOT_FOUND');
    if (p.status !== 'open' || this.closing.has(p.id)) {
      if (item.userId !== undefined) throw new AppError('POSITION_NOT_OPEN');
      return { kind: 'passed' };
    }
    this.closing.add(p.id);
    const { at } = item;
    const m = this.m;
    const entry = BigInt(p.entry_price!);
    const qty = BigInt(p.qty);
    const margin = BigInt(p.margin);
    const raw = pnl(m.scales, p.side, entry, at.price, qty);
    const meta = { positionId: p.id, tickId: at.tickId, price: m.price(at.price), priceKind: at.mark ? 'mark' : 'last', reason: at.reason };
    const closed = raw >= 0n ? this.profit(p, { raw, margin, meta }) : this.loss(p, { raw, margin, meta });
    this.releaseReserve(p, closed.houseSettled, meta);
    this.closes.push({
      id: p.id,
      price: at.price,
      tickId: at.tickId,
      mark: at.mark,
      reason: at.reason,
      pnl: closed.settled,
      insurancePaid: closed.insurancePaid,
    });
    return { kind: 'closed', id: p.id };
  }

  private left(holdId: number | null): bigint {
    return holdId === null ? 0n : (this.start.holdsLeft.get(holdId) ?? 0n);
  }

  private change(holdId: number, account: AccountRef, settled: bigint, released: bigint): void {
    if (settled + released > 0n) this.holdChanges.push({ holdId, account, settled, released });
  }

  /** A profit: margin back and the profit out of the house's hold, one entry settling both holds (`settleHolds`). */
  private profit(p: PositionRow, c: { raw: bigint; margin: bigint; meta: Record<string, unknown> }) {
    const own = this.lever(p.user_id);
    const settled = cappedPnl(c.raw, notional(this.m.scales, BigInt(p.entry_price!), BigInt(p.qty)));
    const parts = [
      ...(c.margin > 0n ? [{ holdId: p.hold_id!, amount: c.margin, account: own }] : []),
      ...(settled > 0n ? [{ holdId: p.house_hold_id!, amount: settled, account: this.house }] : []),
    ].sort((a, b) => a.holdId - b.holdId);
    if (parts.length > 0)
      batchEntry(this, {
        key: `lever:close:${p.id}`,
        kind: 'lever.close',
        meta: { ...c.meta, holdIds: parts.map((x) => x.holdId) },
        lines: [
          ...parts.map((x) => ({ account: x.account, bucket: 'frozen' as const, amount: -x.amount })),
          { account: own, amount: c.margin + settled },
        ],
      });
    if (c.margin > 0n) this.change(p.hold_id!, own, c.margin, 0n);
    this.move(own, c.margin + settled);
    return { settled, houseSettled: settled, insurancePaid: 0n };
  }

  /** A loss: out of the margin to the house, the rest of the margin back, beyond it from the insurance fund. */
  private loss(p: PositionRow, c: { raw: bigint; margin: bigint; meta: Record<string, unknown> }) {
    const own = this.lever(p.user_id);
    const fromMargin = -c.raw < c.margin ? -c.raw : c.margin;
    const gap = -c.raw - fromMargin;
    if (fromMargin > 0n) {
      batchEntry(this, {
        key: `lever:close:${p.id}`,
        kind: 'lever.close',
        meta: { ...c.meta, holdId: p.hold_id },
        lines: [
          { account: own, bucket: 'frozen', amount: -fromMargin },
          { account: this.house, amount: fromMargin },
        ],
      });
      this.move(this.house, fromMargin);
    }
    let released = 0n;
    if (c.margin > fromMargin) {
      released = this.left(p.hold_id) - fromMargin;
      if (released > 0n) {
        batchEntry(this, {
          key: `lever:margin-release:${p.id}`,
          kind: 'lever.close',
          meta: { ...c.meta, holdId: p.hold_id },
          lines: releaseLines(own, released),
        });
        this.move(own, released);
      }
    }
    if (p.hold_id !== null) this.change(p.hold_id, own, fromMargin, released > 0n ? released : 0n);
    let insurancePaid = 0n;
    if (gap > 0n) {
      // A price that jumped past the liquidation price: the insurance fund makes the house whole.
      const insurance = systemAccount('insurance', this.m.shape.quote);
      const fund = this.has(insurance);
      insurancePaid = gap < fund ? gap : fund;
      if (insurancePaid > 0n) {
        batchEntry(this, {
          key: `lever:insurance:${p.id}`,
          kind: 'lever.insurance',
          meta: { ...c.meta, gap: gap.toString() },
          lines: [
            { account: insurance, amount: -insurancePaid },
            { account: this.house, amount: insurancePaid },
          ],
        });
        this.move(insurance, -insurancePaid);
        this.move(this.house, insurancePaid);
      }
    }
    return { settled: -fromMargin, houseSettled: 0n, insurancePaid };
  }

  /** What is left of the house's reserve goes back to it (`releaseHold` of the remainder; nothing when none is left). */
  private releaseReserve(p: PositionRow, houseSettled: bigint, meta: Record<string, unknown>): void {
    const rest = this.left(p.house_hold_id) - houseSettled;
    if (rest > 0n)
      batchEntry(this, {
        key: `lever:reserve-release:${p.id}`,
        kind: 'lever.reserve',
        meta: { ...meta, holdId: p.house_hold_id },
        lines: releaseLines(this.house, rest),
      });
    this.change(p.house_hold_id!, this.house, houseSettled, rest > 0n ? rest : 0n);
    if (rest > 0n) this.move(this.house, rest);
  }
}
