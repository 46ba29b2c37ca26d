/**
 * Who hears about a position opening or closing, inside the transaction that opened or closed it
 * (copy trading opens and closes its copies there: same batch, same tick, all or nothing with the
 * trader's own step). A listener may return work to run after the commit (pushing to sockets): a
 * push before the commit could announce a position a rollback then takes back.
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

export class LeverHooks {
  private readonly openedListeners: OpenedListener[] = [];
  private readonly closedListeners: ClosedListener[] = [];

  onOpened(listener: OpenedListener): void {
    this.openedListeners.push(listener);
  }

  onClosed(listener: ClosedListener): void {
    this.closedListeners.push(listener);
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
