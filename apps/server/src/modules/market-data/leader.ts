/**
 * One node runs the price feed and writes ticks (the leader); the others follow. The lease is a
 * PostgreSQL advisory lock held on its own connection (PGlite is one process: always the leader).
 * When the leader dies its connection closes, the lock is freed, and a follower takes over within
 * the retry interval. With REDIS_URL the leader fans processed ticks out to followers.
 */
import type { Db, Lease } from '@bourse/db';
import { Redis } from 'ioredis';
import type { Clock, Timer } from '../../platform/clock';
import type { RecordedTick } from './state';

export const FEED_LEASE_KEY = 7_231_010;

export class FeedLeader {
  private lease: Lease | undefined;
  private timer: Timer | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly onBecomeLeader: () => Promise<void>,
    private readonly clock: Clock,
    private readonly retryMs = 3000,
  ) {}

  get isLeader(): boolean {
    return this.lease !== undefined;
  }

  async start(): Promise<void> {
    await this.attempt();
  }

  private async attempt(): Promise<void> {
    if (this.stopped || this.lease) return;
    try {
      this.lease = await this.db.tryLease(FEED_LEASE_KEY);
    } catch {
      this.lease = undefined;
    }
    if (this.lease) {
      await this.onBecomeLeader();
      return;
    }
    this.timer = this.clock.setTimeout(() => void this.attempt(), this.retryMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.timer?.cancel();
    await this.lease?.release();
    this.lease = undefined;
  }
}

interface WireTick {
  id: number;
  marketId: number;
  symbol: string;
  ts: number;
  price: string;
  volume: string;
  source: string;
}

/** Ticks across nodes over Redis pub/sub (bigints as strings). */
export class TickFanout {
  private readonly pub: Redis;
  private readonly sub: Redis;

  private readonly channel: string;

  constructor(url: string, prefix: string) {
    this.channel = `${prefix}:market:ticks`;
    this.pub = new Redis(url, { maxRetriesPerRequest: null });
    this.sub = new Redis(url, { maxRetriesPerRequest: null });
  }

  publish(ticks: RecordedTick[]): void {
    const wire: WireTick[] = ticks.map((t) => ({ ...t, price: t.price.toString(), volume: t.volume.toString() }));
    void this.pub.publish(this.channel, JSON.stringify(wire)).catch(() => undefined);
  }

  async subscribe(onTicks: (ticks: RecordedTick[]) => void): Promise<void> {
    await this.sub.subscribe(this.channel);
    this.sub.on('message', (_channel, message: string) => {
      try {
        const wire = JSON.parse(message) as WireTick[];
        onTicks(wire.map((t) => ({ ...t, price: BigInt(t.price), volume: BigInt(t.volume) })));
      } catch {
        // a malformed message is skipped
      }
    });
  }

  close(): void {
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
