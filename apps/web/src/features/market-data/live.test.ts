/** The room feed on a fake socket: one subscription per room, baselines, gaps, reconnects; the ticker board's batching. */
import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import type { TickerMessage } from '@bourse/contract';
import { RoomFeed, type FeedSocket, type RoomListener } from './live';
import { TickerBoard, useKline, useTicker, withTicker } from './tickers';

type Handler = (...args: unknown[]) => void;

class FakeSocket implements FeedSocket {
  connected = true;
  readonly handlers = new Map<string, Set<Handler>>();
  readonly sent: Array<{ event: string; rooms: string[]; ack?: (answer: unknown) => void }> = [];

  on(event: string, listener: (...args: never[]) => void) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(listener as Handler);
    return this;
  }
  off(event: string, listener: (...args: never[]) => void) {
    this.handlers.get(event)?.delete(listener as Handler);
    return this;
  }
  emit(event: string, payload: unknown, ack?: unknown) {
    this.sent.push({ event, rooms: (payload as { rooms: string[] }).rooms, ack: ack as ((answer: unknown) => void) | undefined });
    return this;
  }
  /** The server sends an event. */
  fire(event: string, ...args: unknown[]) {
    for (const h of [...(this.handlers.get(event) ?? [])]) h(...args);
  }
  subscribes() {
    return this.sent.filter((s) => s.event === 'subscribe');
  }
  unsubscribes() {
    return this.sent.filter((s) => s.event === 'unsubscribe');
  }
}

const tick = (symbol: string, last: string, ts = 1): TickerMessage => ({
  symbol,
  last,
  change: '0.10',
  high_24h: null,
  low_24h: null,
  volume_24h: '1',
  turnover_24h: '1',
  ts,
});

/** Let queued microtasks (the feed's batched subscribes) run. */
const settle = () => new Promise<void>((r) => setTimeout(r, 0));

function setup() {
  const socket = new FakeSocket();
  const feed = new RoomFeed(socket);
  const got: Array<{ last: string; snapshot: boolean; resync: boolean }> = [];
  const listener: RoomListener<TickerMessage> = (data, info) => got.push({ last: data.last, ...info });
  return { socket, feed, got, listener };
}

describe('RoomFeed', () => {
  it('subscribes once per room however many listen, in one message per tick, and leaves when the last one stops', async () => {
    const { socket, feed } = setup();
    const a = feed.subscribe('ticker:BTC/USDT', () => undefined);
    const b = feed.subscribe('ticker:BTC/USDT', () => undefined);
    const c = feed.subscribe('ticker:ETH/USDT', () => undefined);
    await settle();
    expect(socket.subscribes().map((s) => s.rooms)).toEqual([['ticker:BTC/USDT', 'ticker:ETH/USDT']]);
    a();
    await settle();
    expect(socket.unsubscribes()).toEqual([]);
    b();
    c();
    await settle();
    expect(socket.unsubscribes().map((s) => s.rooms)).toEqual([['ticker:BTC/USDT', 'ticker:ETH/USDT']]);
    expect(feed.activeRooms()).toEqual([]);
  });

  it('sends nothing for a room that is dropped and taken again in the same tick (React’s double effects)', async () => {
    const { socket, feed } = setup();
    const stop = feed.subscribe('ticker:BTC/USDT', () => undefined);
    await settle();
    stop();
    feed.subscribe('ticker:BTC/USDT', () => undefined);
    await settle();
    expect(socket.subscribes()).toHaveLength(1);
    expect(socket.unsubscribes()).toHaveLength(0);
  });

  it('takes the snapshot as the baseline, then each next seq; drops old and repeated ones', async () => {
    const { socket, feed, got, listener } = setup();
    feed.subscribe('ticker:BTC/USDT', listener);
    await settle();
    socket.subscribes()[0]!.ack!({ snapshots: [{ room: 'ticker:BTC/USDT', seq: 10, data: tick('BTC/USDT', '100') }] });
    socket.fire('ticker', { room: 'ticker:BTC/USDT', seq: 11, data: tick('BTC/USDT', '101') });
    socket.fire('ticker', { room: 'ticker:BTC/USDT', seq: 11, data: tick('BTC/USDT', '101') });
    socket.fire('ticker', { room: 'ticker:BTC/USDT', seq: 9, data: tick('BTC/USDT', '99') });
    socket.fire('ticker', { room: 'ticker:BTC/USDT', seq: 12, data: tick('BTC/USDT', '102') });
    expect(got).toEqual([
      { last: '100', snapshot: true, resync: false },
      { last: '101', snapshot: false, resync: false },
      { last: '102', snapshot: false, resync: false },
    ]);
    expect(feed.stats.dropped).toBe(2);
  });

  it('takes a live message that beats the ack as the baseline, and ignores the older snapshot', async () => {
    const { socket, feed, got, listener } = setup();
    feed.subscribe('ticker:BTC/USDT', listener);
    await settle();
    socket.fire('ticker', { room: 'ticker:BTC/USDT', seq: 21, data: tick('BTC/USDT', '121') });
    socket.subscribes()[0]!.ack!({ snapshots: [{ room: 'ticker:BTC/USDT', seq: 20, data: tick('BTC/USDT', '120') }] });
    socket.fire('ticker', { room: 'ticker:BTC/USDT', seq: 22, data: tick('BTC/USDT', '122') });
    expect(got.map((g) => g.last)).toEqual(['121', '122']);
  });

  it('resubscribes on a gap, passes the newest data on, and rebases on the fresh snapshot, marked resync', async () => {
    const { socket, feed, got, listener } = setup();
    feed.subscribe('kline:BTC/USDT:1h', listener);
    await settle();
    socket.subscribes()[0]!.ack!({ snapshots: [{ room: 'kline:BTC/USDT:1h', seq: 5, data: tick('BTC/USDT', '5') }] });
    socket.fire('kline', { room: 'kline:BTC/USDT:1h', seq: 8, data: tick('BTC/USDT', '8') });
    expect(feed.stats.gaps).toBe(1);
    await settle();
    expect(socket.subscribes().map((s) => s.rooms)).toEqual([['kline:BTC/USDT:1h'], ['kline:BTC/USDT:1h']]);
    socket.subscribes()[1]!.ack!({ snapshots: [{ room: 'kline:BTC/USDT:1h', seq: 9, data: tick('BTC/USDT', '9') }] });
    socket.fire('kline', { room: 'kline:BTC/USDT:1h', seq: 10, data: tick('BTC/USDT', '10') });
    expect(got).toEqual([
      { last: '5', snapshot: true, resync: false },
      { last: '8', snapshot: false, resync: false },
      { last: '9', snapshot: true, resync: true },
      { last: '10', snapshot: false, resync: false },
    ]);
  });

  it('resubscribes every room after a reconnect and marks the first message as a resync', async () => {
    const { socket, feed, got, listener } = setup();
    feed.subscribe('ticker:BTC/USDT', listener);
    feed.subscribe('ticker:ETH/USDT', () => undefined);
    await settle();
    socket.subscribes()[0]!.ack!({ snapshots: [{ room: 'ticker:BTC/USDT', seq: 40, data: tick('BTC/USDT', '40') }] });
    socket.connected = false;
    socket.fire('disconnect');
    // The server restarted: its sequence starts again from 1.
    socket.connected = true;
    socket.fire('connect');
    await settle();
    expect(socket.subscribes().map((s) => s.rooms)).toEqual([
      ['ticker:BTC/USDT', 'ticker:ETH/USDT'],
      ['ticker:BTC/USDT', 'ticker:ETH/USDT'],
    ]);
    socket.subscribes()[1]!.ack!({ snapshots: [{ room: 'ticker:BTC/USDT', seq: 1, data: tick('BTC/USDT', '1') }] });
    socket.fire('ticker', { room: 'ticker:BTC/USDT', seq: 2, data: tick('BTC/USDT', '2') });
    expect(got).toEqual([
      { last: '40', snapshot: true, resync: false },
      { last: '1', snapshot: true, resync: true },
      { last: '2', snapshot: false, resync: false },
    ]);
  });

  it('waits for the connection before subscribing', async () => {
    const socket = new FakeSocket();
    socket.connected = false;
    const feed = new RoomFeed(socket);
    feed.subscribe('ticker:BTC/USDT', () => undefined);
    await settle();
    expect(socket.subscribes()).toEqual([]);
    socket.connected = true;
    socket.fire('connect');
    await settle();
    expect(socket.subscribes().map((s) => s.rooms)).toEqual([['ticker:BTC/USDT']]);
  });

  it('ignores messages for rooms nobody listens to and malformed ones', async () => {
    const { socket, feed, got, listener } = setup();
    feed.subscribe('ticker:BTC/USDT', listener);
    await settle();
    socket.fire('ticker', { room: 'ticker:ETH/USDT', seq: 1, data: tick('ETH/USDT', '1') });
    socket.fire('ticker', { room: 'ticker:BTC/USDT', data: tick('BTC/USDT', '1') });
    socket.fire('ticker', null);
    expect(got).toEqual([]);
  });
});

describe('TickerBoard', () => {
  function board() {
    const frames: Array<() => void> = [];
    const rooms = new Map<string, RoomListener<unknown>>();
    const stops = vi.fn();
    const b = new TickerBoard(
      <T>(room: string, l: RoomListener<T>) => {
        rooms.set(room, l as RoomListener<unknown>);
        return () => {
          stops(room);
          rooms.delete(room);
        };
      },
      (fn) => frames.push(fn),
    );
    const send = (t: TickerMessage) => rooms.get(`ticker:${t.symbol}`)!(t, { snapshot: false, resync: false });
    const nextFrame = () => frames.splice(0).forEach((f) => f());
    return { b, frames, rooms, stops, send, nextFrame };
  }

  it('opens one room per symbol for many watchers and closes it after the last', () => {
    const { b, rooms, stops } = board();
    const w1 = b.watch('BTC/USDT');
    const w2 = b.watch('BTC/USDT');
    expect([...rooms.keys()]).toEqual(['ticker:BTC/USDT']);
    w1();
    w1();
    expect(stops).not.toHaveBeenCalled();
    w2();
    expect(stops).toHaveBeenCalledWith('ticker:BTC/USDT');
  });

  it('applies a burst of messages once per frame, the newest per symbol, telling only that symbol’s readers', () => {
    const { b, frames, send, nextFrame } = board();
    b.watch('BTC/USDT');
    b.watch('ETH/USDT');
    const btc = vi.fn();
    const eth = vi.fn();
    b.listen('BTC/USDT', btc);
    b.listen('ETH/USDT', eth);
    send(tick('BTC/USDT', '1'));
    send(tick('BTC/USDT', '2'));
    send(tick('BTC/USDT', '3'));
    expect(frames).toHaveLength(1);
    expect(b.get('BTC/USDT')).toBeUndefined();
    nextFrame();
    expect(b.get('BTC/USDT')?.last).toBe('3');
    expect(btc).toHaveBeenCalledTimes(1);
    expect(eth).not.toHaveBeenCalled();
  });

  it('re-renders a row once per frame through useTicker, and only rows of the symbol that moved', () => {
    const { b, send, nextFrame } = board();
    const renders: Record<string, number> = {};
    function Row({ symbol }: { symbol: string }) {
      const t = useTicker(symbol, true, b);
      renders[symbol] = (renders[symbol] ?? 0) + 1;
      return createElement('span', { 'data-testid': symbol }, t?.last ?? '-');
    }
    const view = render(createElement('div', null, createElement(Row, { symbol: 'BTC/USDT' }), createElement(Row, { symbol: 'ETH/USDT' })));
    const before = { ...renders };
    act(() => {
      send(tick('BTC/USDT', '10'));
      send(tick('BTC/USDT', '11'));
      nextFrame();
    });
    expect(view.getByTestId('BTC/USDT').textContent).toBe('11');
    expect(renders['BTC/USDT']).toBe(before['BTC/USDT']! + 1);
    expect(renders['ETH/USDT']).toBe(before['ETH/USDT']);
  });
});

describe('useKline', () => {
  it('hands bars of its symbol and period to the callback, and stops on unmount', () => {
    const rooms = new Map<string, RoomListener<unknown>>();
    const fake = <T>(room: string, l: RoomListener<T>) => {
      rooms.set(room, l as RoomListener<unknown>);
      return () => rooms.delete(room);
    };
    const seen: string[] = [];
    function Chart() {
      useKline('BTC/USDT', '1h', (m, info) => seen.push(`${m.bar.close}${info.resync ? ' resync' : ''}`), fake);
      return null;
    }
    const view = render(createElement(Chart));
    const bar = { time: 1, open: '1', high: '1', low: '1', close: '7', volume: '0' };
    rooms.get('kline:BTC/USDT:1h')!({ symbol: 'BTC/USDT', period: '1h', bar }, { snapshot: false, resync: true });
    rooms.get('kline:BTC/USDT:1h')!({ symbol: 'BTC/USDT', period: '4h', bar }, { snapshot: false, resync: false });
    expect(seen).toEqual(['7 resync']);
    view.unmount();
    expect(rooms.size).toBe(0);
  });
});

describe('withTicker', () => {
  const quote = {
    last: '1',
    change: '0',
    high_24h: '2',
    low_24h: '1',
    volume_24h: '5',
    turnover_24h: '5',
    updated_at: new Date(2000).toISOString(),
  };
  it('lays a newer ticker over the quote, never an older one', () => {
    expect(withTicker(quote, tick('X', '9', 3000))).toMatchObject({ last: '9', turnover_24h: '1' });
    expect(withTicker(quote, tick('X', '9', 1000)).last).toBe('1');
    expect(withTicker(quote, undefined)).toBe(quote);
  });
});
