/**
 * One writer per market across API nodes (docs/decisions/0006). Any node accepts an order; the
 * node holding the market's lease (leases.ts) writes it; the others forward it over Redis
 * (relay.ts) and answer their caller once the writer's batch has committed.
 *
 * Two modes:
 * - `local`: PGlite (one process), or PostgreSQL without REDIS_URL. This node writes every market;
 *   several such nodes on one PostgreSQL stay correct through the market's `seq` (trading.ts), and
 *   the market maker quotes on the price feed's node.
 * - `leased`: PostgreSQL with REDIS_URL. Each market has one writer, the lease holder, whose market
 *   maker quotes too.
 *
 * A forwarded request stays pending until answered. It is sent again when another node takes the
 * market's lease (the writer it went to may have died holding it), every `RESEND_MS` without an
 * answer, and every `RETRY_MS` while no node writes the market; when this node takes the lease it
 * runs it itself. A second delivery is harmless: an order's request key finds the first order
 * (decision 0005), and a cancel found already done by its owner answers as done. After
 * `FORWARD_DEADLINE_MS` the caller gets ORDER_WRITER_UNAVAILABLE, and a retry under the same
 * Idempotency-Key finds the order if it was placed after all.
 */
import type { SpotFill, SpotOrder } from '@bourse/contract';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import type { Timer } from '../../platform/clock';
import type { PlaceRequest } from './items';
import { WriterLeases } from './leases';
import type { SpotMarket } from './market';
import { RedisRelay, type ReplyBody, type WirePlace, type WireReply, type WireRequest } from './relay';

export const RETRY_MS = 100;
export const RESEND_MS = 5000;
export const FORWARD_DEADLINE_MS = 30_000;

/** What placing an order answers, wherever it ran: the new order, or the one stored under the key. */
export type PlaceAnswer = { kind: 'answer'; value: SpotOrder & { fills: SpotFill[] } } | { kind: 'existing'; orderId: number };

/** What this node's own writer does (the spot service). */
export interface LocalWriter {
  market(id: number): SpotMarket | undefined;
  marketIds(): number[];
  place(m: SpotMarket, userId: number, req: PlaceRequest, requestKey: string | null): Promise<PlaceAnswer>;
  cancel(m: SpotMarket, userId: number, orderId: number): Promise<void>;
  /** Replace the book with the committed state. */
  rebuild(m: SpotMarket): Promise<void>;
  /** Whether the order was cancelled by its owner (a cancel sent twice finds it done). */
  cancelledByUser(orderId: number): Promise<boolean>;
  /** Whether this node runs the price feed. */
  leads(): boolean;
}

interface Pending {
  request: WireRequest;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  deadline: number;
  sends: number;
  timer?: Timer;
}

export class MarketWriters {
  private readonly relay: RedisRelay | undefined;
  private readonly leases: WriterLeases | undefined;
  private readonly pending = new Map<number, Pending>();
  private lastId = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly local: LocalWriter,
  ) {
    if (ctx.db.kind !== 'pg' || !ctx.config.REDIS_URL) return;
    this.relay = new RedisRelay(ctx.config.REDIS_URL, ctx.config.REDIS_PREFIX, {
      request: (message) => this.serveRequest(message),
      reply: (message) => this.settle(message),
      writers: (ids) => this.sendAgain(ids),
    });
    this.leases = new WriterLeases(ctx, () => local.marketIds(), {
      prepare: async (ids) => {
        for (const id of ids) await local.rebuild(local.market(id)!);
      },
      gained: (ids) => {
        void this.relay!.serve(ids).catch((err) => ctx.log.error({ err }, 'spot: serving leased markets failed'));
        this.sendAgain(ids);
      },
      lost: (ids) => void this.relay!.unserve(ids).catch(() => undefined),
    });
  }

  get mode(): 'local' | 'leased' {
    return this.leases ? 'leased' : 'local';
  }

  /** Whether this node writes the market. */
  writes(m: SpotMarket): boolean {
    return !this.leases || this.leases.holds(m.shape.id);
  }

  /** Whether this node's market maker quotes on the market. */
  makesMarket(m: SpotMarket): boolean {
    return this.leases ? this.leases.holds(m.shape.id) : this.local.leads();
  }

  async start(): Promise<void> {
    await this.relay?.start();
    await this.leases?.start();
  }

  async stop(): Promise<void> {
    await this.leases?.stop();
    this.relay?.close();
    for (const [id, p] of this.pending) {
      p.timer?.cancel();
      this.pending.delete(id);
      p.reject(new AppError('ORDER_WRITER_UNAVAILABLE'));
    }
  }

  async place(m: SpotMarket, userId: number, req: PlaceRequest, requestKey: string | null): Promise<PlaceAnswer> {
    if (this.writes(m)) return this.local.place(m, userId, req, requestKey);
    const { quote, ...rest } = req;
    const wire: WirePlace = { ...rest, ...(quote !== undefined ? { quote: quote.toString() } : {}) };
    return (await this.forward({ op: 'place', marketId: m.shape.id, userId, req: wire, requestKey })) as PlaceAnswer;
  }

  async cancel(m: SpotMarket, userId: number, orderId: number): Promise<void> {
    if (this.writes(m)) return this.local.cancel(m, userId, orderId);
    await this.forward({ op: 'cancel', marketId: m.shape.id, userId, orderId });
  }

  /** Run a request on this node's writer (its own, or one forwarded to it). */
  private run(request: WireRequest): Promise<unknown> {
    const m = this.local.market(request.marketId);
    if (!m) return Promise.reject(new AppError('MARKET_UNKNOWN'));
    if (request.op === 'cancel') return this.local.cancel(m, request.userId, request.orderId);
    const { quote, ...rest } = request.req;
    return this.local.place(m, request.userId, { ...rest, ...(quote !== undefined ? { quote: BigInt(quote) } : {}) }, request.requestKey);
  }

  private async serveRequest(request: WireRequest): Promise<ReplyBody> {
    try {
      return { ok: true, value: (await this.run(request)) ?? null };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, code: error.code, ...(error.params ? { params: error.params } : {}) };
      this.ctx.log.error({ err: error, market: request.marketId }, 'spot: a forwarded request failed');
      return { ok: false, code: null };
    }
  }

  private forward(request: WireRequest): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const id = ++this.lastId;
      this.pending.set(id, { request, resolve, reject, deadline: this.now() + FORWARD_DEADLINE_MS, sends: 0 });
      void this.send(id);
    });
  }

  private now(): number {
    return this.ctx.clock.now().getTime();
  }

  private async send(id: number): Promise<void> {
    const p = this.pending.get(id);
    if (!p) return;
    const m = this.local.market(p.request.marketId);
    if (m && this.writes(m)) {
      // This node took the lease meanwhile: it runs the request itself.
      this.pending.delete(id);
      p.sends++;
      void this.run(p.request).then(
        (value) => this.settle({ id, ok: true, value: value ?? null }, p),
        (error: unknown) => this.fail(p, error),
      );
      return;
    }
    if (this.now() >= p.deadline) {
      this.pending.delete(id);
      p.reject(new AppError('ORDER_WRITER_UNAVAILABLE'));
      return;
    }
    let received = 0;
    p.sends++;
    try {
      received = await this.relay!.forward(id, p.request);
    } catch (err) {
      this.ctx.log.warn({ err }, 'spot: forwarding an order failed');
    }
    if (this.pending.get(id) !== p) return; // answered meanwhile
    p.timer?.cancel();
    p.timer = this.ctx.clock.setTimeout(() => void this.send(id), received > 0 ? RESEND_MS : RETRY_MS);
  }

  /** Another node (or this one) took these markets' leases: send their pending requests again now. */
  private sendAgain(marketIds: number[]): void {
    const ids = new Set(marketIds);
    for (const [id, p] of this.pending) {
      if (!ids.has(p.request.marketId)) continue;
      p.timer?.cancel();
      void this.send(id);
    }
  }

  /** A writer's answer: the first one settles the request, later copies are dropped. */
  private settle(reply: WireReply, taken?: Pending): void {
    const p = taken ?? this.pending.get(reply.id);
    if (!p) return;
    this.pending.delete(reply.id);
    p.timer?.cancel();
    if (reply.ok) p.resolve(reply.value);
    else void this.fail(p, reply.code === null ? new Error('spot writer fault') : new AppError(reply.code as never, reply.params));
  }

  private async fail(p: Pending, error: unknown): Promise<void> {
    const request = p.request;
    // A cancel sent more than once may have been done by an earlier copy whose answer was lost.
    if (request.op === 'cancel' && p.sends > 1 && error instanceof AppError && error.code === 'ORDER_NOT_OPEN') {
      if (await this.local.cancelledByUser(request.orderId).catch(() => false)) return p.resolve(null);
    }
    p.reject(error);
  }
}
