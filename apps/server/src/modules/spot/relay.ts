/**
 * Orders between API nodes over Redis pub/sub (docs/decisions/0006). A market's writer subscribes
 * to the market's request channel; a node that accepts an order for a market it does not write
 * publishes it there, and PUBLISH answers how many nodes received it (0: the market has no writer
 * at this instant, so the sender tries again shortly). The writer answers on the sender's own
 * reply channel after the batch holding the order has committed. A node that takes a market's
 * lease says so on the writers channel, so every node sends what it still waits for again.
 *
 * Pub/sub delivers at most once: a message can be lost with a node. The sender therefore keeps
 * every request until answered and sends it again (writers.ts); the order's request key makes a
 * second delivery find the first order instead of placing another.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { PlaceRequest } from './items';

export type WireRequest =
  | { op: 'place'; marketId: number; userId: number; req: WirePlace; requestKey: string | null }
  | { op: 'cancel'; marketId: number; userId: number; orderId: number };

/** A PlaceRequest with its bigint as a decimal string. */
export type WirePlace = Omit<PlaceRequest, 'quote'> & { quote?: string };

/** A writer's answer: the value, or the named error (`code` null: a fault without a name). */
export type ReplyBody = { ok: true; value: unknown } | { ok: false; code: string | null; params?: Record<string, string | number> };
export type WireReply = ReplyBody & { id: number };

export interface RelayHandlers {
  /** A request for a market this node writes; answered on the sender's reply channel. */
  request(message: WireRequest): Promise<ReplyBody>;
  reply(message: WireReply): void;
  /** Another node took these markets' leases. */
  writers(marketIds: number[]): void;
}

export class RedisRelay {
  readonly nodeId = randomBytes(8).toString('hex');
  private readonly pub: Redis;
  private readonly sub: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly handlers: RelayHandlers,
  ) {
    this.pub = new Redis(url, { maxRetriesPerRequest: null });
    this.sub = new Redis(url, { maxRetriesPerRequest: null });
  }

  private marketChannel(marketId: number): string {
    return `${this.prefix}:spot:market:${marketId}`;
  }

  private replyChannel(nodeId: string): string {
    return `${this.prefix}:spot:reply:${nodeId}`;
  }

  private get writersChannel(): string {
    return `${this.prefix}:spot:writers`;
  }

  async start(): Promise<void> {
    this.sub.on('message', (channel: string, text: string) => this.receive(channel, text));
    await this.sub.subscribe(this.replyChannel(this.nodeId), this.writersChannel);
  }

  private receive(channel: string, text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return; // not ours: skipped
    }
    if (channel === this.writersChannel) {
      const m = message as { node: string; marketIds: number[] };
      if (m.node !== this.nodeId) this.handlers.writers(m.marketIds);
    } else if (channel === this.replyChannel(this.nodeId)) {
      this.handlers.reply(message as WireReply);
    } else {
      const m = message as WireRequest & { id: number; from: string };
      void this.handlers.request(m).then((reply) => this.send(this.replyChannel(m.from), { ...reply, id: m.id }));
    }
  }

  private async send(channel: string, body: unknown): Promise<number> {
    return this.pub.publish(channel, JSON.stringify(body));
  }

  /** Publish a request to the market's writer: answers how many nodes received it. */
  forward(id: number, request: WireRequest): Promise<number> {
    return this.send(this.marketChannel(request.marketId), { ...request, id, from: this.nodeId });
  }

  /** Start taking the requests of markets this node now writes, and tell the other nodes. */
  async serve(marketIds: number[]): Promise<void> {
    await this.sub.subscribe(...marketIds.map((id) => this.marketChannel(id)));
    await this.send(this.writersChannel, { node: this.nodeId, marketIds });
  }

  async unserve(marketIds: number[]): Promise<void> {
    await this.sub.unsubscribe(...marketIds.map((id) => this.marketChannel(id)));
  }

  close(): void {
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
