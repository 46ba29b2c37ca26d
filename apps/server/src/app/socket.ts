/**
 * The live socket (socket.io: websocket, then polling). Public rooms per symbol are joined with
 * `subscribe`; each signed-in socket also joins its user's private room. Every message carries a
 * per-room sequence number so a client can see a gap and resubscribe from a snapshot.
 * With REDIS_URL, the Redis adapter fans messages out across API nodes.
 */
import type { IncomingMessage } from 'node:http';
import type { EventMap, EventName } from '@bourse/contract';
import type { z } from 'zod';
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AppContext, SessionOperator, SessionResolver, SessionUser } from './context';

/** The private room of signed-in consoles; joined by the server only, never by `subscribe`. */
export const OPERATORS_ROOM = 'operators';

export interface RealtimeMessage<T = unknown> {
  room: string;
  seq: number;
  data: T;
}

/** A provider answers `subscribe` for a room with its current snapshot (market data, order books). */
export type SnapshotProvider = (room: string) => Promise<unknown | undefined>;

/**
 * Whether a room name is the one messages are published to (`ticker:BTC/USDT`, not
 * `ticker:BTCUSDT`): a client in any other spelling would get a snapshot and then silence.
 */
export type RoomCheck = (room: string) => boolean;

export class Realtime {
  private readonly seqs = new Map<string, number>();
  private readonly snapshotProviders: Array<{ prefix: string; provider: SnapshotProvider; canonical: RoomCheck }> = [];
  constructor(readonly io: Server) {}

  /**
   * Rooms a client may join: known public prefixes only (private rooms are joined by the server),
   * and under a prefix only the names `canonical` accepts (by default any).
   */
  allowPrefix(prefix: string, provider: SnapshotProvider, canonical: RoomCheck = () => true): void {
    this.snapshotProviders.push({ prefix, provider, canonical });
  }

  private nextSeq(room: string): number {
    const seq = (this.seqs.get(room) ?? 0) + 1;
    this.seqs.set(room, seq);
    return seq;
  }

  currentSeq(room: string): number {
    return this.seqs.get(room) ?? 0;
  }

  /** Send one of the contract's events (packages/contract/src/events.ts) to a room. */
  publish<E extends EventName>(room: string, event: E, data: z.input<EventMap[E]>): void {
    const message: RealtimeMessage = { room, seq: this.nextSeq(room), data };
    this.io.to(room).emit(event, message);
  }

  toUser<E extends EventName>(userId: number, event: E, data: z.input<EventMap[E]>): void {
    this.publish(`user:${userId}`, event, data);
  }

  /** To every console signed in on the socket (the customer-service queue): room `operators`. */
  toOperators<E extends EventName>(event: E, data: z.input<EventMap[E]>): void {
    this.publish(OPERATORS_ROOM, event, data);
  }

  async snapshot(room: string): Promise<RealtimeMessage | undefined> {
    const entry = this.snapshotProviders.find((p) => room.startsWith(p.prefix));
    if (!entry) return undefined;
    const data = await entry.provider(room);
    return data === undefined ? undefined : { room, seq: this.currentSeq(room), data };
  }

  isPublicRoom(room: string): boolean {
    return (
      typeof room === 'string' && room.length <= 100 && this.snapshotProviders.some((p) => room.startsWith(p.prefix) && p.canonical(room))
    );
  }
}

function originAllowed(request: IncomingMessage, allowed: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // not a browser
  try {
    const host = new URL(origin).host;
    if (host === request.headers.host) return true;
  } catch {
    return false;
  }
  return allowed.includes(origin);
}

export interface SocketHandle {
  realtime: Realtime;
  close(): Promise<void>;
}

export interface SocketResolvers {
  user: SessionResolver<SessionUser>;
  /** A console presents its token as `operatorToken`; a full session joins the operators' room. */
  operator?: SessionResolver<SessionOperator>;
}

export function attachSocket(server: HttpServer, ctx: AppContext, resolvers: SocketResolvers): SocketHandle {
  const allowed = ctx.config.ALLOWED_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const io = new Server(server, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    serveClient: false,
    connectTimeout: 20_000,
    maxHttpBufferSize: 64 * 1024,
    cors: { origin: allowed.length > 0 ? allowed : false },
    allowRequest: (req, callback) => callback(null, originAllowed(req, allowed)),
  });
  let redis: Redis[] = [];
  if (ctx.config.REDIS_URL) {
    const pub = new Redis(ctx.config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    redis = [pub, sub];
    io.adapter(createAdapter(pub, sub, { key: `${ctx.config.REDIS_PREFIX}:socket.io` }));
  }
  const realtime = new Realtime(io);

  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown; operatorToken?: unknown } | undefined;
    const token = auth?.token;
    if (typeof token === 'string' && token.length > 0 && token.length <= 200) {
      const user = await resolvers.user.resolve(token).catch(() => undefined);
      if (user && user !== 'expired') socket.data.userId = user.id;
    }
    const opToken = auth?.operatorToken;
    if (resolvers.operator && typeof opToken === 'string' && opToken.length > 0 && opToken.length <= 200) {
      const op = await resolvers.operator.resolve(opToken).catch(() => undefined);
      if (op && op !== 'expired' && op.scope === 'full') socket.data.operatorId = op.id;
    }
    next();
  });

  io.on('connection', (socket: Socket) => {
    const userId = socket.data.userId as number | undefined;
    if (userId) void socket.join(`user:${userId}`);
    if (socket.data.operatorId) void socket.join(OPERATORS_ROOM);
    socket.emit('hello', { user: userId ?? null });

    socket.on('subscribe', async (payload: unknown, ack?: (result: unknown) => void) => {
      const rooms = Array.isArray((payload as { rooms?: unknown })?.rooms) ? (payload as { rooms: unknown[] }).rooms : [];
      const joined: RealtimeMessage[] = [];
      // Rooms not joined (unknown, private, or not the name updates go to), so a client can tell.
      const refused: string[] = [];
      for (const room of rooms.slice(0, 50)) {
        if (typeof room !== 'string' || !realtime.isPublicRoom(room)) {
          if (typeof room === 'string') refused.push(room.slice(0, 100));
          continue;
        }
        await socket.join(room);
        const snap = await realtime.snapshot(room);
        if (snap) joined.push(snap);
      }
      if (typeof ack === 'function') ack({ snapshots: joined, refused });
    });

    socket.on('unsubscribe', (payload: unknown) => {
      const rooms = Array.isArray((payload as { rooms?: unknown })?.rooms) ? (payload as { rooms: unknown[] }).rooms : [];
      for (const room of rooms) if (typeof room === 'string' && !room.startsWith('user:')) void socket.leave(room);
    });
  });

  return {
    realtime,
    async close() {
      // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
      io.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close?.();
      for (const r of redis) r.disconnect();
    },
  };
}
