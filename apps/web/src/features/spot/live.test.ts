import { describe, expect, it } from 'vitest';
import { followRoom, type SpotSocket } from './live';

/** A socket that records what is sent and lets the test deliver events and answers. */
class FakeSocket implements SpotSocket {
  connected = true;
  readonly sent: Array<{ event: string; payload: unknown; ack?: (a: unknown) => void }> = [];
  private readonly listeners = new Map<string, Set<(...args: never[]) => void>>();
  on(event: string, fn: (...args: never[]) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(fn);
    return this;
  }
  off(event: string, fn: (...args: never[]) => void) {
    this.listeners.get(event)?.delete(fn);
    return this;
  }
  emit(event: string, payload?: unknown, ack?: (a: unknown) => void) {
    this.sent.push({ event, payload, ack });
    return this;
  }
  fire(event: string, data?: unknown) {
    for (const fn of this.listeners.get(event) ?? []) (fn as (d: unknown) => void)(data);
  }
}

const room = 'trades:BTC/USDT';
const msg = (seq: number, data: unknown) => ({ room, seq, data });

describe('a spot room', () => {
  it('takes the snapshot, then newer messages in order, and drops old ones', () => {
    const socket = new FakeSocket();
    const got: string[] = [];
    followRoom<string>(socket, room, 'trade', { snapshot: (d) => got.push(`snap:${d}`), message: (d) => got.push(d) }, true);
    expect(socket.sent[0]).toMatchObject({ event: 'subscribe', payload: { rooms: [room] } });
    socket.sent[0]!.ack!({ snapshots: [msg(4, 'S')] });
    socket.fire('trade', msg(4, 'dup'));
    socket.fire('trade', msg(5, 'a'));
    socket.fire('trade', msg(6, 'b'));
    socket.fire('trade', { room: 'trades:ETH/USDT', seq: 7, data: 'other' });
    expect(got).toEqual(['snap:S', 'a', 'b']);
  });

  it('subscribes again for a snapshot after a gap, and after a reconnect', () => {
    const socket = new FakeSocket();
    const got: string[] = [];
    followRoom<string>(socket, room, 'trade', { snapshot: (d) => got.push(`snap:${d}`), message: (d) => got.push(d) }, true);
    socket.sent[0]!.ack!({ snapshots: [msg(1, 'S')] });
    socket.fire('trade', msg(3, 'after-gap'));
    expect(socket.sent.filter((s) => s.event === 'subscribe')).toHaveLength(2);
    socket.sent[1]!.ack!({ snapshots: [msg(3, 'S2')] });
    socket.fire('connect');
    expect(socket.sent.filter((s) => s.event === 'subscribe')).toHaveLength(3);
    expect(got).toEqual(['snap:S', 'snap:S2']);
  });

  it('leaves the room when stopped', () => {
    const socket = new FakeSocket();
    const got: string[] = [];
    const stop = followRoom<string>(socket, 'depth:BTC/USDT', 'depth', { snapshot: () => undefined, message: (d) => got.push(d) }, false);
    stop();
    socket.fire('depth', { room: 'depth:BTC/USDT', seq: 1, data: 'x' });
    expect(got).toEqual([]);
    expect(socket.sent.at(-1)).toMatchObject({ event: 'unsubscribe', payload: { rooms: ['depth:BTC/USDT'] } });
  });
});
