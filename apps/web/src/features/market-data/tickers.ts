/**
 * Live tickers for many rows without jank: one room subscription per symbol however many rows
 * show it, messages kept per symbol and handed to React at most once per animation frame, and each
 * row reading only its own symbol, so a message re-renders one row, never the list.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { KlinePeriod } from '@bourse/contract';
import { klineRoom, listen, tickerRoom, type DeliveryInfo, type KlineMessage, type RoomListener, type TickerMessage } from './live';

type Schedule = (fn: () => void) => unknown;

const frame: Schedule = (fn) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => fn()) : setTimeout(fn, 16));

export class TickerBoard {
  private readonly values = new Map<string, TickerMessage>();
  private readonly pending = new Map<string, TickerMessage>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly watchers = new Map<string, { count: number; stop: () => void }>();
  private scheduled = false;

  constructor(
    private readonly listenRoom: <T>(room: string, listener: RoomListener<T>) => () => void = listen,
    private readonly schedule: Schedule = frame,
  ) {}

  /** Keep the symbol's ticker room open while watched; returns the unwatch function. */
  watch(symbol: string): () => void {
    let watcher = this.watchers.get(symbol);
    if (!watcher) {
      watcher = { count: 0, stop: this.listenRoom<TickerMessage>(tickerRoom(symbol), (data) => this.push(data)) };
      this.watchers.set(symbol, watcher);
    }
    watcher.count += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const w = this.watchers.get(symbol);
      if (!w) return;
      w.count -= 1;
      if (w.count === 0) {
        this.watchers.delete(symbol);
        w.stop();
      }
    };
  }

  /** A message: kept until the next frame, where only the newest per symbol is applied. */
  push(ticker: TickerMessage): void {
    if (!ticker || typeof ticker.symbol !== 'string') return;
    this.pending.set(ticker.symbol, ticker);
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => this.flush());
  }

  /** Apply what arrived since the last frame and tell the rows that changed. */
  flush(): void {
    this.scheduled = false;
    const changed = [...this.pending.entries()];
    this.pending.clear();
    for (const [symbol, ticker] of changed) this.values.set(symbol, ticker);
    for (const [symbol] of changed) for (const l of [...(this.listeners.get(symbol) ?? [])]) l();
  }

  get(symbol: string): TickerMessage | undefined {
    return this.values.get(symbol);
  }

  listen(symbol: string, listener: () => void): () => void {
    let set = this.listeners.get(symbol);
    if (!set) this.listeners.set(symbol, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(symbol);
    };
  }

  watching(): string[] {
    return [...this.watchers.keys()];
  }
}

export const tickerBoard = new TickerBoard();

/**
 * The live ticker of `symbol` (undefined until the first message). `enabled` false stops
 * listening to its room (a row scrolled out of view) but keeps the last value.
 */
export function useTicker(symbol: string | undefined, enabled = true, board: TickerBoard = tickerBoard): TickerMessage | undefined {
  useEffect(() => (enabled && symbol ? board.watch(symbol) : undefined), [board, symbol, enabled]);
  const subscribe = useCallback((cb: () => void) => (symbol ? board.listen(symbol, cb) : () => undefined), [board, symbol]);
  const read = useCallback(() => (symbol ? board.get(symbol) : undefined), [board, symbol]);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The live open candle of `symbol` at `period`, handed to `onBar` without any React state (a chart
 * draws it directly). `info.resync` says a message may have been missed: fetch the bars again.
 */
export function useKline(
  symbol: string | undefined,
  period: KlinePeriod,
  onBar: (message: KlineMessage, info: DeliveryInfo) => void,
  listenRoom: <T>(room: string, listener: RoomListener<T>) => () => void = listen,
): void {
  const latest = useRef(onBar);
  useEffect(() => {
    latest.current = onBar;
  });
  useEffect(() => {
    if (!symbol) return;
    return listenRoom<KlineMessage>(klineRoom(symbol, period), (message, info) => {
      if (message?.symbol === symbol && message.period === period && message.bar) latest.current(message, info);
    });
  }, [symbol, period, listenRoom]);
}

/** A quote's last, change and 24-hour figures with a newer live ticker laid over them. */
export function withTicker<
  Q extends {
    last: string | null;
    change: string | null;
    high_24h: string | null;
    low_24h: string | null;
    volume_24h: string;
    turnover_24h: string;
    updated_at: string | null;
  },
>(quote: Q, ticker: TickerMessage | undefined): Q {
  if (!ticker) return quote;
  const quoted = quote.updated_at ? Date.parse(quote.updated_at) : 0;
  if (Number.isFinite(quoted) && ticker.ts < quoted) return quote;
  return {
    ...quote,
    last: ticker.last,
    change: ticker.change,
    high_24h: ticker.high_24h ?? quote.high_24h,
    low_24h: ticker.low_24h ?? quote.low_24h,
    volume_24h: ticker.volume_24h,
    turnover_24h: ticker.turnover_24h,
  };
}
