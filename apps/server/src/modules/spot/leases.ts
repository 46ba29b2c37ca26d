/**
 * Which markets this node writes: each market's writer is the node holding the market's lease, a
 * PostgreSQL advisory lock (key `SPOT_LEASE_BASE + market id`) held on one session per node
 * (`Db.leases`). Every `LEASE_POLL_MS` the node tries to take the leases nobody holds, which is
 * also the session's heartbeat. When a writer dies its session closes, PostgreSQL frees its locks
 * at once, and the next poll of another node takes them: a market has a writer again within one
 * poll interval plus the time to rebuild its book (docs/decisions/0006).
 */
import type { Db, LeaseSet } from '@bourse/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock, Timer } from '../../platform/clock';

/** Above the feed's lease (7 231 010) and the migrator's; market ids stay far below 1 000. */
export const SPOT_LEASE_BASE = 7_232_000;
export const LEASE_POLL_MS = 1000;

export interface LeaseEvents {
  /** This node is about to write these markets: rebuild their books from the committed state. */
  prepare(marketIds: number[]): Promise<void>;
  /** This node now writes these markets (`holds` says so). */
  gained(marketIds: number[]): void;
  /** This node no longer writes these markets (its lease session was lost). */
  lost(marketIds: number[]): void;
}

export class WriterLeases {
  private set: LeaseSet | undefined;
  private timer: Timer | undefined;
  private stopped = false;
  /** The markets this node writes, as far as it knows (the events have run). */
  private readonly mine = new Set<number>();

  constructor(
    private readonly deps: { db: Db; clock: Clock; log: FastifyBaseLogger },
    private readonly marketIds: () => number[],
    private readonly events: LeaseEvents,
    private readonly pollMs = LEASE_POLL_MS,
  ) {}

  holds(marketId: number): boolean {
    return this.mine.has(marketId);
  }

  /** Take what can be taken now (before the node listens), then keep trying. */
  async start(): Promise<void> {
    await this.poll();
  }

  private async poll(): Promise<void> {
    if (this.stopped) return;
    try {
      this.set ??= await this.deps.db.leases();
      const held = await this.set.take(this.marketIds().map((id) => SPOT_LEASE_BASE + id));
      const gained = [...held].map((k) => k - SPOT_LEASE_BASE).filter((id) => !this.mine.has(id));
      if (gained.length > 0) await this.gain(gained);
    } catch (err) {
      this.dropAll();
      this.deps.log.warn({ err }, 'spot: writer lease session lost');
    }
    if (!this.stopped) this.timer = this.deps.clock.setTimeout(() => void this.poll(), this.pollMs);
  }

  private async gain(ids: number[]): Promise<void> {
    try {
      await this.events.prepare(ids);
    } catch (err) {
      // The leases stay held: the next poll finds them not yet ours and prepares again.
      this.deps.log.error({ err }, 'spot: rebuilding the books of newly leased markets failed');
      return;
    }
    for (const id of ids) this.mine.add(id);
    this.events.gained(ids);
    this.deps.log.info({ markets: ids.length }, 'spot: this node now writes these markets');
  }

  private dropAll(): void {
    const lost = [...this.mine];
    this.mine.clear();
    void this.set?.close();
    this.set = undefined;
    if (lost.length > 0) this.events.lost(lost);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.timer?.cancel();
    this.mine.clear();
    await this.set?.close();
    this.set = undefined;
  }
}
