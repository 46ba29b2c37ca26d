/**
 * Who hears about a position opening or closing, inside the transaction that opened or closed it
 * (copy trading opens and closes its copies there: same batch, same tick, all or nothing with the
 * trader's own step). A listener may return work to run after the commit (pushing to sockets): a
 * push before the commit could announce a position a rollback then takes back.
 *
 * A listener may also say which openings and closes it acts on (`OpenInterest`, `CloseInterest`),
 * asked before the group commit (group.ts) takes them: those go through the single path, where the
 * listener runs in their transaction as it always did; the others are written in a batch that calls
 * no listener. A listener that does not say acts on every one.
 */
import type { Executor } from '@bourse/db';
import type { PriceTick } from './positions';
import type { PositionRow } from './store';

export interface OpenedEvent {
  position: PositionRow;
  /** The recorded tick it opened at. */
  tick: PriceTick;
}

export interface ClosedEvent {
  position: PositionRow;
  /** The recorded tick that closed it and that tick's own price (a liquidation settles at the mark, not at it). */
  tick: { id: number; price: bigint };
}

export type AfterCommit = () => void | Promise<void>;
export type OpenedListener = (ex: Executor, ev: OpenedEvent) => Promise<AfterCommit | void>;
export type ClosedListener = (ex: Executor, ev: ClosedEvent) => Promise<AfterCommit | void>;

/** Of these users' market openings, the ones whose user the listener acts on (read outside any transaction). */
export type OpenInterest = (ex: Executor, userIds: readonly number[]) => Promise<ReadonlySet<number>>;
/** Of these positions about to close, the ids of those the listener acts on. */
export type CloseInterest = (ex: Executor, positions: readonly PositionRow[]) => Promise<ReadonlySet<number>>;

export class LeverHooks {
  private readonly openedListeners: OpenedListener[] = [];
  private readonly closedListeners: ClosedListener[] = [];
  private readonly openInterests: OpenInterest[] = [];
  private readonly closeInterests: CloseInterest[] = [];

  onOpened(listener: OpenedListener, interest?: OpenInterest): void {
    this.openedListeners.push(listener);
    this.openInterests.push(interest ?? (async (_ex, userIds) => new Set(userIds)));
  }

  onClosed(listener: ClosedListener, interest?: CloseInterest): void {
    this.closedListeners.push(listener);
    this.closeInterests.push(interest ?? (async (_ex, rows) => new Set(rows.map((r) => r.id))));
  }

  /** The users whose market openings some listener acts on (none asked when nobody listens). */
  async openWanted(ex: Executor, userIds: readonly number[]): Promise<Set<number>> {
    const wanted = new Set<number>();
    if (userIds.length === 0) return wanted;
    for (const interest of this.openInterests) for (const id of await interest(ex, userIds)) wanted.add(id);
    return wanted;
  }

  /** The positions whose close some listener acts on. */
  async closeWanted(ex: Executor, positions: readonly PositionRow[]): Promise<Set<number>> {
    const wanted = new Set<number>();
    if (positions.length === 0) return wanted;
    for (const interest of this.closeInterests) for (const id of await interest(ex, positions)) wanted.add(id);
    return wanted;
  }

  async opened(ex: Executor, ev: OpenedEvent, after: AfterCommit[]): Promise<void> {
    for (const l of this.openedListeners) {
      const then = await l(ex, ev);
      if (then) after.push(then);
    }
  }

  async closed(ex: Executor, ev: ClosedEvent, after: AfterCommit[]): Promise<void> {
    for (const l of this.closedListeners) {
      const then = await l(ex, ev);
      if (then) after.push(then);
    }
  }
}

/** Run what the listeners left for after the commit; one failing push does not stop the others. */
export async function runAfter(after: AfterCommit[], onError: (err: unknown) => void): Promise<void> {
  for (const fn of after) {
    try {
      await fn();
    } catch (err) {
      onError(err);
    }
  }
}
