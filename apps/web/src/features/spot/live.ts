/**
 * The spot rooms on the app socket (DESIGN.md section 5): `depth:<symbol>` (event `depth`, the
 * whole book each time), `trades:<symbol>` (event `trade`, one trade each) and the signed-in
 * user's private room (events `order` and `balance`, joined by the server on connect).
 *
 * Every room message carries `seq`. A depth message replaces the book, so order is all that
 * matters there; a trade message adds a row, so a gap (a missed trade) resubscribes, which answers
 * with a fresh snapshot of the latest trades. A reconnect subscribes again.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Depth, SpotPublicTrade } from '@bourse/contract';
import { openSocket } from '../../app/socket';
import { useToken } from '../../app/session';
import { SPOT } from './api';

export interface RoomMessage<T> {
  room: string;
  seq: number;
  data: T;
}

/** The part of a socket.io client this module uses (tests pass a fake). */
export interface SpotSocket {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

export const depthRoom = (symbol: string) => `depth:${symbol}`;
export const tradesRoom = (symbol: string) => `trades:${symbol}`;

const isMessage = (m: unknown): m is RoomMessage<unknown> =>
  typeof m === 'object' &&
  m !== null &&
  typeof (m as RoomMessage<unknown>).room === 'string' &&
  typeof (m as RoomMessage<unknown>).seq === 'number';

export interface RoomHandlers<T> {
  /** The snapshot answered on (re)subscribe. */
  snapshot(data: T): void;
  /** A live message in order. */
  message(data: T): void;
}

/**
 * Follow one room on `socket`: subscribe (and again after a reconnect or a gap), pass the snapshot
 * and each newer message on. Returns the function that leaves the room.
 */
export function followRoom<T>(
  socket: SpotSocket,
  room: string,
  event: string,
  handlers: RoomHandlers<T>,
  resubscribeOnGap: boolean,
): () => void {
  let last: number | undefined;
  let stopped = false;

  const subscribe = () => {
    last = undefined;
    socket.emit('subscribe', { rooms: [room] }, (answer: unknown) => {
      if (stopped) return;
      const snaps = (answer as { snapshots?: unknown } | null)?.snapshots;
      const snap = Array.isArray(snaps) ? snaps.find((s) => isMessage(s) && s.room === room) : undefined;
      if (!isMessage(snap)) return;
      // A live message may have overtaken the answer: keep the newer.
      if (last !== undefined && snap.seq <= last) return;
      last = snap.seq;
      handlers.snapshot(snap.data as T);
    });
  };

  const onMessage = (m: unknown) => {
    if (stopped || !isMessage(m) || m.room !== room) return;
    if (last !== undefined && m.seq <= last) return;
    const gap = last !== undefined && m.seq > last + 1;
    last = m.seq;
    if (gap && resubscribeOnGap) return subscribe();
    handlers.message(m.data as T);
  };

  socket.on(event, onMessage);
  socket.on('connect', subscribe);
  if (socket.connected) subscribe();
  return () => {
    stopped = true;
    socket.off(event, onMessage);
    socket.off('connect', subscribe);
    if (socket.connected) socket.emit('unsubscribe', { rooms: [room] });
  };
}

/** Run `fn` with the app socket once it is open; returns the cleanup. */
function withSocket(fn: (s: SpotSocket) => () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void openSocket().then((s) => {
    if (!stopped) stop = fn(s as unknown as SpotSocket);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Keep the depth and trades queries of `symbol` live from the rooms. */
export function useLiveBook(symbol: string): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!symbol) return;
    const stopDepth = withSocket((s) =>
      followRoom<Depth>(
        s,
        depthRoom(symbol),
        'depth',
        { snapshot: (d) => qc.setQueryData([SPOT, 'depth', symbol], d), message: (d) => qc.setQueryData([SPOT, 'depth', symbol], d) },
        false,
      ),
    );
    const stopTrades = withSocket((s) =>
      followRoom<SpotPublicTrade[] | SpotPublicTrade>(
        s,
        tradesRoom(symbol),
        'trade',
        {
          snapshot: (list) => qc.setQueryData([SPOT, 'trades', symbol], Array.isArray(list) ? list : [list]),
          message: (t) =>
            qc.setQueryData<SpotPublicTrade[]>([SPOT, 'trades', symbol], (old) =>
              [...(Array.isArray(t) ? t : [t]), ...(old ?? [])].slice(0, 50),
            ),
        },
        true,
      ),
    );
    return () => {
      stopDepth();
      stopTrades();
    };
  }, [qc, symbol]);
}

/** The signed-in user's order and balance updates refresh the spot queries (orders, balances). */
export function usePrivateUpdates(): void {
  const qc = useQueryClient();
  const token = useToken();
  useEffect(() => {
    if (!token) return;
    const refresh = () => void qc.invalidateQueries({ queryKey: [SPOT, 'private'] });
    return withSocket((s) => {
      s.on('order', refresh);
      s.on('balance', refresh);
      return () => {
        s.off('order', refresh);
        s.off('balance', refresh);
      };
    });
  }, [qc, token]);
}
