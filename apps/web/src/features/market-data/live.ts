/**
 * Public market rooms on the live socket (DESIGN.md sections 5 and 6): `ticker:<symbol>` and
 * `kline:<symbol>:<period>`. Components ask for a room and get its messages; this module keeps one
 * server subscription per room however many components ask, and keeps it consistent:
 *
 * - Every message carries `seq`, one more than the room's previous message. After a (re)subscribe
 *   the first message that arrives (the ack's snapshot or a live one, whichever comes first) is the
 *   baseline; an older or repeated seq is dropped; a jump (a gap) resubscribes the room, which
 *   answers with a fresh snapshot.
 * - After a reconnect the server has forgotten our rooms, so every room is subscribed again.
 * - Subscribes and unsubscribes made in one tick go out as one message each (a list of rows
 *   appearing at once is one `subscribe`; React's mount-unmount-mount in development is none).
 *
 * Listeners learn whether a message follows a resubscribe (`resync`), so a chart can fetch the bars
 * it may have missed.
 */
import type { Socket } from 'socket.io-client';
import type { EventData, KlinePeriod } from '@bourse/contract';
import { openSocket } from '../../app/socket';

/** The `data` of the market rooms' events, as the contract declares them. */
export type TickerMessage = EventData<'ticker'>;
export type KlineMessage = EventData<'kline'>;

export interface RealtimeMessage<T = unknown> {
  room: string;
  seq: number;
  data: T;
}

export interface DeliveryInfo {
  /** The message came with the answer to a subscribe, not as a live event. */
  snapshot: boolean;
  /** The first message after a resubscribe (a sequence gap or a reconnect): something may have been missed. */
  resync: boolean;
}

export type RoomListener<T> = (data: T, info: DeliveryInfo) => void;

/** The part of a socket.io client socket this module uses (tests pass a fake). */
export interface FeedSocket {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

export const tickerRoom = (symbol: string) => `ticker:${symbol}`;
export const klineRoom = (symbol: string, period: KlinePeriod) => `kline:${symbol}:${period}`;

/** The events that carry room messages. */
const EVENTS = ['ticker', 'kline'] as const;

interface RoomState {
  listeners: Set<RoomListener<unknown>>;
  /** Seq of the last message delivered since the last (re)subscribe; undefined: waiting for a baseline. */
  last: number | undefined;
  /** The next delivery follows a resubscribe caused by a gap or a reconnect. */
  resync: boolean;
}

function isMessage(value: unknown): value is RealtimeMessage {
  const m = value as RealtimeMessage | null;
  return typeof m === 'object' && m !== null && typeof m.room === 'string' && typeof m.seq === 'number' && Number.isFinite(m.seq);
}

export class RoomFeed {
  private readonly rooms = new Map<string, RoomState>();
  /** Rooms the server has us in on this connection (as far as we have asked). */
  private readonly joined = new Set<string>();
  /** Rooms to subscribe again although joined (a gap). */
  private readonly stale = new Set<string>();
  private flushQueued = false;
  private everConnected: boolean;
  /** Counters for tests and diagnostics. */
  readonly stats = { gaps: 0, resubscribes: 0, dropped: 0 };

  constructor(
    private readonly socket: FeedSocket,
    private readonly queue: (fn: () => void) => void = (fn) => queueMicrotask(fn),
  ) {
    this.everConnected = socket.connected;
    socket.on('connect', this.onConnect);
    socket.on('disconnect', this.onDisconnect);
    for (const event of EVENTS) socket.on(event, this.onMessage);
    if (socket.connected) this.scheduleFlush();
  }

  /** Listen to a room; returns the function that stops listening. */
  subscribe<T>(room: string, listener: RoomListener<T>): () => void {
    let state = this.rooms.get(room);
    if (!state) {
      state = { listeners: new Set(), last: undefined, resync: false };
      this.rooms.set(room, state);
      this.scheduleFlush();
    }
    const l = listener as RoomListener<unknown>;
    state.listeners.add(l);
    return () => {
      const current = this.rooms.get(room);
      if (!current) return;
      current.listeners.delete(l);
      if (current.listeners.size === 0) {
        this.rooms.delete(room);
        this.stale.delete(room);
        this.scheduleFlush();
      }
    };
  }

  /** Rooms with at least one listener. */
  activeRooms(): string[] {
    return [...this.rooms.keys()];
  }

  /** Stop listening to the socket (tests). */
  dispose(): void {
    this.socket.off('connect', this.onConnect);
    this.socket.off('disconnect', this.onDisconnect);
    for (const event of EVENTS) this.socket.off(event, this.onMessage);
    this.rooms.clear();
  }

  private readonly onConnect = () => {
    const reconnect = this.everConnected;
    this.everConnected = true;
    this.joined.clear();
    this.stale.clear();
    for (const state of this.rooms.values()) {
      state.last = undefined;
      if (reconnect) state.resync = true;
    }
    if (this.rooms.size > 0) this.stats.resubscribes += reconnect ? this.rooms.size : 0;
    this.scheduleFlush();
  };

  private readonly onDisconnect = () => {
    this.joined.clear();
  };

  private readonly onMessage = (message: unknown) => {
    if (!isMessage(message)) return;
    this.deliver(message, false);
  };

  private deliver(message: RealtimeMessage, snapshot: boolean): void {
    const state = this.rooms.get(message.room);
    if (!state) return;
    if (state.last !== undefined) {
      if (message.seq <= state.last) {
        this.stats.dropped += 1;
        return;
      }
      if (message.seq > state.last + 1) {
        // Missed at least one message: the data in hand is still the newest, so pass it on, and
        // resubscribe for a snapshot; the next message is the new baseline, marked `resync`.
        this.stats.gaps += 1;
        this.stats.resubscribes += 1;
        state.last = undefined;
        state.resync = true;
        this.stale.add(message.room);
        this.scheduleFlush();
        this.emit(state, message.data, { snapshot, resync: false });
        return;
      }
    }
    state.last = message.seq;
    const resync = state.resync;
    state.resync = false;
    this.emit(state, message.data, { snapshot, resync });
  }

  private emit(state: RoomState, data: unknown, info: DeliveryInfo): void {
    for (const listener of [...state.listeners]) {
      try {
        listener(data, info);
      } catch (error) {
        // One broken listener must not starve the others.
        setTimeout(() => {
          throw error;
        });
      }
    }
  }

  private scheduleFlush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    this.queue(() => {
      this.flushQueued = false;
      this.flush();
    });
  }

  private flush(): void {
    if (!this.socket.connected) return; // the connect handler flushes
    const leave = [...this.joined].filter((room) => !this.rooms.has(room));
    const join = [...this.rooms.keys()].filter((room) => !this.joined.has(room) || this.stale.has(room));
    if (leave.length > 0) {
      for (const room of leave) this.joined.delete(room);
      this.socket.emit('unsubscribe', { rooms: leave });
    }
    if (join.length === 0) return;
    for (const room of join) {
      this.joined.add(room);
      this.stale.delete(room);
      const state = this.rooms.get(room);
      if (state) state.last = undefined;
    }
    this.socket.emit('subscribe', { rooms: join }, (answer: unknown) => {
      const snapshots = (answer as { snapshots?: unknown } | null)?.snapshots;
      if (!Array.isArray(snapshots)) return;
      for (const snap of snapshots) if (isMessage(snap) && join.includes(snap.room)) this.deliver(snap, true);
    });
  }
}

let feed: Promise<RoomFeed> | undefined;

/** The app's feed, on the app's socket (opened at launch). */
export function getFeed(): Promise<RoomFeed> {
  feed ??= openSocket().then((socket: Socket) => new RoomFeed(socket as unknown as FeedSocket));
  return feed;
}

/** For tests: use this feed instead of the app socket's (undefined: back to the default). */
export function setFeed(next: RoomFeed | undefined): void {
  feed = next ? Promise.resolve(next) : undefined;
}

/** Listen to a room once the feed is there; returns the stop function (safe to call at any time). */
export function listen<T>(room: string, listener: RoomListener<T>): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void getFeed().then((f) => {
    if (!stopped) stop = f.subscribe(room, listener);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
