/**
 * The live socket (SPEC sections 7 and 9): websocket then polling, 20 s connection time-out,
 * reconnect after 1 to 5 s with randomisation 0.5 and no attempt limit. It opens at launch and
 * reconnects whenever the session changes, so the server puts it in the right user's room.
 * socket.io-client is loaded on demand, once the first screen has loaded (lib/after-first-load.ts),
 * to keep it off the first screen's critical path.
 */
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { SOCKET_RECONNECT_JITTER, SOCKET_RECONNECT_MAX_MS, SOCKET_RECONNECT_MIN_MS, SOCKET_TIMEOUT_MS } from '@bourse/contract/constants';
import { afterFirstLoad } from '../lib/after-first-load';
import { createStore, useStore } from '../lib/store';
import { getToken, sessionStore } from './session';

export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';

export const SOCKET_OPTIONS = {
  path: '/socket.io',
  transports: ['websocket', 'polling'],
  timeout: SOCKET_TIMEOUT_MS,
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: SOCKET_RECONNECT_MIN_MS,
  reconnectionDelayMax: SOCKET_RECONNECT_MAX_MS,
  randomizationFactor: SOCKET_RECONNECT_JITTER,
} satisfies Partial<ManagerOptions & SocketOptions>;

export const socketStatusStore = createStore<SocketStatus>('idle');
export const useSocketStatus = () => useStore(socketStatusStore);

let socket: Socket | undefined;
let opening: Promise<Socket> | undefined;

type Connect = (options: Partial<ManagerOptions & SocketOptions>) => Socket;

async function defaultConnect(options: Partial<ManagerOptions & SocketOptions>): Promise<Socket> {
  await afterFirstLoad();
  const { io } = await import('socket.io-client');
  return io(options);
}

/** Open the socket once; later calls return the same one. */
export function openSocket(connect?: Connect): Promise<Socket> {
  if (opening) return opening;
  socketStatusStore.set('connecting');
  opening = (async () => {
    const options = {
      ...SOCKET_OPTIONS,
      // A function, so every (re)connection presents the token of that moment.
      auth: (cb: (data: object) => void) => cb({ token: getToken() ?? '' }),
    };
    const s = connect ? connect(options) : await defaultConnect(options);
    s.on('connect', () => socketStatusStore.set('connected'));
    s.on('disconnect', () => socketStatusStore.set('reconnecting'));
    s.io.on('reconnect_attempt', () => socketStatusStore.set('reconnecting'));
    socket = s;
    return s;
  })();
  return opening;
}

/** Connect again with the current token (after sign-in or sign-out). */
export function reconnectSocket(): void {
  if (!socket) return;
  socket.disconnect();
  socket.connect();
}

export function getSocket(): Socket | undefined {
  return socket;
}

/** Reconnect on every token change. Returns the unsubscribe function. */
export function followSession(): () => void {
  let token = sessionStore.get().token;
  return sessionStore.subscribe(() => {
    const next = sessionStore.get().token;
    if (next === token) return;
    token = next;
    reconnectSocket();
  });
}

/** For tests: forget the socket. */
export function resetSocket(): void {
  socket?.disconnect();
  socket = undefined;
  opening = undefined;
  socketStatusStore.set('idle');
}
