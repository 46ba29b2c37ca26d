/**
 * Mirroring, driven by futures' own events (lever/hooks.ts), inside the transaction that opened or
 * closed the trader's position: all copies open (or are skipped, with the reason) and close in
 * that same batch, at the feed's current recorded tick, never at a price of the past.
 *
 *   trader opens   -> for each active follow: lots from the mode (SPEC section 5), checks (market
 *                     limits, a fresh price, slippage cap, follow amount, the follower's margin, the
 *                     house's capacity), then a lever position for the follower, or a skipped receipt
 *   trader closes  -> every open copy that is not self-held closes at the same tick's price
 *   a copy closes  -> (with the trader, or by the follower) its receipt gets the PnL, and the
 *                     profit share on a profit goes from the follower to the trader in the ledger
 */
import type { CopySkipReason } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { transfer, userAccount } from '@bourse/ledger';
import type { AppContext } from '../../app/context';
import { followedTraders, positionsWithCopies } from './interest';
import type { AfterCommit, LeverCopy, LeverRow, Tick } from './ports';
import { copyLotsCents, marketLots, profitShare, slippagePpm } from './rules';
import {
  copiesToClose,
  type CopyRow,
  findCopyByPosition,
  findTrader,
  followMargins,
  type FollowRow,
  followsOfTrader,
  insertCopies,
  markCopyClosed,
  type NewCopy,
} from './store';
import { MARGIN_ASSET, netPnl } from './views';

/** A price older than this is not the current price (as futures: lever PRICE_MAX_AGE_MS). */
const PRICE_MAX_AGE_MS = 30_000;

type Decision = { skip: CopySkipReason } | { lots: number };

export class CopyMirror {
  constructor(
    private readonly ctx: AppContext,
    private readonly lever: LeverCopy,
    /** Sends a copy's receipt to its follower (after the commit). */
    private readonly announce: (copyId: number, followerId: number) => Promise<void>,
  ) {}

  attach(): void {
    // The interests (interest.ts) send only these through futures' single path, where we run.
    this.lever.onOpened((ex, ev) => this.traderOpened(ex, ev.position, ev.tick), followedTraders);
    this.lever.onClosed((ex, ev) => this.positionClosed(ex, ev.position, ev.tick), positionsWithCopies);
  }

  /**
   * A trader's opening: every active follow decided in memory (lots, market limits, a fresh
   * price, slippage, the follow's cap), the accepted ones opened together by futures' batch
   * (which refuses, per copy, a follower short of margin or a house without capacity, each
   * against what the copies before it took), and every receipt written in one INSERT: a fixed
   * number of statements for any number of followers (issue 16: 1,000 copies within a second).
   */
  async traderOpened(ex: Executor, p: LeverRow, tick: Tick): Promise<AfterCommit | void> {
    const trader = await findTrader(ex, p.user_id);
    if (trader?.status !== 'approved') return;
    const follows = await followsOfTrader(ex, p.user_id);
    if (follows.length === 0) return;
    // The feed's current tick: the trader's own when it is the newest (the usual case).
    const last = this.lever.lastTick(p.market_id);
    const current = last && last.ts >= tick.ts ? last : tick;
    const margins = await followMargins(
      ex,
      follows.map((f) => f.id),
    );
    const decided = follows.map((f) => {
      const lotsCents = copyLotsCents(f.mode, f.number_cents, p.lots);
      return { f, lotsCents, decision: this.decide({ p, current, follow: f, lotsCents, margin: margins.get(f.id) ?? 0n }) };
    });
    const opening = decided.filter((d) => 'lots' in d.decision);
    const { results, after } = await this.lever.openManyFor(
      ex,
      p.market_id,
      opening.map(({ f, decision }) => ({
        userId: f.follower_id,
        side: p.side,
        lots: (decision as { lots: number }).lots,
        leverage: p.leverage,
        requestKey: `copy:${p.id}:${f.id}`,
      })),
      current,
    );
    const outcome = new Map(opening.map((d, i) => [d.f.id, results[i]!]));
    const copies = await insertCopies(
      ex,
      decided.map(({ f, lotsCents, decision }) => {
        const r = outcome.get(f.id);
        const opened = r && 'position' in r ? r.position : undefined;
        const skip = 'skip' in decision ? decision.skip : r && 'refused' in r ? r.refused : null;
        return this.receipt({ p, tick, current, follow: f, lotsCents, opened, skip });
      }),
    );
    return async () => {
      await after();
      for (const c of copies) await this.announce(c.id, c.follower_id);
    };
  }

  private decide(c: { p: LeverRow; current: Tick; follow: FollowRow; lotsCents: bigint; margin: bigint }): Decision {
    const { p, current, follow: f, lotsCents } = c;
    const m = this.lever.market(p.market_id);
    const lots = m ? marketLots(lotsCents, m) : undefined;
    if (!m || lots === undefined) return { skip: 'market_limits' };
    if (this.ctx.clock.now().getTime() - current.ts > PRICE_MAX_AGE_MS) return { skip: 'no_price' };
    const quote = this.lever.quote(p.market_id, { side: p.side, lots, leverage: p.leverage, tickPrice: current.price });
    if (slippagePpm(BigInt(p.entry_price!), quote.entry) > f.slippage_ppm) return { skip: 'slippage' };
    if (c.margin + quote.margin > BigInt(f.amount)) return { skip: 'follow_cap' };
    return { lots };
  }

  /** A follow's receipt for a trader position: the copy opened, or skipped with its reason. */
  private receipt(c: {
    p: LeverRow;
    tick: Tick;
    current: Tick;
    follow: FollowRow;
    lotsCents: bigint;
    opened: LeverRow | undefined;
    skip: CopySkipReason | null;
  }): NewCopy {
    const { p, tick, current, follow: f, opened } = c;
    return {
      follow_id: f.id,
      follower_id: f.follower_id,
      trader_id: p.user_id,
      trader_position_id: p.id,
      market_id: p.market_id,
      side: p.side,
      status: opened ? 'open' : 'skipped',
      skip_reason: opened ? null : (c.skip ?? 'market_limits'),
      mode: f.mode,
      number_cents: f.number_cents,
      trader_lots: p.lots,
      trader_price: p.entry_price!,
      trader_tick_id: tick.id,
      trader_tick_ms: tick.ts,
      lots_cents: Number(c.lotsCents),
      leverage: p.leverage,
      position_id: opened?.id ?? null,
      follower_price: opened?.entry_price ?? null,
      follower_tick_id: opened ? current.id : null,
      follower_tick_ms: opened ? current.ts : null,
      slippage_ppm: opened ? slippagePpm(BigInt(p.entry_price!), BigInt(opened.entry_price!)) : null,
      slippage_cap_ppm: f.slippage_ppm,
      share_ppm: f.share_ppm,
      margin: opened?.open_margin ?? null,
      fee: opened?.fee ?? null,
      created_at: this.ctx.clock.now(),
    };
  }

  async positionClosed(ex: Executor, p: LeverRow, tick: { id: number; price: bigint }): Promise<AfterCommit | void> {
    const after: AfterCommit[] = [];
    const copy = await findCopyByPosition(ex, p.id, true);
    if (copy?.status === 'open') {
      await this.settleCopy(ex, copy, p);
      after.push(() => this.announce(copy.id, copy.follower_id));
    }
    // A trader's position: its copies close with it, at the same tick's price.
    for (const c of await copiesToClose(ex, p.id)) {
      const more = await this.lever.closeFor(ex, c.position_id!, tick);
      if (more) after.push(...more);
    }
    if (after.length === 0) return;
    return async () => {
      for (const fn of after) await fn();
    };
  }

  /** A copy closed: its PnL on the receipt, and on a profit the trader's share, follower to trader. */
  private async settleCopy(ex: Executor, copy: CopyRow, p: LeverRow): Promise<void> {
    const net = netPnl(p);
    const share = profitShare(net, copy.share_ppm);
    if (share > 0n) {
      await transfer(ex, {
        key: `copy:share:${copy.id}`,
        kind: 'copy.share',
        from: userAccount(copy.follower_id, MARGIN_ASSET, 'lever'),
        to: userAccount(copy.trader_id, MARGIN_ASSET, 'lever'),
        amount: share,
        meta: {
          copyId: copy.id,
          positionId: p.id,
          traderPositionId: copy.trader_position_id,
          net: net.toString(),
          sharePpm: copy.share_ppm,
        },
      });
    }
    await markCopyClosed(ex, {
      id: copy.id,
      closePrice: p.close_price,
      closeTickId: p.close_tick_id,
      pnl: net,
      share,
      now: this.ctx.clock.now(),
    });
  }
}
