/**
 * What copy trading needs from other modules (app/modules.ts hands them across; typed here
 * structurally, never imported): futures' `copy` port (lever/copy-port.ts: openings and closes as
 * they happen, inside their transaction; a position opened or closed for a follower in that same
 * transaction; positions and their views) and kyc's `levels` (applying needs Lv1). Provides none.
 */
import type { LeverPosition } from '@bourse/contract';
import type { Executor } from '@bourse/db';

export type Side = 'long' | 'short';

/** A futures position as the lever module stores it (the fields copy trading reads). */
export interface LeverRow {
  id: number;
  user_id: number;
  market_id: number;
  side: Side;
  status: 'doing' | 'open' | 'closed' | 'cancelled';
  lots: number;
  leverage: number;
  entry_price: number | null;
  entry_tick_id: number | null;
  open_margin: string;
  margin: string;
  fee: string;
  overnight_total: string;
  close_price: number | null;
  close_tick_id: number | null;
  close_reason: string | null;
  pnl: string | null;
  opened_at: Date | null;
  closed_at: Date | null;
}

export interface Tick {
  id: number;
  ts: number;
  price: bigint;
  source: string;
}

export type AfterCommit = () => void | Promise<void>;

export interface LeverCopy {
  /** `interest`: which users' openings the listener acts on (the others may be batched without it). */
  onOpened(
    listener: (ex: Executor, ev: { position: LeverRow; tick: Tick }) => Promise<AfterCommit | void>,
    interest?: (ex: Executor, userIds: readonly number[]) => Promise<ReadonlySet<number>>,
  ): void;
  /** `interest`: which positions' closes the listener acts on. */
  onClosed(
    listener: (ex: Executor, ev: { position: LeverRow; tick: { id: number; price: bigint } }) => Promise<AfterCommit | void>,
    interest?: (ex: Executor, positions: readonly LeverRow[]) => Promise<ReadonlySet<number>>,
  ): void;
  market(
    marketId: number,
  ): { symbol: string; quote: string; minLots: number; maxLots: number; price(v: bigint): string; money(v: bigint): string } | undefined;
  lastTick(marketId: number): Tick | undefined;
  quote(
    marketId: number,
    o: { side: Side; lots: number; leverage: number; tickPrice: bigint },
  ): { entry: bigint; margin: bigint; fee: bigint; notional: bigint };
  /** Open many positions in one market at one tick in the caller's transaction; each opened or refused, in the order given. */
  openManyFor(
    ex: Executor,
    marketId: number,
    reqs: ReadonlyArray<{ userId: number; side: Side; lots: number; leverage: number; requestKey: string }>,
    tick: Tick,
  ): Promise<{
    results: Array<{ position: LeverRow } | { refused: 'insufficient_margin' | 'house_capacity' | 'market_limits' }>;
    after: AfterCommit;
  }>;
  closeFor(ex: Executor, positionId: number, tick: { id: number; price: bigint }): Promise<AfterCommit[] | undefined>;
  position(ex: Executor, id: number): Promise<LeverRow | undefined>;
  positionsOf(ex: Executor, userId: number, statuses: string[], limit: number): Promise<LeverRow[]>;
  closedInOrder(ex: Executor, userId: number): Promise<LeverRow[]>;
  countClosed(ex: Executor, userId: number): Promise<number>;
  view(r: LeverRow): LeverPosition;
}

export interface CopyTradingPorts {
  lever: LeverCopy;
  levels: { level(userId: number): Promise<0 | 1 | 2> };
  /** Market data's: a receipt names the trader's, the follower's and the close tick, kept past raw-tick retention. */
  ticks: { keepTicks(keeper: { name: string; sql: string }): void };
}
