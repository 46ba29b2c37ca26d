/**
 * Futures for users: the open form's terms, the leverage confirmation, opening (market or
 * delegated), take-profit and stop-loss, closing one, all, longs or shorts, the lists, and each
 * position's proof. Prices only ever come from recorded ticks of the feed: opening, closing, TP and
 * SL at the last one, liquidation and the risk rate at the mark price (the median of the last
 * ticks); the watcher (watcher.ts) acts on the same rules when the feed moves.
 */
import type {
  LeverBatchClosed,
  LeverPosition,
  LeverProof,
  LeverRiskConfirmation,
  LeverSubmitInput,
  LeverSummary,
  LeverTerms,
  Page,
} from '@bourse/contract';
import { getBalance, userAccount } from '@bourse/ledger';
import type { Db, Executor } from '@bourse/db';
import { formatUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { Realtime } from '../../app/socket';
import { AppError } from '../../platform/errors';
import { FeeHooks } from '../../platform/fee-hooks';
import { openingFees } from './open-batch';
import { type LeverMarket, LeverMarket as Market } from './market';
import { isLiquidated, liquidationPrice, percentText, pnl, riskPpm, type Side } from '@bourse/maths/lever';
import { cancelDelegated, type CloseAt, closePosition, entryFrom, lockPosition, type PriceTick, sizing } from './positions';
import type { LeverPorts } from './ports';
import {
  confirmRisk,
  findOwnPosition,
  findPosition,
  listActiveOf,
  listOpenOf,
  loadTerms,
  pagePositions,
  type PositionRow,
  riskConfirmedAt,
  setStops,
} from './store';
import { buildProof, liveFigures, type LiveFigures, positionView, termsView } from './views';
import { type AfterCommit, LeverHooks, runAfter } from './hooks';
import { type GroupAnswer, LeverGroup } from './group';
import type { GroupItem } from './group-plan';
import { singlePath } from './single';

/** A price older than this is not a price to open or close at: the feed has stalled. */
export const PRICE_MAX_AGE_MS = 30_000;

export class LeverService {
  readonly markets = new Map<number, LeverMarket>();
  /** Listeners to every opening and close, inside its transaction (copy trading: hooks.ts). */
  readonly hooks = new LeverHooks();
  /** Who hears each opening's trading fee inside its transaction (the fee port: invite's rebates). */
  readonly fees = new FeeHooks();
  /** Openings and closes wait on their market's queue and commit in batches (group.ts); false: one transaction each (single.ts). */
  grouped = true;
  readonly group: LeverGroup;

  constructor(
    private readonly ctx: AppContext,
    readonly ports: LeverPorts,
    private readonly realtime: Realtime,
  ) {
    this.group = new LeverGroup(ctx, {
      hooks: this.hooks,
      single: (m, item) => singlePath(this, m, item),
      feesPaid: (ex, rows) => this.feesPaid(ex, rows),
    });
  }

  get db(): Db {
    return this.ctx.db;
  }

  /** An opening or a close, through the group commit or alone. */
  private take(m: LeverMarket, item: GroupItem): Promise<GroupAnswer> {
    return this.grouped ? this.group.submit(m, item) : singlePath(this, m, item);
  }

  now(): Date {
    return this.ctx.clock.now();
  }

  async load(): Promise<void> {
    const terms = await loadTerms(this.ctx.db);
    this.markets.clear();
    for (const shape of this.ports.prices.markets()) {
      const t = terms.get(shape.id);
      if (t) this.markets.set(shape.id, new Market(shape, t));
    }
  }

  market(currencyId: number, legalId = 3): LeverMarket {
    const m = this.markets.get(currencyId);
    if (!m || !m.terms.enabled || legalId !== 3) throw new AppError('MARKET_UNKNOWN');
    return m;
  }

  /** The feed's price to act on now, or a refusal when there is none or it is stale. */
  freshTick(m: LeverMarket): PriceTick {
    const tick = this.ports.prices.lastTick(m.shape.id);
    if (!tick || this.now().getTime() - tick.ts > PRICE_MAX_AGE_MS) throw new AppError('PRICE_UNAVAILABLE');
    return tick;
  }

  async available(userId: number, asset = 'USDT'): Promise<bigint> {
    return (await getBalance(this.ctx.db, userAccount(userId, asset, 'lever'))).available;
  }

  /** Leverage above this needs the user's confirmation (a setting: 20 unless configured). */
  leverageCap(): Promise<number> {
    return this.ctx.settings.get(this.ctx.db, 'lever_leverage_cap');
  }

  /** The user confirms, once, that they understand leverage above the cap; a repeat keeps the first time. */
  async confirmRisk(userId: number): Promise<LeverRiskConfirmation> {
    const at = await confirmRisk(this.ctx.db, userId, this.now());
    return { confirmed_at: at.toISOString(), leverage_cap: await this.leverageCap() };
  }

  /** Leverage above the cap is refused until the user has confirmed they understand it. */
  private async checkLeverageCap(userId: number, leverage: number): Promise<void> {
    const cap = await this.leverageCap();
    if (leverage > cap && !(await riskConfirmedAt(this.ctx.db, userId)))
      throw new AppError('LEVERAGE_CONFIRMATION_REQUIRED', { max: String(cap) });
  }

  /**
   * A market order opens at the last price, but liquidation looks at the mark: a long opened on a
   * spike above the mark (or a short on a dip) with high leverage would be liquidated at the next
   * tick. Refused instead, before any money moves.
   */
  private checkNotLiquidatedAtOpen(
    m: LeverMarket,
    req: { side: Side; lots: number; leverage: number; liquidationPpm: number },
    tick: PriceTick,
  ) {
    const mark = this.ports.prices.markPrice(m.shape.id);
    if (!mark) return;
    const entry = entryFrom(m, req.side, tick.price);
    const size = sizing(m, entry, req.lots, req.leverage);
    const liq = liquidationPrice(m.scales, req.side, entry, size.qty, size.margin, req.liquidationPpm);
    if (req.side === 'long' ? mark.price <= liq : mark.price >= liq) throw new AppError('LIQUIDATION_AT_OPEN');
  }

  /** The open form's terms; a visitor (no user) sees them with nothing available and nothing confirmed. */
  async deal(userId: number | undefined, currencyId: number, legalId: number): Promise<LeverTerms> {
    const m = this.market(currencyId, legalId);
    return termsView(m, {
      available: userId === undefined ? 0n : await this.available(userId, m.shape.quote),
      tick: this.ports.prices.lastTick(m.shape.id),
      mark: this.ports.prices.markPrice(m.shape.id),
      leverageCap: await this.leverageCap(),
      confirmed: userId !== undefined && (await riskConfirmedAt(this.ctx.db, userId)) !== undefined,
    });
  }

  /** Take-profit above and stop-loss below the reference for a long; the reverse for a short. */
  checkStops(side: Side, reference: bigint, tp: bigint | null, sl: bigint | null): void {
    if (tp !== null && (side === 'long' ? tp <= reference : tp >= reference)) throw new AppError('TAKE_PROFIT_INVALID');
    if (sl !== null && (side === 'long' ? sl >= reference : sl <= reference)) throw new AppError('STOP_LOSS_INVALID');
  }

  async submit(userId: number, input: LeverSubmitInput, requestKey: string): Promise<LeverPosition> {
    const m = this.market(input.currency_id, input.legal_id);
    const t = m.terms;
    if (input.share < t.minLots) throw new AppError('MIN_ORDER_QTY', { min: String(t.minLots) });
    if (input.share > t.maxLots) throw new AppError('MAX_ORDER_QTY', { max: String(t.maxLots) });
    if (!t.multiples.includes(input.multiple)) throw new AppError('LEVERAGE_INVALID');
    await this.checkLeverageCap(userId, input.multiple);
    const tp = m.optionalPrice(input.target_profit_price, 'TAKE_PROFIT_INVALID');
    const sl = m.optionalPrice(input.stop_loss_price, 'STOP_LOSS_INVALID');
    // The threshold is fixed here, on the position, for its whole life (a delegated order's too).
    const req = { side: input.type, lots: input.share, leverage: input.multiple, tp, sl, liquidationPpm: t.liquidationPpm };
    if (input.status === 0) {
      // A coupon applies to a market order only: a delegated order's fee is not known until it triggers.
      if (input.coupon_id !== undefined) throw new AppError('COUPON_NOT_APPLICABLE');
      if (input.target_price === undefined || input.target_price === '') throw new AppError('PRICE_REQUIRED');
      const limit = m.parsePrice(input.target_price, 'PRICE_INVALID');
      this.checkStops(input.type, limit, tp, sl);
      return this.pushed((await this.take(m, { type: 'delegate', userId, req: { ...req, limit }, requestKey }))!.row);
    }
    const tick = this.freshTick(m);
    this.checkStops(input.type, tick.price, tp, sl);
    this.checkNotLiquidatedAtOpen(m, req, tick);
    const opened = (await this.take(m, { type: 'open', userId, req, tick, requestKey, couponId: input.coupon_id }))!;
    const view = this.pushed(opened.row);
    await this.afterCommit(opened.after);
    return view;
  }

  /** Tell the listeners a position opened at a tick (in the opening's transaction). */
  async openedIn(ex: Executor, id: number, tick: PriceTick, after: AfterCommit[]): Promise<void> {
    const position = (await findPosition(ex, id))!;
    await this.feesPaid(ex, [position]);
    await this.hooks.opened(ex, { position, tick }, after);
  }

  /** Openings' trading fees (paid in `fund`, positions.ts, or open-batch.ts) to the fee port, in their transaction. */
  async feesPaid(ex: Executor, rows: readonly PositionRow[]): Promise<void> {
    const quoteOf = (id: number) => this.markets.get(id)!.shape.quote;
    if (rows.length > 0) await this.fees.paid(ex, openingFees(rows, quoteOf));
  }

  /** Close a locked open position and tell the listeners, in the caller's transaction. */
  async closeLocked(ex: Executor, p: PositionRow, at: CloseAt & { tickPrice: bigint }, after: AfterCommit[]): Promise<void> {
    await closePosition(ex, this.markets.get(p.market_id)!, p, at, this.now());
    await this.hooks.closed(ex, { position: (await findPosition(ex, p.id))!, tick: { id: at.tickId, price: at.tickPrice } }, after);
  }

  async afterCommit(after: AfterCommit[]): Promise<void> {
    await runAfter(after, (err) => this.ctx.log.error({ err }, 'futures after-commit work failed'));
  }

  async row(id: number): Promise<PositionRow> {
    return (await findPosition(this.ctx.db, id))!;
  }

  async own(userId: number, id: number): Promise<PositionRow> {
    const found = await findOwnPosition(this.ctx.db, userId, id);
    if (!found) throw new AppError('POSITION_NOT_FOUND');
    return found;
  }

  /** Close one open position at the feed's price, or cancel a delegated order. */
  async close(userId: number, id: number): Promise<LeverPosition> {
    const found = await this.own(userId, id);
    if (found.status === 'doing') return this.cancel(userId, id);
    const m = this.markets.get(found.market_id)!;
    const tick = this.freshTick(m);
    const closed = await this.take(m, {
      type: 'close',
      positionId: id,
      userId,
      at: { tickId: tick.id, price: tick.price, mark: null, reason: 'user' },
    });
    return this.pushed(closed!.row);
  }

  /**
   * Close under the row lock, if it is still open (a trigger may have closed it a moment ago).
   * Returns whether this call closed it.
   */
  async closeAt(m: LeverMarket, id: number, at: CloseAt, userId?: number): Promise<boolean> {
    const after: AfterCommit[] = [];
    const closed = await this.ctx.db.tx(async (ex) => {
      after.length = 0;
      const p = await lockPosition(ex, id);
      if (!p || (userId !== undefined && p.user_id !== userId)) throw new AppError('POSITION_NOT_FOUND');
      if (p.status !== 'open') {
        if (userId !== undefined) throw new AppError('POSITION_NOT_OPEN');
        return false;
      }
      await this.closeLocked(ex, p, { ...at, tickPrice: at.price }, after);
      return true;
    });
    await this.afterCommit(after);
    return closed;
  }

  async cancel(userId: number, id: number): Promise<LeverPosition> {
    await this.ctx.db.tx(async (ex) => {
      const p = await lockPosition(ex, id);
      if (!p || p.user_id !== userId) throw new AppError('POSITION_NOT_FOUND');
      if (p.status !== 'doing') throw new AppError('POSITION_NOT_OPEN');
      await cancelDelegated(ex, p, 'cancelled', this.now());
    });
    return this.pushed(await this.row(id));
  }

  /** Close every open position (optionally only longs or shorts, optionally of one market). */
  async batchClose(userId: number, type: 'all' | 'long' | 'short', currencyId?: number): Promise<LeverBatchClosed> {
    const rows = await listOpenOf(this.ctx.db, userId, type, currencyId ?? null);
    // Prices first: a stale market refuses the whole batch instead of closing half of it.
    const ticks = new Map(rows.map((r) => [r.market_id, this.freshTick(this.markets.get(r.market_id)!)]));
    const close = (r: PositionRow) => {
      const tick = ticks.get(r.market_id)!;
      // No user id: one closed meanwhile (by a trigger) is passed over, not refused.
      return this.take(this.markets.get(r.market_id)!, {
        type: 'close',
        positionId: r.id,
        at: { tickId: tick.id, price: tick.price, mark: null, reason: 'user' },
      });
    };
    const out: LeverPosition[] = [];
    // Grouped, all at once (they share their markets' batches); alone, one after the other as before.
    if (!this.grouped) {
      for (const r of rows) {
        const a = await close(r);
        if (a) out.push(this.pushed(a.row));
      }
      return { closed: out.length, positions: out };
    }
    const settled = await Promise.allSettled(rows.map(close));
    // What committed is pushed even when another close failed (that failure is the answer).
    for (const a of settled) if (a.status === 'fulfilled' && a.value) out.push(this.pushed(a.value.row));
    const failed = settled.find((a) => a.status === 'rejected');
    if (failed) throw failed.reason;
    return { closed: out.length, positions: out };
  }

  /** Set or clear take-profit and stop-loss on an open position or a delegated order. */
  async setStop(userId: number, id: number, tpText: string | undefined, slText: string | undefined): Promise<LeverPosition> {
    const found = await this.own(userId, id);
    const m = this.markets.get(found.market_id)!;
    const tp = m.optionalPrice(tpText, 'TAKE_PROFIT_INVALID');
    const sl = m.optionalPrice(slText, 'STOP_LOSS_INVALID');
    await this.ctx.db.tx(async (ex) => {
      const p = await lockPosition(ex, id);
      if (!p || p.user_id !== userId) throw new AppError('POSITION_NOT_FOUND');
      if (p.status !== 'open' && p.status !== 'doing') throw new AppError('POSITION_NOT_OPEN');
      const reference = p.status === 'doing' ? BigInt(p.limit_price!) : this.freshTick(m).price;
      this.checkStops(p.side, reference, tp, sl);
      await setStops(ex, id, tp, sl);
    });
    return this.pushed(await this.row(id));
  }

  async list(
    userId: number,
    q: { currency_id?: number | undefined; status?: string | undefined; page: number; limit?: number | undefined },
  ): Promise<Page<LeverPosition>> {
    const statuses: Record<string, string[]> = {
      open: ['open'],
      doing: ['doing'],
      closed: ['closed'],
      cancelled: ['cancelled'],
      history: ['closed', 'cancelled'],
    };
    const wanted = statuses[q.status ?? 'open']!;
    return pagePositions(
      this.ctx.db,
      { userId, statuses: wanted, marketId: q.currency_id ?? null, page: q.page, limit: q.limit ?? 10 },
      (r) => this.view(r),
    );
  }

  /** Every open position and delegated order with live figures, and the totals across them. */
  async summary(userId: number): Promise<LeverSummary> {
    const rows = await listActiveOf(this.ctx.db, userId);
    const positions = rows.filter((r) => r.status === 'open').map((r) => this.view(r));
    let margin = 0n;
    let unrealised = 0n;
    for (const r of rows.filter((x) => x.status === 'open')) {
      const live = this.live(r);
      margin += BigInt(r.margin);
      unrealised += live?.pnl ?? 0n;
    }
    const money = (v: bigint) => formatUnits(v, this.ctx.assets.byCodeOrFail('USDT').scale);
    return {
      margin_currency: 'USDT',
      available: money(await this.available(userId)),
      positions,
      doing: rows.filter((r) => r.status === 'doing').map((r) => this.view(r)),
      total_margin: money(margin),
      total_unrealised_pnl: money(unrealised),
      risk_rate: margin > 0n ? percentText(riskPpm(margin, unrealised)) : null,
    };
  }

  /** An open position's live figures at the mark price (views.ts); the watcher pushes them too. */
  live(r: PositionRow): LiveFigures | undefined {
    return liveFigures(this.markets.get(r.market_id), this.ports.prices, r);
  }

  view(r: PositionRow): LeverPosition {
    return positionView(this.markets.get(r.market_id)!, r, this.live(r));
  }

  /** Send a position's new state to its owner's private room, and return its view. */
  pushed(r: PositionRow): LeverPosition {
    const v = this.view(r);
    this.realtime.toUser(r.user_id, 'lever.position', v);
    return v;
  }

  /** Everything a position's result was computed from, to check it by hand (views.ts). */
  async proof(userId: number, id: number): Promise<LeverProof> {
    const r = await this.own(userId, id);
    const sources = { db: this.ctx.db, prices: this.ports.prices, now: this.now() };
    return buildProof(sources, this.markets.get(r.market_id)!, r, this.view(r));
  }

  /** Whether a position would be liquidated at a mark price (the watcher's rule, with the position's own threshold). */
  liquidatedAt(r: PositionRow, markPrice: bigint): boolean {
    const m = this.markets.get(r.market_id)!;
    return isLiquidated(BigInt(r.margin), pnl(m.scales, r.side, BigInt(r.entry_price!), markPrice, BigInt(r.qty)), r.liquidation_ppm);
  }
}
