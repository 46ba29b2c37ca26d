import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { followSession, openSocket, resetSocket, SOCKET_OPTIONS, socketStatusStore } from './socket';
import { clearSession, signIn } from './session';

afterEach(() => {
  resetSocket();
  clearSession();
});

function fakeSocket() {
  const handlers = new Map<string, () => void>();
  const socket = {
    on: (event: string, fn: () => void) => handlers.set(event, fn),
    io: { on: vi.fn() },
    connect: vi.fn(),
    disconnect: vi.fn(),
  };
  return { socket: socket as unknown as Socket, handlers, raw: socket };
}

describe('the live socket (SPEC sections 7 and 9)', () => {
  it('uses websocket then polling, a 20 s time-out and reconnects after 1 to 5 s, jitter 0.5, forever', () => {
    expect(SOCKET_OPTIONS).toMatchObject({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      timeout: 20_000,
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
    });
  });

  it('presents the current token on every connection and reconnects on sign-in and sign-out', async () => {
    const fake = fakeSocket();
    let options: { auth?: unknown } = {};
    await openSocket((o) => {
      options = o;
      return fake.socket;
    });
    const stop = followSession();
    const auth = options.auth as (cb: (data: object) => void) => void;
    const seen: object[] = [];
    auth((d) => seen.push(d));
    signIn('t-1');
    auth((d) => seen.push(d));
    expect(seen).toEqual([{ token: '' }, { token: 't-1' }]);
    expect(fake.raw.disconnect).toHaveBeenCalledTimes(1);
    expect(fake.raw.connect).toHaveBeenCalledTimes(1);
    clearSession();
    expect(fake.raw.connect).toHaveBeenCalledTimes(2);
    stop();
  });

  it('reports its state', async () => {
    const fake = fakeSocket();
    await openSocket(() => fake.socket);
    expect(socketStatusStore.get()).toBe('connecting');
    fake.handlers.get('connect')!();
    expect(socketStatusStore.get()).toBe('connected');
    fake.handlers.get('disconnect')!();
    expect(socketStatusStore.get()).toBe('reconnecting');
  });
});
