/**
 * The port futures give copy trading (app/modules.ts hands it across): hear every opening and
 * close inside its transaction, open a position for a follower in that same transaction (at a
 * recorded tick, with the follower's own margin, through the same money steps as any position)
 * and close one at a tick, read positions and their views. A copy is a lever position like any
 * other: there is no second position table, and every rule of this module holds for it.
 */
import type { LeverPosition } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import type { Side } from '@bourse/maths/lever';
import type { AfterCommit, CloseInterest, ClosedListener, OpenedListener, OpenInterest } from './hooks';
import { type BatchOpen, type BatchOpened, openManyAtMarket } from './open-batch';
import { entryFrom, lockPosition, type PriceTick, sizing } from './positions';
import type { LeverService } from './service';
import { findPosition, type PositionRow } from './store';

export function leverCopyPort(service: LeverService) {
  const market = (id: number) => service.markets.get(id);
  return {
    /** With the interest: which openings and closes it acts on (hooks.ts); those take the single path. */
    onOpened: (l: OpenedListener, interest?: OpenInterest) => service.hooks.onOpened(l, interest),
    onClosed: (l: ClosedListener, interest?: CloseInterest) => service.hooks.onClosed(l, interest),
    /** A market's lot limits and text out; undefined for one futures do not trade. */
    market(marketId: number) {
      const m = market(marketId);
      if (!m || !m.terms.enabled) return undefined;
      return {
        symbol: m.shape.symbol,
        quote: m.shape.quote,
        minLots: m.terms.minLots,
        maxLots: m.terms.maxLots,
        price: (v: bigint) => m.price(v)!,
        money: (v: bigint) => m.money(v),
      };
    },
    lastTick: (marketId: number) => service.ports.prices.lastTick(marketId),
    /** What opening these lots at a tick's price would cost: the entry (with the spread), margin, fee and the house's reserve. */
    quote(marketId: number, o: { side: Side; lots: number; leverage: number; tickPrice: bigint }) {
      const m = market(marketId)!;
      const entry = entryFrom(m, o.side, o.tickPrice);
      const size = sizing(m, entry, o.lots, o.leverage);
      return { entry, margin: size.margin, fee: size.fee, notional: size.notional };
    },
    /**
     * Open many market positions in one market at one tick, in the caller's transaction, with a
     * fixed number of statements (open-batch.ts); each is opened or refused with its reason. The
     * pushes of the opened ones wait for the commit.
     */
    async openManyFor(
      ex: Executor,
      marketId: number,
      reqs: readonly BatchOpen[],
      tick: PriceTick,
    ): Promise<{ results: BatchOpened[]; after: AfterCommit }> {
      const results = await openManyAtMarket(ex, market(marketId)!, reqs, { tick, now: service.now() });
      const opened = results.flatMap((r) => ('position' in r ? [r.position] : []));
      // Each copy's fee is a fee the follower paid: the fee port (invite's rebates) hears them all at once.
      await service.feesPaid(ex, opened);
      return { results, after: () => void opened.forEach((row) => service.pushed(row)) };
    },
    /** Close an open position at a tick's price (reason `copy`); undefined when it is not open any more. */
    async closeFor(ex: Executor, positionId: number, tick: { id: number; price: bigint }): Promise<AfterCommit[] | undefined> {
      const p = await lockPosition(ex, positionId);
      if (!p || p.status !== 'open') return undefined;
      const after: AfterCommit[] = [];
      await service.closeLocked(ex, p, { tickId: tick.id, price: tick.price, mark: null, reason: 'copy', tickPrice: tick.price }, after);
      after.push(async () => void service.pushed(await service.row(positionId)));
      return after;
    },
    ...positionReads,
    view: (r: PositionRow): LeverPosition => service.view(r),
  };
}

/** Positions as copy trading reads them: a trader's public figures and statistics. */
const positionReads = {
  position: (ex: Executor, id: number) => findPosition(ex, id),
  /** A user's positions in these statuses, newest first. */
  async positionsOf(ex: Executor, userId: number, statuses: string[], limit: number): Promise<PositionRow[]> {
    const { rows } = await ex.query<PositionRow>(
      'SELECT * FROM lever_positions WHERE user_id = $1 AND status = ANY($2::text[]) ORDER BY id DESC LIMIT $3',
      [userId, statuses, limit],
    );
    return rows;
  },
  /** Every closed position of a user, in closing order (copy trading's statistics). */
  async closedInOrder(ex: Executor, userId: number): Promise<PositionRow[]> {
    const { rows } = await ex.query<PositionRow>(
      `SELECT * FROM lever_positions WHERE user_id = $1 AND status = 'closed' ORDER BY closed_at, id`,
      [userId],
    );
    return rows;
  },
  async countClosed(ex: Executor, userId: number): Promise<number> {
    const { rows } = await ex.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lever_positions WHERE user_id = $1 AND status = 'closed'`,
      [userId],
    );
    return rows[0]?.n ?? 0;
  },
};

export type LeverCopyPort = ReturnType<typeof leverCopyPort>;
