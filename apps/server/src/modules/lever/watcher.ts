/**
 * What the feed does to positions, on the node that runs the feed: for every recorded tick, close
 * the positions the mark price as of that tick liquidates (settled at the mark, its inputs kept)
 * or whose take-profit, stop-loss or profit cap the tick's own price reaches, open the delegated
 * orders whose price it reaches, and send open positions' live PnL to their owners; once a day,
 * charge the overnight fee. Everything is found by querying the database, so a restart, a
 * new leader or an order taken by another node changes nothing: a tick finds what it triggers.
 *
 * Ticks of one market are handled one after another in order; markets run independently.
 */
import type { AppContext } from '../../app/context';
import type { Realtime } from '../../app/socket';
import type { Timer } from '../../platform/clock';
import type { LeverMarket } from './market';
import { percentText, riskPpm } from '@bourse/maths/lever';
import { type CloseAt, chargeOvernight, type CloseReason, type PriceTick, triggerDelegated } from './positions';
import type { AfterCommit } from './hooks';
import type { MarkTick } from './ports';
import type { LeverService } from './service';
import { findOvernightDue, lockPosition, type PositionRow } from './store';
import { findDelegatedDue, findTriggered, listOpenInMarket } from './tick-store';

/**
 * Live PnL goes out at most once a second per market; a tick inside that second is not dropped but
 * sent when the second is over, so the screen always ends on the latest price.
 */
const LIVE_EVERY_MS = 1000;
const OVERNIGHT_EVERY_MS = 60_000;

export class LeverWatcher {
  private readonly queues = new Map<number, Promise<void>>();
  private readonly livePushedAt = new Map<number, number>();
  private readonly liveLater = new Map<number, Timer>();
  private timer: Timer | undefined;
  private overnightBusy = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly service: LeverService,
    private readonly realtime: Realtime,
    private readonly leads: () => boolean,
  ) {}

  start(): void {
    this.timer = this.ctx.clock.setInterval(() => this.overnightOnce(), OVERNIGHT_EVERY_MS);
    this.overnightOnce();
  }

  /**
   * One overnight pass at a time: a pass that outlasts the interval (or a clock moved days ahead
   * in a test, firing every missed interval) skips instead of piling up passes on the database.
   */
  private overnightOnce(): void {
    if (this.overnightBusy) return;
    this.overnightBusy = true;
    void this.chargeOvernight()
      .catch((err) => this.ctx.log.error({ err }, 'overnight fees failed'))
      .finally(() => (this.overnightBusy = false));
  }

  async stop(): Promise<void> {
    this.timer?.cancel();
    this.timer = undefined;
    for (const later of this.liveLater.values()) later.cancel();
    this.liveLater.clear();
    await Promise.all(this.queues.values());
  }

  /** Queue recorded ticks: each market's in order, without holding up the feed. */
  onTicks(ticks: Array<PriceTick & { marketId: number }>): Promise<void> {
    if (!this.leads()) return Promise.resolve();
    const done: Array<Promise<void>> = [];
    for (const t of ticks) {
      const m = this.service.markets.get(t.marketId);
      if (!m) continue;
      const next = (this.queues.get(t.marketId) ?? Promise.resolve())
        .then(() => this.process(m, t))
        .catch((err) => this.ctx.log.error({ err, market: m.shape.symbol }, 'futures tick failed'));
      this.queues.set(t.marketId, next);
      done.push(next);
    }
    return Promise.all(done).then(() => undefined);
  }

  /** Wait until every queued tick is handled (tests). */
  async idle(): Promise<void> {
    await Promise.all(this.queues.values());
  }

  private async process(m: LeverMarket, tick: PriceTick): Promise<void> {
    // As of this tick, from the database: the queue may run behind the feed, the rule may not.
    // The window always holds this tick, so a mark exists; the tick's price is a safe stand-in.
    const mark: MarkTick = (await this.service.ports.prices.markAt(m.shape.id, tick)) ?? {
      price: tick.price,
      ts: tick.ts,
      windowMs: 0,
      ticks: [tick],
    };
    const hits = await findTriggered(this.ctx.db, m.shape.id, { last: tick.price, mark: mark.price });
    for (const { id } of hits) await this.trigger(m, id, tick, mark);

    const due = await findDelegatedDue(this.ctx.db, m.shape.id, tick.price, m.terms.spread);
    for (const { id } of due) {
      const after: AfterCommit[] = [];
      const opened = await this.ctx.db.tx(async (ex) => {
        after.length = 0;
        const p = await lockPosition(ex, id);
        if (!p || p.status !== 'doing') return false;
        if ((await triggerDelegated(ex, m, p, tick, this.service.now())) === 'opened') await this.service.openedIn(ex, id, tick, after);
        return true;
      });
      if (opened) this.service.pushed(await this.service.row(id));
      await this.service.afterCommit(after);
    }
    await this.pushLive(m, hits.length + due.length > 0);
  }

  /**
   * Close a position the tick reached, deciding why under the row lock from the exact rules: a
   * liquidation at the mark price (with its window and inputs), anything else at the tick's price.
   */
  private async trigger(m: LeverMarket, id: number, tick: PriceTick, mark: MarkTick): Promise<void> {
    const after: AfterCommit[] = [];
    const closed = await this.ctx.db.tx(async (ex) => {
      after.length = 0;
      const p = await lockPosition(ex, id);
      if (!p || p.status !== 'open') return false;
      const reason = this.reasonAt(p, tick.price, mark.price);
      if (!reason) return false;
      const at: CloseAt =
        reason === 'liquidation'
          ? { tickId: tick.id, price: mark.price, mark: { windowMs: mark.windowMs, ticks: mark.ticks.map((t) => t.id) }, reason }
          : { tickId: tick.id, price: tick.price, mark: null, reason };
      await this.service.closeLocked(ex, p, { ...at, tickPrice: tick.price }, after);
      return true;
    });
    if (closed) this.service.pushed(await this.service.row(id));
    await this.service.afterCommit(after);
  }

  /**
   * Liquidation first, at the mark price and the position's own threshold (it decides the insurance
   * question), then the profit cap, take-profit and stop-loss at the last price.
   */
  reasonAt(p: PositionRow, price: bigint, markPrice: bigint): CloseReason | undefined {
    if (this.service.liquidatedAt(p, markPrice)) return 'liquidation';
    const long = p.side === 'long';
    if (long && p.cap_price !== null && price >= BigInt(p.cap_price)) return 'cap';
    if (p.tp_price !== null && (long ? price >= BigInt(p.tp_price) : price <= BigInt(p.tp_price))) return 'tp';
    if (p.sl_price !== null && (long ? price <= BigInt(p.sl_price) : price >= BigInt(p.sl_price))) return 'sl';
    return undefined;
  }

  /** Each owner of an open position in this market gets its mark price, PnL and risk rate. */
  private async pushLive(m: LeverMarket, force: boolean): Promise<void> {
    const id = m.shape.id;
    const now = this.ctx.clock.now().getTime();
    const wait = LIVE_EVERY_MS - (now - (this.livePushedAt.get(id) ?? 0));
    if (!force && wait > 0) {
      // Send the newest state once the second is over, in the market's queue so it stays in order.
      if (!this.liveLater.has(id)) {
        const later = this.ctx.clock.setTimeout(() => {
          this.liveLater.delete(id);
          const next = (this.queues.get(id) ?? Promise.resolve())
            .then(() => this.pushLive(m, true))
            .catch((err) => this.ctx.log.error({ err, market: m.shape.symbol }, 'futures live push failed'));
          this.queues.set(id, next);
        }, wait);
        this.liveLater.set(id, later);
      }
      return;
    }
    this.liveLater.get(id)?.cancel();
    this.liveLater.delete(id);
    this.livePushedAt.set(id, now);
    const rows = await listOpenInMarket(this.ctx.db, id);
    const byUser = new Map<
      number,
      Array<{ id: number; mark_price: string; unrealised_pnl: string; risk_rate: string; last_price: string }>
    >();
    for (const r of rows) {
      const live = this.service.live(r);
      if (!live) continue;
      const list = byUser.get(r.user_id) ?? [];
      list.push({
        id: r.id,
        mark_price: m.price(live.mark)!,
        unrealised_pnl: m.money(live.pnl),
        risk_rate: percentText(riskPpm(BigInt(r.margin), live.pnl)),
        last_price: m.price(live.last)!,
      });
      byUser.set(r.user_id, list);
    }
    for (const [userId, positions] of byUser) this.realtime.toUser(userId, 'lever', { symbol: m.shape.symbol, positions });
  }

  /**
   * Charge every (open position, UTC day) whose charge time has passed since the position opened
   * and that is not charged yet: once per day, and days missed while the server was down too.
   */
  async chargeOvernight(): Promise<number> {
    if (!this.leads()) return 0;
    const now = this.service.now();
    const rows = await findOvernightDue(this.ctx.db, now);
    let charged = 0;
    for (const { id, day } of rows) {
      const done = await this.ctx.db.tx(async (ex) => {
        const p = await lockPosition(ex, id);
        if (!p || p.status !== 'open') return false;
        const m = this.service.markets.get(p.market_id)!;
        return (await chargeOvernight(ex, m, p, day, now)) !== undefined;
      });
      if (done) {
        charged++;
        this.service.pushed(await this.service.row(id));
      }
    }
    return charged;
  }
}
