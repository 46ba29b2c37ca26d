/**
 * Copy trading for users: the leaderboard and a trader's page (computed statistics only), following
 * (mode, number, amount cap, slippage cap), editing and cancelling a follow, the copies with their
 * receipts, and detaching a copy (self-holding). Mirroring itself is in mirror.ts; applying as a
 * trader, the operator's review and the statistics are in traders.ts.
 */
import {
  type CopyReceipt,
  type Follow,
  FOLLOW_MAX_LOTS,
  FOLLOW_MAX_MULTIPLE,
  FOLLOW_MAX_TRADERS,
  type FollowEditInput,
  type FollowInput,
  type Page,
  SLIPPAGE_MAX_PERCENT,
  type TraderCard,
  type TraderDetail,
} from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { Realtime } from '../../app/socket';
import { AppError } from '../../platform/errors';
import type { CopyTradingPorts } from './ports';
import { followNumber, percentPpm } from './rules';
import {
  activeFollowsOf,
  cancelFollow,
  type CopyRow,
  findActiveFollow,
  findOwnCopy,
  findStats,
  findTrader,
  followFigures,
  type FollowRow,
  insertFollow,
  markSelfHeld,
  pageBoard,
  pageCopies,
  countFollowers,
  updateFollow,
} from './store';
import { cardView, followView, MARGIN_SCALE, receiptView, traderPositionView, usdt } from './views';

/** The slippage cap a follow gets when none is given: 1 %. */
const DEFAULT_SLIPPAGE_PPM = 10_000;

export class CopyTradingService {
  constructor(
    private readonly ctx: AppContext,
    private readonly ports: CopyTradingPorts,
    private readonly realtime: Realtime,
  ) {}

  private now(): Date {
    return this.ctx.clock.now();
  }

  async index(sort: string | undefined, pageNo: number): Promise<Page<TraderCard>> {
    const board = await pageBoard(this.ctx.db, sort ?? 'pnl', pageNo);
    const data: TraderCard[] = [];
    for (const r of board.data) data.push(cardView(r, (await this.ports.lever.positionsOf(this.ctx.db, r.user_id, ['open'], 100)).length));
    return { ...board, data };
  }

  async detail(userId: number | undefined, traderId: number): Promise<TraderDetail> {
    const db = this.ctx.db;
    const t = await findTrader(db, traderId);
    if (t?.status !== 'approved') throw new AppError('TRADER_NOT_FOUND');
    const stats = await findStats(db, traderId);
    const open = await this.ports.lever.positionsOf(db, traderId, ['open'], 50);
    const closed = await this.ports.lever.positionsOf(db, traderId, ['closed'], 20);
    const card = cardView({ ...t, ...stats, followers: await countFollowers(db, traderId) }, open.length);
    const mine = userId === undefined ? undefined : await findActiveFollow(db, userId, traderId);
    return {
      ...card,
      approved_at: t.reviewed_at ? new Date(t.reviewed_at).toISOString() : null,
      curve: (stats?.curve ?? []).map(([ts, pnl]) => ({ ts, pnl: usdt(pnl) })),
      positions: open.map((p) => traderPositionView(this.ports.lever, p)),
      orders: closed.map((p) => traderPositionView(this.ports.lever, p)),
      my_follow: mine ? await this.followOut(db, mine, t.name) : null,
      can_follow: userId !== undefined && userId !== traderId && !mine && (await this.mayFollow(db, userId)) === undefined,
    };
  }

  /** Why this user may not start a new follow, or undefined. */
  private async mayFollow(ex: Executor, userId: number): Promise<AppError | undefined> {
    if ((await findTrader(ex, userId))?.status === 'approved') return new AppError('TRADER_CANNOT_FOLLOW');
    if ((await activeFollowsOf(ex, userId)).length >= FOLLOW_MAX_TRADERS)
      return new AppError('FOLLOW_LIMIT', { max: String(FOLLOW_MAX_TRADERS) });
    return undefined;
  }

  /** The follow's terms, checked: number for its mode, amount (USDT, above 0), slippage cap. */
  private terms(input: Pick<FollowInput, 'type' | 'number' | 'amount' | 'slippage'>) {
    const max = String(input.type === 'multiple' ? FOLLOW_MAX_MULTIPLE : FOLLOW_MAX_LOTS);
    const numberCents = followNumber(input.type, input.number);
    if (numberCents === undefined) throw new AppError('FOLLOW_NUMBER_INVALID', { max });
    let amount: bigint;
    try {
      amount = parseUnits(input.amount, MARGIN_SCALE);
    } catch {
      throw new AppError('FOLLOW_AMOUNT_INVALID');
    }
    if (amount <= 0n) throw new AppError('FOLLOW_AMOUNT_INVALID');
    const slippagePpm = input.slippage === undefined ? DEFAULT_SLIPPAGE_PPM : percentPpm(input.slippage, SLIPPAGE_MAX_PERCENT);
    if (slippagePpm === undefined) throw new AppError('FOLLOW_SLIPPAGE_INVALID', { max: String(SLIPPAGE_MAX_PERCENT) });
    return { mode: input.type, numberCents, amount, slippagePpm };
  }

  async follow(userId: number, input: FollowInput): Promise<Follow> {
    const terms = this.terms(input);
    return this.ctx.db.tx(async (ex) => {
      const trader = await findTrader(ex, input.trader_user_id);
      if (trader?.status !== 'approved' || input.trader_user_id === userId) throw new AppError('TRADER_NOT_FOUND');
      // The follower's follows, locked: two follow requests at once cannot pass the limit together.
      await ex.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`copy-follow:${userId}`]);
      if (await findActiveFollow(ex, userId, input.trader_user_id)) throw new AppError('FOLLOW_EXISTS');
      const refusal = await this.mayFollow(ex, userId);
      if (refusal) throw refusal;
      const row = await insertFollow(ex, {
        followerId: userId,
        traderId: trader.user_id,
        ...terms,
        sharePpm: trader.share_ppm,
        now: this.now(),
      });
      return this.followOut(ex, row, trader.name);
    });
  }

  async edit(userId: number, input: FollowEditInput): Promise<Follow> {
    const terms = this.terms(input);
    return this.ctx.db.tx(async (ex) => {
      const f = await findActiveFollow(ex, userId, input.follow_user_id, true);
      if (!f) throw new AppError('FOLLOW_NOT_FOUND');
      const row = await updateFollow(ex, { id: f.id, ...terms, now: this.now() });
      return this.followOut(ex, row, (await findTrader(ex, f.trader_id))!.name);
    });
  }

  /** No new copies; the open ones stay open until the trader or the follower closes them. */
  async cancel(userId: number, traderId: number): Promise<Follow> {
    return this.ctx.db.tx(async (ex) => {
      const f = await findActiveFollow(ex, userId, traderId, true);
      if (!f) throw new AppError('FOLLOW_NOT_FOUND');
      return this.followOut(ex, await cancelFollow(ex, f.id, this.now()), (await findTrader(ex, f.trader_id))!.name);
    });
  }

  async followOut(ex: Executor, f: FollowRow, traderName: string): Promise<Follow> {
    return followView(f, traderName, await followFigures(ex, f.id));
  }

  async myFollows(userId: number): Promise<Follow[]> {
    const out: Follow[] = [];
    for (const f of await activeFollowsOf(this.ctx.db, userId))
      out.push(await this.followOut(this.ctx.db, f, (await findTrader(this.ctx.db, f.trader_id))!.name));
    return out;
  }

  async copies(
    userId: number,
    q: { status?: string | undefined; follow_user_id?: number | undefined; page: number },
  ): Promise<Page<CopyReceipt>> {
    const rows = await pageCopies(this.ctx.db, {
      followerId: userId,
      status: q.status ?? 'all',
      traderId: q.follow_user_id ?? null,
      page: q.page,
    });
    const data: CopyReceipt[] = [];
    for (const c of rows.data) data.push(await this.receiptOf(this.ctx.db, c));
    return { ...rows, data };
  }

  async receipt(userId: number, id: number): Promise<CopyReceipt> {
    const c = await findOwnCopy(this.ctx.db, userId, id);
    if (!c) throw new AppError('COPY_NOT_FOUND');
    return this.receiptOf(this.ctx.db, c);
  }

  async receiptOf(ex: Executor, c: CopyRow): Promise<CopyReceipt> {
    const trader = await findTrader(ex, c.trader_id);
    const position = c.position_id === null ? undefined : await this.ports.lever.position(ex, c.position_id);
    return receiptView(this.ports.lever, c, { traderName: trader?.name ?? '', position });
  }

  /** Send a copy's receipt to its follower's private room (after the commit that changed it). */
  async announce(copyId: number, followerId: number): Promise<void> {
    this.realtime.toUser(followerId, 'copy.receipt', await this.receipt(followerId, copyId));
  }

  /** Detach an open copy: it no longer closes with the trader (the follower closes it in futures). */
  async selfHold(userId: number, id: number): Promise<CopyReceipt> {
    await this.ctx.db.tx(async (ex) => {
      const c = await findOwnCopy(ex, userId, id, true);
      if (!c) throw new AppError('COPY_NOT_FOUND');
      if (c.status !== 'open' || c.self_held) throw new AppError('COPY_NOT_OPEN');
      await markSelfHeld(ex, c.id);
    });
    const out = await this.receipt(userId, id);
    this.realtime.toUser(userId, 'copy.receipt', out);
    return out;
  }
}
