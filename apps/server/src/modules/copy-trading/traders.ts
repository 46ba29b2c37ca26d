/**
 * Traders: applying (Lv1 identity verification and at least one closed futures position; not while
 * following anyone), the profit share (0 to 10 %, for new follows), the operator's review (approve,
 * or reject with a reason the user sees; audited), and the statistics, recomputed from closed
 * positions by a clock-driven job at least hourly (and on approval). Nothing here takes a figure as
 * input: every statistic is computed.
 */
import { type Page, PROFIT_SHARE_MAX_PERCENT, TRADER_STATS_EVERY_MS, type TraderApplication, type TraderSelf } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import type { AppContext } from '../../app/context';
import { recordAudit } from '../../platform/audit';
import type { Timer } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { CopyTradingPorts } from './ports';
import { percentPpm, percentText, traderStats } from './rules';
import {
  activeFollowsOf,
  approvedTraderIds,
  decideApplication,
  findTrader,
  pageApplications,
  saveStats,
  setShare,
  type TraderRow,
  upsertApplication,
} from './store';
import { netPnl } from './views';

/** 2 to 20 letters (any script), digits, spaces, dots, dashes or underscores. */
const NAME = /^[\p{L}\p{N} ._-]{2,20}$/u;

export class Traders {
  private timer: Timer | undefined;
  private busy = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly ports: CopyTradingPorts,
  ) {}

  private sharePpm(text: string): number {
    const ppm = percentPpm(text, PROFIT_SHARE_MAX_PERCENT);
    if (ppm === undefined) throw new AppError('PROFIT_SHARE_INVALID', { max: String(PROFIT_SHARE_MAX_PERCENT) });
    return ppm;
  }

  selfOf(userId: number): Promise<TraderSelf> {
    return this.self(this.ctx.db, userId);
  }

  async self(ex: Executor, userId: number): Promise<TraderSelf> {
    const t = await findTrader(ex, userId);
    return {
      status: t?.status ?? 'none',
      name: t?.name ?? null,
      profit_share_percent: t ? percentText(t.share_ppm) : null,
      reject_reason: t?.status === 'rejected' ? t.reject_reason : null,
      verified: (await this.ports.levels.level(userId)) >= 1,
      closed_positions: await this.ports.lever.countClosed(ex, userId),
      following: (await activeFollowsOf(ex, userId)).length > 0,
    };
  }

  async apply(userId: number, input: { name: string; profit_share: string }): Promise<TraderSelf> {
    if (!NAME.test(input.name)) throw new AppError('TRADER_NAME_INVALID');
    const sharePpm = this.sharePpm(input.profit_share);
    if ((await this.ports.levels.level(userId)) < 1) throw new AppError('TRADER_APPLY_KYC_REQUIRED');
    await this.ctx.db.tx(async (ex) => {
      const t = await findTrader(ex, userId, true);
      if (t && t.status !== 'rejected') throw new AppError('TRADER_APPLICATION_EXISTS');
      if ((await this.ports.lever.countClosed(ex, userId)) < 1) throw new AppError('TRADER_APPLY_HISTORY_REQUIRED');
      if ((await activeFollowsOf(ex, userId)).length > 0) throw new AppError('TRADER_APPLY_FOLLOWING');
      await upsertApplication(ex, { userId, name: input.name, sharePpm, now: this.ctx.clock.now() });
    });
    return this.self(this.ctx.db, userId);
  }

  /** A trader's profit share for follows started from now on; existing follows keep theirs. */
  async setProfitShare(userId: number, text: string): Promise<TraderSelf> {
    const sharePpm = this.sharePpm(text);
    await this.ctx.db.tx(async (ex) => {
      const t = await findTrader(ex, userId, true);
      if (t?.status !== 'approved') throw new AppError('NOT_A_TRADER');
      await setShare(ex, userId, sharePpm);
    });
    return this.self(this.ctx.db, userId);
  }

  private async application(ex: Executor, t: TraderRow): Promise<TraderApplication> {
    return {
      id: t.user_id,
      user_id: t.user_id,
      name: t.name,
      status: t.status,
      profit_share_percent: percentText(t.share_ppm),
      reason: t.reject_reason,
      applied_at: new Date(t.applied_at).toISOString(),
      reviewed_at: t.reviewed_at ? new Date(t.reviewed_at).toISOString() : null,
      closed_positions: await this.ports.lever.countClosed(ex, t.user_id),
      verified_level: await this.ports.levels.level(t.user_id),
    };
  }

  async queue(q: { status?: string | undefined; page: number; limit?: number | undefined }): Promise<Page<TraderApplication>> {
    const rows = await pageApplications(this.ctx.db, q.status ?? 'pending', q.page, q.limit ?? 20);
    const data: TraderApplication[] = [];
    for (const r of rows.data) data.push(await this.application(this.ctx.db, r));
    return { ...rows, data };
  }

  async decide(operatorId: number, userId: number, approve: boolean, reason: string | undefined): Promise<TraderApplication> {
    if (!approve && !reason) throw new AppError('REJECT_REASON_REQUIRED');
    const row = await this.ctx.db.tx(async (ex) => {
      const t = await findTrader(ex, userId, true);
      if (!t) throw new AppError('APPLICATION_NOT_FOUND');
      if (t.status !== 'pending') throw new AppError('APPLICATION_NOT_PENDING');
      const status = approve ? 'approved' : 'rejected';
      await decideApplication(ex, { userId, status, reason: approve ? null : reason!, operatorId, now: this.ctx.clock.now() });
      await recordAudit(ex, {
        operatorId,
        action: approve ? 'trader.approve' : 'trader.reject',
        target: `user:${userId}`,
        detail: approve ? {} : { reason },
      });
      if (approve) await this.computeFor(ex, userId);
      return (await findTrader(ex, userId))!;
    });
    return this.application(this.ctx.db, row);
  }

  /** One trader's statistics from their closed positions (rules.ts), stamped with the time. */
  async computeFor(ex: Executor, userId: number): Promise<void> {
    const closed = await this.ports.lever.closedInOrder(ex, userId);
    const stats = traderStats(
      closed.map((p) => ({
        side: p.side,
        net: netPnl(p),
        margin: BigInt(p.open_margin),
        closedMs: p.closed_at ? new Date(p.closed_at).getTime() : 0,
      })),
    );
    await saveStats(ex, userId, stats, this.ctx.clock.now());
  }

  /** Every approved trader's statistics, now. Returns how many were computed. */
  async computeAll(): Promise<number> {
    const ids = await approvedTraderIds(this.ctx.db);
    for (const id of ids) await this.ctx.db.tx((ex) => this.computeFor(ex, id));
    return ids.length;
  }

  /** The clock-driven job: at start, then every TRADER_STATS_EVERY_MS; a run still going skips the next. */
  start(): void {
    this.timer = this.ctx.clock.setInterval(() => this.runOnce(), TRADER_STATS_EVERY_MS);
    this.runOnce();
  }

  private runOnce(): void {
    if (this.busy) return;
    this.busy = true;
    void this.computeAll()
      .catch((err) => this.ctx.log.error({ err }, 'trader statistics failed'))
      .finally(() => (this.busy = false));
  }

  /** Wait for a run in progress (tests). */
  async idle(): Promise<void> {
    while (this.busy) await new Promise((r) => setImmediate(r));
  }

  async stop(): Promise<void> {
    this.timer?.cancel();
    this.timer = undefined;
    await this.idle();
  }
}
